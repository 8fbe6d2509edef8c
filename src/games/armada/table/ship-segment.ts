import { executeOrderInPlace, useTimedAbilitiesInPlace } from '../ship-orders.js';
import { EFFECT_TORPEDO_DAMAGE, ORDER_ACTIVATE_CREW, ORDER_ACTIVATE_SHIELDS, ORDER_ATTACK, ORDER_CHANGE_HEADING, ORDER_CHANGE_SPEED, ORDERS_PER_TURN } from '../plan.js';
import { WEAPON_BEAM_FIRST } from '../policies/weapon-choice.js';
import { overlappedShip } from './collision.js';
import { changeSpeedInPlace } from './move-orders.js';
import { isClaimer, isWithinRange1OfDerelict, lowerShieldsToClaimInPlace, teleportToDerelictInPlace } from './derelict.js';
import type { FrameRecorder } from './frames.js';
import { distance, isInReach, isOffTable } from './geometry.js';
import { endOfMoveInPlace, flipAlongInPlace, OVERLOAD_MAX_FLIPS } from './movement.js';
import { bestHeadingInPlace, turnToBestHeadingInPlace } from './policies/heading.js';
import { movementGoalInPlace, torpedoReach } from './policies/goal.js';
import { AVOID_DODGE, MOVE_TORPEDO_RUN } from './policies/names.js';
import type { TableReach } from './reach.js';
import { SPECIAL_BLOCKADE_RUNNER, SPECIAL_SCOUT } from './table-plan.js';
import { PROBE_HEADING, PROBE_SCORE, PROBE_X, PROBE_Y, type TableState } from './table-state.js';
import { launchFromShipInPlace } from './torpedoes.js';
import { countOrderInPlace, isEnemyWithinReach } from './order-mix-count.js';
import { MIX_ATTACK, MIX_NONE, MIX_SHIELDS } from '../order-mix.js';

/** An overloading blockade runner risks three counters only when they cannot destroy it with this probability or more. */
const OVERLOAD_RISK = 0.2;
/** The last orders phase of a turn (0-based): no evasive action then (000, "Collision"). */
const LAST_PHASE = ORDERS_PER_TURN - 1;

/**
 * True when ship e is within `moves` moves of ship s's torpedoes (policies/goal.ts torpedoReach,
 * the template test of geometry.ts isInReach). Ships by index: no double crosses the call.
 */
function isWithinTorpedoMoves(tb: TableState, s: number, e: number, moves: number): boolean {
  return isInReach(tb.x[s], tb.y[s], tb.tp.shipRadius[s], tb.x[e], tb.y[e], tb.tp.shipRadius[e], torpedoReach(tb, s, moves));
}

/**
 * A torpedo launched from outside beam reach (000, "Order: Attack", Launch Torpedo): when the
 * ship has a torpedo, its weapon policy is not beam-first, and an enemy is within two torpedo
 * moves — or at once on a torpedo run. Returns true when it launched. The ship keeps its heading:
 * the torpedo leaves the bay where the ship points and steers after each flip (torpedoes.ts);
 * turning the ship needs a Change Heading order (000, "Step One: Assign Orders").
 */
function torpedoAttackInPlace(tb: TableState, reach: TableReach, s: number, frames: FrameRecorder | null): boolean {
  const st = tb.st;
  if (st.torpedoes[s] === 0) return false;
  const side = st.owner[s];
  const run = tb.tp.movement[side] === MOVE_TORPEDO_RUN;
  if (!run && (st.plan.policies[side].weapon === WEAPON_BEAM_FIRST || reach.reachesAnyEnemyShip(side))) return false;
  const e = tb.nearestEnemyAt(side, tb.x, tb.y, s);
  if (e < 0 || !isWithinTorpedoMoves(tb, s, e, 2)) return false;
  useTimedAbilitiesInPlace(st, s, EFFECT_TORPEDO_DAMAGE, false);
  st.attacksMade++;
  st.torpedoes[s]--;
  const from = st.torpCount;
  st.launchTorpedoInPlace(side, st.torpedoNow(s));
  if (st.trace !== null) st.trace.add(`  ${st.plan.ships.label[s]} launches a torpedo (${st.torpedoNow(s)} damage) towards ${st.plan.ships.label[e]}`);
  launchFromShipInPlace(tb, from, s, frames);
  if (run) tb.runState[s] = 1;
  return true;
}

