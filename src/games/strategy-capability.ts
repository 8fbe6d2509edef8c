/**
 * What a game declares so that `salvo strategy` can search its players' decisions
 * (docs/strategy.md): where each seat's policies are written in a scenario, which policies and
 * parameters a seat may change (with their legal values), and, for games whose seats are
 * interchangeable, how to rotate them. The analysis (src/analysis/strategy/) never names a game.
 */

/** A policy value as a scenario writes it (a name, a number, a flag, a list, or a small object). */
export type StrategyValue = string | number | boolean | readonly string[] | Readonly<Record<string, unknown>>;

/**
 * One seat's strategy: a full assignment of the searched policies, by dotted path inside the
 * seat's YAML block (e.g. `policies.purchase`, `movement.policy`, `effectPolicies.direct-hit`).
 * Unsearched fields keep what the scenario writes.
 */
export type Strategy = Readonly<Record<string, StrategyValue>>;

/** One decision a seat may change, with every legal value the search may try. */
export interface StrategyDimension {
  /** The dotted path inside the seat's block. */
  key: string;
  /** A few words for tables and docs. */
  describe: string;
  /**
   * `choice`: one of `values`; `number`: a parameter, searched over the grid `values` (legal from
   * `range.min` to `range.max`), neighbours are grid steps; `subset`: any list of `values` (e.g. an
   * avoid list), neighbours add or remove one name.
   */
  kind: 'choice' | 'number' | 'subset';
  values: readonly StrategyValue[];
  range?: { min: number; max: number };
  /** What the seat plays when the key is not written. */
  default: StrategyValue;
}

/** A seat of a scenario as the strategy search sees it. */
export interface StrategySeat {
  /** The seat's name in tables ("Admiral", "attacker", "first fleet"). */
  name: string;
  /** Where its block is in the scenario file, for messages and printing (e.g. `players.1`, `attacker`). */
  where: string;
}

export interface StrategyCapability {
  /**
   * `symmetric`: every seat chooses from the same strategies and the search rotates the seats so
   * that no strategy keeps a seat's advantage (Titanium Wars whole games); `sides`: each side has
   * its own strategies (TI4 attacker and defender, Armada's two fleets).
   */
  symmetry: 'symmetric' | 'sides';
  /** The seats of a raw scenario (as read from YAML, before validation), in outcome order (Game.wins). */
  seats(raw: object): StrategySeat[];
  /** The dimensions of seat `seat` for a validated scenario (e.g. the avoid list lists its arsenal's cards). */
  dimensions(scenario: unknown, seat: number): StrategyDimension[];
  /** The block of seat `seat` in a raw scenario (read only: the analysis writes strategies into a copy). */
  seatBlock(raw: object, seat: number): Record<string, unknown>;
  /**
   * `symmetric` games: a copy of the raw scenario whose seat i sits at position (i + shift) mod n.
   * Absent for `sides` games.
   */
  rotate?(raw: object, shift: number): object;
  /**
   * Games whose scenarios can give a seat a mixed strategy: the seat's strategies as blocks (each a
   * pure seat block, as `seatBlock` would return one) with their weights, or undefined for a pure seat.
   */
  seatMix?(raw: object, seat: number): { weight: number; block: Record<string, unknown> }[] | undefined;
  /** The raw scenario with seat blocks replaced (same seat order); the analysis builds the blocks. */
  withSeatBlocks(raw: object, blocks: readonly Record<string, unknown>[]): object;
  /**
   * Each seat's score (a win 1, a game nobody wins 1/n) from the game's exact solver for a validated
   * scenario, or undefined where the solver does not apply: the search's figures are then confirmed exactly.
   */
  exactScores?(scenario: unknown): number[] | undefined;
}
