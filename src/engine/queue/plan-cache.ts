import type { Redis } from 'ioredis';
import type { PlanBase } from '../simulator.js';
import { decodePlan } from './chunk-messages.js';
import { planRedisKey } from './queue-settings.js';

/** Plans a worker keeps; an analysis may use hundreds, a run one. */
const MAX_CACHED_PLANS = 64;

/**
 * A worker's plans by key: each is fetched from Redis and checked (decodePlan) once, then reused
 * for every chunk of every run that uses it. Concurrent chunks of a new plan share one fetch.
 */
export class PlanCache {
  private readonly plans = new Map<string, Promise<PlanBase>>();

  constructor(
    private readonly client: Redis,
    private readonly isKnownGame: (id: string) => boolean,
  ) {}

  /**
   * The plan with this key.
   * @throws RejectedMessage for a plan that fails its checks; Error when it is not in Redis.
   */
  get(key: string): Promise<PlanBase> {
    let plan = this.plans.get(key);
    if (!plan) {
      if (this.plans.size >= MAX_CACHED_PLANS) this.plans.delete(this.plans.keys().next().value!);
      plan = this.fetch(key);
      this.plans.set(key, plan);
      plan.catch(() => this.plans.delete(key));
    }
    return plan;
  }

  private async fetch(key: string): Promise<PlanBase> {
    const text = await this.client.get(planRedisKey(key));
    if (text === null) throw new Error(`plan ${key} is not on the queue (expired after 24 hours, or deleted)`);
    return decodePlan(text, key, this.isKnownGame);
  }
}
