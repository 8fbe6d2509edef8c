import { describe, expect, it } from 'vitest';
import { loadScenarioFile } from '../../../cli/scenario-file.js';
import { configPath } from '../../../core/paths.js';
import { chunkStream } from '../../../core/rng.js';
import { BATTLES_SLOT, createTally, OUTCOME_BASE } from '../../../core/tally.js';
import { replayBattle } from '../../../engine/replay.js';
import { runPlan } from '../../../engine/run.js';
import { createInProcessRunner } from '../../../../workers/runners.js';
import { writeSeatsInPlace } from './arena.js';
import { compileGame } from './compile.js';
import { titaniumGame } from './game.js';
import type { TitaniumGameResult } from './result.js';
import type { GameScenario } from './scenario.js';
import { GameSimulator } from './simulator.js';
import { readGame } from '../../../../test/support/titanium-game.js';

const runInfo = { seed: 5, chunkSize: 100, chunks: 4, threads: 1, wallSeconds: 0, startedAt: 'test' };
const bundled = () => loadScenarioFile(configPath('games', 'titanium-three-players.yaml')).scenario as GameScenario;
const players = (n: number) => Array.from({ length: n }, (_, i) => ({ name: `P${i + 1}`, policies: { purchase: ['value-per-credit', 'fleet-first', 'economy-first', 'tech-rush'][i] } }));

function play(scenario: GameScenario, games: number, seed = 5): { tally: Float64Array; result: TitaniumGameResult } {
  const plan = compileGame(scenario);
  const tally = createTally(plan.tallySize);
  new GameSimulator(plan).run(chunkStream(seed, 0), tally, games, null);
  return { tally, result: titaniumGame.summarize(scenario, plan, tally, runInfo) };
}

