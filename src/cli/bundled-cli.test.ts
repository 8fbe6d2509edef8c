/**
 * The bundled command line's loader (bundled-cli.ts) and the build's rewriting of the bundle
 * (build/cli-bundle.ts), on small hand-written bundles: no build, no child process.
 */
import { mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { asciiOnly, routeDynamicImports } from './build/cli-bundle.js';
import { BUNDLE_IMPORT, bundleCacheFile, bundledCli, runBundle } from './bundled-cli.js';

const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

/** A bundle file whose runCli returns how many arguments it got and records what the launcher gave it. */
function fakeBundle(): string {
  const dir = mkdtempSync(join(tmpdir(), 'salvo-bundle-'));
  dirs.push(dir);
  const file = join(dir, 'salvo.cjs');
  writeFileSync(file, 'exports.url = __salvoBundleUrl; exports.importer = typeof __salvoImport; exports.runCli = async (argv) => argv.length + 40;\n');
  return file;
}

describe('the bundled command line', () => {
  it('runs the bundle with its own URL and an importer, and takes back the code cache it wrote', async () => {
    const file = fakeBundle();
    const first = runBundle(file);
    expect(first.cli).toMatchObject({ url: pathToFileURL(file).href, importer: 'function' });
    expect(await first.cli.runCli(['run', 'x.yaml'])).toBe(42);
    writeFileSync(bundleCacheFile(file), first.script.createCachedData());
    const second = runBundle(file, first.script.createCachedData());
    expect(second.script.cachedDataRejected).toBe(false);
    expect(await bundledCli(file, join(file, '..', 'no-cli.js'))!.runCli([])).toBe(40);
  });

  it('is not used when missing or older than the compiled command line', () => {
    const file = fakeBundle();
    expect(bundledCli(join(file, '..', 'missing.cjs'))).toBeUndefined();
    const compiledCli = join(file, '..', 'cli.js');
    writeFileSync(compiledCli, '');
    utimesSync(file, new Date(1_000_000), new Date(1_000_000));
    expect(bundledCli(file, compiledCli)).toBeUndefined();
    utimesSync(compiledCli, new Date(500_000), new Date(500_000));
    expect(bundledCli(file, compiledCli)).toBeDefined();
  });

  it('routes marked dynamic imports through the launcher and refuses any other import()', () => {
    expect(routeDynamicImports('a=import("salvo-bundle-import:piscina");b=x.import(1)')).toBe(`a=${BUNDLE_IMPORT}("piscina");b=x.import(1)`);
    expect(() => routeDynamicImports('f=(p)=>import(p)')).toThrow(/cannot route/);
  });

  it('writes every character outside ASCII as an escape that means the same in a regular expression', () => {
    const code = asciiOnly('[/^[±−]?∞$/.test("−∞"), /^(\\d+)×$/u.exec("2×")[1], /😀/.test("😀")]');
    expect(code).toMatch(/^[\x00-\x7f]*$/);
    expect(new Function(`return ${code}`)()).toEqual([true, '2', true]);
  });
});