/**
 * Executes one of the brawl's orders in space (reach set to ship s), placing any torpedo it
 * launched. A Finders Keepers claimer's Activate Shields lowers them, and its Attack teleports
 * crew to the derelict when it can (derelict.ts). What it did is written to tb.orderEffect (an
 * order-mix bucket: attack when it attacked, shields when the shields changed, else none).
 */
function executeInSpaceInPlace(tb: TableState, reach: TableReach, s: number, order: number, frames: FrameRecorder | null): void {
  const st = tb.st;
  const attacks = st.attacksMade;
  const shields = st.shields[s];
  executeOrderInSpaceInPlace(tb, reach, s, order, frames);
  tb.orderEffect = st.attacksMade > attacks ? MIX_ATTACK : st.shields[s] !== shields ? MIX_SHIELDS : MIX_NONE;
}

/** executeInSpaceInPlace's order itself (the ship's own Change Speed and Change Heading ran before its move: nothing here). */
function executeOrderInSpaceInPlace(tb: TableState, reach: TableReach, s: number, order: number, frames: FrameRecorder | null): void {
  const st = tb.st;
  if (order === ORDER_CHANGE_SPEED || order === ORDER_CHANGE_HEADING) return;
  reach.actAsShip(s);
  if (isClaimer(tb, s)) {
    if (order === ORDER_ACTIVATE_SHIELDS) {
      lowerShieldsToClaimInPlace(tb, s);
      return;
    }
    if (order === ORDER_ATTACK && teleportToDerelictInPlace(tb, s)) return;
  }
  if (order === ORDER_ATTACK && torpedoAttackInPlace(tb, reach, s, frames)) return;
  const from = st.torpCount;
  executeOrderInPlace(st, s, order, 0);
  if (st.torpCount > from && st.alive[s] === 1) launchFromShipInPlace(tb, from, s, frames);
}

/** True when an order is best executed before moving: shields, and attacks or crew with something in reach now (for a claimer, the derelict). */
function isBeforeMove(tb: TableState, reach: TableReach, s: number, order: number): boolean {
  if (order === ORDER_ACTIVATE_SHIELDS) return true;
  if (order !== ORDER_ATTACK && order !== ORDER_ACTIVATE_CREW) return false;
  if (order === ORDER_ATTACK && isClaimer(tb, s) && isWithinRange1OfDerelict(tb, s)) return true;
  return reach.reachesAnyEnemyShip(tb.st.owner[s]);
}

/**
 * Extra flips an overloading blockade runner takes (000, "Special Ship Types", Blockade Runner):
 * the flips its goal is beyond its speed, up to four, when three counters destroy it with less
 * than OVERLOAD_RISK; else 0.
 */
function overloadFlips(tb: TableState, s: number): number {
  const st = tb.st;
  if (st.plan.ships.special[s] !== SPECIAL_BLOCKADE_RUNNER) return 0;
  const p = st.plan.pExplosion;
  let pDestroyed = 0;
  for (let k = st.hull[s]; k <= 3; k++) pDestroyed += (k === 3 ? p ** 3 : k === 2 ? 3 * p * p * (1 - p) : k === 1 ? 3 * p * (1 - p) ** 2 : 1);
  if (st.hull[s] <= 0 || pDestroyed >= OVERLOAD_RISK) return 0;
  const beyond = distance(tb.goalX - tb.x[s], tb.goalY - tb.y[s]) / (2 * tb.tp.shipRadius[s]) - tb.speed[s];
  return Math.max(0, Math.min(OVERLOAD_MAX_FLIPS, Math.floor(beyond)));
}

