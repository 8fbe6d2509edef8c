/**
 * The frames a traced table battle records for its replay picture (table/frames.ts, one after
 * each orders phase: three a turn, 000_60d6856b6ff68974.txt "Playing the Game"): every disk in play
 * as the table holds it, ships with their beam reach (a gunship's is doubled, 000 "Special Ship
 * Types"), and in Finders Keepers the derelict at the centre with its controller (000, "Appendix
 * Two: Scenarios").
 */
import { describe, expect, it } from 'vitest';
import { RandomStream } from '../../../core/rng.js';
import { createTally } from '../../../core/tally.js';
import { Trace } from '../../game.js';
import { compileArmada } from '../compile.js';
import type { RawFleet } from '../fleet.js';
import { testScenario } from '../test-fixtures.js';
import { MOVE_CLOSE, MOVE_TORPEDO_RUN } from './policies/names.js';
import { TableSimulator } from './simulator.js';

const sol: RawFleet = { faction: 'sol', ships: [{ ship: 'sol-carrier', crew: ['sol-admiral', 'sol-security'] }, { ship: 'sol-cruiser' }], squadrons: { fighter: 2 } };
const letnev: RawFleet = { faction: 'letnev', ships: [{ ship: 'letnev-cruiser', crew: ['merc-marines', 'merc-marines'] }, { ship: 'letnev-dreadnought' }] };

function traced(extra: Record<string, unknown>, seed: string, firstMovement = MOVE_CLOSE) {
  const plan = compileArmada(testScenario(sol, letnev, { model: 'table', ...extra }));
  plan.table!.movement[0] = firstMovement;
  const sim = new TableSimulator(plan, plan.table!);
  const trace = new Trace();
  sim.run(new RandomStream(seed), createTally(plan.tallySize), 1, trace);
  return { plan, sim, frames: sim.frames!.frames, trace };
}

describe('replay frames of a traced table battle', () => {
  const { plan, sim, frames, trace } = traced({}, 'frames', MOVE_TORPEDO_RUN);

  it('one frame per orders phase, numbered by turn and phase', () => {
    expect(frames).toHaveLength(trace.lines.filter((l) => l.startsWith(' Orders phase')).length);
    frames.forEach((f, k) => {
      expect([f.turn, f.phase]).toEqual([Math.floor(k / 3) + 1, (k % 3) + 1]);
      expect([f.width, f.height, f.derelict]).toEqual([180, 120, null]);
    });
  });

  it('ships with their radius, side, label and beam reach; squadrons without heading or reach', () => {
    const first = frames[0]!;
    expect(first.ships.map((d) => [d.label, d.side, d.r, d.reach])).toEqual([
      ['Sol carrier', 0, 3.25, 15], ['Sol cruiser', 0, 3.25, 15], ['Letnev cruiser', 1, 3.25, 30], ['Letnev dreadnought', 1, 4, 15],
    ]);
    for (const f of frames) {
      for (const q of f.squadrons) expect([q.side, q.r, q.heading, q.reach, /^Fighter squadron #[12]$/.test(q.label)]).toEqual([0, 1.5, 0, 0, true]);
    }
    // torpedo paths flown in a phase go with that phase's frame only
    const paths = frames.flatMap((f) => f.paths);
    expect(paths.length).toBeGreaterThan(0);
    for (const p of paths) expect(p).toHaveLength(5);
  });

  it('the last frame shows the ships still in play where the battle left them', () => {
    const st = sim.state;
    const tb = sim.table;
    const last = frames.at(-1)!;
    const inPlay = [];
    for (let s = 0; s < st.nShips; s++) if (st.alive[s] === 1) inPlay.push([plan.ships.label[s], st.owner[s], tb.x[s], tb.y[s], tb.heading[s]]);
    expect(last.ships.map((d) => [d.label, d.side, d.x, d.y, d.heading])).toEqual(inPlay);
    const squadrons = [];
    for (let q = 0; q < st.nSquadrons; q++) if (st.sqAlive[q] === 1) squadrons.push([tb.sqX[q], tb.sqY[q]]);
    expect(last.squadrons.map((d) => [d.x, d.y])).toEqual(squadrons);
  });
});

describe('Finders Keepers frames show the derelict and who holds it', () => {
  it('at the centre, a standard disk, labelled with its controller', () => {
    const { frames } = traced({ scenario: 'finders-keepers' }, 'derelict-frames');
    for (const f of frames) {
      const d = f.derelict!;
      expect([d.x, d.y, d.r, d.heading, d.reach]).toEqual([90, 60, 3.25, 0, 0]);
      expect(d.label).toBe(d.side < 0 ? 'derelict' : `derelict (${d.side === 0 ? 'first' : 'second'} fleet's)`);
    }
    expect(frames[0]!.derelict!.label).toBe('derelict');
    expect(frames.some((f) => f.derelict!.side >= 0)).toBe(true);
  });
});
