import { readFileSync } from 'node:fs';
import type { ErrorObject, ValidateFunction } from 'ajv';
import type { ConfigError } from './errors.js';
import { coreErrors } from './messages.js';
import { configPath } from './paths.js';
import { newAjv, precompiledValidator } from './precompiled-validators.js';

const compiled = new Map<string, ValidateFunction>();

/**
 * The validator of a JSON Schema shipped under configs/: the one `npm run build` precompiled when
 * it matches the schema, else compiled here (once per process).
 */
function validatorFor(schemaFile: string): ValidateFunction {
  let validate = compiled.get(schemaFile);
  if (!validate) {
    const text = readFileSync(configPath(schemaFile), 'utf8');
    validate = precompiledValidator(schemaFile, text) ?? newAjv().compile(JSON.parse(text));
    compiled.set(schemaFile, validate);
  }
  return validate;
}

/** `attacker.units.dreadnought` from ajv's `/attacker/units/dreadnought`. */
export function dottedPath(pointer: string, extra?: string): string {
  const parts = pointer.split('/').slice(1).map((p) => p.replace(/~1/g, '/').replace(/~0/g, '~'));
  if (extra !== undefined) parts.push(extra);
  return parts.length === 0 ? '(top level)' : parts.join('.');
}

/** Ajv reports an error at each level of a failed anyOf/oneOf; the deepest one is the useful one. */
function mostSpecific(errors: ErrorObject[]): ErrorObject {
  const ranked = [...errors].sort((a, b) => {
    const depth = (e: ErrorObject) => e.instancePath.split('/').length + (e.keyword === 'additionalProperties' ? 1 : 0);
    return depth(b) - depth(a);
  });
  return ranked.find((e) => e.keyword !== 'anyOf' && e.keyword !== 'oneOf' && e.keyword !== 'if') ?? ranked[0];
}

/** A readable ConfigError for one ajv error: where, what, got, expected, hint (core/messages.ts). */
export function configErrorFromAjv(error: ErrorObject, source: string, nameOf: (path: string) => string = () => 'field'): ConfigError {
  const where = (extra?: string) => `${source}: ${dottedPath(error.instancePath, extra)}`;
  const description = (error.parentSchema as { description?: string } | undefined)?.description;
  switch (error.keyword) {
    case 'additionalProperties': {
      const name = String(error.params.additionalProperty);
      const known = Object.keys((error.parentSchema as { properties?: object }).properties ?? {});
      return coreErrors.unknownKey(where(name), nameOf(error.instancePath), name, known);
    }
    case 'required':
      return coreErrors.missingField(where(), String(error.params.missingProperty), description);
    case 'enum':
      return coreErrors.valueNotAllowed(where(), error.data, (error.params.allowedValues as unknown[]).map(String), description);
    case 'const':
      return coreErrors.notTheConstant(where(), error.data, error.params.allowedValue);
    case 'type':
      return coreErrors.wrongType(where(), error.data, description ?? `a value of type ${error.params.type}`);
    case 'minimum':
    case 'exclusiveMinimum':
    case 'maximum':
    case 'exclusiveMaximum':
      return coreErrors.valueOutOfRange(where(), error.data, `${description ?? 'a number'} ${error.params.comparison} ${error.params.limit}`);
    case 'minProperties':
    case 'minItems':
      return coreErrors.empty(where(), description ?? `at least ${error.params.limit} entries`);
    case 'uniqueItems':
      return coreErrors.listedTwice(where(), error.data);
    default:
      return coreErrors.invalidValue(where(), error.message ?? 'invalid value', error.data, description);
  }
}

/**
 * Validates `data` against a schema shipped under configs/ and throws the clearest ConfigError.
 * `nameOf` names what an object's keys are (e.g. "unit" under `units`) for unknown-key messages.
 */
export function validateWithSchema(schemaFile: string, data: unknown, source: string, nameOf?: (path: string) => string): void {
  const validate = validatorFor(schemaFile);
  if (!validate(data)) throw configErrorFromAjv(mostSpecific(validate.errors ?? []), source, nameOf);
}
