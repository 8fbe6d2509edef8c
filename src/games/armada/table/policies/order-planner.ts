import type { BattleState } from '../../battle-state.js';
import { CRIT_LIFE_SUPPORT, CRIT_SHIELDS, ORDER_ACTIVATE_CREW, ORDER_ACTIVATE_SHIELDS, ORDER_ATTACK, ORDER_CHANGE_HEADING, ORDER_CHANGE_SPEED, ORDERS_PER_TURN, rowFirst, rowSecond, SPECIAL_ESCORT } from '../../plan.js';
import { bombersNeedReload, crewOrderCount, PLAN_ALWAYS_ATTACK, PLAN_CREW_ORDERS } from '../../policies/order-plans.js';
import { WEAPON_BEAM_FIRST } from '../../policies/weapon-choice.js';
import { isInReach, isOffTable } from '../geometry.js';
import type { TableReach } from '../reach.js';
import { SPECIAL_GUNSHIP } from '../table-plan.js';
import { PLAN_SCRATCH_SLOTS, PROBE_HEADING, PROBE_X, PROBE_Y, type TableState } from '../table-state.js';
import { bestHeadingInPlace } from './heading.js';
import { movementGoalInPlace, torpedoReach } from './goal.js';
import { planViewInPlace } from './planner-view.js';
import { MOVE_CLOSE } from './names.js';

/**
 * The movement parts of the plans the planner weighs: every way to give at most two of the turn's
 * three orders to Change Heading or Change Speed, at most one of them a Change Heading, as bit
 * masks of the phases (bit p: phase p + 1) given to each. The other phases attack or recharge shields.
 */
const PATTERNS = (() => {
  const heading: number[] = [];
  const speed: number[] = [];
  for (let code = 0; code < 27; code++) {
    let h = 0;
    let v = 0;
    for (let p = 0, c = code; p < 3; p++, c = Math.floor(c / 3)) {
      if (c % 3 === 1) h |= 1 << p;
      else if (c % 3 === 2) v |= 1 << p;
    }
    if (h !== 0 && v !== 0 && (h | v) === 7) continue;
    // Two turns in one turn are left out: the second rarely finds a better heading than the first.
    if (h === 7 || v === 7 || h === 3 || h === 5 || h === 6) continue;
    heading.push(h);
    speed.push(v);
  }
  return { heading: Int8Array.from(heading), speed: Int8Array.from(speed) };
})();
const MOVE_HEADING = PATTERNS.heading;
const MOVE_SPEED = PATTERNS.speed;
/** Torpedo moves within which a launch is worth planning (the launch rule's two; ship-segment.ts). */
const TORPEDO_MOVES = 2;
/** The share of a planned torpedo's damage counted: it flies, may be shot down or dodged, and strikes the first ship it meets. */
const TORPEDO_ODDS = 0.5;
/** Plan value (in expected hits) of each template of distance left to the movement goal at the end of the turn. */
const GOAL_WEIGHT = 0.1;
/** Plan value lost per expected hit the ship is predicted to take (its position's danger). */
const DANGER_WEIGHT = 0.25;
/** Share of the beam reach within which a close-and-brawl ship has arrived at its goal (the enemy). */
const GOAL_REACH_SHARE = 0.7;
/** A plan that moves the ship off the table (it would withdraw, 000 "Movement"): never chosen while another stays on. */
const OFF_TABLE = 1e6;
/** A plan whose end speed and heading would carry the ship off the table in the next turn's first move. */
const NEXT_OFF_TABLE = 4;
/** The weight of each of the next turn's attacks (from where the plan leaves the ship) against this turn's. */
const NEXT_WEIGHT = 0.8;
/** A move predicted to end on another ship: a collision check (000, "Collision") risks a hull hit, a stop and the turn's other orders. */
const COLLISION = 3;
/** Scratch slots (TableState.planScratch): per phase the attack value, the expected hits taken from ships and from squadrons. */
const ATTACK = 0;
const INCOMING = ORDERS_PER_TURN;
const SQUADRON_INCOMING = 2 * ORDERS_PER_TURN;
/** Per phase: 1 when the attack value is a beam shot (a target in beam reach), 0 for a torpedo's or none. */
const BEAM = 3 * ORDERS_PER_TURN;
/**
 * Doubles passed between the planner's functions (planScratch, as TableState.probe): the point an
 * attack or the hits taken are weighed at, an attack's value, a plan's position and order values.
 * A double passed to or returned from a call V8 does not inline is a heap number, an allocation per
 * call: the planner scavenged ~135 times per 1,000 battles before its doubles went through here.
 */
