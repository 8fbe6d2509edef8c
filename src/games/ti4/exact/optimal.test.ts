/**
 * Optimal hit assignment on bundled fights (exact/optimal.ts, optimal-result.ts): with no side
 * choosing it is the fixed-policy solver (solve.ts); a choosing side can always play its written
 * policy, so its value is never below it; the bundled "Battered dreadnoughts hold" (a defender
 * that loses its fighters before sustaining, sustainFirst: false) gains by choosing.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { ConfigError } from '../../../core/errors.js';
import { compileTi4 } from '../compile.js';
import { OUTCOME_ATTACKER_WIN, OUTCOME_DEFENDER_WIN } from '../plan.js';
import { parseTi4Scenario } from '../scenario.js';
import { solveOptimal } from './optimal.js';
import { optimalPlay } from './optimal-result.js';
import { solveExact } from './solve.js';

const bundled = (name: string) => parseTi4Scenario(parse(readFileSync(`configs/scenarios/${name}.yaml`, 'utf8')), name);
const FIGHTS = ['ti4-damaged-dreadnoughts', 'ti4-cruisers-into-pds', 'ti4-faction-arborec', 'ti4-faction-mahact', 'ti4-faction-saar', 'ti4-winnu-flagship', 'ti4-faction-yssaril'];

describe('optimal hit assignment on bundled fights', () => {
  for (const name of FIGHTS) {
    it(`${name}: no chooser = the fixed solver; a choosing side never does worse than its policy`, () => {
      const plan = compileTi4(bundled(name));
      const fixed = solveExact(plan).outcomes;
      const none = solveOptimal(plan, [false, false]);
      expect(none.win).toBeCloseTo(fixed[OUTCOME_ATTACKER_WIN], 12);
      expect(none.loss).toBeCloseTo(fixed[OUTCOME_DEFENDER_WIN], 12);
      expect(solveOptimal(plan, [true, false]).value).toBeGreaterThanOrEqual(none.value - 1e-12);
      expect(solveOptimal(plan, [false, true]).value).toBeLessThanOrEqual(none.value + 1e-12);
    });
  }

  it('Battered dreadnoughts hold: the defender choosing gains 10.19 points; both choosing, the commit order does not matter', () => {
    const play = optimalPlay(bundled('ti4-damaged-dreadnoughts'), 'test', ['defender']);
    expect(play.policy.attackerValue).toBeCloseTo(0.615802, 6);
    expect(play.optimal.attackerValue).toBeCloseTo(0.513919, 6);
    // Solved in both commit orders: every choice has a saddle point, so they agree.
    const plan = compileTi4(bundled('ti4-damaged-dreadnoughts'));
    const attackerFirst = solveOptimal(plan, [true, true], 'attacker-first');
    expect(attackerFirst.saddleGap).toBeLessThan(1e-12);
    expect(solveOptimal(plan, [true, true], 'defender-first').value).toBeCloseTo(attackerFirst.value, 12);
  });

  it('an effect the solver cannot express: a ConfigError naming it', () => {
    const scenario = parseTi4Scenario({ game: 'ti4', attacker: { units: { cruiser: 2 }, effects: ['morale-boost'], hitAssignment: 'optimal' }, defender: { units: { destroyer: 2 } } }, 'test');
    expect(() => optimalPlay(scenario, 'test')).toThrow(ConfigError);
    expect(() => optimalPlay(scenario, 'test')).toThrow(/morale-boost/);
  });
});
