import { ConfigError } from '../../core/errors.js';
import { loadDataFile } from '../../core/load.js';
import { expectFileKind } from './file-kind.js';

/**
 * A strategies file (docs/strategy.md, "Strategies files"): the strategy every seat of an analysis
 * plays, as a seat's block of a scenario writes it, for one game.
 *
 * ```yaml
 * game: titanium-game
 * strategy:
 *   policies: { purchase: fleet-first, avoid: [laser-cannon] }
 * exploitability: 0.012   # optional: what salvo strategy measured, recorded in results
 * ```
 */
export interface StrategiesFile {
  file: string;
  game: string;
  /** The seat block's fields (e.g. `policies`, Armada's `movement`). */
  strategy: Record<string, unknown>;
  exploitability?: number;
}

const isMapping = (value: unknown): value is Record<string, unknown> => value !== null && typeof value === 'object' && !Array.isArray(value);

/**
 * Reads `--strategies FILE` for a command analysing `game`.
 * @throws ConfigError (exit 2) for a file that is not a strategies file, or one for another game.
 */
export function readStrategiesFile(file: string, game: string): StrategiesFile {
  const raw = loadDataFile(file);
  expectFileKind(raw, `--strategies ${file}`, 'strategies', '--strategies');
  const example = 'game: <game>, strategy: { policies: { … } }';
  if (!isMapping(raw) || !isMapping(raw.strategy)) {
    throw new ConfigError({ where: `--strategies ${file}`, what: 'is not a strategies file', expected: example, hint: 'A strategies file names its game and the seat block every seat plays (docs/strategy.md, "Strategies files")' });
  }
  if (raw.game !== game) {
    throw new ConfigError({ where: `--strategies ${file}: game`, what: `is a strategies file for ${String(raw.game)}`, expected: `one for ${game}`, hint: 'Give strategies of the game being analysed' });
  }
  const known = ['game', 'strategy', 'exploitability'];
  const extra = Object.keys(raw).find((k) => !known.includes(k));
  if (extra !== undefined) throw new ConfigError({ where: `--strategies ${file}: ${extra}`, what: 'is not a field of a strategies file', expected: known.join(', ') });
  const exploitability = raw.exploitability;
  if (exploitability !== undefined && typeof exploitability !== 'number') {
    throw new ConfigError({ where: `--strategies ${file}: exploitability`, what: 'must be a number (a score gain)', got: String(exploitability) });
  }
  return { file, game, strategy: raw.strategy, ...(typeof exploitability === 'number' ? { exploitability } : {}) };
}
