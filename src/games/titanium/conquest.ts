import type { DiceSource } from '../../core/dice-source.js';
import * as tallyConsts from '../../core/tally.js';
import type { Tally } from '../../core/tally.js';
import type { Simulator, Trace } from '../game.js';
import { DeckState } from './deck-state.js';
import { OffensiveMemo } from './offensive-memo.js';
import { packedPlan } from './packed-plan.js';
import { playConquestInPlace, type ConquestParts } from './conquest-loop.js';
import type { ResolveScratch } from './offensive.js';
import type { TitaniumPlan } from './plan.js';
import { Assignment, AssignmentMemo } from './policies/allocation-memo.js';
import { GreedyAllocator } from './policies/greedy-allocation.js';
import { OptimalAllocator } from './policies/optimal-allocation.js';
import { RecentAssignments } from './policies/recent-assignments.js';
import { AllocationSituation, type Allocator } from './policies/situation.js';
import { SpreadAllocator } from './policies/spread-allocation.js';
import { TacticChooser } from './policies/tactic-choice.js';
import { ConquestState } from './state.js';
import { tallyConquestInPlace } from './tally-conquest.js';

/** Imported constants as this module's own (docs/architecture.md, "Hot loops"). */
const { BATTLES_SLOT, OUTCOME_BASE } = tallyConsts;

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
 * Conquest still running after `maxOffensives` Offensives is counted as `offensiveCap`. With
 * `seats: rotate`, each battle draws its 1st Player uniformly (Player Order goes on clockwise
 * from there); the conqueror's seat is tallied either way.
 */
export class ConquestSimulator implements Simulator, ConquestParts {
  /** Offensives resolved in the last Conquest. */
  offensives = 0;
  readonly state: ConquestState;
  readonly deck: DeckState;
  readonly scratch: ResolveScratch;
  readonly chooser: TacticChooser;
  /** Resolved Offensives by state and revealed Tactics (offensive-memo.ts); null when they are not memoised. */
  readonly offensiveMemo: OffensiveMemo | null;
  /** The plan with packed arrays (packed-plan.ts): a worker's structured-cloned plan is not. */
  readonly plan: TitaniumPlan;

  constructor(source: TitaniumPlan) {
    const plan = packedPlan(source);
    this.plan = plan;
    this.state = new ConquestState(plan);
    this.state.prepareResets();
    this.deck = new DeckState(plan);
    const capacity = Math.max(1, plan.unitCount);
    const sit = new AllocationSituation(capacity);
    const attack = { sit, assignment: new Assignment(capacity), memo: new AssignmentMemo(), recent: new RecentAssignments(plan.players, plan.cardKeys.length, capacity), selfDestructQueue: new Int32Array(capacity) };
    this.scratch = { allocators: allocatorsFor(plan), attack };
    this.chooser = new TacticChooser(this.state, this.deck, this.scratch.allocators, sit, attack.recent);
    const memo = new OffensiveMemo(plan, this.state);
    this.offensiveMemo = memo.enabled ? memo : null;
  }

  run(rng: DiceSource, tally: Tally, count: number, trace: Trace | null): void {
    const P = this.plan.players;
    // The 1st Player comes from the battle's own stream, so a replay and any thread count agree.
    for (let b = 0; b < count; b++) this.battle(rng, tally, trace, this.plan.rotateSeats === 1 ? rng.below(P) : 0);
  }

  /** One Conquest with `first` as the 1st Player (seats: rotate), the scenario's order for 0. */
  private battle(rng: DiceSource, tally: Tally, trace: Trace | null, first: number): void {
    const { plan, state } = this;
    state.first = first;
    state.reset();
    this.deck.reset(rng, state.order);
    if (trace !== null && plan.rotateSeats === 1) trace.add(`1st Player: ${plan.playerNames[first]}`);
    const outcome = playConquestInPlace(this, rng, trace);
    tallyConquestInPlace(state, tally, this.offensives);
    tally[BATTLES_SLOT]++;
    tally[OUTCOME_BASE + outcome]++;
    // The conqueror's seat: its position in this battle's Player Order.
    if (outcome < plan.players) tally[plan.seatWinSlot + ((outcome - first + plan.players) % plan.players)]++;
    if (trace !== null) trace.add(`Result: ${outcome < plan.players ? `${plan.outcomes[outcome]} conquers` : outcome === plan.players ? 'nobody conquers' : 'offensive cap reached'} after ${this.offensives} offensive${this.offensives === 1 ? '' : 's'}`);
  }
}
