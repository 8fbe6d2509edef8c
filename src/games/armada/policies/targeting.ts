import type { BattleState } from '../battle-state.js';
import * as boardingPlanConsts from './boarding-plan.js';

/** Imported constants as this module's own (docs/architecture.md, "Hot loops"). */
const { BOARDING_OFF } = boardingPlanConsts;

/** Targeting code: the enemy ship with the least shields + hull left. */
export const TARGET_CLOSEST = 0;
/** Targeting code: the enemy ship with the most firepower per point of shields + hull left. */
export const TARGET_DAMAGE_PER_DURABILITY = 1;

/**
 * The enemy ship `side` shoots (policy; the docs/ pages, Armada, "Policies"): "closest-to-destruction"
 * focuses the ship with the least shields + hull left; "damage-per-durability" the one with the
 * most (beam + torpedo damage) per point of shields + hull. Ties go to the lower index; -1 when
 * the enemy controls no ship (or none in reach: the table model's BattleState.reach; in the brawl
 * model every enemy is in range, the docs/ pages).
 */
export function pickShipTarget(st: BattleState, side: number, code: number): number {
  const stamp = st.boarded && st.plan.policies[side].boarding !== BOARDING_OFF ? markBoardedInPlace(st, side) : 0;
  if (code === TARGET_CLOSEST && stamp === 0 && st.reach === null) return closestEnemy(st, side);
  const target = pickAmong(st, side, code, stamp);
  return target < 0 && stamp !== 0 ? pickAmong(st, side, code, 0) : target;
}

/**
 * "closest-to-destruction" without boarders to spare and every ship in reach (the brawl): the
 * living enemy ship with the least shields + hull, ties to the lower index, as `pickAmong` finds
 * it. Until a ship changes hands (BattleState.boarded) the enemy's ships are its own fleet's, a
 * range of indices (BattleState.enemyShipFrom, enemyShipTo), so only that range is looked at,
 * and when the ranges are exact (enemyShipRangesExact) every ship in it is the enemy's: no owner to check.
 */
function closestEnemy(st: BattleState, side: number): number {
  const alive = st.alive;
  const owner = st.owner;
  const shields = st.shields;
  const hull = st.hull;
  const boarded = st.boarded;
  const checkOwner = boarded || !st.enemyShipRangesExact;
  const from = boarded ? 0 : st.enemyShipFrom[side];
  const to = boarded ? st.nShips : st.enemyShipTo[side];
  let best = -1;
  let bestDurability = 0;
  for (let s = from; s < to; s++) {
    if (alive[s] === 0 || (checkOwner && owner[s] === side)) continue;
    const durability = shields[s] + hull[s];
    if (best < 0 || durability < bestDurability) {
      best = s;
      bestDurability = durability;
    }
  }
  return best;
}

/**
 * Marks the enemy ships with living crew of `side` aboard (a boarding in progress) with a fresh
 * stamp in `boardedStamp`, in one pass over the disks, and returns the stamp.
 */
function markBoardedInPlace(st: BattleState, side: number): number {
  const stamp = st.nextStamp();
  for (let i = 0; i < st.nDisks; i++) {
    if (st.diskSide[i] !== side || st.diskAlive[i] === 0) continue;
    const s = st.diskShip[i];
    if (st.owner[s] !== side) st.boardedStamp[s] = stamp;
  }
  return stamp;
}

/**
 * The best target; with a boarded `stamp` (a side whose boarding policy is on; 0 for none), ships
 * its own crew are boarding are passed over — a player does not shoot the prize its marines are
 * taking — unless no other ship is left.
 */
function pickAmong(st: BattleState, side: number, code: number, stamp: number): number {
  let best = -1;
  let bestScore = 0;
  for (let s = 0; s < st.nShips; s++) {
    if (st.alive[s] === 0 || st.owner[s] === side) continue;
    if (stamp !== 0 && st.boardedStamp[s] === stamp) continue;
    if (st.reach !== null && !st.reach.isShipInReach(s)) continue;
    const durability = st.shields[s] + st.hull[s];
    const score = code === TARGET_CLOSEST
      ? -durability
      : (st.beamNow(s) + (st.torpedoes[s] > 0 ? st.torpedoDamage[s] : 0)) / durability;
    if (best < 0 || score > bestScore) {
      best = s;
      bestScore = score;
    }
  }
  return best;
}

/**
 * The enemy squadron a squadron or escort shoots: bombers still carrying torpedoes first, then
 * any squadron; -1 when there is none.
 */
export function pickSquadronTarget(st: BattleState, side: number): number {
  const sq = st.plan.squadrons;
  let any = -1;
  for (let i = 0; i < st.nSquadrons; i++) {
    if (st.sqAlive[i] === 0 || sq.side[i] === side) continue;
    if (st.reach !== null && !st.reach.isSquadronInReach(i)) continue;
    if (sq.bomber[i] === 1 && st.sqTorpedoes[i] > 0) return i;
    if (any < 0) any = i;
  }
  return any;
}
