import type { DiceSource } from '../core/dice-source.js';

/** One legal fleet one part larger, with the kind of part added (ship, crew, upgrade, …). */
export interface Addition<F> {
  kind: string;
  fleet: F;
}

/**
 * The local moves of a game's fleet space: what can be added to a legal fleet, what can be taken
 * away, and how to make a smaller fleet legal again. `additions` returns only legal fleets.
 */
export interface MoveSet<F> {
  additions(fleet: F): Addition<F>[];
  /** Every fleet one part smaller; it may be illegal (see `repair`). */
  removals(fleet: F): F[];
  /** A legal version of a fleet that lost a part (e.g. squadrons trimmed to capacity), or undefined. */
  repair(fleet: F): F | undefined;
  canonical(fleet: F): F;
  key(fleet: F): string;
  /** True when a saturated fleet is a real candidate (e.g. it has a ship). */
  isComplete(fleet: F): boolean;
}

/** States a listing may visit per fleet it is allowed to return. */
const STATES_PER_FLEET = 40;

/**
 * Every saturated legal fleet reachable from `roots` by additions (depth-first, each state once),
 * sorted by key; undefined when there are more than `limit`, or the listing would visit more than
 * 40 · `limit` states — the caller then searches instead.
 */
export function listSaturated<F>(roots: readonly F[], moves: MoveSet<F>, limit: number): F[] | undefined {
  const seen = new Set<string>();
  const found = new Map<string, F>();
  const stack = [...roots];
  while (stack.length > 0) {
    const fleet = stack.pop()!;
    const next = moves.additions(fleet);
    if (next.length === 0 && moves.isComplete(fleet)) {
      const canonical = moves.canonical(fleet);
      found.set(moves.key(canonical), canonical);
      if (found.size > limit) return undefined;
    }
    for (const { fleet: larger } of next) {
      const key = moves.key(larger);
      if (seen.has(key)) continue;
      seen.add(key);
      if (seen.size > limit * STATES_PER_FLEET) return undefined;
      stack.push(larger);
    }
  }
  return [...found.entries()].sort(([a], [b]) => (a < b ? -1 : 1)).map(([, f]) => f);
}

/**
 * Adds random parts until nothing more fits (a saturated fleet). Each step picks a kind of part
 * uniformly among the kinds that can still be added, then one such addition uniformly, so fleets of
 * many small units and of few loaded ones are both drawn. `first` restricts the first step's kinds.
 */
export function saturateRandomly<F>(start: F, moves: MoveSet<F>, rng: DiceSource, first?: string): F {
  let fleet = start;
  let step = 0;
  for (;; step++) {
    let options = moves.additions(fleet);
    if (step === 0 && first !== undefined) options = options.filter((o) => o.kind === first);
    if (options.length === 0) return moves.canonical(fleet);
    const kinds = [...new Set(options.map((o) => o.kind))];
    const kind = kinds[rng.below(kinds.length)];
    const ofKind = options.filter((o) => o.kind === kind);
    fleet = ofKind[rng.below(ofKind.length)].fleet;
  }
}

/**
 * Up to `count` distinct saturated fleets one local move from `fleet`: take away one or two random
 * parts, repair, and refill at random (so a move can swap a ship, move a disk, or trade an upgrade
 * for a unit).
 */
export function neighbourFleets<F>(fleet: F, moves: MoveSet<F>, rng: DiceSource, count: number): F[] {
  const out = new Map<string, F>();
  const own = moves.key(fleet);
  for (let attempt = 0; attempt < count * 8 && out.size < count; attempt++) {
    let smaller: F | undefined = fleet;
    const cuts = 1 + rng.below(2);
    for (let c = 0; c < cuts && smaller !== undefined; c++) {
      const options = moves.removals(smaller);
      smaller = options.length > 0 ? options[rng.below(options.length)] : undefined;
    }
    if (smaller === undefined) continue;
    const legal = moves.repair(smaller);
    if (legal === undefined) continue;
    const filled = saturateRandomly(legal, moves, rng);
    const key = moves.key(filled);
    if (key !== own && moves.isComplete(filled)) out.set(key, filled);
  }
  return [...out.values()];
}
