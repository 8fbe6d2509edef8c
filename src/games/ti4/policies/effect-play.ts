import type { SideState, Theatre } from '../side-state.js';
import { isCostliestShip } from './card-timing.js';

/**
 * When and how a side plays an effect whose card leaves it a choice (docs, model notes: TI4: effects are
 * played by named policies; docs/architecture.md: every choice a player makes is a policy). Each list
 * names an effect's policies, the default first; a scenario picks one per effect under
 * `effectPolicies:` (docs/scenario-format.md), and results record it with the effect.
 */

/** Direct Hit: on the first eligible sustain, or only on the opponent's costliest ship. */
export const DIRECT_HIT_PLAYS = ['first-sustain', 'costliest-ship'] as const;
export const DIRECT_HIT_COSTLIEST_SHIP = 1;

/** Shields Holding: the first time combat hits arrive, or only once two do (no cancel wasted). */
export const SHIELDS_HOLDING_PLAYS = ['first-hits', 'two-hits'] as const;
export const SHIELDS_HOLDING_TWO_HITS = 1;
/** Hits one Shields Holding cancels (its card text: "Cancel up to 2 hits"). */
export const SHIELDS_HOLDING_CANCELS = 2;

/** Courageous to the End: after the first non-fighter ship is destroyed, or after the best one. */
export const COURAGEOUS_PLAYS = ['first-ship', 'best-combat'] as const;
export const COURAGEOUS_BEST_COMBAT = 1;

/** Duranium Armor: repairs the costliest eligible unit, or the one with the best combat value. */
export const DURANIUM_REPAIRS = ['costliest', 'best-combat'] as const;
export const DURANIUM_BEST_COMBAT = 1;

/**
 * Magen Defense Grid's hit, assigned by its owner: to the most valuable ground force it destroys
 * (one that cannot sustain: the default), or to the most valuable mech that soaks it with SUSTAIN
 * DAMAGE — better only where a damaged mech matters more than a lost infantry.
 */
export const MAGEN_TARGETS = ['destroys-a-force', 'soaked-by-a-mech'] as const;
export const MAGEN_SOAKED_BY_A_MECH = 1;

/** The Alastor (Nekro flagship): every ground force joins the space combat, or none does. */
export const NEKRO_JOINS = ['all-ground-forces', 'none'] as const;
/** Matriarch (Naalu flagship): every fighter is committed to the invasion, or none is. */
export const NAALU_COMMITS = ['all-fighters', 'none'] as const;
/** The code of "none" in NEKRO_JOINS and NAALU_COMMITS. */
export const COMMIT_NONE = 1;

/**
 * Whether Direct Hit ("After another player's ship uses SUSTAIN DAMAGE … Destroy that ship") is
 * played on ship u of `side`: always under `first-sustain`; under `costliest-ship` only when no
 * other living ship of that side costs more (the card is kept for a war sun, not spent on a
 * dreadnought shielding it).
 */
export function isDirectHitPlayed(code: number, side: SideState, u: number): boolean {
  return code !== DIRECT_HIT_COSTLIEST_SHIP || isCostliestShip(side, u);
}

/** Whether Shields Holding ("Cancel up to 2 hits") is played against `hits` combat hits. */
export function isShieldsHoldingPlayed(code: number, hits: number): boolean {
  return code !== SHIELDS_HOLDING_TWO_HITS || hits >= SHIELDS_HOLDING_CANCELS;
}

/**
 * Whether Courageous to the End ("Roll 2 dice. For each result equal to or greater than that ship's
 * combat value…") is played for `side`'s destroyed ship u: always under `first-ship`; under
 * `best-combat` only when no living non-fighter ship of the side has a better (lower) combat value.
 */
export function isCourageousPlayed(code: number, side: SideState, u: number): boolean {
  if (code !== COURAGEOUS_BEST_COMBAT) return true;
  const hitOn = side.space.hitOn[u];
  for (let v = 0; v < side.n; v++) if (v !== u && side.alive[v] === 1 && side.isNonFighterShip[v] === 1 && side.space.hitOn[v] < hitOn) return false;
  return true;
}

/**
 * The unit Duranium Armor repairs ("repair 1 of your damaged units that did not use SUSTAIN DAMAGE
 * during this combat round"), or −1: among units taking part in this combat (a damaged ship waits
 * during ground combat), the costliest eligible unit, or under `best-combat` the one with the best
 * (lowest) combat value in this theatre, the costliest on a tie.
 */
export function duraniumRepairTarget(code: number, side: SideState, theatre: Theatre, round: number): number {
  const { hitOn, targetable } = side.theatres[theatre];
  const byCombat = code === DURANIUM_BEST_COMBAT;
  let best = -1;
  for (let u = 0; u < side.n; u++) {
    if (side.alive[u] === 0 || side.damaged[u] === 0 || targetable[u] === 0 || side.sustainedInRound[u] === round) continue;
    const better = best < 0
      || (byCombat && hitOn[u] !== hitOn[best] ? hitOn[u] < hitOn[best] : side.halfCost[u] > side.halfCost[best]);
    if (better) best = u;
  }
  return best;
}
