/**
 * Ground-combat effects in an invasion, traced on scripted dice (test/support/scripted-dice.ts):
 * Magen Defense Grid's hit comes "at the start of ground combat", not at the start of the space
 * combat before it; Articles of War ("All mechs lose their printed abilities except for SUSTAIN
 * DAMAGE") takes PLANETARY SHIELD from the Arborec mech (Letani Behemoth), so bombardment is no
 * longer blocked — but a PDS still shields. Card texts as quoted in effects/technologies-ground.ts
 * and effects/agendas.ts; rules 003 "INVASION" (1. BOMBARDMENT, planetary shield; 3. SPACE CANNON
 * DEFENSE; 4. GROUND COMBAT). Values: dreadnought bombardment 5, carrier 9, cruiser 7, PDS 6,
 * infantry 8, Letani Behemoth 6.
 */
import { describe, expect, it } from 'vitest';
import { tracedLines as traced } from '../../../../test/support/ti4-helpers.js';

describe('Magen Defense Grid in a tactical action', () => {
  it('no hit at the start of the space combat; 1 hit at the start of the ground combat, after space cannon defense', () => {
    const lines = traced(
      { place: 'tactical', options: { maxRounds: 1 }, attacker: { units: { carrier: 1, infantry: 2 } }, defender: { units: { cruiser: 1, pds: 1, infantry: 1 }, effects: ['magen-defense-grid'] } },
      [1, 9, 1, 1, 1, 1, 1],
    );
    expect(lines.filter((l) => l.includes('Magen'))).toHaveLength(3);
    expect(lines.slice(7, 14)).toEqual([
      'Invasion',
      '  attacker commits its ground forces',
      'Space cannon defense',
      '  defender PDS space cannon: rolls 1 (hits on 6+) → 0 hits',
      '  defender Magen Defense Grid produces 1 hit',
      '  defender assigns 1 hit by Magen Defense Grid to Infantry #1',
      '  attacker Infantry #1 is destroyed by Magen Defense Grid',
    ]);
  });
});

describe('Articles of War and PLANETARY SHIELD', () => {
  const invade = (defender: object, d10: number[]) =>
    traced({ place: 'ground', options: { maxRounds: 1 }, attacker: { units: { dreadnought: 1, infantry: 1 } }, defender: { faction: 'arborec', ...defender } }, d10);

  it('the Arborec mech alone shields the planet: bombardment is blocked', () => {
    expect(invade({ units: { mech: 1 } }, [1, 1])[1]).toBe('Bombardment is blocked by a planetary shield');
  });

  it('with Articles of War the mech has no shield: the dreadnought bombards, 5 hits and the mech sustains', () => {
    expect(invade({ units: { mech: 1 }, effects: ['articles-of-war'] }, [5, 1, 1]).slice(1, 5)).toEqual([
      'Bombardment',
      '  attacker Dreadnought bombardment: rolls 5 (hits on 5+) → 1 hit',
      '  defender assigns 1 hit',
      '  defender Letani Behemoth sustains damage',
    ]);
  });

  it('with Articles of War and a PDS the planet is still shielded', () => {
    expect(invade({ units: { mech: 1, pds: 1 }, effects: ['articles-of-war'] }, [1, 1, 1])[1]).toBe('Bombardment is blocked by a planetary shield');
  });
});
