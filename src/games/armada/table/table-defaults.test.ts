/**
 * The table model's defaults and helpers (docs/armada.md, "The table model"): the sample table
 * (180 × 120; 000_60d6856b6ff68974.txt, "Getting Started" names no size) with the default movement
 * (close and brawl, dodging torpedoes); bearings; and the replay of one table battle, the very
 * battle a run counted (000, "Appendix Two", Last Starship: the side still controlling a ship wins).
 */
import { describe, expect, it } from 'vitest';
import { chunkStream } from '../../../core/rng.js';
import { createTally, OUTCOME_BASE } from '../../../core/tally.js';
import { compileArmada } from '../compile.js';
import type { RawFleet } from '../fleet.js';
import { testScenario } from '../test-fixtures.js';
import { bearing, turnAngle } from './geometry.js';
import { DEFAULT_TABLE_MEASURES, tableMeasures } from './measures.js';
import { replayTableBattle } from './replay-table.js';
import { defaultTableSettings, modelFields } from './settings.js';
import { TableSimulator } from './simulator.js';

describe('table settings built in code', () => {
  it('the sample table with the default movement for both fleets, each its own copy', () => {
    const s = defaultTableSettings(DEFAULT_TABLE_MEASURES);
    expect(s).toEqual({ scenario: 'last-starship', width: 180, height: 120, measures: DEFAULT_TABLE_MEASURES, movement: [{ policy: 'close-and-brawl', avoidance: 'dodge', orders: 'planner' }, { policy: 'close-and-brawl', avoidance: 'dodge', orders: 'planner' }] });
    expect(s.movement[0]).not.toBe(s.movement[1]);
  });

  it('model fields: the table (with the catalog\'s measures) only under model: table', () => {
    expect(modelFields('brawl', { templateLength: 12 })).toEqual({ model: 'brawl' });
    const table = modelFields('table', { templateLength: 12 });
    expect(table.model).toBe('table');
    expect(table.table!.measures).toEqual({ ...DEFAULT_TABLE_MEASURES, templateLength: 12 });
    expect(tableMeasures(undefined)).toEqual(DEFAULT_TABLE_MEASURES);
  });
});

describe('bearings', () => {
  it('0 along +x, counter-clockwise, from the first point to the second', () => {
    expect(bearing(0, 0, 1, 0)).toBe(0);
    expect(bearing(1, 1, 1, 3)).toBeCloseTo(Math.PI / 2, 12);
    expect(bearing(2, 2, 1, 1)).toBeCloseTo((-3 * Math.PI) / 4, 12);
    expect(turnAngle(0.1, 2 * Math.PI - 0.1)).toBeCloseTo(0.2, 12);
  });
});

describe('replaying one table battle', () => {
  it('gives the outcome the run counted for that battle, with its trace and a frame per orders phase', () => {
    const sol: RawFleet = { faction: 'sol', ships: [{ ship: 'sol-cruiser' }, { ship: 'sol-frigate' }] };
    const letnev: RawFleet = { faction: 'letnev', ships: [{ ship: 'letnev-cruiser' }] };
    const scenario = testScenario(sol, letnev, { model: 'table', maxTurns: 6 });
    const replay = replayTableBattle(scenario, 'replay', 4, 5);
    expect([replay.battle, replay.chunk, replay.offset]).toEqual([5, 1, 1]);
    // the run's own count of that battle: chunk 1's stream, its second battle
    const plan = compileArmada(scenario);
    const sim = new TableSimulator(plan, plan.table!);
    const rng = chunkStream('replay', 1);
    sim.run(rng, createTally(plan.tallySize), 1, null);
    const tally = createTally(plan.tallySize);
    sim.run(rng, tally, 1, null);
    expect(replay.outcome).toBe(plan.outcomes[plan.outcomes.findIndex((_, i) => tally[OUTCOME_BASE + i] === 1)]);
    expect(replay.lines.at(-3)).toMatch(new RegExp(`^Result: ${replay.outcome} after \\d+ turns?$`));
    expect(replay.frames.length).toBe(replay.lines.filter((l) => l.startsWith(' Orders phase')).length);
    expect(replay.frames.length).toBeGreaterThan(0);
  });
});
