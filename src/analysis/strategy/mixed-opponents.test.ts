/**
 * Opponents on mixed strategies (docs/strategy.md, "Mixed strategies"): the search plays a seat
 * against the others' mixes one stratum per combination of their strategies; a scenario whose
 * players write the mixes (Titanium Wars whole games) has the game draw them game by game. Both
 * estimate the same score.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createInProcessRunner } from '../../../workers/runners.js';
import { strategyContextOf } from '../../cli/commands/strategy.js';
import { listedSeats } from '../../games/strategy-seats.js';
import { evaluate, scoreOf } from './contest.js';
import { runPlan } from '../../engine/run.js';
import { writtenMixes, writtenStrategies } from './search.js';

const scenario = `game: titanium-game
players:
  - name: North
    policies: { participation: 0.3 }
  - name: East
    mix:
      - { weight: 0.5, policies: { purchase: fleet-first } }
      - { weight: 0.5, policies: { purchase: economy-first } }
  - name: West
    mix:
      - { weight: 0.25, policies: { purchase: fleet-first } }
      - { weight: 0.75, policies: { purchase: economy-first } }
`;

async function context() {
  const dir = mkdtempSync(join(tmpdir(), 'salvo-mix-'));
  const file = join(dir, 'mixed.yaml');
  writeFileSync(file, scenario);
  return (await strategyContextOf(file, createInProcessRunner(), 'mix-test')).ctx;
}

describe('opponents on mixed strategies', () => {
  it('reads each seat\'s written mix, and its heaviest strategy as the written one', async () => {
    const ctx = await context();
    const mixes = writtenMixes(ctx);
    expect(mixes.map((m) => m.map((e) => e.weight))).toEqual([[1], [0.5, 0.5], [0.25, 0.75]]);
    expect(mixes[2][1].strategy['policies.purchase']).toBe('economy-first');
    expect(writtenStrategies(ctx)[2]['policies.purchase']).toBe('economy-first');
    expect(writtenStrategies(ctx)[1]['policies.purchase']).toBe('fleet-first');
  });

  it('the game drawing the mixes game by game agrees with one run per combination (4 standard errors)', async () => {
    const ctx = await context();
    const mixes = writtenMixes(ctx);
    const focal = writtenStrategies(ctx)[0];
    // The scenario as written (North on its strategy, East and West on their mixes): the game draws.
    const plan = ctx.game.compile(ctx.parse(ctx.raw));
    const wins = ctx.game.wins(plan);
    const drawn = await runPlan({ plan, seed: 'drawn', chunkSize: 250, battles: 6000, runner: ctx.runner, keepChunkOutcomes: true });
    const chunks = drawn.chunkOutcomes ?? [];
    const scores = chunks.map((c) => {
      const won = wins.map((w) => c.outcomes[w] ?? 0);
      return (won[0] + (c.battles - won.reduce((a, b) => a + b, 0)) / 3) / c.battles;
    });
    const mean = scores.reduce((a, b) => a + b, 0) / scores.length;
    const sdMean = Math.sqrt(scores.reduce((sum, r) => sum + (r - mean) ** 2, 0) / (scores.length - 1) / scores.length);
    const stratified = await evaluate(ctx, 0, focal, mixes, 6000, 'strata');
    expect(stratified.strata.map((s) => s.weight)).toEqual([0.125, 0.375, 0.125, 0.375]);
    const b = scoreOf(stratified);
    const se = Math.hypot(sdMean, (b.hi - b.mean) / 1.96);
    expect(Math.abs(mean - b.mean)).toBeLessThan(4 * se);
    // Fewer games than the strata need (4 combinations × 3 rotations × 250): every stratum still gets its chunk per rotation.
    const few = await evaluate(ctx, 0, focal, mixes, 1500, 'few');
    expect(few.strata.map((s) => s.games.reduce((a, g) => a + g, 0))).toEqual([750, 750, 750, 750]);
    // The two opponents' weak strategies (economy-first) are drawn often enough to matter: North wins clearly more than its third.
    expect(mean).toBeGreaterThan(1 / 3 + 0.05);
  });

  it('reads a mixed seat as the scenario writes it', () => {
    const layout = listedSeats('players', { mix: 'mix', strategy: 'policies' });
    const block = { name: 'A', leader: 'tyx', mix: [{ weight: 0.4, policies: { participation: 0.2 } }, { weight: 0.6, policies: { participation: 0.4 } }] };
    expect(layout.seatMix!({ players: [block] }, 0)).toEqual([
      { weight: 0.4, block: { name: 'A', leader: 'tyx', policies: { participation: 0.2 } } },
      { weight: 0.6, block: { name: 'A', leader: 'tyx', policies: { participation: 0.4 } } },
    ]);
    expect(layout.seatMix!({ players: [{ name: 'B', policies: {} }] }, 0)).toBeUndefined();
  });
});
