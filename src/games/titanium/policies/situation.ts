import { MAX_PLAYERS } from '../plan.js';

/**
 * The damage-allocation decision of one Tactic (004, "Conquest — 3. Resolving Tactics", "Allocate
 * Damage"): a Total Attack Strength and the enemy units it may damage, as typed arrays reused for
 * every decision (no allocation in the hot loop). Built by `attack.ts`, read by the allocators.
 *
 * Each target i has `hp` (defense minus damage), `cap` (the most damage this attack may place:
 * `hp`, or `hp - 1` for an undamaged Hyperdrive ship — 004, "Card Clarifications — Hyperdrive"),
 * an integer `value` and the player `group` it belongs to. Magnetic Target (004, "Card
 * Clarifications — Magnetic Target"): `magnetic[i]` marks a ship with a Magnetic Target; `locked[i]`
 * marks a ship of a player whose Magnetic Target ships are alive, which may be damaged only once all
 * of them (`groupMagnetic[g]` of them, all in the list and killable) are destroyed by this attack.
 */
export class AllocationSituation {
  count = 0;
  strength = 0;
  readonly unit: Int32Array;
  readonly hp: Int32Array;
  readonly cap: Int32Array;
  readonly value: Int32Array;
  readonly group: Int32Array;
  readonly magnetic: Uint8Array;
  readonly locked: Uint8Array;
  readonly groupMagnetic = new Int32Array(MAX_PLAYERS);
  /** Output: damage placed on each target. */
  readonly damage: Int32Array;
  /** Output: value destroyed by the allocation. */
  killedValue = 0;

  constructor(readonly capacity: number) {
    this.unit = new Int32Array(capacity);
    this.hp = new Int32Array(capacity);
    this.cap = new Int32Array(capacity);
    this.value = new Int32Array(capacity);
    this.group = new Int32Array(capacity);
    this.magnetic = new Uint8Array(capacity);
    this.locked = new Uint8Array(capacity);
    this.damage = new Int32Array(capacity);
  }

  /** Empties the target list for a new decision. */
  clear(strength: number): void {
    this.count = 0;
    this.strength = strength;
    this.killedValue = 0;
    const g = this.groupMagnetic;
    g[0] = 0;
    g[1] = 0;
    g[2] = 0;
    g[3] = 0;
  }

  /** Appends a target (the builder guarantees the Magnetic Target invariants above). */
  push(unit: number, hp: number, cap: number, value: number, group: number, magnetic: boolean, locked: boolean): void {
    const i = this.count++;
    this.unit[i] = unit;
    this.hp[i] = hp;
    this.cap[i] = cap;
    this.value[i] = value;
    this.group[i] = group;
    this.magnetic[i] = magnetic ? 1 : 0;
    this.locked[i] = locked ? 1 : 0;
    this.damage[i] = 0;
    if (magnetic) this.groupMagnetic[group]++;
  }
}

/** A damage-allocation policy: fills `sit.damage` and `sit.killedValue` with a legal allocation. */
export interface Allocator {
  allocate(sit: AllocationSituation): void;
}

/** The allocation objective: value destroyed, then `setup`, the damage left that sets up later kills. */
export interface AllocationScore {
  legal: boolean;
  value: number;
  setup: number;
}

/**
 * Setup weight of one damage token on a surviving target: its value per point of remaining
 * defense, so leftover damage goes where it buys the most value towards a later kill.
 */
export const setupWeight = (sit: AllocationSituation, i: number): number => sit.value[i] / sit.hp[i];

/**
 * Scores a damage vector for `sit` (the objective the `optimal` policy maximises, in order: value
 * destroyed, then setup) and checks it is legal: within the strength and each cap, and with locked
 * ships damaged only when every Magnetic Target ship of their player is destroyed.
 */
export function scoreAllocation(sit: AllocationSituation, damage: ArrayLike<number>): AllocationScore {
  let total = 0;
  let value = 0;
  let setup = 0;
  const magneticKilled = [0, 0, 0, 0];
  for (let i = 0; i < sit.count; i++) {
    const d = damage[i];
    if (d < 0 || d > sit.cap[i]) return { legal: false, value: 0, setup: 0 };
    total += d;
    if (d === sit.hp[i]) {
      value += sit.value[i];
      if (sit.magnetic[i] === 1) magneticKilled[sit.group[i]]++;
    } else setup += d * setupWeight(sit, i);
  }
  if (total > sit.strength) return { legal: false, value: 0, setup: 0 };
  for (let i = 0; i < sit.count; i++) {
    if (sit.locked[i] === 1 && damage[i] > 0 && magneticKilled[sit.group[i]] < sit.groupMagnetic[sit.group[i]]) {
      return { legal: false, value: 0, setup: 0 };
    }
  }
  return { legal: true, value, setup };
}

/** Relative tolerance when comparing setup scores (floating sums in different orders). */
export const SETUP_EPSILON = 1e-9;

/** True when score a is strictly better than b (value first, then setup). */
export function isBetterScore(aValue: number, aSetup: number, bValue: number, bSetup: number): boolean {
  if (aValue !== bValue) return aValue > bValue;
  return aSetup > bSetup + SETUP_EPSILON * Math.max(1, Math.abs(bSetup));
}
