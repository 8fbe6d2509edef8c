import { RecentMap } from './recent-map.js';
import type { PlanBase, Simulator, SimulatorFactory } from './simulator.js';

/** Plans a thread keeps prepared at once; beyond this the least recently used one is dropped. */
export const MAX_PREPARED_PLANS = 64;

/** A plan's hot loop, ready to run chunks: its simulator and the size of a tally of its plan. */
export interface PreparedPlan {
  simulator: Simulator;
  tallySize: number;
}

/**
 * One thread's prepared plans by plan key, bounded (`MAX_PREPARED_PLANS`, least recently used out):
 * a thread that serves many plans (an optimizer race) keeps the recent ones and never grows
 * without bound. The plan is asked for only on a miss, so a caller can defer materializing it.
 *
 * @example
 * const plans = new PreparedPlans(factory);
 * plans.get(key, () => plan).simulator.run(rng, tally, 1000, null); // prepares on first use only
 */
export class PreparedPlans {
  private readonly entries: RecentMap<PreparedPlan>;

  constructor(
    private readonly factory: SimulatorFactory,
    capacity = MAX_PREPARED_PLANS,
  ) {
    this.entries = new RecentMap(capacity);
  }

  /** The prepared plan for `planKey`, preparing `plan()` with the factory on a miss. */
  get(planKey: string, plan: () => PlanBase): PreparedPlan {
    return this.entries.getOrAdd(planKey, () => {
      const source = plan();
      return { simulator: this.factory(source), tallySize: source.tallySize };
    });
  }
}
