import { jsonObjectOf } from '../../../core/json-object.js';
import { validateWithSchema } from '../../../core/validate.js';
import { armadaErrors } from '../messages.js';
import type { SidePolicies } from './names.js';

/** Policies as a user writes them: any subset, the rest default (names.ts DEFAULT_POLICIES). */
export type WrittenPolicies = Partial<SidePolicies>;

/**
 * Checks written policies the way a scenario's `first.policies` is checked (the scenario schema:
 * names and values), so analysis options and field entries accept exactly what `run` accepts.
 * @throws ConfigError naming `where` and the policy.
 */
export function checkWrittenPolicies(policies: unknown, where: string): WrittenPolicies {
  validateWithSchema('armada-scenario.schema.json', { game: 'armada', first: { fleet: 'x', policies }, second: { fleet: 'x' } }, where);
  return policies as WrittenPolicies;
}

/**
 * A policies option given as JSON (`--policies '{"orders":"crew-orders"}'`; docs/armada.md,
 * "Policies"): an object of policy names, checked like a scenario's.
 * @throws ConfigError naming `option`.
 */
export function policiesFromJson(raw: unknown, option: string): WrittenPolicies {
  const parsed = jsonObjectOf(raw);
  if (parsed === undefined) throw armadaErrors.policiesNotJson(option, raw);
  return checkWrittenPolicies(parsed, option);
}
