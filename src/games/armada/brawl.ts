import type { DiceSource } from '../../core/dice-source.js';
import type { Tally } from '../../core/tally.js';
import type { Simulator, Trace } from '../game.js';
import { BattleState } from './battle-state.js';
import { endTurnInPlace, finishBattleInPlace } from './battle-end.js';
import { commandInitiativeInPlace, InitiativeScratch } from './initiative.js';
import * as planConsts from './plan.js';
import type { ArmadaPlan } from './plan.js';
import { planBoardingInPlace } from './policies/boarding-plan.js';
import { assignOrdersInPlace } from './policies/order-plans.js';
import { squadronSegmentInPlace, torpedoSegmentInPlace } from './segments.js';
import { executeOrderInPlace } from './ship-orders.js';

/** Imported constants as this module's own (docs/architecture.md, "Hot loops"). */
const { ORDERS_PER_TURN } = planConsts;

/**
 * The "brawl" Last Starship battle (docs, model notes: Armada; 000, "Playing the Game" and "Turn Order"):
 * each turn, (1) every ship gets three hidden orders from its side's order plan and boarding
 * policy, (2) command initiative and the initiative counters fix the acting order, (3) three orders
 * phases of squadron segment, ship segment (in counter order) and torpedo segment, (4) boarding,
 * (5) ready. The battle ends when a fleet controls no ship, or at the turn cap (`turnCap`).
 *
 * The first turn's step (1) and the command ranking of step (2) depend on nothing but the start of
 * a battle (the order plans and boarding policies draw nothing), so they are worked out once: the
 * orders and boarding plans are part of the start state `reset` restores (BattleState
 * `keepAsStartInPlace`), and the initiative step keeps the start's ranking (InitiativeScratch).
 */
export class BrawlSimulator implements Simulator {
  readonly state: BattleState;
  private readonly scratch: InitiativeScratch;

  constructor(private readonly plan: ArmadaPlan) {
    this.state = new BattleState(plan);
    this.scratch = new InitiativeScratch(plan.ships.count);
    this.assignOrdersInPlace();
    this.state.keepAsStartInPlace();
  }

  /** Step (1): every living ship's orders and boarding plan for the turn. */
  private assignOrdersInPlace(): void {
    const st = this.state;
    const plan = this.plan;
    for (let s = 0; s < st.nShips; s++) {
      if (st.alive[s] === 0) continue;
      const policy = plan.policies[st.owner[s]];
      assignOrdersInPlace(st, s, policy);
      planBoardingInPlace(st, s, policy.boarding);
    }
  }

  run(rng: DiceSource, tally: Tally, count: number, trace: Trace | null): void {
    const st = this.state;
    st.rng = rng;
    st.trace = trace;
    for (let b = 0; b < count; b++) this.battle(tally);
    st.trace = null;
  }

  private battle(tally: Tally): void {
    const st = this.state;
    const plan = this.plan;
    st.reset();
    st.checkOverInPlace();
    let turn = 0;
    while (!st.over && turn < plan.maxTurns) {
      turn++;
      if (st.trace !== null) st.trace.add(`Turn ${turn}`);
      // The first turn's orders came with the reset (the constructor).
      if (turn > 1) this.assignOrdersInPlace();
      const acting = commandInitiativeInPlace(st, this.scratch, turn === 1);
      for (let p = 0; p < ORDERS_PER_TURN && !st.over; p++) {
        st.phase++;
        if (st.trace !== null) st.trace.add(` Orders phase ${p + 1}`);
        // The segments' own first checks, here where the JIT need not call them: no squadron, no torpedo.
        if (st.squadronsLeft[0] !== 0 || st.squadronsLeft[1] !== 0) squadronSegmentInPlace(st);
        for (let k = 0; k < acting && !st.over; k++) {
          const s = st.byCounter[k];
          if (st.alive[s] === 1) executeOrderInPlace(st, s, st.orders[s * ORDERS_PER_TURN + p], 0);
        }
        if (!st.over && st.torpCount !== 0) torpedoSegmentInPlace(st);
        st.torpCount = 0;
      }
      endTurnInPlace(st);
    }
    finishBattleInPlace(st, tally, turn);
  }
}
