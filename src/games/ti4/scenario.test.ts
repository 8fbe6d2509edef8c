import { describe, expect, it } from 'vitest';
import { parseTi4Scenario } from './scenario.js';

const parse = (attacker: object, defender: object = { units: { cruiser: 1 } }, extra: object = {}) =>
  parseTi4Scenario({ game: 'ti4', attacker, defender, ...extra }, 'f.yaml');

describe('TI4 scenario validation', () => {
  it('fills in the defaults', () => {
    const s = parse({ units: { dreadnought: 2, fighter: 0 } });
    expect(s.attacker).toEqual({ units: { dreadnought: 2 }, upgrades: [], damaged: {}, sustainFirst: true, killOrder: [], keepAlive: [], keepRepairable: true, effects: [], without: [], tradeGoods: 0 });
    expect(s.options.maxRounds).toBe(400);
    expect(s.place).toBe('space');
  });

  it('names the file, the path, what and a hint', () => {
    expect(() => parse({ units: { flagship: 1 } })).toThrow('f.yaml: attacker.units.flagship: a flagship needs a faction. Add "faction: sol" (or another faction) to the attacker.');
    expect(() => parse({ units: { dreadnought: 1 }, damaged: { dreadnought: 2 } })).toThrow('f.yaml: attacker.damaged.dreadnought: more damaged units than units — got 2, expected at most 1.');
    expect(() => parse({ units: { cruiser: 1 }, damaged: { cruiser: 1 } })).toThrow(/a cruiser cannot be damaged: it has no Sustain Damage/);
    expect(() => parse({ units: { mech: 1, cruiser: 1 }, upgrades: ['mech'] })).toThrow(/"mech" has no level II/);
    expect(() => parse({ units: { pds: 2 } })).toThrow(/the attacker has no ships/);
    expect(() => parse({ faction: 'sool', units: { cruiser: 1 } })).toThrow(/attacker.faction: value not allowed — got "sool", expected one of .* Did you mean "sol"\?/);
    expect(() => parse({ units: { cruiser: 1 }, killOrdr: [] })).toThrow(/attacker.killOrdr: unknown field "killOrdr" .*Did you mean "killOrder"\?/);
    expect(() => parse({ units: { cruiser: 1 } }, { units: { cruiser: 1 } }, { options: { maxRounds: 0 } })).toThrow(/options.maxRounds: value out of range — got 0/);
  });
});
