/** How long a game is meant to last (004, "Goal": Quick, Standard, Long). */
export type GameLength = 'quick' | 'standard' | 'long';
/** The game lengths in the rulebook's column order. */
export const GAME_LENGTHS: readonly GameLength[] = ['quick', 'standard', 'long'];

/**
 * Titanium deposits needed to win (004, "Goal": "the target number depends on how many players
 * there are and how long you wish the game to be"), by player count then length:
 *
 * | players | Quick | Standard | Long |
 * | 3       | 7     | 8        | 9    |
 * | 4       | 6     | 7        | 8    |
 *
 * The rulebook prints no row for 2 players (it is a 2-4 player game); salvo extends the table by
 * its own step, one deposit more per player fewer: 8, 9, 10 (docs/rules-interpretations.md).
 */
export const TARGET_DEPOSITS: Readonly<Record<number, readonly [number, number, number]>> = Object.freeze({
  2: [8, 9, 10],
  3: [7, 8, 9],
  4: [6, 7, 8],
});

/**
 * The target number of Titanium deposits for `players` players and a game `length`.
 *
 * @example targetDeposits(3, 'standard') // 8
 * @throws Error for a player count outside 2-4 (the scenario schema refuses it first).
 */
export function targetDeposits(players: number, length: GameLength): number {
  const row = TARGET_DEPOSITS[players];
  if (row === undefined) throw new Error(`targetDeposits: players must be 2, 3 or 4, got ${players}`);
  return row[GAME_LENGTHS.indexOf(length)];
}
