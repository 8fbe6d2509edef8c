import { Trace } from '../../game.js';
import { BattleState } from '../battle-state.js';
import { compileArmada } from '../compile.js';
import type { RawFleet } from '../fleet.js';
import { testScenario } from '../test-fixtures.js';
import { RandomStream } from '../../../core/rng.js';
import { TableReach } from './reach.js';
import { TableState } from './table-state.js';

/** A table battle state of two inline fleets (tests only): reset, seeded, traced, reach wired; place disks by hand. */
export function tableFixture(first: RawFleet, second: RawFleet, extra: Record<string, unknown> = {}, seed = 'table') {
  const scenario = testScenario(first, second, { model: 'table', ...extra });
  const plan = compileArmada(scenario);
  const st = new BattleState(plan);
  st.reset();
  st.rng = new RandomStream(seed);
  const tb = new TableState(st, plan.table!);
  tb.reset();
  const reach = new TableReach(st, tb);
  st.reach = reach;
  const trace = new Trace();
  st.trace = trace;
  /** Puts ship s at (x, y) facing h (radians) at speed v. */
  const place = (s: number, x: number, y: number, h = 0, v = 0) => {
    tb.x[s] = x;
    tb.y[s] = y;
    tb.heading[s] = h;
    tb.speed[s] = v;
  };
  return { scenario, plan, st, tb, reach, trace, place };
}
