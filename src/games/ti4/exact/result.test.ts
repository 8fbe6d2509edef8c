/**
 * The exact TI4 result fills the Monte Carlo tally layout with probability masses and goes through
 * the same summarizer (issue 10, item 1): the same result shape, `method: "exact"`, no battle count,
 * zero-width intervals and zero standard errors. Checked on the dreadnought duel, where the attacker
 * and defender are alike (003, "COMBAT": both roll at once), so their figures mirror each other.
 */
import { describe, expect, it } from 'vitest';
import { chunkStream } from '../../../core/rng.js';
import { createTally } from '../../../core/tally.js';
import { ti4 } from '../game.js';
import { exactTi4Result } from './result.js';

const duel = ti4.parseScenario({ game: 'ti4', attacker: { units: { dreadnought: 1 } }, defender: { units: { dreadnought: 1 } } }, 'test');
const exact = exactTi4Result(duel);

describe('the exact result of a dreadnought duel', () => {
  it('has the Monte Carlo result\'s shape, minus the seed and chunking of a run', () => {
    const plan = ti4.compile(duel);
    const tally = createTally(plan.tallySize);
    ti4.createSimulator(plan).run(chunkStream(1, 0), tally, 200, null);
    const monteCarlo = ti4.summarize(duel, plan, tally, { seed: 1, chunkSize: 1, chunks: 1, threads: 1, wallSeconds: 0, startedAt: '' });
    // `sampling` says how a simulation drew its dice (state tables or die by die): nothing an exact answer has.
    const runOnly = ['seed', 'chunkSize', 'chunks', 'sampling'];
    expect(Object.keys(exact)).toEqual(Object.keys(monteCarlo).filter((k) => !runOnly.includes(k)));
    expect(exact.kind).toBe('run');
    expect(exact.method).toBe('exact');
    expect(exact.battles).toBe(0);
    expect(exact.sides).toEqual([{ name: 'attacker', win: 'attackerWin' }, { name: 'defender', win: 'defenderWin' }]);
  });

  it('has zero-width intervals, zero standard errors and only the mean number of rounds', () => {
    for (const e of Object.values(exact.outcomes)) expect(e.lo === e.p && e.hi === e.p).toBe(true);
    for (const side of ['attacker', 'defender'] as const) {
      expect(exact.lost[side].se).toBe(0);
      const { exchangeRatio, winRatePerPoint } = exact.efficiency[side];
      expect([exchangeRatio.lo, exchangeRatio.hi, winRatePerPoint.lo, winRatePerPoint.hi]).toEqual([exchangeRatio.p, exchangeRatio.p, winRatePerPoint.p, winRatePerPoint.p]);
      expect(exact.survival[side].dreadnought.survives.lo).toBe(exact.survival[side].dreadnought.survives.p);
    }
    expect(exact.length.unit).toBe('rounds');
    expect(exact.length.histogram).toEqual([]);
    expect(exact.length.mean).toBeGreaterThan(1);
  });

  it('its figures agree with its outcome probabilities: a side loses its dreadnought (4 resources) unless it wins', () => {
    const { attackerWin, draw, defenderWin } = exact.outcomes;
    expect(attackerWin.p).toBeCloseTo(0.3732, 4);
    expect(attackerWin.p).toBeCloseTo(defenderWin.p, 12);
    expect(exact.lost.attacker.mean).toBeCloseTo(4 * (defenderWin.p + draw.p), 12);
    expect(exact.survivors.attacker.dreadnought[1]).toBeCloseTo(attackerWin.p, 12);
    expect(exact.efficiency.attacker.exchangeRatio.p).toBeCloseTo(1, 12);
    expect(exact.efficiency.attacker.winRatePerPoint.p).toBeCloseTo(attackerWin.p / 4, 12);
  });
});
