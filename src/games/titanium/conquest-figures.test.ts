/**
 * A Conquest result's figures (docs/titanium.md, "Results") recomputed from the battles themselves:
 * Conquests are played one at a time into one tally, and after each the state says which units
 * survived and what each player lost, destroyed and spent on discards; the result must report the
 * means of exactly those — survivors per unit and per unit type, credits lost, destroyed (the
 * other players' units each destroyed; 004, "Destruction of Units") and spent on extra discards.
 */
import { describe, expect, it } from 'vitest';
import { withFiles } from '../../../test/support/bundled-data.js';
import { chunkStream } from '../../core/rng.js';
import { createTally } from '../../core/tally.js';
import { compileTitanium } from './compile.js';
import { ConquestSimulator } from './conquest.js';
import { titanium } from './game.js';
import { CREDIT_UNIT } from './plan.js';
import type { TitaniumResult } from './result.js';
import { parseTitaniumScenario } from './scenario.js';

describe('a Conquest result, recomputed battle by battle', () => {
  it('survivors per unit and per type, credits lost, destroyed and spent on discards are the means over the battles', () => {
    const raw = {
      game: 'titanium', name: 'figures',
      players: [
        { name: 'A', credits: 300, fleet: ['destroyer', 'fighter-squadron', 'minefield'], policies: { discard: 'dead-cards' } },
        { name: 'B', credits: 500, fleet: ['cruiser', 'cruiser', { unit: 'fighter-squadron', upgrades: ['armor'] }], policies: { discard: 'dead-cards' } },
      ],
    };
    const scenario = parseTitaniumScenario(withFiles('titanium', raw, 'figures'), 'figures');
    const plan = compileTitanium(scenario);
    const sim = new ConquestSimulator(plan);
    const tally = createTally(plan.tallySize);
    const rng = chunkStream(13, 0);
    const battles = 40;
    const alive = new Array<number>(plan.unitCount).fill(0);
    const kindCounts: number[][][] = [[], []];
    const sums = { lost: [0, 0], destroyed: [0, 0], spent: [0, 0] };
    for (let b = 0; b < battles; b++) {
      sim.run(rng, tally, 1, null);
      for (let u = 0; u < plan.unitCount; u++) alive[u] += sim.state.alive[u];
      for (let p = 0; p < 2; p++) {
        sums.lost[p] += sim.state.lost[p] * CREDIT_UNIT;
        sums.destroyed[p] += sim.state.destroyed[p] * CREDIT_UNIT;
        sums.spent[p] += sim.state.spent[p] * CREDIT_UNIT;
        plan.kindKeys.forEach((key, k) => {
          let n = 0;
          for (let u = 0; u < plan.unitCount; u++) if (plan.unitOwner[u] === p && plan.unitKind[u] === k) n += sim.state.alive[u];
          (kindCounts[p][k] ??= []).push(n);
        });
      }
    }
    const result = titanium.summarize(scenario, plan, tally, { seed: 13, chunkSize: battles, chunks: 1, threads: 1, wallSeconds: 0, startedAt: 'test' }) as TitaniumResult;
    expect(result.survivorsByUnit.A.map((s) => s.unit)).toEqual(["A's Destroyer #1", "A's Fighter Squadron #1", "A's Minefield #1"]);
    expect(result.survivorsByUnit.B.map((s) => s.unit)).toEqual(["B's Cruiser #1", "B's Cruiser #2", "B's Fighter Squadron #1 (Armor)"]);
    const byUnit = [...result.survivorsByUnit.A, ...result.survivorsByUnit.B].map((s) => s.p);
    expect(byUnit).toEqual(alive.map((a) => a / battles));
    for (const [p, name] of ['A', 'B'].entries()) {
      expect(result.destroyed[name].mean).toBeCloseTo(sums.destroyed[p] / battles, 9);
      expect(result.discardSpent[name].mean).toBeCloseTo(sums.spent[p] / battles, 9);
      expect(result.lost[name].mean).toBeCloseTo(sums.lost[p] / battles, 9);
      // Per unit type held: the share of battles ending with 0, 1, 2 … of them.
      plan.kindKeys.forEach((key, k) => {
        const counts = kindCounts[p][k];
        const held = plan.survivorCount[p * plan.kindKeys.length + k];
        if (held === 0) {
          expect(result.survivors[name][key]).toBeUndefined();
          return;
        }
        const shares = Array.from({ length: held + 1 }, (_, c) => counts.filter((x) => x === c).length / battles);
        expect([name, key, result.survivors[name][key]]).toEqual([name, key, shares]);
      });
    }
    // The battles were fought: something was lost.
    expect(sums.lost[0] + sums.lost[1]).toBeGreaterThan(0);
    expect(result.deck).toEqual({ name: scenario.deck.name, sample: true, size: 50, source: scenario.deck.source });
    expect(result.notice).toContain('sample tactic deck');
    expect(result.seats).toBe('fixed');
    expect(result.nobodyConquers).toEqual(result.outcomes.nobody);
    expect(result.conquest.A).toEqual(result.outcomes.A);
  });
});
