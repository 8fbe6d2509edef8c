/**
 * Every word `parseUnitWords` accepts for each unit type (the singular, plural and short forms
 * players write; the command line's plain-word unit lists, docs/optimizer.md), and the count and level forms: "3x", a
 * trailing "I"/"1" (level I) or "II"/"2" (level II), case-insensitive. The expected keys are the
 * scenario unit keys (docs/scenario-format.md).
 */
import { describe, expect, it } from 'vitest';
import { parseUnitWords } from './unit-words.js';

const WORDS: Record<string, string[]> = {
  carrier: ['carrier', 'carriers', 'cv'],
  cruiser: ['cruiser', 'cruisers', 'ca'],
  destroyer: ['destroyer', 'destroyers', 'dd'],
  dreadnought: ['dreadnought', 'dreadnoughts', 'dread', 'dreads', 'dn'],
  fighter: ['fighter', 'fighters', 'ff'],
  warsun: ['warsun', 'warsuns', 'war sun', 'war suns', 'ws'],
  flagship: ['flagship', 'flagships', 'fs'],
  infantry: ['infantry', 'infantries', 'inf', 'gf'],
  mech: ['mech', 'mechs'],
  pds: ['pds', 'pdss', 'pds units'],
  spacedock: ['spacedock', 'spacedocks', 'space dock', 'space docks', 'dock', 'docks'],
};

describe('unit words', () => {
  for (const [key, words] of Object.entries(WORDS)) {
    it(`${key}: ${words.join(', ')}`, () => {
      for (const word of words) expect(parseUnitWords(`2 ${word}`, 'x'), word).toEqual({ units: { [key]: 2 }, upgrades: [] });
    });
  }

  it('case does not matter; "3x" is a count; "I" and "1" are level I, "II" and "2" level II', () => {
    expect(parseUnitWords('3x Dreadnought', 'x')).toEqual({ units: { dreadnought: 3 }, upgrades: [] });
    expect(parseUnitWords('2 CRUISER I', 'x')).toEqual({ units: { cruiser: 2 }, upgrades: [] });
    expect(parseUnitWords('cruiser 1', 'x')).toEqual({ units: { cruiser: 1 }, upgrades: [] });
    expect(parseUnitWords('2 fighter 2', 'x')).toEqual({ units: { fighter: 2 }, upgrades: ['fighter'] });
    expect(parseUnitWords('carrier Ii', 'x')).toEqual({ units: { carrier: 1 }, upgrades: ['carrier'] });
  });

  it('the same type twice at one level adds up; a count of 0 is allowed', () => {
    expect(parseUnitWords('2 fighters, 3 ff', 'x')).toEqual({ units: { fighter: 5 }, upgrades: [] });
    expect(parseUnitWords('0 fighters, cruiser', 'x')).toEqual({ units: { fighter: 0, cruiser: 1 }, upgrades: [] });
  });

  it('a fractional count is refused', () => {
    expect(() => parseUnitWords('1.5 fighter', '--attacker')).toThrow(/bad unit count in "1.5 fighter"/);
  });

  it('a lone number is a name, not a count', () => {
    expect(() => parseUnitWords('2', '--attacker')).toThrow(/--attacker: unknown unit "2"/);
  });
});
