import type { StrategyCapability } from './strategy-capability.js';

/**
 * The two ways a scenario lays out its seats, for a game's strategy capability
 * (strategy-capability.ts): a list of blocks (Titanium Wars' `players`), or one block per named side
 * (TI4's `attacker` / `defender`, Armada's `first` / `second`).
 */
type SeatLayout = Pick<StrategyCapability, 'seats' | 'seatBlock' | 'withSeatBlocks' | 'rotate'>;

const asRecord = (value: unknown): Record<string, unknown> => (value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {});

/** Seats as the entries of the list `field`, each named by its `name` (or "seat N"); rotation moves entries round the list. */
export function listedSeats(field: string): SeatLayout {
  const list = (raw: object): unknown[] => {
    const value = (raw as Record<string, unknown>)[field];
    return Array.isArray(value) ? value : [];
  };
  return {
    seats: (raw) => list(raw).map((entry, i) => ({ name: typeof asRecord(entry).name === 'string' ? (asRecord(entry).name as string) : `seat ${i + 1}`, where: `${field}.${i}` })),
    seatBlock: (raw, seat) => asRecord(list(raw)[seat]),
    withSeatBlocks: (raw, blocks) => ({ ...raw, [field]: [...blocks] }),
    rotate: (raw, shift) => {
      const entries = list(raw);
      const rotated = new Array<unknown>(entries.length);
      entries.forEach((entry, i) => (rotated[(i + shift) % entries.length] = entry));
      return { ...raw, [field]: rotated };
    },
  };
}

/** Seats as named top-level blocks, in outcome order (side 0 first). */
export function namedSeats(sides: readonly { field: string; name: string }[]): SeatLayout {
  return {
    seats: () => sides.map((s) => ({ name: s.name, where: s.field })),
    seatBlock: (raw, seat) => asRecord((raw as Record<string, unknown>)[sides[seat].field]),
    withSeatBlocks: (raw, blocks) => ({ ...raw, ...Object.fromEntries(sides.map((s, i) => [s.field, blocks[i]])) }),
  };
}
