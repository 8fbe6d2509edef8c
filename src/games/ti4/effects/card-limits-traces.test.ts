/**
 * What combat cards act on, traced on scripted dice (test/support/scripted-dice.ts) or checked at
 * parse time: Waylay ("hits from your ANTI-FIGHTER BARRAGE rolls can be assigned to ships") works
 * for either side's barrage, so a barrage sinks a cruiser; Tellurian cancels a hit that would
 * be *assigned* to destroy a unit other than a fighter or an infantry, not a hit that a dreadnought sustains; Fighter Prototype needs
 * fighters (a ConfigError names it). Card texts as quoted in effects/action-cards-combat.ts and
 * effects/leaders-agents.ts; rules 003 "ANTI-FIGHTER BARRAGE", "SUSTAIN DAMAGE". Values: destroyer
 * barrage 9 ×2, combat 9; cruiser 7; dreadnought 5.
 */
import { describe, expect, it } from 'vitest';
import { ConfigError } from '../../../core/errors.js';
import { parseTi4Scenario } from '../scenario.js';
import { tracedLines as traced } from '../../../../test/support/ti4-helpers.js';

describe('Waylay: barrage hits on ships', () => {
  it('the attacker\'s destroyer barrages 9, 1 against 2 cruisers (no fighters): 1 hit, the defender assigns it, a cruiser sinks', () => {
    const lines = traced({ options: { maxRounds: 1 }, attacker: { units: { destroyer: 1 }, effects: ['waylay'] }, defender: { units: { cruiser: 2 } } }, [9, 1, 1, 1]);
    expect(lines.slice(2, 5)).toEqual(['  attacker Destroyer anti-fighter barrage: rolls 9, 1 (hits on 9+) → 1 hit', '  defender assigns 1 hit', '  defender Cruiser #1 is destroyed by barrage']);
    expect(lines.at(-1)).toBe('  defender survivors: Cruiser #2');
  });


  it('the defender\'s destroyer barrages 9, 1 against 2 cruisers (no fighters): 1 hit, the attacker assigns it, a cruiser sinks', () => {
    const lines = traced({ options: { maxRounds: 1 }, attacker: { units: { cruiser: 2 } }, defender: { units: { destroyer: 1 }, effects: ['waylay'] } }, [9, 1, 1, 1]);
    expect(lines).toEqual([
      'Space combat round 1',
      '  anti-fighter barrage',
      '  defender Destroyer anti-fighter barrage: rolls 9, 1 (hits on 9+) → 1 hit',
      '  attacker assigns 1 hit',
      '  attacker Cruiser #1 is destroyed by barrage',
      '  attacker Cruiser #2 combat: rolls 1 (hits on 7+) → 0 hits',
      '  defender Destroyer combat: rolls 1 (hits on 9+) → 0 hits',
      'Result: roundCap after 1 round',
      '  attacker survivors: Cruiser #2',
      '  defender survivors: Destroyer',
    ]);
  });
});

describe('Tellurian: not for a hit that a unit sustains, nor for a fighter', () => {
  it('1 hit whose victim is a fighter (first in the kill order): the fighter is destroyed, the card stays unplayed', () => {
    const lines = traced({ options: { maxRounds: 1 }, attacker: { units: { cruiser: 1 } }, defender: { units: { carrier: 1, cruiser: 1, fighter: 1 }, effects: ['tellurian'] } }, [7, 1, 1, 1]);
    expect(lines.slice(5)).toEqual(['  defender assigns 1 hit', '  defender Fighter is destroyed', 'Result: roundCap after 1 round', '  attacker survivors: Cruiser', '  defender survivors: Carrier, Cruiser']);
  });


  it('1 hit on a fresh dreadnought: it sustains damage, the card stays unplayed', () => {
    const lines = traced({ options: { maxRounds: 1 }, attacker: { units: { cruiser: 1 } }, defender: { units: { dreadnought: 1 }, effects: ['tellurian'] } }, [7, 1]);
    expect(lines.slice(3)).toEqual(['  defender assigns 1 hit', '  defender Dreadnought sustains damage', 'Result: roundCap after 1 round', '  attacker survivors: Cruiser', '  defender survivors: Dreadnought (damaged)']);
  });
});

describe('Fighter Prototype needs fighters', () => {
  it('listed for a side with a cruiser only: a ConfigError that says so', () => {
    const parse = () => parseTi4Scenario({ game: 'ti4', attacker: { units: { cruiser: 1 }, effects: ['fighter-prototype'] }, defender: { units: { cruiser: 1 } } }, 'f.yaml');
    expect(parse).toThrow(ConfigError);
    expect(parse).toThrow('f.yaml: attacker.effects.0: "fighter-prototype" cannot be used here: it needs fighters. Remove it, or change the scenario so the side can use it.');
  });

  it('with a fighter it parses', () => {
    const s = parseTi4Scenario({ game: 'ti4', attacker: { units: { carrier: 1, fighter: 1 }, effects: ['fighter-prototype'] }, defender: { units: { cruiser: 1 } } }, 'f.yaml');
    expect(s.attacker.effects.map((e) => e.id)).toEqual(['fighter-prototype']);
  });
});
