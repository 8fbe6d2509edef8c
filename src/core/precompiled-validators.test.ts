import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { configPath } from './paths.js';
import { codeCacheFile, newAjv, precompiledValidator, validatorSource, writeCodeCache } from './precompiled-validators.js';

const scratch = mkdtempSync(join(tmpdir(), 'salvo-validators-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));
const schemaFile = 'ti4-scenario.schema.json';
const text = readFileSync(configPath(schemaFile), 'utf8');
const file = join(scratch, 'ti4-scenario.schema.cjs');
writeFileSync(file, validatorSource(text));

/** Copies the precompiled validator to a new file, with `cache` ('none', a code cache, or corrupt bytes) beside it. */
function validatorWith(cache: 'none' | 'made' | 'corrupt'): string {
  const copy = join(scratch, `${cache}.cjs`);
  writeFileSync(copy, readFileSync(file));
  if (cache === 'made') expect(writeCodeCache(copy)).toBe(codeCacheFile(copy));
  if (cache === 'corrupt') writeFileSync(codeCacheFile(copy), 'not a V8 code cache');
  return copy;
}

describe('precompiled validators', () => {
  it('judge documents exactly as a validator compiled at run time, errors included, with a code cache, a corrupt one or none', () => {
    const compiled = newAjv().compile(JSON.parse(text));
    const duel = parse(readFileSync(configPath('scenarios', 'ti4-dreadnought-duel.yaml'), 'utf8')) as Record<string, unknown>;
    const documents = [duel, { ...duel, rounds: 'many' }, { ...duel, attacker: { units: { dreadnougth: 1 } } }, { ...duel, surprise: true }, {}, 7];
    for (const cache of ['none', 'made', 'corrupt'] as const) {
      const standalone = precompiledValidator(schemaFile, text, validatorWith(cache))!;
      for (const document of documents) {
        expect(standalone(document), cache).toBe(compiled(document));
        expect(JSON.stringify(standalone.errors ?? null), cache).toBe(JSON.stringify(compiled.errors ?? null));
      }
      expect(standalone(duel)).toBe(true);
      expect(standalone({})).toBe(false);
    }
  });

  it('are not used when the schema changed since they were built, or were never built', () => {
    expect(precompiledValidator(schemaFile, `${text} `, file)).toBeUndefined();
    expect(precompiledValidator(schemaFile, text, join(scratch, 'missing.cjs'))).toBeUndefined();
  });
});
