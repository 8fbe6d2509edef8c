import { Ajv, type Options, type ValidateFunction } from 'ajv';

/**
 * The page's counterpart of src/core/precompiled-validators.ts: the page has no dist/schemas, so
 * every schema is compiled in the page with the same Ajv options as the CLI (the same messages).
 */
export const AJV_OPTIONS: Options = { allErrors: true, verbose: true, strict: false };

export function newAjv(options: Options = AJV_OPTIONS): Ajv {
  return new Ajv(options);
}

export function precompiledValidator(): ValidateFunction | undefined {
  return undefined;
}
