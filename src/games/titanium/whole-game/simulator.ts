import type { DiceSource } from '../../../core/dice-source.js';
import type { Tally } from '../../../core/tally.js';
import type { Simulator, Trace } from '../../game.js';
import type { ConquestParts } from '../conquest-loop.js';
import { allocatorsFor } from '../conquest.js';
import { DeckState } from '../deck-state.js';
import { packedPlan } from '../packed-plan.js';
import { Assignment, AssignmentMemo } from '../policies/allocation-memo.js';
import { RecentAssignments } from '../policies/recent-assignments.js';
import { AllocationSituation, type Allocator } from '../policies/situation.js';
import { TacticChooser } from '../policies/tactic-choice.js';
import { ConquestState } from '../state.js';
import { conquestPhaseInPlace } from './conquest-phase.js';
import { GameState } from './game-state.js';
import { handLimit, production } from './limits.js';
import { Outfitting } from './outfitting.js';
import * as codes from './plan.js';
import type { GamePlan } from './plan.js';
import { PurchasePolicy } from './policies/purchase.js';
import { setUpInPlace } from './setup.js';
import { tallyGameInPlace } from './tally-game.js';

/** Imported constants as this module's own (docs/architecture.md, "Hot loops"). */
const { E_PRODUCTION } = codes;

/**
 * Whole games of Titanium Wars (004, "How to Play"), the hot loop: the setup, then turn after
 * turn Exploration (the top Planet/Event card's Planet is to conquer, the next card's Event is in
 * force), Production, Outfitting (purchase policies, Player Order), Conquest (conquest-phase.ts)
 * and the end of the turn (the conqueror takes the Planet; with the target deposits it wins —
 * 004, "End of Turn and End of Game"; an unconquered Planet goes under the pile; damage is removed;
 * the 1st Player token passes clockwise). A game ends without a winner when the pile runs out or
 * after `maxTurns`. All state is typed arrays allocated here once; nothing is allocated per game.
 */
export class GameSimulator implements Simulator {
  readonly state: GameState;
  readonly parts: ConquestParts;
  readonly rules: Outfitting;
  readonly purchases: PurchasePolicy;
  /** Per game player: its allocator (placed at its Player Order position each turn). */
  private readonly seatAllocators: Allocator[];
  private readonly leaderScratch: Int32Array;
  private readonly handScratch: Int32Array;
  private readonly costScratch: Int32Array;
  /** Per arena unit: the fleet slot it was written from (conquest-phase.ts). */
  private readonly slotScratch: Int32Array;
  /** Per unit kind: the units a player holds at the end of a game (tally-game.ts). */
  private readonly heldScratch: Int32Array;

  /** The plan with packed arrays (../packed-plan.ts): a worker's structured-cloned plan is not. */
  readonly plan: GamePlan;

  constructor(source: GamePlan) {
    const plan = packedPlan(source);
    this.plan = plan;
    // The arena is rewritten every turn: this simulator's own packed copy, so the plan stays as compiled.
    const arena = packedPlan(plan.arena);
    this.state = new GameState(plan);
    const conquest = new ConquestState(arena);
    const deck = new DeckState(arena);
    const capacity = arena.unitCount;
    const sit = new AllocationSituation(capacity);
    const attack = { sit, assignment: new Assignment(capacity), memo: new AssignmentMemo(), recent: new RecentAssignments(arena.players, arena.cardKeys.length, capacity), selfDestructQueue: new Int32Array(capacity) };
    const seatPlan = { ...arena, allocation: plan.allocation };
    this.seatAllocators = allocatorsFor(seatPlan);
    const scratch = { allocators: [...this.seatAllocators], attack };
    this.parts = { plan: arena, state: conquest, deck, chooser: new TacticChooser(conquest, deck, scratch.allocators, sit, attack.recent), scratch, offensives: 0 };
    this.rules = new Outfitting(plan, this.state);
    this.purchases = new PurchasePolicy(plan, this.state, this.rules);
    this.leaderScratch = new Int32Array(plan.leaders);
    this.handScratch = new Int32Array(deck.stride);
    this.costScratch = new Int32Array(plan.players);
    this.slotScratch = new Int32Array(arena.unitCount);
    this.heldScratch = new Int32Array(plan.unitKinds);
  }

  run(rng: DiceSource, tally: Tally, count: number, trace: Trace | null): void {
    for (let g = 0; g < count; g++) this.game(rng, tally, trace);
  }

