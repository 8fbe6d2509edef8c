import * as tallyConsts from '../../core/tally.js';
import type { Tally } from '../../core/tally.js';
import type { Trace } from '../game.js';
import type { BattleState } from './battle-state.js';
import { boardingStepInPlace } from './boarding.js';
import * as catalogTypesConsts from './catalog-types.js';
import * as orderMixConsts from './order-mix.js';
import * as planConsts from './plan.js';

/** Imported constants as this module's own (docs/architecture.md, "Hot loops"). */
const { BATTLES_SLOT, OUTCOME_BASE } = tallyConsts;
const { CRITICALS } = catalogTypesConsts;
const { ORDER_MIX_SLOTS } = orderMixConsts;
const { ARMADA_OUTCOMES, OUTCOME_DRAW, OUTCOME_FIRST_WIN, OUTCOME_SECOND_WIN, OUTCOME_TURN_CAP, SIDES } = planConsts;

const FLEET = ['first', 'second'] as const;

/**
 * The outcome of a finished (or capped) battle: the side that still controls a ship wins (000,
 * "Appendix Two", Last Starship); both gone is a draw; not over is the turn cap.
 */
export function battleOutcome(st: BattleState): number {
  return !st.over ? OUTCOME_TURN_CAP
    : st.shipsLeft[0] > 0 ? OUTCOME_FIRST_WIN
      : st.shipsLeft[1] > 0 ? OUTCOME_SECOND_WIN
        : OUTCOME_DRAW;
}

/**
 * Counts one battle in the tally (both models): outcome, turns, and per side survivors, points
 * lost, criticals suffered, captures, torpedo strikes, ships withdrawn and the order mix.
 */
export function tallyBattleInPlace(st: BattleState, tally: Tally, outcome: number, turns: number): void {
  const plan = st.plan;
  tally[BATTLES_SLOT]++;
  tally[OUTCOME_BASE + outcome]++;
  tally[plan.turnsSlot + turns]++;
  // Both sides in one pass over the ships and one over the squadrons.
  let left0 = 0;
  let left1 = 0;
  let lost0 = 0;
  let lost1 = 0;
  for (let s = 0; s < st.nShips; s++) {
    const side = plan.ships.side[s];
    if (st.alive[s] === 1 && st.owner[s] === side) {
      if (side === 0) left0++;
      else left1++;
      tally[plan.shipSurvivedSlot + s]++;
    } else if (side === 0) lost0 += plan.ships.cost[s];
    else lost1 += plan.ships.cost[s];
  }
  for (let q = 0; q < st.nSquadrons; q++) {
    if (st.sqAlive[q] === 1) continue;
    if (plan.squadrons.side[q] === 0) lost0 += plan.squadrons.cost[q];
    else lost1 += plan.squadrons.cost[q];
  }
  tallySideInPlace(st, tally, 0, left0, lost0);
  tallySideInPlace(st, tally, 1, left1, lost1);
  tally[plan.lostCrossSlot] += lost0 * lost1;
}

/** One side's share of tallyBattleInPlace: ships and squadrons left, points lost, criticals, captures, strikes, withdrawals, order mix. */
function tallySideInPlace(st: BattleState, tally: Tally, side: number, left: number, lost: number): void {
  const slots = st.plan.sides[side];
  tally[slots.shipsLeft + left]++;
  tally[slots.squadronsLeft + st.squadronsLeft[side]]++;
  tally[slots.lost] += lost;
  tally[slots.lost + 1] += lost * lost;
  for (let c = 0; c < CRITICALS.length; c++) tally[slots.criticals + c] += st.critsSuffered[side * CRITICALS.length + c];
  tally[slots.captures] += st.captures[side];
  tally[slots.torpedoStrikes] += st.torpedoStrikes[side];
  tally[slots.withdrawn] += st.withdrawn[side];
  for (let k = 0; k < ORDER_MIX_SLOTS; k++) tally[slots.orders + k] += st.orderMix[side * ORDER_MIX_SLOTS + k];
}

/** The trace's last lines: the outcome and what each fleet still controls. */
export function traceBattleEnd(st: BattleState, outcome: number, turns: number, trace: Trace): void {
  trace.add(`Result: ${ARMADA_OUTCOMES[outcome]} after ${turns} turn${turns === 1 ? '' : 's'}`);
  for (let side = 0; side < SIDES; side++) {
    const left: string[] = [];
    for (let s = 0; s < st.nShips; s++) {
      if (st.alive[s] === 1 && st.owner[s] === side) left.push(`${st.plan.ships.label[s]} (shields ${st.shields[s]}, hull ${st.hull[s]})`);
    }
    const withdrawn = st.withdrawn[side] > 0 ? `; ships withdrawn ${st.withdrawn[side]}` : '';
    trace.add(`  ${FLEET[side]} fleet controls: ${left.length > 0 ? left.join(', ') : 'nothing'}; squadrons left ${st.squadronsLeft[side]}${withdrawn}`);
  }
}

/**
 * A turn's close in both models: the Boarding step when the battle goes on (000, "Step Four:
 * Boarding"), then every disk ready again for the next turn.
 */
export function endTurnInPlace(st: BattleState): void {
  if (!st.over) boardingStepInPlace(st);
  for (let i = 0; i < st.nDisks; i++) st.diskReady[i] = 1;
}

/** A battle's close in both models: its outcome tallied, and traced when a trace is kept. */
export function finishBattleInPlace(st: BattleState, tally: Tally, turns: number): void {
  const outcome = battleOutcome(st);
  tallyBattleInPlace(st, tally, outcome, turns);
  if (st.trace !== null) traceBattleEnd(st, outcome, turns, st.trace);
}