describe('whole games of Titanium Wars (004, "How to Play")', () => {
  it.each([2, 3, 4])('%i players: every game has one outcome; seats, leaders and purchase policies account for every game', (n) => {
    const games = 300;
    const { tally, result } = play(readGame({ players: players(n) }), games);
    expect(tally[BATTLES_SLOT]).toBe(games);
    let outcomes = 0;
    for (let i = 0; i <= n; i++) outcomes += tally[OUTCOME_BASE + i];
    expect(outcomes).toBe(games);
    const won = games - tally[OUTCOME_BASE + n];
    expect(result.bySeat.reduce((sum, s) => sum + Math.round(s.p * games), 0)).toBe(won);
    expect(Object.values(result.byLeader).reduce((sum, g) => sum + g.games, 0)).toBe(n * games);
    expect(Object.values(result.byLeader).reduce((sum, g) => sum + g.wins, 0)).toBe(won);
    expect(Object.values(result.byPurchasePolicy).reduce((sum, g) => sum + g.games, 0)).toBe(n * games);
    expect(result.length.histogram.reduce((a, b) => a + b, 0)).toBeCloseTo(1, 12);
    for (const card of Object.values(result.cards)) {
      expect(card.buyers).toBeLessThanOrEqual(1);
      expect(card.byTurnBought.reduce((sum, t) => sum + t.games, 0)).toBe(card.winRateWhenBought.games);
    }
    // A winner holds the target deposits: the mean deposits of the winners' side reach it.
    expect(won).toBeGreaterThan(0.9 * games);
    expect(result.notice).toContain('sample catalogs');
  });

  it('is deterministic per seed and chunk: one simulator for all chunks or one per chunk (docs/architecture.md, "Determinism")', async () => {
    const plan = compileGame(bundled());
    const together = await runPlan({ plan, seed: 3, chunkSize: 50, battles: 200, runner: createInProcessRunner() });
    const separate = createTally(plan.tallySize);
    for (let chunk = 0; chunk < 4; chunk++) {
      const part = createTally(plan.tallySize);
      new GameSimulator(plan).run(chunkStream(3, chunk), part, 50, null);
      for (let i = 0; i < part.length; i++) separate[i] += part[i];
    }
    expect(Array.from(together.tally)).toEqual(Array.from(separate));
    const other = await runPlan({ plan, seed: 4, chunkSize: 50, battles: 200, runner: createInProcessRunner() });
    expect(Array.from(other.tally)).not.toEqual(Array.from(separate));
  });

  it('replays a game turn by turn with the outcome the run counted (salvo replay)', () => {
    const scenario = bundled();
    const plan = compileGame(scenario);
    const tally = createTally(plan.tallySize);
    const sim = new GameSimulator(plan);
    sim.run(chunkStream(9, 1), tally, 7, null);
    const before = Array.from(tally.subarray(OUTCOME_BASE, OUTCOME_BASE + plan.outcomes.length));
    sim.run(chunkStream(9, 1), createTally(plan.tallySize), 0, null);
    const last = createTally(plan.tallySize);
    const stream = chunkStream(9, 1);
    sim.run(stream, createTally(plan.tallySize), 7, null);
    sim.run(stream, last, 1, null);
    const replay = replayBattle(titaniumGame, scenario, 9, 10, 17);
    expect(replay.outcome).toBe(plan.outcomes[Array.from(last.subarray(OUTCOME_BASE, OUTCOME_BASE + plan.outcomes.length)).indexOf(1)]);
    expect(replay.lines[0]).toMatch(/leads as /);
    expect(replay.lines.some((line) => /^Turn 1 — 1st player /.test(line))).toBe(true);
    expect(replay.lines.some((line) => / buys /.test(line))).toBe(true);
    expect(replay.lines.some((line) => /^Offensive 1 — /.test(line))).toBe(true);
    expect(replay.lines.at(-1)).toMatch(/^Result: /);
    expect(before.reduce((a, b) => a + b, 0)).toBe(7);
  });

  it('with Anti-Matter Shower in force ("Ship Upgrades are ignored"), the arena folds in no upgrade (004, "Anatomy of the Cards — Events", example)', () => {
    const scenario = readGame({ players: players(2) });
    const plan = compileGame(scenario);
    const sim = new GameSimulator(plan);
    const { state, rules } = sim;
    state.reset();
    state.leader[0] = 0;
    state.leader[1] = 1;
    rules.startTurn(0, -1);
    state.credits[0] = 5000;
    const item = (key: string) => plan.itemKeys.indexOf(key);
    rules.buyInPlace(0, item('cruiser'), null);
    rules.buyInPlace(0, item('laser-cannon'), null);
    rules.buyInPlace(0, item('armor'), null);
    const shower = plan.eventNames.indexOf('Anti-Matter Shower');
    expect(plan.eventEffect[shower]).toBe(1);
    const arena = sim.parts.plan;
    writeSeatsInPlace(plan, arena, state, true, false, new Int32Array(arena.unitCount));
    expect([arena.unitAttack[0], arena.unitDefense[0]]).toEqual([3, 8]);
    writeSeatsInPlace(plan, arena, state, false, false, new Int32Array(arena.unitCount));
    expect([arena.unitAttack[0], arena.unitDefense[0]]).toEqual([4, 10]);
    // The plan itself is never written: every simulator has its own arena.
    expect(plan.arena.unitKind.every((k) => k === -1)).toBe(true);
  });

  it('records who won by seat and the first-seat advantage with an interval', () => {
    const { result } = play(bundled(), 400, 8);
    expect(result.bySeat.map((s) => s.seat)).toEqual([1, 2, 3]);
    const others = (result.bySeat[1].p + result.bySeat[2].p) / 2;
    expect(result.firstSeatAdvantage.p).toBeCloseTo(result.bySeat[0].p - others, 12);
    expect(result.firstSeatAdvantage.lo).toBeLessThan(result.firstSeatAdvantage.p);
    expect(result.firstSeatAdvantage.hi).toBeGreaterThan(result.firstSeatAdvantage.p);
    expect(titaniumGame.formatResult(result)).toContain('first-seat advantage');
  });
});