const AT_X = 4 * ORDERS_PER_TURN;
const AT_Y = AT_X + 1;
const ATTACK_VALUE = AT_X + 2;
const MOVEMENT_VALUE = AT_X + 3;
const ORDERS_VALUE = AT_X + 4;
/** The attack value (and 1 for a beam shot) from where the ship stands with the enemy unmoved: every plan's first `before`. */
const ROOT_ATTACK = AT_X + 5;
const ROOT_BEAM = AT_X + 6;
/** The planned ship's expected hits of a beam shot and of a torpedo (× TORPEDO_ODDS), and the share of an enemy's hits it takes. */
const BEAM_HIT = AT_X + 7;
const TORPEDO_HIT = AT_X + 8;
const SHARE = AT_X + 9;
if (SHARE >= PLAN_SCRATCH_SLOTS) throw new Error('order-planner: TableState.planScratch is too small');

/** True when a phase mask gives two phases. */
function isTwoBits(mask: number): boolean {
  return mask === 3 || mask === 5 || mask === 6;
}

/** The Change Speed step: two, one for a gunship (000, "Step One", "Special Ship Types"). */
function speedStep(st: BattleState, s: number): number {
  return st.plan.ships.special[s] === SPECIAL_GUNSHIP ? 1 : 2;
}

/**
 * Expected hits ship s scores with one attack from planScratch's point (AT_X, AT_Y), written to
 * planScratch[ATTACK_VALUE] (000, "Order: Attack"; a hit is a counter
 * showing its explosion, pExplosion): its beam when an enemy ship is within its beam reach (an
 * escort: or an enemy squadron); else, with a torpedo left and a weapon policy that launches from
 * afar, a torpedo's damage × TORPEDO_ODDS when an enemy ship is within two torpedo moves; else 0.
 * Enemy ships stand where predicted after `k` moves.
 */
function attackValueInPlace(tb: TableState, reach: TableReach, s: number, k: number): void {
  const st = tb.st;
  const scratch = tb.planScratch;
  tb.inBeamReach = 0;
  scratch[ATTACK_VALUE] = 0;
  // Nothing within a turn's reach of the ship (planOrdersInPlace): no need to look.
  if (tb.planFar === 1) return;
  const x = scratch[AT_X];
  const y = scratch[AT_Y];
  const view = tb.planView;
  const torpedo = tb.planTorpedoReach;
  const base = k * st.nShips;
  const px = tb.predictX;
  const py = tb.predictY;
  let inBeam = false;
  let inTorpedo = false;
  // The planner's view (planner-view.ts): enemy ships in play and isInReach's bounds, squared.
  for (let i = 0; i < view.enemies && !inBeam; i++) {
    const e = view.enemy[i];
    const dx = px[base + e] - x;
    const dy = py[base + e] - y;
    const d2 = dx * dx + dy * dy;
    if (d2 < view.beam2[i]) inBeam = true;
    else if (torpedo > 0 && d2 < view.torpedo2[i]) inTorpedo = true;
  }
  if (!inBeam && st.plan.ships.special[s] === SPECIAL_ESCORT) {
    for (let i = 0; i < view.squadrons && !inBeam; i++) {
      const q = view.squadron[i];
      const dx = tb.sqX[q] - x;
      const dy = tb.sqY[q] - y;
      if (dx * dx + dy * dy < view.squadronBeam2[i]) inBeam = true;
    }
  }
  tb.inBeamReach = inBeam ? 1 : 0;
  scratch[ATTACK_VALUE] = inBeam ? scratch[BEAM_HIT] : inTorpedo ? scratch[TORPEDO_HIT] : 0;
}