/**
 * True when ship s's turn reads its movement goal (tb.goalX, goalY, wantSpeed): it turns (speed 0,
 * Change Heading), changes speed, may overload (a blockade runner), or its policy keeps state in
 * the goal (a torpedo run's approach or turn away). Otherwise the goal is left unset: nothing reads it.
 */
function needsGoal(tb: TableState, s: number, order: number): boolean {
  return tb.speed[s] === 0 || order === ORDER_CHANGE_HEADING || order === ORDER_CHANGE_SPEED
    || tb.st.plan.ships.special[s] === SPECIAL_BLOCKADE_RUNNER || tb.tp.movement[tb.st.owner[s]] === MOVE_TORPEDO_RUN;
}

/**
 * Ship s's turn in the ship segment of orders phase `p` (000, "Segment Two: Ships"): it moves its
 * current speed and executes its order before or after moving (000, "Executing Orders"). Change
 * Speed and Change Heading come first; a scout's Change Heading may turn it mid-move (the split
 * that ends nearest its goal); at speed 0 it turns freely (000, "Step One"). Attacks and crew go
 * first when a target is in reach now, else after the move. Evasive action (avoidance `dodge`,
 * not in the third phase): when the move would end on a ship and a collision would destroy it,
 * turn half-way, then speed 0 and every remaining order lost (000, "Collision"). An order given
 * while an enemy is within reach, before or after the move, is counted in the order mix
 * (order-mix-count.ts).
 */
export function shipSegmentInPlace(tb: TableState, reach: TableReach, s: number, p: number, frames: FrameRecorder | null): void {
  const st = tb.st;
  const side = st.owner[s];
  const order = tb.ordersLost[s] === 1 ? -1 : st.orders[s * ORDERS_PER_TURN + p];
  let inReach = isEnemyWithinReach(tb, reach, s);
  tb.orderEffect = MIX_NONE;
  shipTurnInPlace(tb, reach, s, p, order, frames);
  if (!inReach && st.alive[s] === 1) inReach = isEnemyWithinReach(tb, reach, s);
  if (inReach) countOrderInPlace(tb, side, order, tb.orderEffect);
}

/** shipSegmentInPlace's turn: `order` is the phase's order, -1 when lost. */
function shipTurnInPlace(tb: TableState, reach: TableReach, s: number, p: number, order: number, frames: FrameRecorder | null): void {
  const st = tb.st;
  reach.actAsShip(s);
  tb.phaseOfTurn = p;
  if (needsGoal(tb, s, order)) movementGoalInPlace(tb, reach, s);
  const later = LAST_PHASE - p;
  if (tb.speed[s] === 0) turnToBestHeadingInPlace(tb, s, 1, later);
  if (order === ORDER_CHANGE_SPEED) changeSpeedInPlace(tb, s);
  const isScoutTurn = order === ORDER_CHANGE_HEADING && st.plan.ships.special[s] === SPECIAL_SCOUT;
  if (order === ORDER_CHANGE_HEADING && !isScoutTurn) {
    turnToBestHeadingInPlace(tb, s, tb.speed[s], later);
    if (st.trace !== null) st.trace.add(`  ${st.plan.ships.label[s]} changes heading to ${Math.round((tb.heading[s] * 180) / Math.PI)}°`);
  }
  const before = isBeforeMove(tb, reach, s, order);
  if (before) executeInSpaceInPlace(tb, reach, s, order, frames);
  if (st.alive[s] === 0 || st.over) return;
  const extra = overloadFlips(tb, s);
  const v = tb.speed[s] + extra;
  if (v > 0) {
    if (extra > 0 && st.trace !== null) st.trace.add(`  ${st.plan.ships.label[s]} overloads its engines: ${extra} extra flip${extra === 1 ? '' : 's'}`);
    moveInPlace(tb, s, v, isScoutTurn, p, later);
    endOfMoveInPlace(tb, s, extra > 0);
  }
  if (!before && st.alive[s] === 1 && !st.over && tb.ordersLost[s] === 0 && order >= 0) executeInSpaceInPlace(tb, reach, s, order, frames);
}

