import type { Trace } from '../game.js';
import { applyBlastInPlace } from './blast.js';
import * as codes from './plan.js';
import type { TitaniumPlan } from './plan.js';
import type { Assignment, AssignmentMemo } from './policies/allocation-memo.js';
import type { RecentAssignments } from './policies/recent-assignments.js';
import type { AllocationSituation, Allocator } from './policies/situation.js';
import type { ConquestState } from './state.js';

/** Imported constants as this module's own (docs/architecture.md, "Hot loops"). */
const { ROLE_MINEFIELD, ROLE_MISSILE, ROLE_SHIP, SPECIAL_PLANETARY_FIRE, TARGET_MASKS } = codes;

/**
 * Total Attack Strength of player p's card (004, "Determine the Total Attack Strength"; "Glossary"):
 * the attack of p's living units the card activates plus its activated buildings (Planetary
 * Supports), doubled for "Attack x2". Cached until the next destruction (state.version).
 */
export function totalAttackStrength(state: ConquestState, p: number, card: number): number {
  const plan = state.plan;
  const slot = p * plan.cardKeys.length + card;
  if (state.strengthStamp[slot] === state.version) return state.strengthValue[slot];
  let activates = plan.cardActivates[card];
  let sum = plan.buildingAttack[slot];
  const base = p * state.kinds;
  for (let k = 0; activates !== 0; k++, activates >>>= 1) if ((activates & 1) !== 0) sum += state.kindAttack[base + k];
  sum *= plan.cardMultiplier[card];
  state.strengthValue[slot] = sum;
  state.strengthStamp[slot] = state.version;
  return sum;
}

/**
 * The memo key of an allocation decision: the damage of every unit the attacker does not own (a
 * unit out of the target players counts as destroyed), the strength, the target players, the
 * attacker and the card, in mixed radix — or −1 when it would not fit in 2^53 (plan.memoFeasible).
 * Everything the target list and the allocator's answer depend on is in it.
 */
export function decisionKey(state: ConquestState, attacker: number, card: number, strength: number, targetMask: number): number {
  const base = targetStateKey(state, attacker, targetMask);
  return base < 0 ? -1 : withCardKey(state, base, attacker, card, strength, targetMask);
}

/** The part of `decisionKey` that depends on the units only (−1 when keys do not fit). */
export function targetStateKey(state: ConquestState, attacker: number, targetMask: number): number {
  const plan = state.plan;
  if (plan.memoFeasible[attacker] === 0) return -1;
  // Player by player, from the keys the state keeps (ConquestState.keyed): a destroyed unit's damage
  // equals its defense (state.destroyInPlace), so damage alone says it.
  const P = state.players;
  let key = 0;
  for (let q = 0; q < P; q++) {
    if (q !== attacker) key += (targetMask & (1 << q)) !== 0 ? state.targetPart[attacker * P + q] : state.targetFull[attacker * P + q];
  }
  return key;
}

/** Completes a `targetStateKey` into a `decisionKey`. */
export function withCardKey(state: ConquestState, base: number, attacker: number, card: number, strength: number, targetMask: number): number {
  const plan = state.plan;
  return (((base * (plan.maxStrength + 1) + strength) * TARGET_MASKS + targetMask) * state.players + attacker) * plan.cardKeys.length + card;
}

/**
 * True when some player in `targetMask` other than `attacker` has a living unit of a kind `card`
 * targets: without one the card's target list (buildTargetsInPlace) is empty.
 */
export function hasTargets(state: ConquestState, attacker: number, card: number, targetMask: number): boolean {
  const targets = state.plan.cardTargets[card];
  const enemies = targetMask & ~(1 << attacker);
  for (let q = 0; q < state.players; q++) if ((enemies & (1 << q)) !== 0 && (state.kindsAlive[q] & targets) !== 0) return true;
  return false;
}

