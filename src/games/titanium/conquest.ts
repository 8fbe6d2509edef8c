import type { RandomStream } from '../../core/rng.js';
import { BATTLES_SLOT, OUTCOME_BASE, type Tally } from '../../core/tally.js';
import type { Simulator, Trace } from '../game.js';
import { DeckState } from './deck-state.js';
import { resolveTacticsInPlace, type ResolveScratch } from './offensive.js';
import { SPECIAL_DIVERSION, type TitaniumPlan } from './plan.js';
import { Assignment, AssignmentMemo } from './policies/allocation-memo.js';
import { discardInPlace } from './policies/discard.js';
import { GreedyAllocator } from './policies/greedy-allocation.js';
import { OptimalAllocator } from './policies/optimal-allocation.js';
import { AllocationSituation, type Allocator } from './policies/situation.js';
import { SpreadAllocator } from './policies/spread-allocation.js';
import { TacticChooser } from './policies/tactic-choice.js';
import { isWithdrawing } from './policies/withdraw.js';
import { repairInPlace } from './specials.js';
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
export class ConquestSimulator implements Simulator {
  readonly state: ConquestState;
  readonly deck: DeckState;
  readonly scratch: ResolveScratch;
  readonly chooser: TacticChooser;

  constructor(readonly plan: TitaniumPlan) {
    this.state = new ConquestState(plan);
    this.deck = new DeckState(plan);
    const capacity = Math.max(1, plan.unitCount);
    const sit = new AllocationSituation(capacity);
    const attack = { sit, assignment: new Assignment(capacity), memo: new AssignmentMemo(), selfDestructQueue: new Int32Array(capacity) };
    this.scratch = { allocators: allocatorsFor(plan), attack };
    this.chooser = new TacticChooser(this.state, this.deck, this.scratch.allocators, sit);
  }

  run(rng: RandomStream, tally: Tally, count: number, trace: Trace | null): void {
    for (let b = 0; b < count; b++) this.battle(rng, tally, trace);
  }

  private battle(rng: RandomStream, tally: Tally, trace: Trace | null): void {
    const { plan, state, deck } = this;
    const P = plan.players;
    state.reset();
    deck.reset(rng);
    let offensives = 0;
    let outcome = -1;
    while (outcome < 0) {
      let playing = 0;
      let last = -1;
      for (let p = 0; p < P; p++) {
        state.played[p] = -1;
        state.diverted[p] = 0;
        if (state.out[p] === 1) continue;
        if (state.ships[p] === 0 || deck.handCount[p] === 0 || isWithdrawing(state, p)) {
          state.out[p] = 1;
          if (trace !== null) trace.add(`${plan.playerNames[p]} withdraws${state.ships[p] === 0 ? ' (no ships)' : ''}`);
          continue;
        }
        state.played[p] = deck.takeFromHand(p, this.chooser.choose(p, rng));
        playing++;
        last = p;
      }
      if (playing <= 1) {
        outcome = playing === 1 ? last : P;
        if (trace !== null && playing === 1) trace.add(`${plan.playerNames[last]} is the only player to play a Tactic`);
        break;
      }
      if (offensives === plan.maxOffensives) {
        outcome = P + 1;
        break;
      }
      offensives++;
      if (trace !== null) this.traceReveal(offensives, trace);
      for (let p = 0; p < P; p++) if (state.played[p] >= 0 && plan.cardSpecial[state.played[p]] === SPECIAL_DIVERSION) state.diverted[p] = 1;
      resolveTacticsInPlace(state, this.scratch, trace);
      for (let p = 0; p < P; p++) if (state.played[p] >= 0) repairInPlace(state, p, trace);
      for (let p = 0; p < P; p++) if (state.played[p] >= 0) deck.discardCard(state.played[p]);
      for (let p = 0; p < P; p++) if (state.played[p] >= 0) discardInPlace(state, deck, this.chooser, p, trace);
      for (let p = 0; p < P; p++) if (state.played[p] >= 0) deck.fillHand(p, rng);
      let withShips = 0;
      for (let p = 0; p < P; p++) {
        if (state.played[p] < 0) continue;
        if (state.ships[p] > 0) {
          withShips++;
          last = p;
        } else state.out[p] = 1;
      }
      if (withShips <= 1) outcome = withShips === 1 ? last : P;
    }
    tallyConquestInPlace(state, tally, offensives);
    tally[BATTLES_SLOT]++;
    tally[OUTCOME_BASE + outcome]++;
    if (trace !== null) trace.add(`Result: ${outcome < P ? `${plan.outcomes[outcome]} conquers` : outcome === P ? 'nobody conquers' : 'offensive cap reached'} after ${offensives} offensive${offensives === 1 ? '' : 's'}`);
  }

  private traceReveal(offensive: number, trace: Trace): void {
    const plan = this.plan;
    const shown: string[] = [];
    for (let p = 0; p < plan.players; p++) {
      const card = this.state.played[p];
      if (card >= 0) shown.push(`${plan.playerNames[p]}: ${plan.cardNames[card]} (${plan.cardPriority[card]})`);
    }
    trace.add(`Offensive ${offensive} — ${shown.join(', ')}`);
  }
}
