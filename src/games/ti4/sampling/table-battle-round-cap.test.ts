/**
 * The round cap (options.maxRounds) counts the barrage round of a table battle as round 1
 * (sampling/table-battle.ts: the first joint draw covers round 1 with its anti-fighter barrage, rules
 * 003 "ANTI-FIGHTER BARRAGE": only in the first round). With maxRounds 2 a battle stops after two
 * rounds on the state tables as it does die by die: the two paths draw differently but sample the
 * same distribution, so 20,000 seeded battles of each agree within 5 standard errors on every
 * outcome, round cap included (a table battle that played a third round would leave about 0.50
 * instead of 0.73 at the cap).
 */
import { expect, it } from 'vitest';
import { chunkStream } from '../../../core/rng.js';
import { createTally, OUTCOME_BASE } from '../../../core/tally.js';
import { Ti4Simulator } from '../battle.js';
import { compileTi4 } from '../compile.js';
import { parseTi4Scenario } from '../scenario.js';
import { DIE_BY_DIE, standardError } from '../../../../test/support/ti4-helpers.js';

const BATTLES = 20_000;

function outcomes(dieByDie: boolean): { tabled: boolean; p: number[] } {
  const plan = compileTi4(parseTi4Scenario({ game: 'ti4', options: { maxRounds: 2 }, attacker: { units: { destroyer: 2, cruiser: 1 } }, defender: { units: { carrier: 1, fighter: 3 } } }, 'test'));
  if (dieByDie) plan.roundSampling = DIE_BY_DIE;
  const sim = new Ti4Simulator(plan);
  const tally = createTally(plan.tallySize);
  sim.run(chunkStream('table-battle-round-cap', 0), tally, BATTLES, null);
  return { tabled: sim.runsTableBattles, p: [0, 1, 2, 3].map((o) => tally[OUTCOME_BASE + o] / BATTLES) };
}

it('2 destroyers and a cruiser against a carrier and 3 fighters, maxRounds 2: the table battle stops at the same cap as the dice', () => {
  const tables = outcomes(false);
  const dice = outcomes(true);
  expect([tables.tabled, dice.tabled]).toEqual([true, false]);
  for (let o = 0; o < 4; o++) expect(Math.abs(tables.p[o] - dice.p[o])).toBeLessThan(5 * Math.SQRT2 * standardError(dice.p[o], BATTLES));
  expect(dice.p[3]).toBeGreaterThan(0.7);
});
