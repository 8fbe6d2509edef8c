import { KeyTable } from './key-table.js';
import { poolWithRoom } from './record-pool.js';
import type { AllocationSituation } from './situation.js';

/** Largest memo pool in Int32 slots (8 MiB): past it, decisions are computed but not stored. */
const MAX_POOL = 1 << 21;
/** Most decisions indexed (the index then takes at most 2^19 slots, 8 MiB). */
const MAX_ENTRIES = 1 << 18;

/**
 * A damage assignment ready to apply: (unit, damage) pairs in application order — Magnetic Target
 * ships first, so that destroying the last one opens the others (004, "Magnetic Target").
 */
export class Assignment {
  count = 0;
  readonly unit: Int32Array;
  readonly damage: Int32Array;

  constructor(capacity: number) {
    this.unit = new Int32Array(capacity);
    this.damage = new Int32Array(capacity);
  }

  /** The non-zero damages of an allocated situation, Magnetic Target ships first. */
  fromSituation(sit: AllocationSituation): void {
    this.count = 0;
    for (let pass = 1; pass >= 0; pass--) {
      for (let i = 0; i < sit.count; i++) {
        if (sit.damage[i] === 0 || sit.magnetic[i] !== pass) continue;
        this.unit[this.count] = sit.unit[i];
        this.damage[this.count++] = sit.damage[i];
      }
    }
  }
}

/**
 * Memoises damage assignments by decision key (attack.ts, `decisionKey`: the units' damage, the
 * strength, the card, the attacker — hence its policy — and the participants). An assignment is a
 * pure function of its key, so a hit returns exactly what the policy would: memoisation never
 * changes a result, and runs stay identical across thread counts. A hit skips building the target
 * list and running the allocator. The pool grows by doubling up to MAX_POOL.
 */
export class AssignmentMemo {
  private readonly index = new KeyTable(MAX_ENTRIES);
  private pool = new Int32Array(1 << 14);
  private used = 0;

  /** Fills `out` from the memo; false when the key is unknown (or −1). */
  lookup(key: number, out: Assignment): boolean {
    if (key < 0) return false;
    const at = this.index.get(key);
    if (at < 0) return false;
    const pool = this.pool;
    const count = pool[at];
    out.count = count;
    for (let k = 0; k < count; k++) {
      out.unit[k] = pool[at + 1 + 2 * k];
      out.damage[k] = pool[at + 2 + 2 * k];
    }
    return true;
  }

  /** Remembers `assignment` under `key` (ignored for −1 or when the pool is full). */
  store(key: number, assignment: Assignment): void {
    if (key < 0) return;
    const need = this.used + 1 + 2 * assignment.count;
    const pool = poolWithRoom(this.pool, need, MAX_POOL);
    if (pool === null) return;
    this.pool = pool;
    const at = this.used;
    this.pool[at] = assignment.count;
    for (let k = 0; k < assignment.count; k++) {
      this.pool[at + 1 + 2 * k] = assignment.unit[k];
      this.pool[at + 2 + 2 * k] = assignment.damage[k];
    }
    this.used = need;
    this.index.set(key, at);
  }
}
