import type { TableReach } from '../reach.js';
import type { TableState } from '../table-state.js';

/**
 * What the order planner (order-planner.ts) looks at while it weighs one ship's plans, gathered once
 * per ship instead of once per point weighed: the enemy ships and squadrons in play, the others it
 * may collide with, and for each the squared centre distance within which it counts (the same sums
 * as geometry.ts isInReach, in the same order, so every comparison has the same answer). Nothing
 * it reads changes while a ship plans. Typed arrays sized once per simulator (TableState.planView).
 */
export class PlanView {
  /** Enemy ships in play (ascending index), and how many. */
  readonly enemy: Int16Array;
  enemies = 0;
  /** Per enemy listed: within the planned ship's beam reach, its torpedo reach, and the enemy's own beam reach of it (squared centre distances); the enemy's beam now. */
  readonly beam2: Float64Array;
  readonly torpedo2: Float64Array;
  readonly incoming2: Float64Array;
  readonly incomingBeams: Float64Array;
  /** Other ships in play (either side, ascending), and the squared centre distance at which the planned ship touches each. */
  readonly other: Int16Array;
  others = 0;
  readonly touch2: Float64Array;
  /** Enemy squadrons in play (ascending), within the planned ship's beam reach, within a move and the template of it (squared), and their beams. */
  readonly squadron: Int16Array;
  squadrons = 0;
  readonly squadronBeam2: Float64Array;
  readonly squadronIncoming2: Float64Array;
  readonly squadronBeams: Float64Array;

  constructor(ships: number, squadrons: number) {
    this.enemy = new Int16Array(ships);
    this.beam2 = new Float64Array(ships);
    this.torpedo2 = new Float64Array(ships);
    this.incoming2 = new Float64Array(ships);
    this.incomingBeams = new Float64Array(ships);
    this.other = new Int16Array(ships);
    this.touch2 = new Float64Array(ships);
    this.squadron = new Int16Array(squadrons);
    this.squadronBeam2 = new Float64Array(squadrons);
    this.squadronIncoming2 = new Float64Array(squadrons);
    this.squadronBeams = new Float64Array(squadrons);
  }
}

/** The square of isInReach's centre distance for a template of length `reach` between disks of radii `ar` and `br`. */
function reach2(reach: number, ar: number, br: number): number {
  const centres = reach + ar + br;
  return centres * centres;
}

/**
 * Fills tb.planView for ship s (reach acting as ship s; tb.planTorpedoReach set): the lists and
 * squared distances the planner's attackValueInPlace, incomingInPlace and collision test read.
 */
export function planViewInPlace(tb: TableState, reach: TableReach, s: number): void {
  const st = tb.st;
  const tp = tb.tp;
  const view = tb.planView;
  const side = st.owner[s];
  const r = tp.shipRadius[s];
  const beamReach = reach.beamReach(s);
  const torpedo = tb.planTorpedoReach;
  view.enemies = 0;
  view.others = 0;
  for (let e = 0; e < st.nShips; e++) {
    if (st.alive[e] === 0 || e === s) continue;
    const re = tp.shipRadius[e];
    const o = view.others++;
    view.other[o] = e;
    const touch = r + re;
    view.touch2[o] = touch * touch;
    if (st.owner[e] === side) continue;
    const i = view.enemies++;
    view.enemy[i] = e;
    view.beam2[i] = reach2(beamReach, r, re);
    view.torpedo2[i] = torpedo > 0 ? reach2(torpedo, r, re) : -1;
    view.incoming2[i] = reach2(reach.beamReach(e), r, re);
    view.incomingBeams[i] = st.beamNow(e);
  }
  view.squadrons = 0;
  const sq = st.plan.squadrons;
  const squadronMove = 2 * tp.squadronRadius;
  for (let q = 0; q < st.nSquadrons; q++) {
    if (st.sqAlive[q] === 0 || sq.side[q] === side) continue;
    const i = view.squadrons++;
    view.squadron[i] = q;
    view.squadronBeam2[i] = reach2(beamReach, r, tp.squadronRadius);
    view.squadronIncoming2[i] = reach2(tp.template + tp.squadronSpeed[q] * squadronMove, r, tp.squadronRadius);
    view.squadronBeams[i] = sq.beam[q] + st.squadronBeamBonus[1 - side];
  }
}
