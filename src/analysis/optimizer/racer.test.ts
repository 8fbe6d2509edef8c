import { describe, expect, it } from 'vitest';
import { RandomStream } from '../../core/rng.js';
import { createInProcessRunner } from '../../../workers/runners.js';
import { diverseField } from './field.js';
import { raceFleets, survivorsOf } from './racer.js';
import { ti4Space } from '../../games/ti4/optimizer/space.js';

describe('survivorsOf (successive halving with interval elimination)', () => {
  it('drops candidates clearly below the keep-th leader, then halves among those likely below', () => {
    // 8 candidates, 1000 battles each; win rates 0.80, 0.78, 0.70, 0.69, 0.68, 0.50, 0.49, 0.20.
    const wins = [800, 780, 700, 690, 680, 500, 490, 200];
    const records = wins.map((w) => ({ wins: w, losses: 1000 - w, battles: 1000 }));
    const alive = [0, 1, 2, 3, 4, 5, 6, 7];
    // keep 2: reference 0.78 [0.753, 0.805]; 0.70 has hi 0.728 < 0.753, so all but the leaders go.
    expect(survivorsOf(alive, records, 2)).toEqual([0, 1]);
    // keep 3: reference 0.70 [0.671, 0.728]: 0.69 and 0.68 overlap and stay, 0.50 and below go.
    expect(survivorsOf(alive, records, 3)).toEqual([0, 1, 2, 3, 4]);
    // Fewer candidates than keep: all stay, best first.
    expect(survivorsOf([7, 0], records, 3)).toEqual([0, 7]);
  });

  it('halves a crowd of look-alikes only down to those not likely below the reference', () => {
    // 10 candidates at 0.50-0.59 with 400 battles: wide intervals, nobody is clearly below the 2nd.
    const records = Array.from({ length: 10 }, (_, i) => ({ wins: 236 - 4 * i, losses: 164 + 4 * i, battles: 400 }));
    // Reference: the 2nd, 0.58 [0.531, 0.627]; every upper bound is above 0.531, so none is clearly
    // below. Halving aims at 5 and drops from the bottom those whose upper bound is under 0.58:
    // 0.50, 0.51, 0.52, 0.53 (hi 0.549 … 0.578); 0.54 (hi 0.588) is not likely below and stays.
    expect(survivorsOf([...records.keys()], records, 2)).toEqual([0, 1, 2, 3, 4, 5]);
  });
});

describe('the successive-halving racer against a flat evaluation', () => {
  it('reaches the same top 3 with measurably fewer battles (TI4, 14 resources, fleet supply 5)', async () => {
    const space = ti4Space({ resources: 14, fleetSupply: 5, upgrades: [] });
    const candidates = space.enumerate(400)!;
    const field = diverseField(space, candidates, 4, new RandomStream('racer-test-field'));
    const settings = { runner: createInProcessRunner(), chunkSize: 5000 };
    const options = { seed: 11, firstBattles: 160, rounds: 5, keep: 3 };
    const racer = await raceFleets(space, candidates, field, settings, { ...options, eliminate: true });
    const flat = await raceFleets(space, candidates, field, settings, { ...options, eliminate: false });
    const top3 = (r: typeof racer) => r.standings.slice(0, 3).map((s) => space.name(candidates[s.candidate]));
    console.log(`racer vs flat on ${candidates.length} TI4 fleets: ${racer.battles} battles vs ${flat.battles} (${(100 * racer.battles / flat.battles).toFixed(1)}%); top 3: ${top3(racer).join(' | ')}`);
    expect(top3(racer)).toEqual(top3(flat));
    // The finalists played exactly the battles the flat evaluation gave them (common random numbers).
    racer.standings.slice(0, 3).forEach((s, i) => expect(s.record).toEqual(flat.standings[i].record));
    expect(racer.battles).toBeLessThan(0.5 * flat.battles);
    // 160 battles per candidate in round 1 over 4 field fleets (one seat: the candidate attacks): 40 each.
    expect(flat.battles).toBe(candidates.length * field.length * 40 * (1 + 2 + 4 + 8 + 16));
  });
});
