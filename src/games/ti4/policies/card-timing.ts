import type { SideState } from '../side-state.js';

/**
 * When a side spends a card or exhausts a leader whose text leaves the moment (or the target) to
 * its player (docs/ti4-content.md, "Player choices"; docs/architecture.md: every choice a player
 * makes is a policy). Each list names an effect's policies, the default first; a scenario picks one
 * per effect under `effectPolicies:`, and results record it with the effect.
 */

/** Emergency Repairs: at the end of the first round after which 2 units are damaged, or after the first damage. */
export const EMERGENCY_REPAIRS_PLAYS = ['two-damaged', 'first-damaged'] as const;
/** Damaged units Emergency Repairs waits for under each policy (index = policy code). */
export const EMERGENCY_REPAIRS_WAITS_FOR = [2, 1] as const;

/** Scramble Frequency: on an opponent's unit-ability roll with 2 or more hits, or with any hit. */
export const SCRAMBLE_FREQUENCY_PLAYS = ['two-hits', 'first-hit'] as const;
/** Hits a roll needs before Scramble Frequency is played on it, per policy. */
export const SCRAMBLE_FREQUENCY_WAITS_FOR = [2, 1] as const;

/** The Thundarian: when the opponent rolled 2 or more hits more than its owner, or 1 or more. */
export const THUNDARIAN_PLAYS = ['behind-by-2', 'behind-by-1'] as const;
/** How far behind (opponent's hits minus own hits) a roll must leave the owner, per policy. */
export const THUNDARIAN_BEHIND_BY = [2, 1] as const;

/** Tellurian: cancel the first hit (space cannon included) that would destroy a unit other than a fighter or infantry, or only one on the costliest unit. */
export const TELLURIAN_PLAYS = ['first-non-fodder', 'costliest-unit'] as const;
export const TELLURIAN_COSTLIEST_UNIT = 1;

/** Reflective Shielding: the first time one of your ships sustains, or only when your costliest ship does. */
export const REFLECTIVE_SHIELDING_PLAYS = ['first-sustain', 'costliest-ship'] as const;
export const REFLECTIVE_SHIELDING_COSTLIEST_SHIP = 1;

/** Brother Milor: on the first unit lost (ship or ground force), or kept for the first ground force lost. */
export const BROTHER_MILOR_PLAYS = ['first-loss', 'ground-force'] as const;
export const BROTHER_MILOR_GROUND_FORCE = 1;

/** War Funding: reroll the opponent's dice when they beat their expected hits, or never (only your misses). */
export const WAR_FUNDING_PLAYS = ['beat-expected', 'own-misses-only'] as const;
export const WAR_FUNDING_OWN_MISSES_ONLY = 1;

/**
 * True when no other living ship of `side` costs more than ship u (Direct Hit's `costliest-ship`,
 * Reflective Shielding's `costliest-ship`: the card waits for the ship that matters most).
 */
export function isCostliestShip(side: SideState, u: number): boolean {
  for (let v = 0; v < side.n; v++) if (v !== u && side.alive[v] === 1 && side.isShip[v] === 1 && side.halfCost[v] > side.halfCost[u]) return false;
  return true;
}

/** True when no other living unit of `side` taking part in combat in the theatre costs more than unit u (Tellurian). */
export function isCostliestUnit(side: SideState, u: number, targetable: Uint8Array): boolean {
  for (let v = 0; v < side.n; v++) if (v !== u && side.alive[v] === 1 && targetable[v] === 1 && side.halfCost[v] > side.halfCost[u]) return false;
  return true;
}

/**
 * Devotion, Impulse Core and Exotrireme II ("you may destroy 1 of your … to …"): sacrifice only when
 * the hit is worth at least the ship given up, or whenever able.
 */
export const SACRIFICE_PLAYS = ['worth-it', 'whenever-able'] as const;
export const SACRIFICE_WHENEVER_ABLE = 1;

/** Maneuvering Jets: on the first space cannon hit, or kept for space cannon defense against the landing forces. */
export const MANEUVERING_JETS_PLAYS = ['first-hit', 'landing-forces'] as const;
export const MANEUVERING_JETS_LANDING_FORCES = 1;
