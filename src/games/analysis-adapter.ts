import type { GameId, PlanBase } from './game.js';

/** An item (unit, ship, card) as the analysis sees it. */
export interface ItemInfo {
  id: string;
  name: string;
  cost: number;
  /** Most copies one side may field (unique ships: 1; fleet limits). */
  maxCopies: number;
  /** Cost that sizes the item's group in a duel (a ship with an upgrade is grouped like the bare ship). */
  groupCost?: number;
}

/** One duel: side A = baseline + `copies` × item, side B = `references` × reference; `seat` 1 swaps who goes first. */
export interface DuelSpec {
  item: string;
  copies: number;
  baseline: string[];
  reference: string;
  references: number;
  seat: 0 | 1;
}

/** A fleet of a matchup file: its name and the game's own side/fleet input. */
export interface NamedFleet {
  name: string;
  fleet: Record<string, unknown>;
}

/**
 * What the analysis layer needs from a game (MODELS.md, Analysis): items with costs, duels built
 * as ordinary scenarios, which outcomes mean "A won" / "B won", and catalog what-ifs.
 */
export interface AnalysisAdapter {
  game: GameId;
  /** Defaults of `salvo cost` and why they were chosen (documented in docs/analysis.md). */
  defaults: { items: string[]; reference: string; baseline: string[]; rationale: string };
  /** Battle seats matter (first player, player order): duels are run in both seats and averaged. */
  seats: 1 | 2;
  /** The sample-data notice, when the adapter's catalog is a labelled sample. */
  notice?: string;
  knownItems(): string[];
  item(id: string, where: string): ItemInfo;
  /** The raw scenario (as a user would write it) of a duel. */
  duel(spec: DuelSpec): unknown;
  /** The raw scenario of fleet A against fleet B (A first / attacker in seat 0). */
  matchup(a: NamedFleet, b: NamedFleet, seat: 0 | 1, options: Record<string, unknown>): unknown;
  /** Outcome indices (in plan.outcomes) of "side A won" and "side B won" for a seat. */
  winners(plan: PlanBase, seat: 0 | 1): { a: number; b: number };
  /**
   * Matchup options for balance tracking: the game's limits that only decide legality are lifted,
   * so a catalog edit that prices a tracked fleet over its limit still compares (Armada's point
   * limit); other games return the options as they are.
   */
  balanceOptions(options: Record<string, unknown>): Record<string, unknown>;
  /** Fields a what-if may change, e.g. "dreadnought.cost". */
  whatIfFields(): string[];
  /** A copy of the adapter with one catalog value changed. */
  withWhatIf(field: string, value: number, where: string): AnalysisAdapter;
}
