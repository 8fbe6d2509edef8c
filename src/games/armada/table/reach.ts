import type { BattleState } from '../battle-state.js';
import type { Reach } from '../reach.js';
import { isInReach } from './geometry.js';
import { crewMoveOrderInPlace, isCrewMoveUseful } from './move-orders.js';
import { SPECIAL_GUNSHIP } from './table-plan.js';
import type { TableState } from './table-state.js';

/**
 * The table model's answer to "what can the acting unit reach" (BattleState.reach; 000, "Order:
 * Attack": the Beam Range Template can overlap both disks; "Special Ship Types": a gunship has
 * double beam range; squadrons attack "just as you would attack with a ship"). The table sets the
 * actor (a ship or a squadron) before it runs the brawl's shared attack rules.
 */
export class TableReach implements Reach {
  /** The acting ship, or -1. */
  ship = -1;
  /** The acting squadron, or -1. */
  squadron = -1;

  constructor(private readonly st: BattleState, private readonly tb: TableState) {}

  /** Acts as ship s from now on. */
  actAsShip(s: number): void {
    this.ship = s;
    this.squadron = -1;
  }

  /** Acts as squadron q from now on. */
  actAsSquadron(q: number): void {
    this.ship = -1;
    this.squadron = q;
  }

  /** The beam reach of ship s: the template, twice it for a gunship. */
  beamReach(s: number): number {
    return this.st.plan.ships.special[s] === SPECIAL_GUNSHIP ? 2 * this.tb.tp.template : this.tb.tp.template;
  }

  /**
   * True when the actor reaches the disk at (xs[i], ys[i]) of radius `r` (r passed as the radius
   * of `i` in `radii`, or `radius` when `radii` is null): arrays and indices, so that no double
   * crosses the call (a call V8 does not inline would box it).
   */
  private reaches(xs: Float64Array, ys: Float64Array, i: number, radii: readonly number[] | null, radius: number): boolean {
    const tb = this.tb;
    const r = radii === null ? radius : radii[i];
    if (this.ship >= 0) return isInReach(tb.x[this.ship], tb.y[this.ship], tb.tp.shipRadius[this.ship], xs[i], ys[i], r, this.beamReach(this.ship));
    if (this.squadron >= 0) return isInReach(tb.sqX[this.squadron], tb.sqY[this.squadron], tb.tp.squadronRadius, xs[i], ys[i], r, tb.tp.template);
    return false;
  }

  /**
   * True when the actor reaches some in-play ship `side` does not control: pickShipTarget(st, side, …)
   * would find a target (its boarding preference only reorders them), without scoring them.
   */
  reachesAnyEnemyShip(side: number): boolean {
    const st = this.st;
    for (let t = 0; t < st.nShips; t++) if (st.alive[t] === 1 && st.owner[t] !== side && this.isShipInReach(t)) return true;
    return false;
  }

  isShipInReach(t: number): boolean {
    return this.reaches(this.tb.x, this.tb.y, t, this.tb.tp.shipRadius, 0);
  }

  isSquadronInReach(q: number): boolean {
    return this.reaches(this.tb.sqX, this.tb.sqY, q, null, this.tb.tp.squadronRadius);
  }

  isTorpedoInReach(k: number): boolean {
    return this.reaches(this.tb.torpX, this.tb.torpY, k, null, this.tb.tp.torpedoRadius);
  }

  isShipWithinRange1(s: number, t: number): boolean {
    const tb = this.tb;
    return isInReach(tb.x[s], tb.y[s], tb.tp.shipRadius[s], tb.x[t], tb.y[t], tb.tp.shipRadius[t], tb.tp.template);
  }

  isSquadronWithinRange1(s: number, q: number): boolean {
    const tb = this.tb;
    return isInReach(tb.x[s], tb.y[s], tb.tp.shipRadius[s], tb.sqX[q], tb.sqY[q], tb.tp.squadronRadius, tb.tp.template);
  }

  moveOrderInPlace(s: number, order: number): void {
    crewMoveOrderInPlace(this.tb, this, s, order);
  }

  isMoveOrderUseful(s: number, order: number): boolean {
    return isCrewMoveUseful(this.tb, this, s, order);
  }
}
