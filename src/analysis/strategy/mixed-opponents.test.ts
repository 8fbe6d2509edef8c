/**
 * Opponents on mixed strategies (docs/strategy.md, "Mixed strategies"): a game that draws mixes
 * itself (Titanium Wars whole games) is played against them in one run, the opponents' strategies
 * drawn game by game; other games are played one stratum per combination. Both estimate the same score.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createInProcessRunner } from '../../../workers/runners.js';
import { strategyContextOf } from '../../cli/commands/strategy.js';
import { listedSeats } from '../../games/strategy-seats.js';
import { evaluate, scoreOf } from './contest.js';
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

  it('one run with the mixes drawn game by game agrees with one run per combination (4 standard errors)', async () => {
    const ctx = await context();
    const mixes = writtenMixes(ctx);
    const focal = writtenStrategies(ctx)[0];
    const drawn = await evaluate(ctx, 0, focal, mixes, 3000, 'drawn');
    expect(drawn.strata).toHaveLength(1);
    const { mixedSeatBlock, ...rest } = ctx.capability;
    void mixedSeatBlock;
    const stratified = await evaluate({ ...ctx, capability: rest }, 0, focal, mixes, 3000, 'strata');
    expect(stratified.strata.map((s) => s.weight)).toEqual([0.125, 0.375, 0.125, 0.375]);
    const a = scoreOf(drawn);
    const b = scoreOf(stratified);
    const se = Math.hypot((a.hi - a.mean) / 1.96, (b.hi - b.mean) / 1.96);
    expect(Math.abs(a.mean - b.mean)).toBeLessThan(4 * se);
  });

  it('writes a mixed seat as the scenario does, and reads it back', () => {
    const layout = listedSeats('players', { mix: 'mix', strategy: 'policies' });
    const block = layout.mixedSeatBlock!([
      { weight: 0.4, block: { name: 'A', leader: 'tyx', policies: { participation: 0.2 } } },
      { weight: 0.6, block: { name: 'A', leader: 'tyx', policies: { participation: 0.4 } } },
    ]);
    expect(block).toEqual({ name: 'A', leader: 'tyx', mix: [{ weight: 0.4, policies: { participation: 0.2 } }, { weight: 0.6, policies: { participation: 0.4 } }] });
    expect(layout.seatMix!({ players: [block] }, 0)).toEqual([
      { weight: 0.4, block: { name: 'A', leader: 'tyx', policies: { participation: 0.2 } } },
      { weight: 0.6, block: { name: 'A', leader: 'tyx', policies: { participation: 0.4 } } },
    ]);
    expect(layout.seatMix!({ players: [{ name: 'B', policies: {} }] }, 0)).toBeUndefined();
  });
});