/** True when every living Magnetic Target ship of q can be destroyed by this card (so q's other ships can be opened). */
function isMagneticOpenable(state: ConquestState, plan: TitaniumPlan, q: number, targets: number): boolean {
  for (let u = 0; u < state.n; u++) {
    if (state.alive[u] === 0 || plan.unitOwner[u] !== q || plan.unitMagnetic[u] === 0 || plan.unitRole[u] !== ROLE_SHIP) continue;
    if ((targets & (1 << plan.unitKind[u])) === 0 || (plan.unitEvasion[u] === 1 && state.damage[u] === 0)) return false;
  }
  return true;
}

/**
 * Fills `sit` with the units `attacker`'s card may damage among the players in `targetMask`
 * (participating enemies; 004, "Allocate Damage"), applying Hyperdrive (an undamaged ship takes at
 * most its defense − 1 from one attack) and Magnetic Target (ships without one are locked behind
 * their player's Magnetic Target ships, or left out when those cannot all be destroyed by this
 * card).
 */
export function buildTargetsInPlace(state: ConquestState, attacker: number, card: number, strength: number, targetMask: number, sit: AllocationSituation): void {
  const plan = state.plan;
  const targets = plan.cardTargets[card];
  const values = plan.valueTable[plan.valueCode[attacker]];
  sit.clear(strength);
  const enemies = targetMask & ~(1 << attacker);
  let guardedMask = 0;
  let openableMask = 0;
  for (let q = 0; q < state.players; q++) {
    if ((enemies & (1 << q)) === 0 || state.magneticAlive[q] === 0) continue;
    guardedMask |= 1 << q;
    if (isMagneticOpenable(state, plan, q, targets)) openableMask |= 1 << q;
  }
  // In unit order, so targets come player by player: over the enemies' own runs of units when the
  // units are grouped by owner (ConquestState.unitStart), else one pass over every unit.
  if (state.ownersInOrder) {
    for (let q = 0; q < state.players; q++) {
      if ((enemies & (1 << q)) === 0) continue;
      const end = state.unitEnd[q];
      for (let u = state.unitStart[q]; u < end; u++) pushTarget(state, u, q, targets, guardedMask, openableMask, values, sit);
    }
    return;
  }
  for (let u = 0; u < state.n; u++) {
    const q = plan.unitOwner[u];
    if ((enemies & (1 << q)) !== 0) pushTarget(state, u, q, targets, guardedMask, openableMask, values, sit);
  }
}

/** Appends enemy q's unit u to `sit` if it is alive, the card targets it and it may take damage now (buildTargetsInPlace). */
function pushTarget(
  state: ConquestState, u: number, q: number, targets: number, guardedMask: number, openableMask: number, values: ArrayLike<number>, sit: AllocationSituation,
): void {
  const plan = state.plan;
  if (state.alive[u] === 0 || (targets & (1 << plan.unitKind[u])) === 0) return;
  const ship = plan.unitRole[u] === ROLE_SHIP;
  const magnetic = ship && plan.unitMagnetic[u] === 1;
  const locked = ship && (guardedMask & (1 << q)) !== 0 && !magnetic;
  if (locked && (openableMask & (1 << q)) === 0) return;
  const hp = plan.unitDefense[u] - state.damage[u];
  const cap = plan.unitEvasion[u] === 1 && state.damage[u] === 0 ? hp - 1 : hp;
  if (cap <= 0) return;
  sit.push(u, hp, cap, values[u], q, magnetic, locked);
}

/**
 * The Blast unit u deals when a Tactic other than Planetary Fire destroys it: its Self-Destruct
 * Devices' (004, "Self-Destruct Device"), or an Interstellar Missile's Blast — Planetary Support is
 * "the only means to destroy Interstellar Missiles and Ships that are equipped with Self-Destruct
 * Devices without triggering their Blast" (004, "Card Clarifications — Planetary Support").
 */
export function deathBlast(plan: TitaniumPlan, u: number): number {
  return plan.unitRole[u] === ROLE_MISSILE ? plan.unitPower[u] : plan.unitSelfDestruct[u];
}

