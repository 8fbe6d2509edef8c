import { describe, expect, it } from 'vitest';
import { UNIT_KEYS } from './catalog.js';
import { ti4Errors } from './messages.js';
import { parseUnitWords } from './unit-words.js';

describe('unit lists in plain words', () => {
  it('reads counts, plurals, short forms and II upgrades', () => {
    expect(parseUnitWords('2 dreadnought II, carrier, 4 fighters', 'x')).toEqual({ units: { dreadnought: 2, carrier: 1, fighter: 4 }, upgrades: ['dreadnought'] });
    expect(parseUnitWords('war sun and 2 destroyers + 3 inf', 'x')).toEqual({ units: { warsun: 1, destroyer: 2, infantry: 3 }, upgrades: [] });
    expect(parseUnitWords('3 cruiser 2; pds ii', 'x').upgrades).toEqual(['cruiser', 'pds']);
  });

  it('rejects unknown names with a suggestion, bad counts and mixed levels', () => {
    expect(() => parseUnitWords('2 dreadnougt', '--attacker')).toThrow(ti4Errors.unknownUnitWord('--attacker', 'dreadnougt', UNIT_KEYS, UNIT_KEYS).message);
    expect(() => parseUnitWords('2 dreadnougt', '--attacker')).toThrow(/--attacker: unknown unit "dreadnougt" .* Did you mean "dreadnought"\?/);
    expect(() => parseUnitWords('-2 fighter', '--attacker')).toThrow(/bad unit count in "-2 fighter" — got -2/);
    expect(() => parseUnitWords('fighter, fighter II', '--attacker')).toThrow(/"fighter" is listed at both level I and level II/);
    expect(() => parseUnitWords(' , ', '--defender')).toThrow(/--defender: no units given/);
  });
});
