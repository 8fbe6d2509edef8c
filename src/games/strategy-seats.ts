import type { StrategyCapability } from './strategy-capability.js';

/**
 * The two ways a scenario lays out its seats, for a game's strategy capability
 * (strategy-capability.ts): a list of blocks (Titanium Wars' `players`), or one block per named side
 * (TI4's `attacker` / `defender`, Armada's `first` / `second`).
 */
type SeatLayout = Pick<StrategyCapability, 'seats' | 'seatBlock' | 'withSeatBlocks' | 'rotate' | 'seatMix'>;

const asRecord = (value: unknown): Record<string, unknown> => (value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {});

/** Where an entry of a listed seat writes a mixed strategy: the list field, and the field each strategy of it sets. */
export interface MixLayout {
  /** The entry's field listing `{ weight, <strategy> }` items (Titanium Wars: `mix`). */
  mix: string;
  /** The field each item writes, as a pure entry does (Titanium Wars: `policies`). */
  strategy: string;
}

/**
 * Seats as the entries of the list `field`, each named by its `name` (or "seat N"); rotation moves
 * entries round the list. With `mixes`, an entry may play a mixed strategy laid out that way.
 */
export function listedSeats(field: string, mixes?: MixLayout): SeatLayout {
  const list = (raw: object): unknown[] => {
    const value = (raw as Record<string, unknown>)[field];
    return Array.isArray(value) ? value : [];
  };
  return {
    seats: (raw) => list(raw).map((entry, i) => ({ name: typeof asRecord(entry).name === 'string' ? (asRecord(entry).name as string) : `seat ${i + 1}`, where: `${field}.${i}` })),
    seatBlock: (raw, seat) => asRecord(list(raw)[seat]),
    withSeatBlocks: (raw, blocks) => ({ ...raw, [field]: [...blocks] }),
    ...(mixes ? { seatMix: (raw: object, seat: number) => mixOf(asRecord(list(raw)[seat]), mixes) } : {}),
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

/** A listed entry's mixed strategy as pure blocks with their weights, or undefined when it writes none. */
function mixOf(entry: Record<string, unknown>, layout: MixLayout): { weight: number; block: Record<string, unknown> }[] | undefined {
  const items = entry[layout.mix];
  if (!Array.isArray(items)) return undefined;
  const rest = Object.fromEntries(Object.entries(entry).filter(([key]) => key !== layout.mix));
  return items.map((item) => ({ weight: Number(asRecord(item).weight), block: { ...rest, [layout.strategy]: asRecord(asRecord(item)[layout.strategy]) } }));
}