/**
 * Expected hits ship s takes in one orders phase standing at planScratch's point, written to tb.planScratch
 * at phase `p`: from the beam of every enemy ship that reaches it where that ship is predicted after
 * `p + 1` moves (predictShipsInPlace), and apart, from every enemy squadron within a move and the
 * template (000, "Segment One: Squadrons": squadrons fire before ships), each × pExplosion and
 * shared among the ship's side's ships in play (an enemy fires at one of them).
 */
function incomingInPlace(tb: TableState, reach: TableReach, s: number, p: number): void {
  const k = p + 1;
  const st = tb.st;
  if (tb.planFar === 1) {
    tb.planScratch[INCOMING + p] = 0;
    tb.planScratch[SQUADRON_INCOMING + p] = 0;
    return;
  }
  const scratch = tb.planScratch;
  const x = scratch[AT_X];
  const y = scratch[AT_Y];
  const view = tb.planView;
  const base = k * st.nShips;
  let beams = 0;
  for (let i = 0; i < view.enemies; i++) {
    const e = view.enemy[i];
    const dx = tb.predictX[base + e] - x;
    const dy = tb.predictY[base + e] - y;
    if (dx * dx + dy * dy < view.incoming2[i]) beams += view.incomingBeams[i];
  }
  const share = scratch[SHARE];
  scratch[INCOMING + p] = beams * share;
  let squadronBeams = 0;
  for (let i = 0; i < view.squadrons; i++) {
    const q = view.squadron[i];
    const dx = tb.sqX[q] - x;
    const dy = tb.sqY[q] - y;
    if (dx * dx + dy * dy < view.squadronIncoming2[i]) squadronBeams += view.squadronBeams[i];
  }
  scratch[SQUADRON_INCOMING + p] = squadronBeams * share;
}

/** Plan-tree nodes (TableState.planNodes): levels of 3, 9 and 27 prefixes, per speed target. */
const POWERS_OF_3 = Int8Array.of(1, 3, 9);
const LEVEL_OFFSET = Int8Array.of(0, 3, 12);
export const NODES_PER_TARGET = 39;
/** Slots of one node: where the phase leaves the ship, its attack, beam flag, hits taken and penalties. */
const NODE_X = 0;
const NODE_Y = 1;
const NODE_HEADING = 2;
const NODE_SPEED = 3;
const NODE_ATTACK = 4;
const NODE_BEAM = 5;
const NODE_INCOMING = 6;
const NODE_SQUADRON_INCOMING = 7;
const NODE_PENALTY = 8;
/**
 * The attack value and beam flag after the move alone: a child phase's `before` (the same point and
 * prediction, k = p + 1), so each point is weighed once.
 */
const NODE_AFTER = 9;
const NODE_AFTER_BEAM = 10;
/** The phase's move (its last heading and speed): the next turn's first move flies the same. */
const NODE_DX = 11;
const NODE_DY = 12;
export const NODE_SLOTS = 13;

/**
 * One phase of a plan for ship s, from the node `parent` (its state after the previous phase; -1:
 * where the ship stands) under order `digit` (0 attack or shields, 1 Change Heading, 2 Change
 * Speed towards `target`): its path as the ship segment would fly it (a turn at speed 0 is free,
 * Change Heading takes the best heading towards the goal), the attack value (the better of before
 * and after the move), the hits taken, and the penalties for leaving the table and ending on a
 * ship, written to the node at `id` in tb.planNodes.
 */
