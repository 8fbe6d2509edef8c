/**
 * Space cannon offense comes before the first round's anti-fighter barrage (rules 002, tactical
 * action: space cannon offense after movement, then the space combat whose first round opens with
 * the barrage), so a fighter the PDS destroyed is not there for the barrage to destroy again: each
 * barrage hit takes one of the fighters still alive (exact/side-space.ts `afterBarrage`).
 *
 * Checked against the simulator, which destroys units one at a time (battle.ts): the exact
 * solution and 20,000 seeded battles agree within 5 standard errors (about ±0.014). Values: PDS space
 * cannon 6 (P = 0.5), destroyer barrage 9 (x2) and combat 9, carrier 9, fighter 9.
 * A barrage that could hit an already destroyed fighter would leave the attacker a fighter more and
 * raise its win probability from about 0.81 to 0.88 — far outside that band.
 */
import { expect, it } from 'vitest';
import { OUTCOME_BASE } from '../../../core/tally.js';
import { compileTi4 } from '../compile.js';
import { parseTi4Scenario } from '../scenario.js';
import { simulateTi4, standardError } from '../../../../test/support/ti4-helpers.js';
import { exactTally } from './result.js';
import { solveExact } from './solve.js';

it('a carrier and 2 fighters against a PDS and a destroyer: exact and simulated outcomes agree', () => {
  const raw = { attacker: { units: { carrier: 1, fighter: 2 } }, defender: { units: { pds: 1, destroyer: 1 } } };
  const plan = compileTi4(parseTi4Scenario({ game: 'ti4', ...raw }, 'test'));
  const exact = exactTally(plan, solveExact(plan));
  const battles = 20_000;
  const simulated = simulateTi4(raw, battles, 'cannon-then-barrage');
  const pairs: [number, number][] = [
    [exact[OUTCOME_BASE + 0], simulated.attackerWin],
    [exact[OUTCOME_BASE + 1], simulated.draw],
    [exact[OUTCOME_BASE + 2], simulated.defenderWin],
  ];
  expect(exact[OUTCOME_BASE + 0]).toBeGreaterThan(0.78);
  expect(exact[OUTCOME_BASE + 0]).toBeLessThan(0.84);
  for (const [p, f] of pairs) expect(Math.abs(p - f)).toBeLessThan(5 * standardError(p, battles));
});
