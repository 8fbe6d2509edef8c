import type { CommandModule } from 'yargs';
import { FACTIONS } from '../../games/ti4/catalog.js';
import { ti4 } from '../../games/ti4/game.js';
import { ti4Errors } from '../../games/ti4/messages.js';
import { parseUnitWords } from '../../games/ti4/unit-words.js';
import { qualifySimulationArgs, withSimulationOptions } from '../run-options.js';
import { simulateScenario } from '../simulate.js';
import { exactTi4Result } from '../../games/ti4/exact/result.js';
import { chooseMethod, withMethodOption } from '../run-method.js';
import { printResult } from './run.js';
import { formatOptimalPlay, optimalPlay } from '../../games/ti4/exact/optimal-result.js';
import type { SideName } from '../../games/ti4/scenario.js';
import { ti4EffectsCommand } from './ti4-effects.js';

/** The places a TI4 battle can be fought, as `ti4 --help` explains them (docs/scenario-format.md). */
export const TI4_PLACES_HELP = 'space (a space combat), ground (an invasion of a planet whose system is already won), tactical (a space combat, then the invasion)';

/** What `salvo ti4 --help` ends with: the places, the factions, and where the effect ids are listed. */
export const TI4_HELP_EPILOGUE = [
  `Places (--place): ${TI4_PLACES_HELP}.`,
  `Factions (--attacker-faction, --defender-faction): ${FACTIONS.join(', ')}.`,
  'Effects: "salvo ti4 effects [--faction X]" lists every id with its family, timing, play policies and text. Faction and unit abilities apply by themselves when --attacker-faction / --defender-faction is given.',
  'What-if (salvo cost ti4 --what-if): dreadnought.combat=4 changes both levels, dreadnought2.combat=4 only level II, dreadnought1.combat=4 only level I.',
].join('\n\n');

/** `--assign`: which sides choose their hit assignment after every roll (exact/optimal.ts). */
const ASSIGN_CHOICES = ['policy', 'optimal', 'attacker-optimal', 'defender-optimal'] as const;

/** `salvo ti4 --attacker "…" --defender "…"`: a TI4 battle from plain words, no file needed. */
export const ti4Command: CommandModule = {
  command: 'ti4',
  describe: 'simulate a TI4 battle given as plain unit lists ("salvo ti4 effects" lists the effect ids)',
  builder: (yargs) =>
    withMethodOption(withSimulationOptions(yargs.command(ti4EffectsCommand)), ['ti4'])
      .option('attacker', { alias: 'a', type: 'string', describe: 'attacking units, e.g. "2 dreadnought II, carrier, 4 fighter" (required)' })
      .option('defender', { alias: 'd', type: 'string', describe: 'defending units, e.g. "warsun, 2 destroyer, pds" (required)' })
      .option('attacker-faction', { type: 'string', describe: 'attacker faction (its abilities, flagship and unit variants), e.g. sol; the list is below' })
      .option('defender-faction', { type: 'string', describe: 'defender faction' })
      .option('place', { type: 'string', default: 'space', describe: 'where the battle is fought: space, ground or tactical (below)' })
      .option('max-rounds', { type: 'number', describe: 'round cap (default 400)' })
      .option('attacker-effects', { type: 'string', describe: 'comma-separated effects, e.g. "plasma-scoring, morale-boost@round1" (ids: "salvo ti4 effects")' })
      .option('defender-effects', { type: 'string', describe: 'comma-separated effects of the defender' })
      .option('assign', {
        type: 'string', choices: ASSIGN_CHOICES, requiresArg: true,
        describe: 'hit assignment: policy (default), optimal (both sides choose after every roll, exact), attacker-optimal or defender-optimal (that side only); prints the optimal value, the policy value and the difference',
      })
      .example('$0 ti4 -a "2 dreadnought, carrier, 4 fighter" -d "warsun, 2 destroyer"', 'win/draw/loss with intervals')
      .example('$0 ti4 -a "3 cruiser II" -d "2 destroyer, pds" --precision 0.002', 'until ±0.2 points')
      .example('$0 ti4 -a "2 infantry, carrier" -d "2 pds" --place ground --exact', 'exact invasion odds')
      .example('$0 ti4 -a "4 cruiser, 2 infantry" -d "destroyer, 2 infantry" --place tactical', 'do I take the planet?')
      .example('$0 ti4 -a "2 dreadnought, carrier, 4 fighter" -d "warsun, 2 destroyer" --assign optimal', 'value of the fight when both assign hits optimally')
      .example('$0 ti4 effects --faction sardakk', 'the effect ids (faction abilities apply when a faction is named)')
      .epilogue(TI4_HELP_EPILOGUE),
  handler: async (argv) => {
    // Not demanded by yargs, so that "salvo ti4 effects" needs neither.
    for (const name of ['attacker', 'defender'] as const) {
      if (typeof argv[name] !== 'string') throw ti4Errors.missingSide(name);
    }
    const args = qualifySimulationArgs(argv);
    const side = (name: 'attacker' | 'defender') => {
      const words = parseUnitWords(argv[name] as string, `--${name}`);
      const faction = argv[`${name}Faction`] as string | undefined;
      const effects = (argv[`${name}Effects`] as string | undefined)?.split(',').map((e) => e.trim()).filter(Boolean);
      return { ...(faction !== undefined ? { faction } : {}), units: words.units, upgrades: words.upgrades, ...(effects ? { effects } : {}) };
    };
    const raw = {
      game: 'ti4',
      place: argv.place,
      attacker: side('attacker'),
      defender: side('defender'),
      ...(argv.maxRounds !== undefined ? { options: { maxRounds: argv.maxRounds } } : {}),
    };
    const scenario = ti4.parseScenario(raw, 'command line');
    const assign = argv.assign as (typeof ASSIGN_CHOICES)[number] | undefined;
    if (assign !== undefined && assign !== 'policy') {
      const choosing: SideName[] = assign === 'optimal' ? ['attacker', 'defender'] : [assign === 'attacker-optimal' ? 'attacker' : 'defender'];
      const play = optimalPlay(scenario, 'command line: --assign', choosing);
      console.log(args.json ? JSON.stringify({ game: 'ti4', method: 'exact', optimalPlay: play, scenario }, null, 2) : formatOptimalPlay(play));
      return;
    }
    const result = chooseMethod(ti4, scenario, argv) === 'exact' ? exactTi4Result(scenario, 'command line') : await simulateScenario(ti4, scenario, args, 'ti4');
    printResult(ti4.formatResult(result), result, args);
  },
};