/** Moves ship s `v` flips along its heading: straight, a scout's mid-move turn, or evasive action. */
function moveInPlace(tb: TableState, s: number, v: number, isScoutTurn: boolean, p: number, later: number): void {
  const st = tb.st;
  const probe = tb.probe;
  if (isScoutTurn) {
    const h = tb.heading[s];
    let bestK = 0;
    let bestH = h;
    let bestScore = Infinity;
    const step = 2 * tb.tp.shipRadius[s];
    const cos = Math.cos(h);
    const sin = Math.sin(h);
    for (let k = 0; k <= v; k++) {
      const x = tb.x[s] + cos * k * step;
      const y = tb.y[s] + sin * k * step;
      if (isOffTable(x, y, tb.tp.width, tb.tp.height)) break;
      probe[PROBE_X] = x;
      probe[PROBE_Y] = y;
      bestHeadingInPlace(tb, s, v - k, later);
      if (probe[PROBE_SCORE] < bestScore) {
        bestK = k;
        bestH = probe[PROBE_HEADING];
        bestScore = probe[PROBE_SCORE];
      }
    }
    if (st.trace !== null) st.trace.add(`  ${st.plan.ships.label[s]} (scout) turns after ${bestK} of ${v} flips`);
    probe[PROBE_HEADING] = bestH;
    flipAlongInPlace(tb, s, bestK, v - bestK);
    return;
  }
  if (p < LAST_PHASE && tb.tp.avoidance[st.owner[s]] === AVOID_DODGE && st.plan.ships.special[s] !== SPECIAL_BLOCKADE_RUNNER && st.hull[s] <= 1 && wouldEndOnShip(tb, s, v) && evasiveTurnOnTable(tb, s, v)) {
    const half = v >> 1;
    if (st.trace !== null) st.trace.add(`  ${st.plan.ships.label[s]} takes evasive action`);
    flipAlongInPlace(tb, s, half, v - half);
    tb.speed[s] = 0;
    tb.ordersLost[s] = 1;
    return;
  }
  flipAlongInPlace(tb, s, v, 0);
}

/**
 * The side ship s turns to for evasive action (a quarter turn, left first), written to
 * probe[PROBE_HEADING]: the one whose two legs (half of `v` flips straight, the rest turned) end on
 * the table. False when neither does: the policy never evades off the table (it withdraws only by
 * choice), and the ship moves straight instead.
 */
function evasiveTurnOnTable(tb: TableState, s: number, v: number): boolean {
  const half = v >> 1;
  const step = 2 * tb.tp.shipRadius[s];
  const h = tb.heading[s];
  const x = tb.x[s] + Math.cos(h) * half * step;
  const y = tb.y[s] + Math.sin(h) * half * step;
  for (let side = 1; side >= -1; side -= 2) {
    const turned = h + (side * Math.PI) / 2;
    if (!isOffTable(x + Math.cos(turned) * (v - half) * step, y + Math.sin(turned) * (v - half) * step, tb.tp.width, tb.tp.height)) {
      tb.probe[PROBE_HEADING] = turned;
      return true;
    }
  }
  return false;
}

/** True when a straight move of `v` flips along its heading would end with ship s overlapping another ship. */
function wouldEndOnShip(tb: TableState, s: number, v: number): boolean {
  const x = tb.x[s];
  const y = tb.y[s];
  const h = tb.heading[s];
  const step = 2 * tb.tp.shipRadius[s];
  tb.x[s] = x + Math.cos(h) * v * step;
  tb.y[s] = y + Math.sin(h) * v * step;
  const o = overlappedShip(tb, s);
  tb.x[s] = x;
  tb.y[s] = y;
  return o >= 0;
}
