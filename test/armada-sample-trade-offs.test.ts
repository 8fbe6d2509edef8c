/**
 * The sample Armada catalog has real trade-offs (issues 13 and 18; configs/armada/sample-catalog.yaml,
 * header): the bundled 30-point fleets have no fleet that beats every other one in the brawl, and
 * the bundled kiting pair (configs/scenarios/armada-table-kite.yaml) is won by the slower fleet in
 * the brawl and by the faster, kiting one on the table (docs/armada.md, "Speed's value, and the
 * kiting question"). Every bound is four standard errors of the sample it is drawn from.
 */
import { describe, expect, it } from 'vitest';
import { matchupMatrix } from '../src/analysis/matrix.js';
import { loadFleetsFile } from '../src/cli/load/fleets-file.js';
import { loadDataFile } from '../src/core/load.js';
import { configPath } from '../src/core/paths.js';
import { OUTCOME_BASE } from '../src/core/tally.js';
import { runPlan } from '../src/engine/run.js';
import { getGame } from '../src/games/registry.js';
import { createInProcessRunner } from '../workers/runners.js';
import { MAX_SPEED_OF_SIZE } from '../src/games/armada/catalog-types.js';
import { fleetCost } from '../src/games/armada/fleet.js';
import type { ArmadaOutcome } from '../src/games/armada/plan.js';
import type { ArmadaScenario, ArmadaSide } from '../src/games/armada/scenario.js';
import { shipDiameter, tableMeasures } from '../src/games/armada/table/measures.js';
import type { TableOrders } from '../src/games/armada/table/policies/names.js';
import { sampleCatalog, withFiles } from './support/bundled-data.js';

/** Standard errors a measured share must clear 50 % by. */
const SE_MARGIN = 4;

/** True when a share p measured over n battles lies more than SE_MARGIN standard errors above ½. */
const clearlyAboveHalf = (p: number, n: number): boolean => p - SE_MARGIN * Math.sqrt((p * (1 - p)) / n) > 0.5;

describe('the bundled fleets of the sample catalog in the brawl', () => {
  // battles per ordered pair and seat: a payoff entry pools both orders and both seats (4 × this)
  const battles = 1_000;
  it('have a mixed equilibrium: every fleet of its support is beaten by another one', async () => {
    const { adapter, fleets, options } = loadFleetsFile(configPath('fleets', 'armada-sample-30.yaml'));
    const ctx = { runner: createInProcessRunner(), seed: 1, battles, chunkSize: battles, spent: { battles: 0 } };
    const m = await matchupMatrix(adapter, fleets, options, ctx);
    expect(m.equilibrium.support.length).toBeGreaterThanOrEqual(2);
    const payoff = (i: number, j: number) => (m.score[i][j].p + 1 - m.score[j][i].p) / 2;
    for (const name of m.equilibrium.support) {
      const i = fleets.findIndex((f) => f.name === name);
      const beaters = fleets.filter((_, j) => j !== i && clearlyAboveHalf(payoff(j, i), 4 * battles)).map((f) => f.name);
      expect(beaters, `fleets that clearly beat ${name}`).not.toEqual([]);
    }
  });
});

describe('the kiting pair (armada-table-kite.yaml)', () => {
  const file = configPath('scenarios', 'armada-table-kite.yaml');
  const battles = 800;
  /**
   * The bundled scenario as written (table; both fleets' orders chosen by `orders`), or the same two
   * fleets without table settings (brawl).
   */
  function scenario(model: 'table' | 'brawl', orders: TableOrders = 'planner'): ArmadaScenario {
    const raw = loadDataFile(file) as Record<string, Record<string, unknown>>;
    const brawl = { ...raw, model: 'brawl', first: { fleet: raw.first.fleet }, second: { fleet: raw.second.fleet } };
    const parsed = getGame('armada').parseScenario(withFiles('armada', model === 'table' ? raw : brawl, file), file) as ArmadaScenario;
    for (const side of parsed.table?.movement ?? []) side.orders = orders;
    return parsed;
  }
  /** Share of `battles` battles (seed 1) that end in `outcome`. */
  async function share(model: 'table' | 'brawl', outcome: ArmadaOutcome, orders: TableOrders = 'planner'): Promise<number> {
    const plan = getGame('armada').compile(scenario(model, orders));
    const output = await runPlan({ plan, seed: 1, chunkSize: battles, battles, runner: createInProcessRunner() });
    return output.tally[OUTCOME_BASE + plan.outcomes.indexOf(outcome)] / battles;
  }

  it('pits equal points (±1) against each other, and the kiting fleet is the faster one', () => {
    const { first, second } = scenario('table');
    expect(Math.abs(fleetCost(first.fleet) - fleetCost(second.fleet))).toBeLessThanOrEqual(1);
    const measures = tableMeasures(sampleCatalog().table);
    // distance per orders phase at maximum speed (000, "Movement": one flip is one disk diameter)
    const reachPerPhase = (side: ArmadaSide) => Math.min(...side.fleet.ships.map((s) => MAX_SPEED_OF_SIZE[s.disk.size] * shipDiameter(measures, s.disk.size)));
    expect(reachPerPhase(first)).toBeGreaterThan(reachPerPhase(second));
  });

  it('the slower Sol dreadnoughts win the brawl', async () => {
    const p = await share('brawl', 'secondWin');
    expect(clearlyAboveHalf(p, battles), `Sol wins ${p}`).toBe(true);
  });

  it('with the old overlay orders the faster Letnev gunships, kiting at their reach, win on the table', async () => {
    const p = await share('table', 'firstWin', 'overlay');
    expect(clearlyAboveHalf(p, battles), `Letnev wins ${p}`).toBe(true);
  });

  it('with planned orders on both sides the Sol dreadnoughts close and win the table too (docs/armada.md, "The order planner")', async () => {
    const p = await share('table', 'secondWin');
    expect(clearlyAboveHalf(p, battles), `Sol wins ${p}`).toBe(true);
  });
});
