import { jsonObjectOf } from '../core/json-object.js';
import type { AnalysisAdapter } from '../games/analysis-adapter.js';
import { cliErrors } from './messages.js';

/** The `--policies` option of cost, matrix and check (optimize armada declares its own). */
export const POLICIES_OPTION = {
  type: 'string',
  describe: 'Armada: policies every side plays unless a fleet names its own, as JSON (as a scenario side\'s), e.g. \'{"orders":"crew-orders","boarding":"favourable"}\'',
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
  if (!adapter.withPolicies) throw cliErrors.badOptionValue('--policies', `is not available for ${adapter.game}`, raw, 'Only armada sides take policies');
  return adapter.withPolicies(parsed, '--policies');
}
