import { ti4Errors } from '../messages.js';
import { fieldDescription, type OptimizerCapability } from '../../optimizer-capability.js';
import { FACTIONS, hasLevelTwo, UNIT_KEYS, type Faction, type UnitKey } from '../catalog.js';
import { ti4FieldFleets } from './field.js';
import { ti4Space, type Ti4Fleet } from './space.js';

/** `--upgrades "dreadnought, fighter"` (or repeated) as unit keys that have a level II. */
function ti4Upgrades(values: readonly string[], faction: Faction | undefined): UnitKey[] {
  const words = values.flatMap((w) => w.split(/[,\s]+/)).map((w) => w.trim().toLowerCase()).filter(Boolean);
  return [...new Set(words)].map((w) => {
    const key = (w === 'war-sun' ? 'warsun' : w) as UnitKey;
    if (!(UNIT_KEYS as readonly string[]).includes(key)) {
      throw ti4Errors.unknownUpgradeUnit(w, UNIT_KEYS);
    }
    if (!hasLevelTwo(key, faction)) throw ti4Errors.noLevelTwo('--upgrades', key);
    return key;
  });
}

/** `salvo optimize ti4`: the best TI4 fleets for a number of resources and a fleet supply (docs/optimizer.md). */
export const ti4Optimizer: OptimizerCapability<Ti4Fleet> = {
  describe: 'the best TI4 fleets for a number of resources and a fleet supply',
  options: {
    resources: { type: 'number', alias: 'r', required: true, whole: { min: 0 }, describe: 'resources to spend (fighters cost ½)' },
    'fleet-supply': { type: 'number', alias: 'f', required: true, whole: { min: 0 }, describe: 'fleet supply: the most non-fighter ships' },
    faction: { type: 'string', oneOf: { names: FACTIONS, noun: 'faction' }, describe: 'faction: unit variants and its flagship as an option' },
    upgrades: { type: 'string', repeatable: true, describe: 'unit types you have at level II, e.g. "dreadnought, fighter"; "warsun" lets you build war suns' },
    vs: { type: 'string', repeatable: true, describe: 'an opponent in plain words, e.g. "2 dreadnought, carrier, 4 fighter, pds" (repeatable: a field); default: a generated field' },
  },
  examples: [
    ['$0 optimize ti4 --resources 12 --fleet-supply 4', 'best fleets against a generated field of the same budget'],
    ['$0 optimize ti4 -r 16 -f 5 --upgrades "fighter, destroyer" --vs "warsun, 2 destroyer, 2 pds"', 'best attack on one defence'],
  ],
  setup(options, field) {
    const resources = options.resources as number;
    const fleetSupply = options['fleet-supply'] as number;
    const faction = options.faction as Faction | undefined;
    const upgrades = ti4Upgrades(options.upgrades as string[], faction);
    const space = ti4Space({ resources, fleetSupply, upgrades, ...(faction ? { faction } : {}) });
    const vs = options.vs as string[];
    const fleets = [...ti4FieldFleets(vs, '--vs'), ...(field ? ti4FieldFleets(field.entries, `${field.file}: fleets`) : [])];
    return {
      space, fieldSpace: space, budgetOption: `--resources ${resources} --fleet-supply ${fleetSupply}`,
      ...(fleets.length > 0 ? { field: { fleets, description: fieldDescription(vs, field?.file) } } : {}),
    };
  },
};
