import { RandomStream } from '../../core/rng.js';
import { BattleState } from './battle-state.js';
import { compileArmada } from './compile.js';
import type { RawFleet } from './fleet.js';
import type { ArmadaPlan } from './plan.js';
import type { SidePolicies } from './policies/names.js';
import { parseArmadaScenario, type ArmadaScenario } from './scenario.js';

/** A scenario from two inline fleets of the sample catalog (tests only). */
export function testScenario(first: RawFleet, second: RawFleet, extra: Record<string, unknown> = {}, policies: [Partial<SidePolicies>, Partial<SidePolicies>] = [{}, {}]): ArmadaScenario {
  return parseArmadaScenario({ game: 'armada', ...extra, first: { fleet: first, policies: policies[0] }, second: { fleet: second, policies: policies[1] } }, 'test');
}

/** A battle state reset and wired to a seeded stream (tests drive rules on it directly). */
export function testState(scenario: ArmadaScenario, seed = 'test'): { plan: ArmadaPlan; st: BattleState } {
  const plan = compileArmada(scenario);
  const st = new BattleState(plan);
  st.reset();
  st.rng = new RandomStream(seed);
  return { plan, st };
}