function playPhaseInPlace(tb: TableState, reach: TableReach, s: number, p: number, digit: number, target: number, parent: number, id: number): void {
  const st = tb.st;
  const tp = tb.tp;
  const nodes = tb.planNodes;
  const probe = tb.probe;
  const step = 2 * tp.shipRadius[s];
  const n = st.nShips;
  let x = parent < 0 ? tb.x[s] : nodes[parent + NODE_X];
  let y = parent < 0 ? tb.y[s] : nodes[parent + NODE_Y];
  let h = parent < 0 ? tb.heading[s] : nodes[parent + NODE_HEADING];
  let v = parent < 0 ? tb.speed[s] : nodes[parent + NODE_SPEED];
  let penalty = 0;
  if (digit === 2) v = Math.max(0, Math.min(st.speed[s], v + Math.max(-speedStep(st, s), Math.min(speedStep(st, s), target - v))));
  if (v === 0 || digit === 1) {
    probe[PROBE_X] = x;
    probe[PROBE_Y] = y;
    bestHeadingInPlace(tb, s, Math.max(1, v), ORDERS_PER_TURN - 1 - p);
    h = probe[PROBE_HEADING];
  }
  const scratch = tb.planScratch;
  const before = parent < 0 ? scratch[ROOT_ATTACK] : nodes[parent + NODE_AFTER];
  const beamBefore = parent < 0 ? scratch[ROOT_BEAM] : nodes[parent + NODE_AFTER_BEAM];
  const moveX = Math.cos(h) * v * step;
  const moveY = Math.sin(h) * v * step;
  x += moveX;
  y += moveY;
  if (isOffTable(x, y, tp.width, tp.height)) penalty += OFF_TABLE;
  if (v > 0) {
    const view = tb.planView;
    for (let i = 0; i < view.others; i++) {
      const e = view.other[i];
      const dx = tb.predictX[(p + 1) * n + e] - x;
      const dy = tb.predictY[(p + 1) * n + e] - y;
      if (dx * dx + dy * dy < view.touch2[i]) penalty += COLLISION;
    }
  }
  scratch[AT_X] = x;
  scratch[AT_Y] = y;
  attackValueInPlace(tb, reach, s, p + 1);
  const after = scratch[ATTACK_VALUE];
  incomingInPlace(tb, reach, s, p);
  nodes[id + NODE_X] = x;
  nodes[id + NODE_Y] = y;
  nodes[id + NODE_HEADING] = h;
  nodes[id + NODE_SPEED] = v;
  nodes[id + NODE_ATTACK] = before > after ? before : after;
  nodes[id + NODE_BEAM] = beamBefore === 1 || tb.inBeamReach === 1 ? 1 : 0;
  nodes[id + NODE_AFTER] = after;
  nodes[id + NODE_AFTER_BEAM] = tb.inBeamReach;
  nodes[id + NODE_DX] = moveX;
  nodes[id + NODE_DY] = moveY;
  nodes[id + NODE_INCOMING] = tb.planScratch[INCOMING + p];
  nodes[id + NODE_SQUADRON_INCOMING] = tb.planScratch[SQUADRON_INCOMING + p];
  nodes[id + NODE_PENALTY] = penalty;
}

/**
 * Plays movement plan `m` (heading and speed phase masks, speed `target`, whose index is
 * `targetKey`) for ship s over the turn's three phases from where it stands, phase by phase
 * (playPhaseInPlace, shared between plans with the same first phases), with each phase's attack
 * value and expected hits taken written to tb.planScratch. Writes the plan's position value to
 * planScratch[MOVEMENT_VALUE]: minus the goal distance left (GOAL_WEIGHT a template) and the
 * OFF_TABLE / NEXT_OFF_TABLE penalties, plus the next turn's attacks.
 */
