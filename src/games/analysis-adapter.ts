import type { CardFingerprints } from './card-fingerprint.js';
import type { LoadedDocument } from './loaded-document.js';
import type { GameId } from './game.js';

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
 * What the analysis layer needs from a game (docs, model notes: Analysis): items with costs, duels built
 * as ordinary scenarios, and catalog what-ifs. Which outcome means "A won" / "B won" is the game's
 * outcome roles (`Game.wins`).
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
  /**
   * Every card of every catalog the adapter reads, by id (`crew:sol-admiral`), with its cost and
   * stats (card-fingerprint.ts): what `salvo check` compares card by card with its baseline.
   */
  cards(): CardFingerprints;
  /** The raw scenario (as a user would write it) of a duel. */
  duel(spec: DuelSpec): unknown;
  /** The raw scenario of fleet A against fleet B (A first / attacker in seat 0). */
  matchup(a: NamedFleet, b: NamedFleet, seat: 0 | 1, options: Record<string, unknown>): unknown;
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
  /** The policies both sides of every duel play (`salvo cost --policies`), recorded in results. */
  policies?: Record<string, unknown>;
  /** A copy of the adapter whose duels and matchups play `policies` (games with per-side policies only). */
  withPolicies?(policies: Record<string, unknown>, where: string): AnalysisAdapter;
  /**
   * The policies a strategies file's seat block gives `withPolicies` (docs/strategy.md, "Strategies
   * files"); absent: the block's `policies` field (Armada). TI4: the hit-assignment fields of the side block.
   */
  strategyPolicies?(block: Record<string, unknown>): Record<string, unknown>;
  /**
   * Games that price cards on a host (`salvo cost armada --card`): the items measuring a card —
   * with it and without it — and the cards per copy; undefined for an unknown card.
   */
  cardItems?(card: string): { kind: string; name: string; listedCost: number; withCard: string; without?: string; units: number; host?: string } | undefined;
  /** Every card id `cardItems` knows (for "did you mean"). */
  knownCards?(): string[];
  /** Games that price a card on each host that can use it: the hosts of `card`, cheapest first (empty: priced by cardItems alone). */
  cardHosts?(card: string): string[];
  /** The items measuring `card` on ship `host` (as cardItems; undefined for an unknown card or ship). */
  cardItemsOn?(card: string, host: string): { kind: string; name: string; listedCost: number; withCard: string; without?: string; units: number; host?: string } | undefined;
  /** Games with per-side policies: what a matchup fleet plays as written (the adapter's, then its own; the rest default). */
  writtenPolicies?(fleet: NamedFleet): Record<string, unknown>;
  /** Why two fleets may not meet (Armada: the same unique ship on both sides), or undefined: the matrix plays such a pair with the unique rule per fleet and notes it. */
  forbiddenPairing?(a: NamedFleet, b: NamedFleet, options: Record<string, unknown>): string | undefined;
  /**
   * What `salvo cost` does not price, in one line every cost output prints (abilities outside the
   * model, capacity…), e.g. TI4: "carrier capacity (fighters priced without carriers)".
   */
  unpriced: string;
  /**
   * The default equivalence band of cost verdicts (`salvo cost --fair-within`), in the game's cost
   * unit: an item whose equivalent-cost interval lies within listed ± this is "fair".
   */
  fairWithin: number;
  /** Game rules a matchup scenario does not check but a fleet brought to an analysis must obey (TI4: capacity); throws a ConfigError naming `where`. */
  checkFleet?(fleet: NamedFleet, options: Record<string, unknown>, where: string): void;
  /** Lines the matrix prints above its table about the matchup options (TI4: capacity unchecked), or none. */
  caveats?(options: Record<string, unknown>): string[];
  /** The combat model every duel and matchup plays (`--model`; Armada: brawl or table), recorded in results. */
  model?: string;
  /** A copy of the adapter whose duels and matchups play `model` (games with several combat models only). */
  withModel?(model: string, where: string): AnalysisAdapter;
}

/** A game's balance analysis capability (`Game.analysis`): what `salvo cost`, `matrix` and `check` need. */
/** The files an adapter is built from, read by the CLI loader (src/cli/load/analysis-adapter.ts). */
export interface AdapterData {
  /** A catalog file given with `--catalog` or a fleets file's `catalog:` (Armada: a disk catalog; TI4: unit overrides). */
  catalog?: LoadedDocument;
  /**
   * What a scenario of the game reads when it names nothing, by key (Game.fileReferences of
   * `{ game }`): Armada's sample catalog; Titanium Wars' arsenal and sample tactic deck.
   */
  defaults: Readonly<Record<string, LoadedDocument>>;
}

export interface AnalysisCapability {
  /**
   * The adapter over the bundled catalog, or over a catalog file (`--catalog`, a fleets file's
   * `catalog:`); a game whose catalog cannot be changed refuses one with a ConfigError naming `where`.
   */
  adapter(data: AdapterData, where: string): AnalysisAdapter;
  /** What `--catalog` takes for this game, in the option's help; absent when it takes none. */
  catalogHelp?: string;
  /** The bundled fleets file (configs/fleets/) whose matchups `salvo check` tracks and `salvo tour` shows. */
  trackedFleets?: string;
}
