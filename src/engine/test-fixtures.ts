/**
 * A tiny fake game for the engine's own tests (no real game imported): a coin flipped once per
 * battle. Its plan is structured-cloneable like a real one and its simulator allocates nothing per
 * battle, so it exercises the engine exactly as a game does.
 */
import { threadId } from 'node:worker_threads';
import type { DiceSource } from '../core/dice-source.js';
import { BATTLES_SLOT, OUTCOME_BASE, type Tally } from '../core/tally.js';
import type { PlanBase, Simulator, SimulatorFactory } from './simulator.js';

/** Slots that count, by worker thread id modulo this, the simulators built (with `markThreads`). */
export const THREAD_SLOTS = 64;
const THREAD_BASE = OUTCOME_BASE + 2;

/** The coin game's plan. */
export interface CoinPlan extends PlanBase {
  game: 'coin';
  /** P(heads) per battle. */
  pHeads: number;
  /** Heads exactly on the even battles of each chunk instead of at random: known counts for tests. */
  alternate: boolean;
  /** Each simulator adds 1, in its first chunk, to the slot of the thread that built it. */
  markThreads: boolean;
}

/** A coin plan: fair and random unless told otherwise. */
export function coinPlan(options: Partial<Pick<CoinPlan, 'pHeads' | 'alternate' | 'markThreads'>> = {}): CoinPlan {
  return {
    game: 'coin',
    outcomes: ['heads', 'tails'],
    tallySize: THREAD_BASE + THREAD_SLOTS,
    pHeads: options.pHeads ?? 0.5,
    alternate: options.alternate ?? false,
    markThreads: options.markThreads ?? false,
  };
}

/** The coin game's hot loop. */
class CoinSimulator implements Simulator {
  private marked = false;

  constructor(private readonly plan: CoinPlan) {}

  run(rng: DiceSource, tally: Tally, count: number): void {
    if (this.plan.markThreads && !this.marked) {
      tally[THREAD_BASE + (threadId % THREAD_SLOTS)] += 1;
      this.marked = true;
    }
    for (let i = 0; i < count; i++) {
      const heads = this.plan.alternate ? i % 2 === 0 : rng.chance(this.plan.pHeads);
      tally[BATTLES_SLOT] += 1;
      tally[OUTCOME_BASE + (heads ? 0 : 1)] += 1;
    }
  }
}

/** The coin game's simulator factory (what workers/ builds from the registry for real games). */
export const coinSimulators: SimulatorFactory = (plan) => new CoinSimulator(plan as CoinPlan);

/** With `markThreads`: how many simulators each thread built, by thread slot (threads that built none left out). */
export function simulatorsBuiltPerThread(tally: Tally): number[] {
  return Array.from(tally.subarray(THREAD_BASE, THREAD_BASE + THREAD_SLOTS)).filter((count) => count > 0);
}

/** The outcome slots (battles, heads, tails) of a coin tally: what must not depend on threads. */
export function coinOutcomes(tally: Tally): number[] {
  return Array.from(tally.subarray(BATTLES_SLOT, THREAD_BASE));
}