function playMovementInPlace(tb: TableState, reach: TableReach, s: number, m: number, target: number, targetKey: number): void {
  const scratch = tb.planScratch;
  const nodes = tb.planNodes;
  let value = 0;
  let node = -1;
  let prefix = 0;
  let speedSeen = 0;
  for (let p = 0; p < ORDERS_PER_TURN; p++) {
    const bit = 1 << p;
    const digit = (MOVE_HEADING[m] & bit) !== 0 ? 1 : (MOVE_SPEED[m] & bit) !== 0 ? 2 : 0;
    if (digit === 2) speedSeen = 1;
    prefix += digit * POWERS_OF_3[p];
    // A node is one phase of a plan prefix: plans that share their first phases (and, once they
    // changed speed, their target) share the work; tb.planStamp marks this ship's plan.
    const id = (speedSeen * targetKey * NODES_PER_TARGET + LEVEL_OFFSET[p] + prefix) * NODE_SLOTS;
    if (tb.planNodeStamp[id / NODE_SLOTS] !== tb.planStamp) {
      tb.planNodeStamp[id / NODE_SLOTS] = tb.planStamp;
      playPhaseInPlace(tb, reach, s, p, digit, target, node, id);
    }
    value -= nodes[id + NODE_PENALTY];
    scratch[ATTACK + p] = nodes[id + NODE_ATTACK];
    scratch[BEAM + p] = nodes[id + NODE_BEAM];
    scratch[INCOMING + p] = nodes[id + NODE_INCOMING];
    scratch[SQUADRON_INCOMING + p] = nodes[id + NODE_SQUADRON_INCOMING];
    node = id;
  }
  const tp = tb.tp;
  const x = nodes[node + NODE_X];
  const y = nodes[node + NODE_Y];
  const v = nodes[node + NODE_SPEED];
  // The next turn, as if flown straight at the end speed with the enemy where it is predicted at
  // this turn's end: its attacks are worth NEXT_WEIGHT each (a stopped ship beside an enemy keeps
  // firing, a fast one drifts out of reach); its first move must stay on the table.
  const cx = nodes[node + NODE_DX];
  const cy = nodes[node + NODE_DY];
  if (v > 0 && isOffTable(x + cx, y + cy, tp.width, tp.height)) value -= NEXT_OFF_TABLE;
  for (let j = 1; j <= ORDERS_PER_TURN; j++) {
    // A stopped ship weighs the same point three times: once is enough.
    if (j === 1 || v > 0) {
      scratch[AT_X] = x + cx * j;
      scratch[AT_Y] = y + cy * j;
      attackValueInPlace(tb, reach, s, ORDERS_PER_TURN);
    }
    value += NEXT_WEIGHT * scratch[ATTACK_VALUE];
  }
  const dx = tb.goalX - x;
  const dy = tb.goalY - y;
  const left = Math.max(0, Math.sqrt(dx * dx + dy * dy) - tb.goalSlack);
  scratch[MOVEMENT_VALUE] = value - (GOAL_WEIGHT * left) / tp.template;
}

/**
 * Fills the free slots of movement plan `m` (tb.planOrders) with Attack or Activate Shields,
 * phase by phase, from tb.planScratch: shields when they are predicted below the maximum and the
 * hits they would still absorb this turn (and the next turn's first phase) beat the attack's
 * expected hits; else attack. Writes the plan's order value to planScratch[ORDERS_VALUE]: expected
 * hits scored and absorbed, minus DANGER_WEIGHT × expected hits taken.
 */
