import type { BattleState } from '../battle-state.js';
import { EFFECT_TORPEDO_SPEED } from '../plan.js';
import { SEGMENT_SLOTS } from './geometry.js';
import { PlanView } from './policies/planner-view.js';
import type { TablePlan } from './table-plan.js';

/** TableState.probe slots: a point (a move's origin), a heading's unit vector, a heading (a search's answer, a leg's turn, a launch), a score, a launcher's radius. */
export const PROBE_X = 0;
export const PROBE_Y = 1;
export const PROBE_DIR_X = 2;
export const PROBE_DIR_Y = 3;
export const PROBE_HEADING = 4;
export const PROBE_SCORE = 5;
export const PROBE_RADIUS = 6;
const PROBE_SLOTS = 7;
/** TableState.planScratch's size: the order planner's per-phase values and the doubles it passes between its functions (policies/order-planner.ts). */
export const PLAN_SCRATCH_SLOTS = 4 * 3 + 10;

/**
 * Where everything is on the table in one battle (struct-of-arrays, allocated once per simulator,
 * reset per battle): ship positions, headings, current speeds and lost orders; squadron
 * positions; torpedoes in flight (sharing BattleState's torpedo slots: side, damage, alive) with
 * their positions, headings, speeds and targets. Headings in radians, 0 = +x.
 */
export class TableState {
  readonly x: Float64Array;
  readonly y: Float64Array;
  readonly heading: Float64Array;
  /** Current speed (flips per orders phase; 000 "Movement"): the speed status marker. */
  readonly speed: Int16Array;
  /** 1 when the ship lost its remaining orders this turn (collision or evasive action, 000 "Collision"). */
  readonly ordersLost: Uint8Array;
  /** Torpedo run state per ship: 0 approaching, 1 turning away after a launch. */
  readonly runState: Uint8Array;
  readonly sqX: Float64Array;
  readonly sqY: Float64Array;
  readonly torpX: Float64Array;
  readonly torpY: Float64Array;
  readonly torpHeading: Float64Array;
  readonly torpSpeed: Int16Array;
  readonly torpTarget: Int16Array;
  /**
   * Scratch for doubles passed between the table's functions (slots PROBE_*): a Float64Array keeps
   * them unboxed, where a double passed to or returned from a call V8 does not inline is a heap
   * number, an allocation per call (zero-gc: the table model scavenged ~5 times per 1,000 battles).
   */
  readonly probe = new Float64Array(PROBE_SLOTS);
  /** A moving disk's segment for geometry's contactInPlace (slots SEGMENT_*, same reason). */
  readonly segment = new Float64Array(SEGMENT_SLOTS);
  /**
   * Finders Keepers (table/derelict.ts): each side's claimer this turn (the ship that goes to
   * teleport crew aboard the derelict, -1 none), the derelict's controller (-1 none), the Ready
   * steps in a row it has held it, and the winner (-1 until someone has held it for two).
   */
  readonly claimer = new Int16Array(2);
  derelictController = -1;
  derelictHeld = 0;
  derelictWinner = -1;
  /** Per side: the goal the movement policy set for the ship being planned (scratch). */
  goalX = 0;
  goalY = 0;
  wantSpeed = 0;
  /** How near its goal counts as arrived for the ship being planned (the order planner's scratch). */
  goalSlack = 0;
  /** Per ship: the speed its planned Change Speed steps towards (the order planner), -1 for the movement goal's speed. */
  readonly plannedSpeed: Int16Array;
  /** The order planner's prediction of every ship's position after 0..3 moves this turn (slot k * ships + s). */
  readonly predictX: Float64Array;
  readonly predictY: Float64Array;
  /** The order planner's scratch (policies/order-planner.ts): per phase values, the orders of the plan weighed and of the best. */
  readonly planScratch = new Float64Array(PLAN_SCRATCH_SLOTS);
  readonly planOrders = new Int8Array(3);
  readonly bestOrders = new Int8Array(3);
  /** Per phase of the plan weighed and of the best: 1 when a target is predicted in beam reach. */
  readonly planAttack = new Uint8Array(3);
  readonly bestAttack = new Uint8Array(3);
  /** The order planner's plan tree (policies/order-planner.ts playPhaseInPlace): two speed targets × 39 nodes × 13 slots, and each node's stamp. */
  readonly planNodes = new Float64Array(2 * 39 * 13);
  readonly planNodeStamp = new Int32Array(2 * 39);
  /** Counts the ships planned (marks which nodes are this plan's). */
  planStamp = 0;
  /** The order planner's last attack value was a beam shot (1) or not (0). */
  inBeamReach = 0;
  /** The order planner's ship being planned: its torpedo reach (-1 when it launches none from afar), and 1 when every enemy is beyond a turn's reach. */
  planTorpedoReach = -1;
  planFar = 0;
  /** The order planner's view of the table from the ship it plans (policies/planner-view.ts). */
  readonly planView: PlanView;
  /** The orders phase of the turn (0-based) of the ship segment running now (move-orders.ts). */
  phaseOfTurn = 0;
  /** What the order just executed did, as an order-mix bucket (order-mix.ts; scratch for order-mix-count.ts). */
  orderEffect = 0;
  /** Per ship: 1 when in play as the torpedo segment began (torpedoes.ts, torpedoes move simultaneously). */
  readonly segmentShips: Uint8Array;
  /** The plan's disks with a +X Torpedo Speed ability (torpedoes.ts launchSpeedInPlace). */
  readonly torpedoSpeedDisks: Int16Array;

