import type { DiceSource } from '../../core/dice-source.js';
import { BATTLES_SLOT, OUTCOME_BASE, type Tally } from '../../core/tally.js';
import type { Simulator, Trace } from '../game.js';
import { DeckState } from './deck-state.js';
import { packedPlan } from './packed-plan.js';
import { playConquestInPlace, type ConquestParts } from './conquest-loop.js';
import type { ResolveScratch } from './offensive.js';
import type { TitaniumPlan } from './plan.js';
import { Assignment, AssignmentMemo } from './policies/allocation-memo.js';
import { GreedyAllocator } from './policies/greedy-allocation.js';
import { OptimalAllocator } from './policies/optimal-allocation.js';
import { AllocationSituation, type Allocator } from './policies/situation.js';
import { SpreadAllocator } from './policies/spread-allocation.js';
import { TacticChooser } from './policies/tactic-choice.js';
import { ConquestState } from './state.js';
import { tallyConquestInPlace } from './tally-conquest.js';

/** The allocators of a plan's players, by their `allocation` policy. */
export function allocatorsFor(plan: TitaniumPlan): Allocator[] {
  const capacity = Math.max(1, plan.unitCount);
  const optimal = new OptimalAllocator(capacity);
  return plan.allocation.map((code) => (code === 0 ? optimal : code === 1 ? new GreedyAllocator(capacity) : new SpreadAllocator()));
}

/**
 * One Conquest (004, "Conquest"), the hot loop. Each Offensive: (1) in Player Order, each player
 * still in with a ship withdraws (policy) or plays a Tactic face down — a lone participant conquers;
 * (2) reveal; (3) resolve by priority (offensive.ts); Repair Drones at the end of the Offensive;
 * (4) discard the played cards, optional extra discards (policy), draw to the hand limit; (5) one
 * participant with ships left conquers, none means nobody does, otherwise a new Offensive. A
 * Conquest still running after `maxOffensives` Offensives is counted as `offensiveCap`.
 */
export class ConquestSimulator implements Simulator, ConquestParts {
  /** Offensives resolved in the last Conquest. */
  offensives = 0;
  readonly state: ConquestState;
  readonly deck: DeckState;
  readonly scratch: ResolveScratch;
  readonly chooser: TacticChooser;
  /** The plan with packed arrays (packed-plan.ts): a worker's structured-cloned plan is not. */
  readonly plan: TitaniumPlan;

  constructor(source: TitaniumPlan) {
    const plan = packedPlan(source);
    this.plan = plan;
    this.state = new ConquestState(plan);
    this.deck = new DeckState(plan);
    const capacity = Math.max(1, plan.unitCount);
    const sit = new AllocationSituation(capacity);
    const attack = { sit, assignment: new Assignment(capacity), memo: new AssignmentMemo(), selfDestructQueue: new Int32Array(capacity) };
    this.scratch = { allocators: allocatorsFor(plan), attack };
    this.chooser = new TacticChooser(this.state, this.deck, this.scratch.allocators, sit);
  }

  run(rng: DiceSource, tally: Tally, count: number, trace: Trace | null): void {
    for (let b = 0; b < count; b++) this.battle(rng, tally, trace);
  }

  private battle(rng: DiceSource, tally: Tally, trace: Trace | null): void {
    const { plan, state } = this;
    state.reset();
    this.deck.reset(rng);
    const outcome = playConquestInPlace(this, rng, trace);
    tallyConquestInPlace(state, tally, this.offensives);
    tally[BATTLES_SLOT]++;
    tally[OUTCOME_BASE + outcome]++;
    if (trace !== null) trace.add(`Result: ${outcome < plan.players ? `${plan.outcomes[outcome]} conquers` : outcome === plan.players ? 'nobody conquers' : 'offensive cap reached'} after ${this.offensives} offensive${this.offensives === 1 ? '' : 's'}`);
  }
}
