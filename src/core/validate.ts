import { readFileSync } from 'node:fs';
import { Ajv, type ErrorObject, type ValidateFunction } from 'ajv';
import { ConfigError, unknownNameHint } from './errors.js';
import { configPath } from './paths.js';

const ajv = new Ajv({ allErrors: true, verbose: true, strict: false });
const compiled = new Map<string, ValidateFunction>();

/** The validator of a JSON Schema shipped under configs/ (compiled once). */
function validatorFor(schemaFile: string): ValidateFunction {
  let validate = compiled.get(schemaFile);
  if (!validate) {
    validate = ajv.compile(JSON.parse(readFileSync(configPath(schemaFile), 'utf8')));
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

const show = (value: unknown): string => (typeof value === 'string' ? `"${value}"` : JSON.stringify(value));

/** Ajv reports an error at each level of a failed anyOf/oneOf; the deepest one is the useful one. */
function mostSpecific(errors: ErrorObject[]): ErrorObject {
  const ranked = [...errors].sort((a, b) => {
    const depth = (e: ErrorObject) => e.instancePath.split('/').length + (e.keyword === 'additionalProperties' ? 1 : 0);
    return depth(b) - depth(a);
  });
  return ranked.find((e) => e.keyword !== 'anyOf' && e.keyword !== 'oneOf' && e.keyword !== 'if') ?? ranked[0];
}

/** A readable ConfigError for one ajv error: where, what, got, expected, hint. */
export function configErrorFromAjv(error: ErrorObject, source: string, nameOf: (path: string) => string = () => 'field'): ConfigError {
  const where = (extra?: string) => `${source}: ${dottedPath(error.instancePath, extra)}`;
  const description = (error.parentSchema as { description?: string } | undefined)?.description;
  switch (error.keyword) {
    case 'additionalProperties': {
      const name = String(error.params.additionalProperty);
      const known = Object.keys((error.parentSchema as { properties?: object }).properties ?? {});
      const kind = nameOf(error.instancePath);
      return new ConfigError({ where: where(name), what: `unknown ${kind} "${name}"`, expected: `one of ${known.join(', ')}`, hint: unknownNameHint(name, known) });
    }
    case 'required':
      return new ConfigError({ where: where(), what: `missing field "${error.params.missingProperty}"`, hint: description });
    case 'enum': {
      const allowed = (error.params.allowedValues as unknown[]).map(String);
      return new ConfigError({ where: where(), what: 'value not allowed', got: show(error.data), expected: `one of ${allowed.join(', ')}`, hint: typeof error.data === 'string' ? unknownNameHint(error.data, allowed) : description });
    }
    case 'const':
      return new ConfigError({ where: where(), what: 'value not allowed', got: show(error.data), expected: show(error.params.allowedValue) });
    case 'type':
      return new ConfigError({ where: where(), what: `wrong type`, got: show(error.data), expected: description ?? `a value of type ${error.params.type}` });
    case 'minimum':
    case 'exclusiveMinimum':
    case 'maximum':
    case 'exclusiveMaximum':
      return new ConfigError({ where: where(), what: 'value out of range', got: show(error.data), expected: `${description ?? 'a number'} ${error.params.comparison} ${error.params.limit}` });
    case 'minProperties':
    case 'minItems':
      return new ConfigError({ where: where(), what: 'empty', expected: description ?? `at least ${error.params.limit} entries` });
    case 'uniqueItems':
      return new ConfigError({ where: where(), what: 'an entry is listed twice', got: show(error.data) });
    default:
      return new ConfigError({ where: where(), what: error.message ?? 'invalid value', got: show(error.data), hint: description });
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
