/**
 * A tally is the integer record of a batch of battles: a flat Float64Array of counters whose
 * layout the game's plan defines. Slot 0 counts battles and slots 1..K count the K outcomes, so the
 * engine can judge precision without knowing the game. Every slot holds an integer below 2^53, so
 * merging is exact and order-independent (docs/architecture.md, "Determinism and parallelism").
 */
export type Tally = Float64Array;

/** Slot of the battle counter. */
export const BATTLES_SLOT = 0;
/** First outcome slot; outcome i lives at OUTCOME_BASE + i. */
export const OUTCOME_BASE = 1;

/** A zeroed tally of the given size. */
export function createTally(size: number): Tally {
  return new Float64Array(size);
}

/** Adds `part` into `total`, slot by slot. */
export function mergeTallyInPlace(total: Tally, part: ArrayLike<number>): void {
  if (part.length !== total.length) {
    throw new Error(`mergeTallyInPlace: tally sizes differ (${total.length} vs ${part.length})`);
  }
  for (let i = 0; i < total.length; i++) total[i] += part[i];
}

/** Hands out consecutive tally slots while a plan is compiled (the layout is the plan's). */
export class SlotAllocator {
  constructor(public next: number) {}

  /** Reserves `count` slots and returns the first. */
  take(count: number): number {
    const slot = this.next;
    this.next += count;
    return slot;
  }
}