  constructor(readonly st: BattleState, readonly tp: TablePlan) {
    const n = st.nShips;
    const q = st.nSquadrons;
    const t = st.torpSide.length;
    this.x = new Float64Array(n);
    this.y = new Float64Array(n);
    this.heading = new Float64Array(n);
    this.speed = new Int16Array(n);
    this.ordersLost = new Uint8Array(n);
    this.runState = new Uint8Array(n);
    this.plannedSpeed = new Int16Array(n);
    this.planView = new PlanView(n, q);
    this.predictX = new Float64Array(n * 4);
    this.predictY = new Float64Array(n * 4);
    this.sqX = new Float64Array(q);
    this.sqY = new Float64Array(q);
    this.torpX = new Float64Array(t);
    this.torpY = new Float64Array(t);
    this.torpHeading = new Float64Array(t);
    this.torpSpeed = new Int16Array(t);
    this.torpTarget = new Int16Array(t);
    this.segmentShips = new Uint8Array(n);
    const d = st.plan.disks;
    const withSpeed: number[] = [];
    for (let i = 0; i < d.count; i++) if (d.abilityEffect[i] === EFFECT_TORPEDO_SPEED) withSpeed.push(i);
    this.torpedoSpeedDisks = Int16Array.from(withSpeed);
  }

  /** Back to the deployment: ships at their start, at half their maximum speed (rounded up). */
  reset(): void {
    const tp = this.tp;
    for (let s = 0; s < this.st.nShips; s++) {
      this.x[s] = tp.startX[s];
      this.y[s] = tp.startY[s];
      this.heading[s] = tp.startHeading[s];
      this.speed[s] = Math.ceil(this.st.speed[s] / 2);
      this.ordersLost[s] = 0;
      this.runState[s] = 0;
      this.plannedSpeed[s] = -1;
    }
    for (let q = 0; q < this.st.nSquadrons; q++) {
      this.sqX[q] = tp.squadronStartX[q];
      this.sqY[q] = tp.squadronStartY[q];
    }
    this.claimer[0] = -1;
    this.claimer[1] = -1;
    this.derelictController = -1;
    this.derelictHeld = 0;
    this.derelictWinner = -1;
  }

  /** True when ship s is in play (not destroyed, not withdrawn). */
  isInPlay(s: number): boolean {
    return this.st.alive[s] === 1;
  }

  /**
   * The nearest in-play ship not controlled by `side` to the point (xs[i], ys[i]) — a ship's,
   * squadron's or torpedo's position, passed as its arrays and index so that no double crosses the
   * call — or -1.
   */
  nearestEnemyAt(side: number, xs: Float64Array, ys: Float64Array, i: number): number {
    const x = xs[i];
    const y = ys[i];
    const alive = this.st.alive;
    const owner = this.st.owner;
    const ex = this.x;
    const ey = this.y;
    let best = -1;
    let bestD = 0;
    for (let e = 0; e < alive.length; e++) {
      if (alive[e] === 0 || owner[e] === side) continue;
      const dx = ex[e] - x;
      const dy = ey[e] - y;
      const d = dx * dx + dy * dy;
      if (best < 0 || d < bestD) {
        best = e;
        bestD = d;
      }
    }
    return best;
  }

  /** The first in-play carrier `side` controls other than `except`, or -1. */
  ownCarrier(side: number, except: number): number {
    for (let c = 0; c < this.st.nShips; c++) {
      if (c !== except && this.st.alive[c] === 1 && this.st.owner[c] === side && this.st.plan.ships.carrier[c] === 1) return c;
    }
    return -1;
  }
}
