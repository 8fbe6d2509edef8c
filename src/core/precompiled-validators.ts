import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { Script } from 'node:vm';
import type { Ajv, Options, ValidateFunction } from 'ajv';
import { configPath, packageRoot } from './paths.js';

/** How salvo's schemas are compiled, at build time and at run time alike. */
export const AJV_OPTIONS: Options = { allErrors: true, verbose: true, strict: false };

const require = createRequire(import.meta.url);

/** A new Ajv instance, loaded on first use: ajv is large and most commands never compile a schema. */
export function newAjv(options: Options = AJV_OPTIONS): Ajv {
  const { Ajv: AjvClass } = require('ajv') as typeof import('ajv');
  return new AjvClass(options);
}

/** The fingerprint of a schema's text that a precompiled validator must carry to be used. */
export function schemaHash(text: string): string {
  return createHash('sha1').update(text).digest('hex');
}

/** Where `npm run build` writes the validator of `schemaFile` (a file under configs/). */
export function precompiledFile(schemaFile: string): string {
  return join(packageRoot(), 'dist', 'schemas', schemaFile.replace(/\.json$/, '.cjs'));
}

/** Where `npm run build` writes the V8 code cache of the precompiled validator `validatorFile`. */
export const codeCacheFile = (validatorFile: string): string => validatorFile.replace(/\.cjs$/, '.v8-cache');

type PrecompiledModule = ValidateFunction & { schemaHash?: string };

/**
 * Runs the CommonJS validator `file` as `require` would, compiled with V8's code cache `cachedData`
 * when given (V8 ignores a cache made by another V8 version or with other flags and compiles the
 * source instead, so a stale cache only costs the time it saves). Returns the script too, whose
 * `createCachedData()` is the cache to write.
 */
function runValidatorModule(file: string, cachedData?: Buffer): { validate: PrecompiledModule; script: Script } {
  const source = readFileSync(file, 'utf8');
  const script = new Script(`(function (exports, require, module, __filename, __dirname) {${source}\n})`, { filename: file, ...(cachedData ? { cachedData } : {}) });
  const module = { exports: {} as unknown };
  (script.runInThisContext() as (...args: unknown[]) => void)(module.exports, createRequire(file), module, file, dirname(file));
  return { validate: module.exports as PrecompiledModule, script };
}

/**
 * The validator `npm run build` precompiled for `schemaFile` when it was built from exactly this
 * schema text, else undefined (no build yet, or the schema changed since): compiling the TI4
 * schema at run time costs about as much as the rest of a small run's start-up. Loaded with the
 * code cache the build wrote next to it: the TI4 validator is 340 KB of code, whose parsing and
 * first compilation cost a tenth of a small run's start-up without it.
 */
export function precompiledValidator(schemaFile: string, text: string, file = precompiledFile(schemaFile)): ValidateFunction | undefined {
  if (!existsSync(file)) return undefined;
  const cache = codeCacheFile(file);
  const validate = existsSync(cache) ? runValidatorModule(file, readFileSync(cache)).validate : (require(file) as PrecompiledModule);
  return validate.schemaHash === schemaHash(text) ? validate : undefined;
}

/**
 * Writes the V8 code cache of the precompiled validator `file` (codeCacheFile), made after one
 * call so that it holds the compiled validating function, not only the module's outer code.
 */
export function writeCodeCache(file: string): string {
  const { validate, script } = runValidatorModule(file);
  validate({});
  const cache = codeCacheFile(file);
  writeFileSync(cache, script.createCachedData());
  return cache;
}

/**
 * A CommonJS module whose export is the validator of the schema `text` (ajv's standalone code,
 * which needs only ajv's small runtime helpers), tagged with the schema's hash.
 */
export function validatorSource(text: string): string {
  const { default: standaloneCode } = require('ajv/dist/standalone') as typeof import('ajv/dist/standalone/index.js');
  const ajv = newAjv({ ...AJV_OPTIONS, code: { source: true } });
  const code = standaloneCode(ajv, ajv.compile(JSON.parse(text)));
  return `${code}\nmodule.exports.schemaHash = ${JSON.stringify(schemaHash(text))};\n`;
}

/**
 * Writes the precompiled validator of every schema under configs/ (`validatorSource`) and its
 * code cache (`writeCodeCache`); returns the files.
 */
export function writePrecompiledValidators(): string[] {
  const written: string[] = [];
  for (const schemaFile of readdirSync(configPath()).filter((name) => name.endsWith('.schema.json')).sort()) {
    const file = precompiledFile(schemaFile);
    mkdirSync(join(file, '..'), { recursive: true });
    writeFileSync(file, validatorSource(readFileSync(configPath(schemaFile), 'utf8')));
    written.push(file, writeCodeCache(file));
  }
  return written;
}