/** Scratch space for resolving attacks, allocated once per simulator. */
export interface AttackScratch {
  sit: AllocationSituation;
  assignment: Assignment;
  memo: AssignmentMemo;
  /** The assignments the Tactic choice just worked out (policies/recent-assignments.ts). */
  recent: RecentAssignments;
  selfDestructQueue: Int32Array;
}

/**
 * Resolves one attacking Tactic (004, "3. Resolving Tactics"): allocation by the attacker's policy,
 * immediate destruction, then the Blasts of what it destroyed (`deathBlast`: Self-Destruct Devices,
 * 004, "Self-Destruct Device": 1 Blast per device to each of the destroyer's ships; Interstellar
 * Missiles, their Blast to each of the destroyer's ships; never for Planetary Fire), then Minefields (004, "Minefield": each player the attack damaged may destroy one to deal
 * 2 Blast to each of the attacker's ships — not after Planetary Fire, not if the Minefield was
 * destroyed in the attack, not against a player with no ships). Returns the damage dealt. The
 * assignment is the one the Tactic choice just worked out when nothing changed since
 * (policies/recent-assignments.ts), or comes from the memo when this decision was met before
 * (policies/allocation-memo.ts).
 */
export function resolveAttackInPlace(
  state: ConquestState, attacker: number, card: number, strength: number, targetMask: number,
  allocator: Allocator, scratch: AttackScratch, trace: Trace | null,
): number {
  const plan = state.plan;
  if (trace !== null) trace.add(`  ${plan.playerNames[attacker]} plays ${plan.cardNames[card]}: Total Attack Strength ${strength}`);
  if (strength === 0) return 0;
  const { sit, assignment, memo, selfDestructQueue } = scratch;
  if (!scratch.recent.lookup(state, attacker, card, strength, targetMask, assignment)) {
    const key = decisionKey(state, attacker, card, strength, targetMask);
    if (!memo.lookup(key, assignment)) {
      buildTargetsInPlace(state, attacker, card, strength, targetMask, sit);
      if (sit.count === 0) assignment.count = 0;
      else {
        allocator.allocate(sit);
        assignment.fromSituation(sit);
      }
      memo.store(key, assignment);
    }
  }
  const triggers = plan.cardSpecial[card] !== SPECIAL_PLANETARY_FIRE;
  let hitMask = 0;
  let dealt = 0;
  let queued = 0;
  for (let k = 0; k < assignment.count; k++) {
    const u = assignment.unit[k];
    const d = assignment.damage[k];
    hitMask |= 1 << plan.unitOwner[u];
    dealt += d;
    const destroyed = state.damageInPlace(u, d, attacker);
    if (trace !== null) trace.add(`    ${d} damage to ${plan.unitLabel[u]}${destroyed ? ': destroyed' : ` (${state.damage[u]}/${plan.unitDefense[u]})`}`);
    if (destroyed && triggers && deathBlast(plan, u) > 0) selfDestructQueue[queued++] = u;
  }
  for (let k = 0; k < queued; k++) {
    const u = selfDestructQueue[k];
    if (trace !== null) trace.add(`    ${plan.unitRole[u] === ROLE_MISSILE ? `${plan.unitLabel[u]} explodes` : `Self-Destruct Device of ${plan.unitLabel[u]}`}`);
    applyBlastInPlace(state, attacker, deathBlast(plan, u), plan.unitOwner[u], trace);
  }
  if (!triggers) return dealt;
  for (let k = 0; k < state.players; k++) {
    const q = state.order[k];
    if ((hitMask & (1 << q)) === 0 || plan.useMinefield[q] === 0 || state.ships[attacker] === 0) continue;
    const mine = state.firstOfRole(q, ROLE_MINEFIELD);
    if (mine < 0) continue;
    if (trace !== null) trace.add(`    ${plan.playerNames[q]} destroys ${plan.unitLabel[mine]}`);
    state.destroyInPlace(mine, -1);
    applyBlastInPlace(state, attacker, plan.unitPower[mine], q, trace);
  }
  return dealt;
}
