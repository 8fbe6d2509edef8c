import { fieldDescription, type OptimizerCapability } from '../../optimizer-capability.js';
import { arsenalFromDocument } from '../arsenal.js';
import { tacticDeckFrom } from '../deck.js';
import { SAMPLE_DECK_NOTICE } from '../result.js';
import { titaniumFieldFleets } from './field.js';
import { titaniumSpace, type TitaniumFleet } from './space.js';

/** `salvo optimize titanium`: the best Titanium Wars fleets for credits, a fleet limit and a technological level (docs/optimizer.md). */
export const titaniumOptimizer: OptimizerCapability<TitaniumFleet> = {
  describe: 'the best Titanium Wars fleets for credits, a fleet limit and a technological level',
  options: {
    credits: { type: 'number', alias: 'c', required: true, whole: { min: 0 }, describe: 'credits to spend on units and upgrades' },
    'fleet-limit': { type: 'number', default: 3, whole: { min: 0 }, describe: 'the most units (starting fleet limit: 3)' },
    tech: { type: 'number', default: 0, whole: { min: 0, max: 3 }, describe: 'technological level 0-3: no card above it' },
    arsenal: { type: 'string', describe: 'an arsenal file instead of the bundled one' },
    deck: { type: 'string', describe: 'a tactic deck file instead of the sample deck' },
    vs: { type: 'string', repeatable: true, describe: 'an opponent, e.g. "2 cruiser+laser-cannon, destroyer" (repeatable: a field); default: a generated field' },
  },
  examples: [
    ['$0 optimize titanium --credits 1500 --fleet-limit 3 --tech 0', 'best fleets against a generated field'],
    ['$0 optimize titanium -c 2000 --fleet-limit 4 --tech 2 --vs "destroyer+armor, 2 cruiser"', 'best answer to one fleet'],
    ['$0 optimize titanium -c 1500 --arsenal my-arsenal.yaml --deck my-deck.yaml', 'with your own arsenal and tactic deck'],
  ],
  setup(options, field, files) {
    const credits = options.credits as number;
    const fleetLimit = options['fleet-limit'] as number;
    const tech = options.tech as number;
    const arsenal = arsenalFromDocument(files.defaults.arsenal);
    const deck = tacticDeckFrom(files.defaults.deck, 'optimizer', arsenal);
    const space = titaniumSpace({ credits, fleetLimit, tech, arsenal, deck });
    const vs = options.vs as string[];
    const fleets = [...titaniumFieldFleets(vs, '--vs', fleetLimit, arsenal), ...(field ? titaniumFieldFleets(field.entries, `${field.file}: fleets`, fleetLimit, arsenal) : [])];
    return {
      space, fieldSpace: space, budgetOption: `--credits ${credits} --fleet-limit ${fleetLimit} --tech ${tech}`,
      ...(deck.sample ? { notice: SAMPLE_DECK_NOTICE } : {}),
      ...(fleets.length > 0 ? { field: { fleets, description: fieldDescription(vs, field?.file) } } : {}),
    };
  },
};
