import { describe, expect, it } from 'vitest';
import { BATTLES_SLOT, createTally, mergeTallyInPlace, OUTCOME_BASE, SlotAllocator } from './tally.js';

describe('tallies (docs/architecture.md, "Determinism and parallelism")', () => {
  it('slot 0 counts battles and outcomes start at slot 1', () => {
    expect(BATTLES_SLOT).toBe(0);
    expect(OUTCOME_BASE).toBe(1);
    expect(Array.from(createTally(4))).toEqual([0, 0, 0, 0]);
  });

  it('merging adds slot by slot and refuses tallies of another size', () => {
    const total = Float64Array.of(10, 4, 6);
    mergeTallyInPlace(total, [5, 2, 3]);
    expect(Array.from(total)).toEqual([15, 6, 9]);
    expect(() => mergeTallyInPlace(total, [1, 1])).toThrow('mergeTallyInPlace: tally sizes differ (3 vs 2)');
    expect(Array.from(total)).toEqual([15, 6, 9]);
  });

  it('the slot allocator hands out consecutive slots', () => {
    const slots = new SlotAllocator(3);
    expect(slots.take(2)).toBe(3);
    expect(slots.take(4)).toBe(5);
    expect(slots.take(0)).toBe(9);
    expect(slots.next).toBe(9);
  });
});
