import type { SimulationContext } from '../analysis/duel.js';
import type { ChunkRunner } from '../engine/runners.js';
import type { AnalysisAdapter } from '../games/analysis-adapter.js';
import { analysisErrors } from '../analysis/messages.js';
import { getGame, isGameId } from '../games/registry.js';
import { cliErrors } from './messages.js';
import { qualifySimulationArgs, type SimulationArgs } from './run-options.js';

/** Chunks per measured point: enough chunks for a bootstrap over them. */
const CHUNKS_PER_POINT = 40;

/** Qualifies the shared options of analysis commands: `--battles` counts battles per measured point. */
export function qualifyAnalysisArgs(raw: Record<string, unknown>, defaultBattles: number): SimulationArgs {
  if (raw.precision !== undefined) throw cliErrors.precisionInAnalysis(defaultBattles);
  const args = qualifySimulationArgs({ ...raw, battles: raw.battles ?? defaultBattles });
  if (raw.chunkSize === undefined) args.chunkSize = Math.max(100, Math.ceil((args.battles ?? defaultBattles) / CHUNKS_PER_POINT));
  return args;
}

/** The simulation context of an analysis run on a shared runner. */
export function analysisContext(args: SimulationArgs, runner: ChunkRunner): SimulationContext {
  return { runner, seed: args.seed, battles: args.battles!, chunkSize: args.chunkSize, spent: { battles: 0 } };
}

/** "a, b ,c" → ["a", "b", "c"]. */
export const listOption = (value: unknown): string[] | undefined =>
  value === undefined ? undefined : String(value).split(',').map((s) => s.trim()).filter(Boolean);

/**
 * `--model NAME`: the adapter whose duels and matchups play that combat model (Armada: brawl or
 * table, docs/armada.md); a game with one model refuses it.
 * @throws ConfigError naming --model.
 */
export function withModelOption(adapter: AnalysisAdapter, raw: unknown): AnalysisAdapter {
  if (raw === undefined) return adapter;
  if (!adapter.withModel) throw cliErrors.badOptionValue('--model', `is not available for ${adapter.game}`, raw, 'Only armada has a second combat model (model: table)');
  return adapter.withModel(String(raw), '--model');
}

/** The `--model` option of cost, matrix and check. */
export const MODEL_OPTION = { type: 'string', describe: 'Armada: the combat model every battle plays, brawl (default) or table (docs/armada.md, "The table model")' } as const;

/** `--fair-within`: a number of at least 0 in the game's cost unit, or undefined (the game's default). */
export function parseFairWithin(value: unknown, game: string): number | undefined {
  if (value === undefined) return undefined;
  const band = Number(value);
  if (typeof value !== 'number' || !Number.isFinite(band) || band < 0) throw analysisErrors.badFairWithin(value, isGameId(game) ? getGame(game).costUnit : 'the game\'s cost unit');
  return band;
}
