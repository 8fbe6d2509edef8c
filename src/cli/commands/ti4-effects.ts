import type { CommandModule } from 'yargs';
import { formatEffectListing, listTi4Effects } from '../../games/ti4/effects/listing.js';
import { toJsonText } from '../output.js';

/** `salvo ti4 effects [--faction X]`: every TI4 effect id with its family, timing and text. */
export const ti4EffectsCommand: CommandModule = {
  command: 'effects',
  describe: 'list every TI4 effect id (faction abilities, units, technologies, cards, leaders, agendas) with its family, timing and text',
  builder: (yargs) =>
    yargs
      .option('faction', { type: 'string', describe: "only this faction's content, e.g. sardakk" })
      .option('json', { type: 'boolean', default: false, describe: 'print JSON instead of text' })
      .example('$0 ti4 effects', 'everything')
      .example('$0 ti4 effects --faction letnev', 'the Barony of Letnev'),
  handler: (argv) => {
    const rows = listTi4Effects(argv.faction as string | undefined);
    process.stdout.write(argv.json ? toJsonText(rows) : `${formatEffectListing(rows)}\n`);
  },
};
