/**
 * Seat order in a single Conquest (issue 14, "Seat order"): results report the conquest rate by
 * seat and the first-seat advantage with an interval; `seats: rotate` draws the 1st Player each
 * Conquest (004, "Player Order"), so the advantage is the seat's own, not the fleets'.
 */
import { describe, expect, it } from 'vitest';
import { withFiles } from '../../../test/support/bundled-data.js';
import { chunkStream } from '../../core/rng.js';
import { createTally } from '../../core/tally.js';
import { replayBattle } from '../../engine/replay.js';
import { compileTitanium } from './compile.js';
import { ConquestSimulator } from './conquest.js';
import { titanium } from './game.js';
import type { TitaniumResult } from './result.js';
import { parseTitaniumScenario } from './scenario.js';
import { ConquestState } from './state.js';

const N = 4000;
const runInfo = { seed: 3, chunkSize: N, chunks: 1, threads: 1, wallSeconds: 0, startedAt: 'test' };
/** A strong fleet (A) against a weak one (B). */
const raw = (seats?: 'fixed' | 'rotate') => ({
  game: 'titanium', ...(seats ? { seats } : {}),
  players: [{ name: 'A', fleet: ['destroyer', 'cruiser'] }, { name: 'B', fleet: ['fighter-squadron', 'cruiser'] }],
});
function run(seats?: 'fixed' | 'rotate'): TitaniumResult {
  const scenario = parseTitaniumScenario(withFiles('titanium', raw(seats), 'seats'), 'seats');
  const plan = compileTitanium(scenario);
  const tally = createTally(plan.tallySize);
  new ConquestSimulator(plan).run(chunkStream(3, 0), tally, N, null);
  return titanium.summarize(scenario, plan, tally, runInfo) as TitaniumResult;
}

describe('seat order in a Conquest', () => {
  it('fixed seats (the default): seat k is player k, and the output says the advantage includes the fleets', () => {
    const result = run();
    expect(result.seats).toBe('fixed');
    expect(result.bySeat.map((s) => s.p)).toEqual([result.conquest.A.p, result.conquest.B.p]);
    const adv = result.firstSeatAdvantage;
    expect(adv.p).toBeCloseTo(result.conquest.A.p - result.conquest.B.p, 12);
    expect(adv.lo).toBeLessThan(adv.p);
    expect(adv.hi).toBeGreaterThan(adv.p);
    expect(titanium.formatResult(result)).toContain('seats fixed');
  });

  it('rotating seats: the 1st seat\'s rate is the players\' mean, not the strong fleet\'s', () => {
    const fixed = run('fixed');
    const rotated = run('rotate');
    // The strong fleet wins clearly more often: the check below can tell the two readings apart.
    expect(fixed.conquest.A.p - fixed.conquest.B.p).toBeGreaterThan(0.2);
    const seatWins = rotated.bySeat.reduce((s, x) => s + x.p, 0);
    const playerWins = rotated.conquest.A.p + rotated.conquest.B.p;
    expect(seatWins).toBeCloseTo(playerWins, 12);
    // Each seat is A's about half the time: seat 1's rate lies between the fleets' rates, far from
    // A's own (which a 1st Player that never rotates would give).
    expect(rotated.bySeat[0].p).toBeLessThan(rotated.conquest.A.p - 0.1);
    expect(rotated.bySeat[0].p).toBeGreaterThan(rotated.conquest.B.p + 0.1);
    expect(titanium.formatResult(rotated)).toContain('seats rotated');
  });

  it('Player Order starts at the drawn 1st Player, and a replay shows the same draw', () => {
    const scenario = parseTitaniumScenario(withFiles('titanium', { ...raw('rotate'), players: [...raw().players, { name: 'C', fleet: ['cruiser'] }] }, 'seats'), 'seats');
    const state = new ConquestState(compileTitanium(scenario));
    state.first = 2;
    state.reset();
    expect(Array.from(state.order)).toEqual([2, 0, 1]);
    const firsts = new Set<string>();
    for (let battle = 0; battle < 12; battle++) {
      const replay = replayBattle(titanium, scenario, 5, 100, battle);
      const line = replay.lines.find((l) => l.startsWith('1st Player: '))!;
      firsts.add(line);
      const first = line.slice('1st Player: '.length);
      // The first Tactic played in the Offensive's reveal is the 1st Player's.
      const reveal = replay.lines.find((l) => l.startsWith('Offensive 1 — '));
      if (reveal) expect(reveal.slice('Offensive 1 — '.length).startsWith(`${first}:`)).toBe(true);
    }
    expect(firsts.size).toBe(3);
  });
});
