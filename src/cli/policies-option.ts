import { jsonObjectOf } from '../core/json-object.js';
import type { AnalysisAdapter } from '../games/analysis-adapter.js';
import { cliErrors } from './messages.js';
import { readStrategiesFile } from './load/strategies-file.js';

/** The `--policies` option of cost, matrix and check (optimize armada declares its own). */
export const POLICIES_OPTION = {
  type: 'string',
  describe: 'policies every side plays unless a fleet names its own, as JSON (as a scenario side\'s): Armada e.g. \'{"orders":"crew-orders","boarding":"favourable"}\', TI4 hit assignment e.g. \'{"sustainFirst":false,"killOrder":["fighter"]}\'',
} as const;

/**
 * `--policies JSON`: an object of policy names, for a game whose sides take policies; the adapter
 * checks the names and values as a scenario's (docs/armada.md, "Policies").
 * @throws ConfigError naming --policies.
 */
export function withPoliciesOption(adapter: AnalysisAdapter, raw: unknown): AnalysisAdapter {
  const parsed = jsonObjectOf(raw);
  if (parsed === undefined) {
    throw cliErrors.badOptionValue('--policies', 'must be a JSON object of policy names', raw, 'e.g. --policies \'{"orders":"crew-orders"}\' (docs/armada.md, "Policies")');
  }
  if (!adapter.withPolicies) throw cliErrors.badOptionValue('--policies', `is not available for ${adapter.game}`, raw, 'Only armada and ti4 sides take policies');
  return adapter.withPolicies(parsed, '--policies');
}

/** The `--strategies FILE` option of cost and matrix (docs/strategy.md, "Strategies files"). */
export const STRATEGIES_OPTION = {
  type: 'string',
  describe: 'a strategies file (game: …, strategy: { … }): every side plays its strategy (Armada and TI4 sides; titanium --card: every player)',
} as const;

/**
 * `--strategies FILE`: every side plays the file's `policies` (games whose sides take policies;
 * titanium's card cost reads the option itself). Undefined: the adapter as it is.
 * @throws ConfigError naming --strategies.
 */
export function withStrategiesOption(adapter: AnalysisAdapter, file: unknown): AnalysisAdapter {
  if (file === undefined) return adapter;
  const strategies = readStrategiesFile(String(file), adapter.game);
  if (!adapter.withPolicies) throw cliErrors.badOptionValue('--strategies', `is not available for ${adapter.game}`, file, 'Only armada and ti4 sides (and titanium --card players) take strategies here');
  const policies = adapter.strategyPolicies ? adapter.strategyPolicies(strategies.strategy) : strategies.strategy.policies;
  if (policies === null || typeof policies !== 'object' || Array.isArray(policies)) {
    throw cliErrors.badOptionValue(`--strategies ${strategies.file}: strategy.policies`, 'must be a mapping of policy names', JSON.stringify(policies), 'e.g. strategy: { policies: { boarding: off } }');
  }
  return adapter.withPolicies({ ...adapter.policies, ...(policies as Record<string, unknown>) }, `--strategies ${strategies.file}: strategy${adapter.strategyPolicies ? '' : '.policies'}`);
}

/**
 * A result with the strategies it was computed under (`--strategies FILE`): the file, its strategy
 * and, when the file gives it, its measured exploitability (docs/strategy.md, "Strategies files");
 * with the readable table's line saying so. Without the option, both unchanged.
 */
export function withStrategiesRecord<R extends object>(table: string, result: R, file: unknown, game: string): { table: string; result: R } {
  if (file === undefined) return { table, result };
  const { strategy, exploitability } = readStrategiesFile(String(file), game);
  const record = { file: String(file), strategy, ...(exploitability !== undefined ? { exploitability } : {}) };
  const line = `strategies: ${String(file)}${exploitability !== undefined ? ` (exploitability ${(exploitability * 100).toFixed(1)} points)` : ' (exploitability not given)'}`;
  return { table: `${table}\n${line}`, result: { ...result, strategies: record } };
}
