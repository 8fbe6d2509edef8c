/**
 * Effects that act on some units only, traced on scripted dice, die by die
 * (test/support/ti4-helpers.ts). Texts as printed:
 *
 * - Van Hauge (Yin Brotherhood flagship): "When this ship is destroyed, destroy all ships in this
 *   system." — ships only: the defender's infantry on the planet stays (the attacker's infantry in
 *   space is lost with its transports, battle.ts `loseCarriedForces`).
 * - Indoctrination (Yin Brotherhood faction ability): "replace 1 of your opponent's participating
 *   infantry with 1 infantry from your reinforcements" — also when the reinforcement infantry is the
 *   side's first unit (a Yin side with a mech only).
 * - Ipswitch, Loose Cannon (Mentak hero): "for each other player's ship that is destroyed during this
 *   combat, place 1 ship of that type from your reinforcements" — the reinforcements set aside are
 *   ships of the opponent's types, never its infantry or mechs.
 *
 * Values: cruiser 7, Van Hauge 9 (x2, sustain damage), infantry 8, Moyin's Ashes (Yin mech) 6.
 */
import { describe, expect, it } from 'vitest';
import { compileTi4 } from '../compile.js';
import { parseTi4Scenario } from '../scenario.js';
import { tracedLines } from '../../../../test/support/ti4-helpers.js';

describe('only ships', () => {
  it('Van Hauge destroyed in a tactical action: both cruisers go, the attacker\'s carried infantry with them; the defender\'s infantry on the planet stays', () => {
    const lines = tracedLines({ place: 'tactical', options: { maxRounds: 2 }, attacker: { units: { cruiser: 2, infantry: 1 } }, defender: { faction: 'yin', units: { flagship: 1, infantry: 1 } } }, [7, 7, 1, 1]);
    expect(lines).toEqual([
      'Space combat round 1',
      '  attacker Cruiser #1 combat: rolls 7 (hits on 7+) → 1 hit',
      '  attacker Cruiser #2 combat: rolls 7 (hits on 7+) → 1 hit',
      '  defender Van Hauge combat: rolls 1, 1 (hits on 9+) → 0 hits',
      '  defender assigns 2 hits',
      '  defender Van Hauge sustains damage',
      '  defender Van Hauge is destroyed',
      '  attacker Cruiser #1 is destroyed by Van Hauge',
      '  attacker Cruiser #2 is destroyed by Van Hauge',
      '  attacker Infantry is destroyed with its transport',
      'Result: draw after 1 round',
      '  attacker survivors: none',
      '  defender survivors: Infantry',
    ]);
  });
});

describe('the reinforcements', () => {
  it('Indoctrination by a Yin side with a mech only: its reinforcement infantry is its first unit, and it replaces an opposing infantry', () => {
    const raw = { place: 'ground', options: { maxRounds: 1 }, attacker: { faction: 'yin', units: { mech: 1 }, tradeGoods: 2 }, defender: { units: { infantry: 2 } } };
    expect(compileTi4(parseTi4Scenario({ game: 'ti4', ...raw }, 'test')).sides[0].label).toEqual(['Infantry (placed during the battle)', "Moyin's Ashes"]);
    expect(tracedLines(raw, [1, 1, 1])).toEqual([
      'Invasion',
      '  attacker commits its ground forces',
      '  attacker Indoctrination: replaces Infantry #2 with its own infantry',
      'Ground combat round 1',
      '  attacker Infantry (placed during the battle) combat: rolls 1 (hits on 8+) → 0 hits',
      "  attacker Moyin's Ashes combat: rolls 1 (hits on 6+) → 0 hits",
      '  defender Infantry #1 combat: rolls 1 (hits on 8+) → 0 hits',
      'Result: roundCap after 1 round',
      "  attacker survivors: Infantry (placed during the battle), Moyin's Ashes",
      '  defender survivors: Infantry #1',
    ]);
  });

  it('Ipswitch against a destroyer, an infantry and a mech: one destroyer is set aside, no infantry or mech', () => {
    const plan = compileTi4(parseTi4Scenario({ game: 'ti4', attacker: { faction: 'mentak', units: { cruiser: 1 }, effects: ['ipswitch-loose-cannon'] }, defender: { units: { destroyer: 1, infantry: 1, mech: 1 } } }, 'test'));
    expect(plan.sides[0].label).toEqual(['Cruiser', 'Destroyer (placed during the battle)']);
    expect(plan.sides[0].reserve).toEqual([0, 1]);
  });

  it('Kuuasi Aun Jalatai (Keleres hero, "place your flagship and up to a total of 2 cruisers and/or destroyers from your reinforcements"): the flagship is set aside only when it is not already in the fleet', () => {
    const labels = (units: object) => compileTi4(parseTi4Scenario({ game: 'ti4', attacker: { units: { dreadnought: 1 } }, defender: { faction: 'keleres', units, effects: ['kuuasi-aun-jalatai'] } }, 'test')).sides[1].label;
    expect(labels({ cruiser: 1 })).toEqual(['Cruiser #1', 'Cruiser (placed during the battle) #2', 'Cruiser (placed during the battle) #3', 'Artemiris (placed during the battle)']);
    expect(labels({ flagship: 1, cruiser: 1 })).toEqual(['Cruiser #1', 'Cruiser (placed during the battle) #2', 'Cruiser (placed during the battle) #3', 'Artemiris']);
  });
});