  private game(rng: DiceSource, tally: Tally, trace: Trace | null): void {
    const { plan, state, parts, rules } = this;
    const P = plan.players;
    const arena = parts.plan;
    setUpInPlace(plan, state, parts.deck, this.leaderScratch, rng, trace);
    const startFirst = state.first;
    let winner = -1;
    let turns = 0;
    let unconquered = 0;
    while (turns < plan.maxTurns && state.pileCount > 0 && winner < 0) {
      state.turn = turns++;
      // Exploration.
      const planet = state.pile[state.pileHead];
      state.pileHead = (state.pileHead + 1) % plan.planetCards;
      state.pileCount--;
      const event = state.pileCount > 0 ? state.pile[state.pileHead] : -1;
      if (trace !== null) this.traceTurn(planet, event, trace);
      // Production.
      const bonus = event >= 0 && plan.eventEffect[event] === E_PRODUCTION ? plan.eventAmount[event] : 0;
      for (let p = 0; p < P; p++) {
        const income = production(plan, state, p) + bonus;
        if (income > 0) state.credits[p] += income;
        if (trace !== null) trace.add(`  ${plan.playerNames[p]} collects ${Math.max(0, income)}¢ (${state.credits[p]}¢)`);
      }
      // Outfitting, in Player Order (shortages go to the earlier player).
      rules.startTurn(state.turn, event);
      for (let pos = 0; pos < P; pos++) {
        const g = (state.first + pos) % P;
        this.parts.scratch.allocators[pos] = this.seatAllocators[g];
        this.purchases.outfitInPlace(g, trace);
        const limit = handLimit(plan, state, g);
        if (limit > arena.handLimit[pos]) {
          arena.handLimit[pos] = limit;
          parts.deck.fillHand(pos, rng);
        }
      }
      // Conquest.
      const conqueror = conquestPhaseInPlace(plan, state, parts, rules, event, this.costScratch, this.slotScratch, rng, trace);
      if (conqueror >= 0) {
        state.takePlanetInPlace(conqueror, planet);
        if (trace !== null) trace.add(`${plan.playerNames[conqueror]} conquers ${plan.planetNames[planet]}: ${state.deposits[conqueror]} of ${plan.target} Titanium deposits`);
        if (state.deposits[conqueror] >= plan.target) winner = conqueror;
      } else {
        unconquered++;
        state.pile[(state.pileHead + state.pileCount) % plan.planetCards] = planet;
        state.pileCount++;
        if (trace !== null) trace.add(`Nobody conquers ${plan.planetNames[planet]}: it goes under the pile`);
      }
      if (winner < 0) this.passTokenInPlace();
    }
    if (trace !== null) trace.add(winner >= 0 ? `Result: ${plan.playerNames[winner]} wins after ${turns} turns` : `Result: nobody wins after ${turns} turns`);
    tallyGameInPlace(plan, state, tally, winner, startFirst, turns, unconquered, this.heldScratch);
  }

  /** The 1st player gives the token to the next player clockwise: every hand moves one Player Order position up. */
  private passTokenInPlace(): void {
    const { plan, state } = this;
    const P = plan.players;
    const deck = this.parts.deck;
    const stride = deck.stride;
    const arena = this.parts.plan;
    const scratch = this.handScratch;
    for (let k = 0; k < stride; k++) scratch[k] = deck.hand[k];
    const count0 = deck.handCount[0];
    const limit0 = arena.handLimit[0];
    deck.hand.copyWithin(0, stride, P * stride);
    for (let pos = 0; pos < P - 1; pos++) {
      deck.handCount[pos] = deck.handCount[pos + 1];
      arena.handLimit[pos] = arena.handLimit[pos + 1];
    }
    for (let k = 0; k < stride; k++) deck.hand[(P - 1) * stride + k] = scratch[k];
    deck.handCount[P - 1] = count0;
    arena.handLimit[P - 1] = limit0;
    state.first = (state.first + 1) % P;
  }

  private traceTurn(planet: number, event: number, trace: Trace): void {
    const { plan, state } = this;
    trace.add(`Turn ${state.turn + 1} — 1st player ${plan.playerNames[state.first]}; Planet to conquer: ${plan.planetNames[planet]} (${plan.planetDeposits[planet]} deposits); Event: ${event >= 0 ? plan.eventNames[event] : 'none (the pile is empty)'}`);
  }
}
