import { ConfigError } from '../../core/errors.js';
import { loadDataFile } from '../../core/load.js';
import { readStrategiesFile } from './strategies-file.js';

/**
 * The tour's `--strategies FILE…` (docs/strategy.md, "Strategies files"): at most one strategies
 * file per game, each read and checked as the analyses read one; every analysis of that game in the
 * tour then plays it. `games` are the games the tour analyses.
 * @throws ConfigError (exit 2) for a file that is not a strategies file, a second file for a game,
 * or a game the tour does not analyse.
 */
export function tourStrategies(files: readonly string[], games: readonly string[]): Map<string, string> {
  const byGame = new Map<string, string>();
  for (const file of files) {
    const raw = loadDataFile(file) as { game?: unknown } | null;
    const game = raw !== null && typeof raw === 'object' && typeof raw.game === 'string' ? raw.game : undefined;
    if (game === undefined || !games.includes(game)) {
      throw new ConfigError({ where: `--strategies ${file}: game`, what: game === undefined ? 'names no game' : `names ${game}, which the tour does not analyse`, expected: `one of ${games.join(', ')}`, hint: 'One strategies file per game: game: …, strategy: { … }' });
    }
    readStrategiesFile(file, game);
    const earlier = byGame.get(game);
    if (earlier !== undefined) {
      throw new ConfigError({ where: `--strategies ${file}`, what: `is a second strategies file for ${game}`, got: `${earlier} and ${file}`, expected: 'at most one file per game', hint: 'Keep the one the analyses should play' });
    }
    byGame.set(game, file);
  }
  return byGame;
}
