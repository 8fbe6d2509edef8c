/**
 * The side a scenario parses to (scenario.ts), whole and strictly (an optional field left out is
 * absent, not present as undefined, so spreading a parsed side over another keeps that one's value):
 * defaults for everything not written (sustain first, keep repairable units, no kill order, no
 * trade goods — docs/scenario-format.md), the faction only when one is given, damaged units kept
 * per type (rules 003 "SUSTAIN DAMAGE": only a unit that can sustain can be damaged).
 */
import { describe, expect, it } from 'vitest';
import { parseTi4Scenario } from './scenario.js';

const parse = (attacker: object, defender: object) => parseTi4Scenario({ game: 'ti4', attacker, defender }, 'f.yaml');
const DEFAULTS = { upgrades: [], damaged: {}, sustainFirst: true, killOrder: [], keepAlive: [], keepRepairable: true, effects: [], without: [], tradeGoods: 0 };

describe('a parsed side', () => {
  it('without a faction: no faction field at all, every default', () => {
    const s = parse({ units: { cruiser: 1 } }, { units: { cruiser: 1 } });
    expect(s.attacker).toStrictEqual({ units: { cruiser: 1 }, ...DEFAULTS });
    expect(Object.keys(s.attacker)).not.toContain('faction');
    expect({ faction: 'sol', ...s.attacker }.faction).toBe('sol');
  });

  it('with a faction and a damaged dreadnought of 2', () => {
    const s = parse({ units: { cruiser: 1 } }, { faction: 'sol', units: { dreadnought: 2 }, damaged: { dreadnought: 1 } });
    expect(s.defender).toStrictEqual({ faction: 'sol', units: { dreadnought: 2 }, ...DEFAULTS, damaged: { dreadnought: 1 } });
  });

  it('all dreadnoughts damaged is allowed (2 of 2); 3 of 2 is not', () => {
    expect(parse({ units: { cruiser: 1 } }, { units: { dreadnought: 2 }, damaged: { dreadnought: 2 } }).defender.damaged).toStrictEqual({ dreadnought: 2 });
    expect(() => parse({ units: { cruiser: 1 } }, { units: { dreadnought: 2 }, damaged: { dreadnought: 3 } })).toThrow(/^f\.yaml: defender\.damaged\.dreadnought: /);
  });

  it('a unit that cannot sustain cannot be damaged', () => {
    expect(() => parse({ units: { cruiser: 1 }, damaged: { cruiser: 1 } }, { units: { cruiser: 1 } })).toThrow(/^f\.yaml: attacker\.damaged\.cruiser: /);
  });
});