function fillOrdersInPlace(tb: TableState, s: number, m: number): void {
  const st = tb.st;
  const scratch = tb.planScratch;
  const orders = tb.planOrders;
  const canRecharge = (st.crits[s] & (1 << CRIT_SHIELDS)) === 0 && st.plan.policies[st.owner[s]].orders !== PLAN_ALWAYS_ATTACK;
  const max = st.maxShields[s];
  let shields = st.shields[s];
  let value = 0;
  const last = ORDERS_PER_TURN - 1;
  for (let p = 0; p < ORDERS_PER_TURN; p++) {
    const fromShips = scratch[INCOMING + p];
    // Squadrons fire before ships (000, "Segment One"): their hits this phase land before the order.
    shields = Math.max(0, shields - scratch[SQUADRON_INCOMING + p]);
    value -= DANGER_WEIGHT * (fromShips + scratch[SQUADRON_INCOMING + p]);
    if ((MOVE_HEADING[m] & (1 << p)) !== 0) orders[p] = ORDER_CHANGE_HEADING;
    else if ((MOVE_SPEED[m] & (1 << p)) !== 0) orders[p] = ORDER_CHANGE_SPEED;
    else {
      // Hits the recharged shields could still absorb: the rest of this turn and the next turn's first phase (as this turn's last).
      let later = fromShips + scratch[INCOMING + last] + scratch[SQUADRON_INCOMING + last];
      for (let q = p + 1; q < ORDERS_PER_TURN; q++) later += scratch[INCOMING + q] + scratch[SQUADRON_INCOMING + q];
      // Shields are whole: a recharge is planned only when at least one is expected to be down.
      const recharge = canRecharge && max - shields >= 1 ? Math.min(max - shields, later) : 0;
      if (recharge > scratch[ATTACK + p]) {
        orders[p] = ORDER_ACTIVATE_SHIELDS;
        value += recharge;
        shields = max;
      } else {
        orders[p] = ORDER_ATTACK;
        value += scratch[ATTACK + p];
      }
      tb.planAttack[p] = scratch[BEAM + p];
    }
    shields = Math.max(0, shields - fromShips);
  }
  scratch[ORDERS_VALUE] = value;
}

/**
 * The order planner (docs/armada.md, "The order planner"; movement `orders: planner`): at Step One
 * (000, "Step One: Assign Orders": the three orders are chosen for the whole turn and cannot be
 * changed) ship s weighs every way to fit at most one Change Heading and one Change Speed (towards
 * its movement goal's speed, or to a stop) into its three orders, the other slots attacking or
 * recharging shields, by looking ahead over the turn's three phases with the enemy standing where it
 * is: expected hits scored and absorbed by shields, hits taken, the distance left to the movement
 * goal (close-and-brawl, kite, torpedo-run, screen-carrier: policies/goal.ts) and staying on the
 * table. The best plan's orders are written to st.orders; its Change Speed target to
 * tb.plannedSpeed. Then, as under the old plan, crew orders (order plan `crew-orders`: one per ready
 * crew that can attack or chain) take attack slots, and a carrier with bombers short of torpedoes
 * gives one slot to reloading them (000, "Reloading Bombers").
 */
