import { MIX_HEADING, MIX_SPEED, ORDER_MIX_SLOTS } from '../order-mix.js';
import { ORDER_CHANGE_HEADING, ORDER_CHANGE_SPEED } from '../plan.js';
import { isInReach } from './geometry.js';
import { torpedoReach } from './policies/goal.js';
import type { TableReach } from './reach.js';
import type { TableState } from './table-state.js';

/** Torpedo moves that count as within a ship's torpedo reach: the launch rule's two (ship-segment.ts torpedoAttackInPlace). */
export const TORPEDO_REACH_MOVES = 2;

/**
 * True when an enemy is within ship s's reach (docs/armada.md, "The order mix"): an enemy ship
 * within its longest weapon reach — its beam reach (the template, twice it for a gunship; 000,
 * "Order: Attack", "Special Ship Types") or, with a torpedo left, two torpedo moves (the launch
 * rule of the table model) — or an enemy squadron within its beam reach (torpedoes never strike
 * squadrons). Measured from where the ship stands now.
 */
export function isEnemyWithinReach(tb: TableState, reach: TableReach, s: number): boolean {
  const st = tb.st;
  const side = st.owner[s];
  const x = tb.x[s];
  const y = tb.y[s];
  const r = tb.tp.shipRadius[s];
  const beam = reach.beamReach(s);
  const longest = st.torpedoes[s] > 0 ? Math.max(beam, torpedoReach(tb, s, TORPEDO_REACH_MOVES)) : beam;
  for (let e = 0; e < st.nShips; e++) {
    if (st.alive[e] === 1 && st.owner[e] !== side && isInReach(x, y, r, tb.x[e], tb.y[e], tb.tp.shipRadius[e], longest)) return true;
  }
  const sq = st.plan.squadrons.side;
  for (let q = 0; q < st.nSquadrons; q++) {
    if (st.sqAlive[q] === 1 && sq[q] !== side && isInReach(x, y, r, tb.sqX[q], tb.sqY[q], tb.tp.squadronRadius, beam)) return true;
  }
  return false;
}

/**
 * Counts one order of a ship of `side` given while an enemy was within its reach
 * (BattleState.orderMix): Change Heading and Change Speed by their kind, any other order by what it
 * did (`effect`, an order-mix bucket the executor wrote to TableState.orderEffect).
 */
export function countOrderInPlace(tb: TableState, side: number, order: number, effect: number): void {
  const bucket = order === ORDER_CHANGE_HEADING ? MIX_HEADING : order === ORDER_CHANGE_SPEED ? MIX_SPEED : effect;
  tb.st.orderMix[side * ORDER_MIX_SLOTS + bucket]++;
}
