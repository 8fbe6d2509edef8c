import { describe, expect, it } from 'vitest';
import { RandomStream } from '../../../core/rng.js';
import { BATTLES_SLOT, createTally } from '../../../core/tally.js';
import { Trace } from '../../game.js';
import { armada } from '../game.js';
import { armadaErrors } from '../messages.js';
import { testScenario } from '../test-fixtures.js';
import { DEFAULT_TABLE_MEASURES } from './measures.js';
import { replaySvg } from './replay-svg.js';
import { TableSimulator } from './simulator.js';

const sol = { faction: 'sol' as const, ships: [{ ship: 'sol-cruiser' }, { ship: 'sol-frigate' }] };
const letnev = { faction: 'letnev' as const, ships: [{ ship: 'letnev-cruiser' }, { ship: 'letnev-destroyer' }] };

describe('model: table scenarios', () => {
  it('fills the table defaults (sample measures, 180 × 120, close-and-brawl with dodging, orders planned) and records them', () => {
    const scenario = testScenario(sol, letnev, { model: 'table' });
    expect(scenario.model).toBe('table');
    expect(scenario.table).toEqual({ scenario: 'last-starship', width: 180, height: 120, measures: DEFAULT_TABLE_MEASURES, movement: [{ policy: 'close-and-brawl', avoidance: 'dodge', orders: 'planner' }, { policy: 'close-and-brawl', avoidance: 'dodge', orders: 'planner' }] });
    expect(testScenario(sol, letnev).model).toBe('brawl');
  });

  it('deploys each fleet within range: 1 of its own end of the table (000, "Appendix Two", Last Starship)', () => {
    const plan = armada.compile(testScenario(sol, letnev, { model: 'table', table: { width: 100, height: 80 } }));
    const t = plan.table!;
    expect(t.startY.slice(0, 2).every((y) => y <= t.template)).toBe(true);
    expect(t.startY.slice(2).every((y) => y >= 80 - t.template)).toBe(true);
  });

  it('plays Finders Keepers under model: table only, and records it (its rules: derelict.test.ts)', () => {
    expect(testScenario(sol, letnev, { model: 'table', scenario: 'finders-keepers' }).table!.scenario).toBe('finders-keepers');
    expect(() => testScenario(sol, letnev, { scenario: 'finders-keepers' })).toThrow(armadaErrors.unmodelledScenario('test: scenario', 'finders-keepers').message);
  });

  it('refuses table settings in a brawl scenario rather than ignore them', () => {
    expect(() => testScenario(sol, letnev, { table: { width: 100 } })).toThrow(armadaErrors.tableSettingsWithoutTable('test: table').message);
  });

  it('plays whole battles to an outcome, and a traced one gives a frame per orders phase for the picture', () => {
    const plan = armada.compile(testScenario(sol, letnev, { model: 'table' }));
    const sim = armada.createSimulator(plan);
    expect(sim).toBeInstanceOf(TableSimulator);
    const tally = createTally(plan.tallySize);
    sim.run(new RandomStream('t'), tally, 200, null);
    expect(tally[BATTLES_SLOT]).toBe(200);
    const trace = new Trace();
    (sim as TableSimulator).run(new RandomStream('t'), createTally(plan.tallySize), 1, trace);
    const frames = (sim as TableSimulator).frames!.frames;
    const phases = trace.lines.filter((l) => l.startsWith(' Orders phase')).length;
    expect(frames).toHaveLength(phases);
    const svg = replaySvg(frames, 'test');
    expect(svg.startsWith('<svg')).toBe(true);
    expect(svg.match(/Turn \d+, orders phase \d/g)).toHaveLength(phases);
  });
});