export function planOrdersInPlace(tb: TableState, reach: TableReach, s: number): void {
  const st = tb.st;
  tb.ordersLost[s] = 0;
  reach.actAsShip(s);
  movementGoalInPlace(tb, reach, s);
  const best = tb.bestOrders;
  const v = tb.speed[s];
  predictShipsInPlace(tb, s);
  goalSlackInPlace(tb, reach, s);
  tb.planTorpedoReach = st.torpedoes[s] > 0 && st.plan.policies[st.owner[s]].weapon !== WEAPON_BEAM_FIRST ? torpedoReach(tb, s, TORPEDO_MOVES) : -1;
  tb.planFar = isFarFromEnemies(tb, reach, s) ? 1 : 0;
  tb.planStamp = (tb.planStamp % 0x7fffffff) + 1;
  const scratch = tb.planScratch;
  planViewInPlace(tb, reach, s);
  const pExplosion = st.plan.pExplosion;
  scratch[BEAM_HIT] = st.beamNow(s) * pExplosion;
  scratch[TORPEDO_HIT] = st.torpedoNow(s) * pExplosion * TORPEDO_ODDS;
  scratch[SHARE] = pExplosion / Math.max(1, st.shipsLeft[st.owner[s]]);
  scratch[AT_X] = tb.x[s];
  scratch[AT_Y] = tb.y[s];
  attackValueInPlace(tb, reach, s, 0);
  scratch[ROOT_ATTACK] = scratch[ATTACK_VALUE];
  scratch[ROOT_BEAM] = tb.inBeamReach;
  let bestValue = -Infinity;
  let bestTarget = -1;
  for (let m = 0; m < MOVE_HEADING.length; m++) {
    // At speed 0 a ship turns without an order (000, "Step One"): a Change Heading is wasted.
    if (v === 0 && MOVE_HEADING[m] !== 0) continue;
    const hasSpeed = MOVE_SPEED[m] !== 0;
    for (let k = 0; k < 2; k++) {
      const target = k === 0 ? tb.wantSpeed : 0;
      if (hasSpeed ? target === v || (k === 1 && tb.wantSpeed === 0) : k === 1) continue;
      // Two Change Speed orders where one reaches the target fly the same path as the first alone.
      if (isTwoBits(MOVE_SPEED[m]) && Math.abs(target - v) <= speedStep(st, s)) continue;
      playMovementInPlace(tb, reach, s, m, target, k);
      fillOrdersInPlace(tb, s, m);
      const value = scratch[MOVEMENT_VALUE] + scratch[ORDERS_VALUE];
      if (value > bestValue) {
        bestValue = value;
        bestTarget = hasSpeed ? target : -1;
        for (let p = 0; p < ORDERS_PER_TURN; p++) {
          best[p] = tb.planOrders[p];
          tb.bestAttack[p] = tb.planAttack[p];
        }
      }
    }
  }
  const o = s * ORDERS_PER_TURN;
  for (let p = 0; p < ORDERS_PER_TURN; p++) st.orders[o + p] = best[p];
  tb.plannedSpeed[s] = bestTarget;
  addCrewOrdersInPlace(tb, s, o);
}

/**
 * True when no enemy can come within reach of ship s, or reach it, this turn or the next: every
 * enemy ship farther (edge to edge) than both ships' moves over six phases and the longest reach
 * of either, every enemy squadron farther than six of ship s's moves, two of its own and the template.
 * Then the planner's attack and incoming values are all 0 and are not looked for.
 */
function isFarFromEnemies(tb: TableState, reach: TableReach, s: number): boolean {
  const st = tb.st;
  const tp = tb.tp;
  const side = st.owner[s];
  const own = 2 * ORDERS_PER_TURN * st.speed[s] * 2 * tp.shipRadius[s];
  const longest = Math.max(reach.beamReach(s), tb.planTorpedoReach);
  for (let e = 0; e < st.nShips; e++) {
    if (st.alive[e] === 0 || st.owner[e] === side) continue;
    const theirs = 2 * ORDERS_PER_TURN * st.speed[e] * 2 * tp.shipRadius[e] + Math.max(reach.beamReach(e), torpedoReach(tb, e, TORPEDO_MOVES));
    if (isInReach(tb.x[s], tb.y[s], tp.shipRadius[s], tb.x[e], tb.y[e], tp.shipRadius[e], own + theirs + longest)) return false;
  }
  const sq = st.plan.squadrons;
  for (let q = 0; q < st.nSquadrons; q++) {
    if (st.sqAlive[q] === 0 || sq.side[q] === side) continue;
    const theirs = (2 * ORDERS_PER_TURN + 2) * tp.squadronSpeed[q] * 2 * tp.squadronRadius + tp.template;
    if (isInReach(tb.x[s], tb.y[s], tp.shipRadius[s], tb.sqX[q], tb.sqY[q], tp.squadronRadius, own + theirs + longest)) return false;
  }
  return true;
}

/**
 * Where every other ship is predicted after 0..3 moves this turn (TableState.predictX/Y, slot
 * k * ships + e): an enemy ship goes on straight at its current speed (its orders are hidden, 000
 * "Step One"); ship s's own side stands where it is.
 */
