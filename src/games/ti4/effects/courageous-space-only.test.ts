/**
 * Courageous to the End (action card): "After 1 of your ships is destroyed during a space combat:
 * Roll 2 dice. …" — not in a ground combat, even for a ground force that fought the space combat
 * as a ship. The Alastor (Nekro Virus flagship): "At the start of a space combat, choose any number
 * of your ground forces in this system to participate in that combat as if they were ships."
 * Traced on scripted dice, die by die (test/support/ti4-helpers.ts); rules 002/003: the invasion's
 * ground combat follows a won space combat. Values: The Alastor 9 (x2), infantry 8, destroyer 9.
 */
import { expect, it } from 'vitest';
import { tracedLines } from '../../../../test/support/ti4-helpers.js';

it('a Nekro infantry that fought in space as a ship is destroyed in the ground combat: Courageous to the End is not played', () => {
  // Space round 1: The Alastor 9, 1 (1 hit), the infantry 1, the destroyer 1 — the destroyer is
  // destroyed. Ground round 1: the attacker's infantry 1, the defender's infantry 8 — it is destroyed.
  const lines = tracedLines(
    { place: 'tactical', options: { maxRounds: 1 }, attacker: { faction: 'nekro', units: { flagship: 1, infantry: 1 }, effects: ['courageous-to-the-end'] }, defender: { units: { destroyer: 1, infantry: 1 } } },
    [9, 1, 1, 1, 1, 8],
  );
  expect(lines.slice(7)).toEqual([
    'Invasion',
    '  attacker commits its ground forces',
    'Ground combat round 1',
    '  attacker Infantry combat: rolls 1 (hits on 8+) → 0 hits',
    '  defender Infantry combat: rolls 8 (hits on 8+) → 1 hit',
    '  attacker assigns 1 hit',
    '  attacker Infantry is destroyed',
    'Result: defenderWin after 2 rounds',
    '  attacker survivors: The Alastor',
    '  defender survivors: Infantry',
  ]);
  expect(lines[3]).toBe('  attacker Infantry combat: rolls 1 (hits on 8+) → 0 hits');
});
