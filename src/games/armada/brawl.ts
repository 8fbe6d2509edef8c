import type { DiceSource } from '../../core/dice-source.js';
import { BATTLES_SLOT, OUTCOME_BASE, type Tally } from '../../core/tally.js';
import type { Simulator, Trace } from '../game.js';
import { BattleState } from './battle-state.js';
import { boardingStepInPlace } from './boarding.js';
import { CRITICALS } from './catalog-types.js';
import { commandInitiativeInPlace, InitiativeScratch } from './initiative.js';
import { ARMADA_OUTCOMES, ORDERS_PER_TURN, OUTCOME_DRAW, OUTCOME_FIRST_WIN, OUTCOME_SECOND_WIN, OUTCOME_TURN_CAP, SIDES, type ArmadaPlan } from './plan.js';
import { planBoardingInPlace } from './policies/boarding-plan.js';
import { assignOrdersInPlace } from './policies/order-plans.js';
import { squadronSegmentInPlace, torpedoSegmentInPlace } from './segments.js';
import { executeOrderInPlace } from './ship-orders.js';

const FLEET = ['first', 'second'] as const;

/**
 * The "brawl" Last Starship battle (docs, model notes: Armada; 000, "Playing the Game" and "Turn Order"):
 * each turn, (1) every ship gets three hidden orders from its side's order plan and boarding
 * policy, (2) command initiative and the initiative counters fix the acting order, (3) three orders
 * phases of squadron segment, ship segment (in counter order) and torpedo segment, (4) boarding,
 * (5) ready. The battle ends when a fleet controls no ship, or at the turn cap (`turnCap`).
 */
export class BrawlSimulator implements Simulator {
  readonly state: BattleState;
  private readonly scratch: InitiativeScratch;

  constructor(private readonly plan: ArmadaPlan) {
    this.state = new BattleState(plan);
    this.scratch = new InitiativeScratch(plan.ships.count);
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
      for (let s = 0; s < st.nShips; s++) {
        if (st.alive[s] === 0) continue;
        const policy = plan.policies[st.owner[s]];
        assignOrdersInPlace(st, s, policy);
        planBoardingInPlace(st, s, policy.boarding);
      }
      const acting = commandInitiativeInPlace(st, this.scratch);
      for (let p = 0; p < ORDERS_PER_TURN && !st.over; p++) {
        st.phase++;
        if (st.trace !== null) st.trace.add(` Orders phase ${p + 1}`);
        squadronSegmentInPlace(st);
        for (let k = 0; k < acting && !st.over; k++) {
          const s = st.byCounter[k];
          if (st.alive[s] === 1) executeOrderInPlace(st, s, st.orders[s * ORDERS_PER_TURN + p], 0);
        }
        if (!st.over) torpedoSegmentInPlace(st);
        st.torpCount = 0;
      }
      if (!st.over) boardingStepInPlace(st);
      for (let i = 0; i < st.nDisks; i++) st.diskReady[i] = 1;
    }
    const outcome = !st.over ? OUTCOME_TURN_CAP
      : st.shipsLeft[0] > 0 ? OUTCOME_FIRST_WIN
        : st.shipsLeft[1] > 0 ? OUTCOME_SECOND_WIN
          : OUTCOME_DRAW;
    tally[BATTLES_SLOT]++;
    tally[OUTCOME_BASE + outcome]++;
    tally[plan.turnsSlot + turn]++;
    this.tallySidesInPlace(tally);
    if (st.trace !== null) this.traceEnd(outcome, turn, st.trace);
  }

  /** Adds each side's survivors, points lost, criticals suffered and captures to the tally. */
  private tallySidesInPlace(tally: Tally): void {
    const st = this.state;
    const plan = this.plan;
    let product = 1;
    for (let side = 0; side < SIDES; side++) {
      const slots = plan.sides[side];
      let left = 0;
      let lost = 0;
      for (let s = 0; s < st.nShips; s++) {
        if (plan.ships.side[s] !== side) continue;
        if (st.alive[s] === 1 && st.owner[s] === side) {
          left++;
          tally[plan.shipSurvivedSlot + s]++;
        } else lost += plan.ships.cost[s];
      }
      for (let q = 0; q < st.nSquadrons; q++) if (plan.squadrons.side[q] === side && st.sqAlive[q] === 0) lost += plan.squadrons.cost[q];
      tally[slots.shipsLeft + left]++;
      tally[slots.squadronsLeft + st.squadronsLeft[side]]++;
      tally[slots.lost] += lost;
      tally[slots.lost + 1] += lost * lost;
      product *= lost;
      for (let c = 0; c < CRITICALS.length; c++) tally[slots.criticals + c] += st.critsSuffered[side * CRITICALS.length + c];
      tally[slots.captures] += st.captures[side];
      tally[slots.torpedoStrikes] += st.torpedoStrikes[side];
    }
    tally[plan.lostCrossSlot] += product;
  }

  private traceEnd(outcome: number, turns: number, trace: Trace): void {
    const st = this.state;
    trace.add(`Result: ${ARMADA_OUTCOMES[outcome]} after ${turns} turn${turns === 1 ? '' : 's'}`);
    for (let side = 0; side < SIDES; side++) {
      const left: string[] = [];
      for (let s = 0; s < st.nShips; s++) {
        if (st.alive[s] === 1 && st.owner[s] === side) left.push(`${this.plan.ships.label[s]} (shields ${st.shields[s]}, hull ${st.hull[s]})`);
      }
      trace.add(`  ${FLEET[side]} fleet controls: ${left.length > 0 ? left.join(', ') : 'nothing'}; squadrons left ${st.squadronsLeft[side]}`);
    }
  }
}