function predictShipsInPlace(tb: TableState, s: number): void {
  const st = tb.st;
  const n = st.nShips;
  const side = st.owner[s];
  for (let e = 0; e < n; e++) {
    const move = st.owner[e] === side ? 0 : tb.speed[e] * 2 * tb.tp.shipRadius[e];
    const cx = Math.cos(tb.heading[e]) * move;
    const cy = Math.sin(tb.heading[e]) * move;
    for (let k = 0; k <= ORDERS_PER_TURN; k++) {
      tb.predictX[k * n + e] = tb.x[e] + cx * k;
      tb.predictY[k * n + e] = tb.y[e] + cy * k;
    }
  }
}

/**
 * How close to its goal a ship counts as arrived (tb.goalSlack): under close-and-brawl the goal is
 * the nearest enemy's centre, and the ship has arrived once within most of its beam reach of it
 * (both radii and GOAL_REACH_SHARE of the reach); every other goal is a point to stand on.
 */
function goalSlackInPlace(tb: TableState, reach: TableReach, s: number): void {
  const st = tb.st;
  tb.goalSlack = 0;
  if (tb.tp.movement[st.owner[s]] !== MOVE_CLOSE) return;
  const e = tb.nearestEnemyAt(st.owner[s], tb.x, tb.y, s);
  if (e >= 0) tb.goalSlack = tb.tp.shipRadius[s] + tb.tp.shipRadius[e] + GOAL_REACH_SHARE * reach.beamReach(s);
}

/**
 * Ready crew aboard ship s of its controller with an order row that attacks (000, "Order: Activate
 * Crew"): each can turn an Attack into a crew order that attacks and more. A crew whose rows only
 * chain to other crew is left out (order-plans.ts crewOrderCount counts it): with no other ready
 * crew to chain to, its order does nothing. A life support critical forbids crew orders.
 */
function crewAttackCount(st: BattleState, s: number): number {
  if ((st.crits[s] & (1 << CRIT_LIFE_SUPPORT)) !== 0 || crewOrderCount(st, s) === 0) return 0;
  const d = st.plan.disks;
  const owner = st.owner[s];
  let n = 0;
  for (let k = st.disksFrom(s), end = st.disksTo(s); k < end; k++) {
    const i = st.diskList[k];
    if (st.diskShip[i] !== s || st.diskAlive[i] === 0 || st.diskReady[i] === 0 || st.diskSide[i] !== owner) continue;
    for (let r = d.rowStart[i]; r < d.rowStart[i] + d.rowCount[i]; r++) {
      if (rowFirst(d.rows[r]) === ORDER_ATTACK || rowSecond(d.rows[r]) === ORDER_ATTACK) {
        n++;
        break;
      }
    }
  }
  return n;
}

/**
 * Crew orders over the planned attacks: a carrier's bomber reload takes the first attack slot,
 * then (crew-orders plan) one per ready crew that can attack or chain takes an attack slot with a
 * target predicted in beam reach (a crew's attack row fires only at what the ship's beam reaches;
 * a plain Attack may launch a torpedo from afar).
 */
function addCrewOrdersInPlace(tb: TableState, s: number, o: number): void {
  const st = tb.st;
  const code = st.plan.policies[st.owner[s]].orders;
  if (code === PLAN_ALWAYS_ATTACK) return;
  let reload = st.plan.ships.carrier[s] === 1 && bombersNeedReload(st, st.owner[s]) ? 1 : 0;
  let crew = code === PLAN_CREW_ORDERS ? crewAttackCount(st, s) : 0;
  for (let p = 0; p < ORDERS_PER_TURN && reload + crew > 0; p++) {
    if (st.orders[o + p] !== ORDER_ATTACK) continue;
    if (reload > 0) reload--;
    else if (tb.bestAttack[p] === 1) crew--;
    else continue;
    st.orders[o + p] = ORDER_ACTIVATE_CREW;
  }
}
