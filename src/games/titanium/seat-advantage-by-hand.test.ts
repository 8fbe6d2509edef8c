/**
 * The first-seat advantage (issue 14, "Seat order"; 004, "Player Order"): the 1st seat's win rate
 * minus the other seats' mean, with the 95% interval of the difference for one multinomial draw of
 * seat-win counts: Var(p1 − o/(P−1)) = [p1(1 − p1) + o(1 − o)/(P−1)² + 2·p1·o/(P−1)] / n, o the
 * other seats' total rate (their covariance with p1 is −p1·o/n). Worked by hand.
 */
import { describe, expect, it } from 'vitest';
import { Z95 } from '../../core/stats.js';
import { firstSeatAdvantage, winsBySeat } from './seat-advantage.js';

describe('first-seat advantage', () => {
  it('three seats, 100 games won 50 / 30 / 20: 0.5 − 0.25 = 0.25 ± 1.96 · 0.075', () => {
    // Variance: (0.25 + 0.25 / 4 + 2 · 0.25 / 2) / 100 = 0.005625, standard error 0.075.
    const adv = firstSeatAdvantage([50, 30, 20], 100);
    expect(adv.p).toBeCloseTo(0.25, 12);
    expect(adv.hi - adv.p).toBeCloseTo(Z95 * 0.075, 12);
    expect(adv.p - adv.lo).toBeCloseTo(Z95 * 0.075, 12);
  });

  it('two seats, 200 Conquests, 80 / 100 (20 nobody): 0.4 − 0.5 = −0.1, variance (0.24 + 0.25 + 0.4) / 200', () => {
    const adv = firstSeatAdvantage([80, 100], 200);
    expect(adv.p).toBeCloseTo(-0.1, 12);
    expect(adv.hi - adv.p).toBeCloseTo(Z95 * Math.sqrt(0.89 / 200), 12);
  });

  it('four seats, 40 games 10 / 10 / 10 / 10: no advantage; p1 = 0.25, o = 0.75: variance (0.1875 + 0.1875/9 + 0.375/3) / 40', () => {
    const adv = firstSeatAdvantage([10, 10, 10, 10], 40);
    expect(adv.p).toBeCloseTo(0, 12);
    expect(adv.hi).toBeCloseTo(Z95 * Math.sqrt((0.1875 + 0.1875 / 9 + 0.375 / 3) / 40), 12);
  });

  it('win rates by seat, numbered from 1', () => {
    const seats = winsBySeat([3, 1], 4);
    expect(seats.map((s) => [s.seat, s.p])).toEqual([[1, 0.75], [2, 0.25]]);
    expect(seats[0].lo).toBeLessThan(0.75);
    expect(seats[0].hi).toBeGreaterThan(0.75);
  });
});
