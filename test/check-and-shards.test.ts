/**
 * CI balance checks and distributed runs, end to end through the command line (run in-process,
 * test/support/salvo-in-process.ts): a fresh baseline
 * checks clean, a catalog edit that matters exits 1 and names the figure; shards merged give the
 * unsharded outcomes exactly, and mismatched parts are refused (exit 2, clear message).
 */
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { configPath } from '../src/core/paths.js';
import { salvoInProcess as salvo } from './support/salvo-in-process.js';

const dir = mkdtempSync(join(tmpdir(), 'salvo-check-'));

describe('salvo check', async () => {
  const baseline = join(dir, 'baseline.json');
  const catalog = join(dir, 'catalog.yaml');
  writeFileSync(catalog, readFileSync(configPath('armada', 'sample-catalog.yaml'), 'utf8'));

  // 500 battles per point: an unchanged catalog reproduces every figure exactly (same seed), and
  // doubling the Golden Lion's cost halves its ratio (0.90 -> 0.45), which at 500 battles per point
  // moves with a p-value that underflows to 0 — far past the check's threshold of 0.02 at p < 0.01.
  it('writes a baseline and exits 0 against it on the unchanged catalog', async () => {
    const write = await salvo('check', '--write-baseline', '--game', 'armada', '--catalog', catalog, '--battles', '500', '--threads', '1', '--out', baseline);
    expect(write.code).toBe(0);
    expect(JSON.parse(readFileSync(baseline, 'utf8')).figures.length).toBeGreaterThan(30);
    const check = await salvo('check', '--baseline', baseline, '--threads', '2');
    expect(check.stdout).toMatch(/none moved by more than 0\.02 at p < 0\.01/);
    expect(check.code).toBe(0);
  });

  it('exits 1 after a unit\'s cost changes enough to matter, and its JSON lists that figure', async () => {
    const changed = join(dir, 'changed.yaml');
    const text = readFileSync(catalog, 'utf8').replace(/(hacan-golden-lion:.*?cost: )13/, '$126');
    expect(text).not.toBe(readFileSync(catalog, 'utf8'));
    writeFileSync(changed, text);
    const check = await salvo('check', '--baseline', baseline, '--catalog', changed, '--threads', '2', '--json');
    expect(check.code).toBe(1);
    const report = JSON.parse(check.stdout);
    expect(report.moved.map((m: { id: string }) => m.id)).toContain('armada cost ratio: hacan-golden-lion');
    expect(report.moved.every((m: { pValue: number; change: number }) => m.pValue < 0.01 && Math.abs(m.change) > 0.02)).toBe(true);
  });

  it('refuses a file that is not a baseline', async () => {
    const check = await salvo('check', '--baseline', catalog);
    expect(check.code).toBe(2);
    // A catalog is named as one (src/cli/load/file-kind.ts); a file of no known kind keeps the reader's message.
    expect(check.stderr).toContain('this is an Armada catalog; salvo check --baseline takes a balance baseline');
    const other = join(dir, 'other.json');
    writeFileSync(other, '{ "baseline": 1 }');
    const unknown = await salvo('check', '--baseline', other);
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toMatch(/is not a baseline file — expected the --out file of salvo check --write-baseline/);
  });
});

describe('shard and merge', async () => {
  const scenario = configPath('scenarios', 'ti4-fleet-vs-warsun.yaml');
  /** 12 chunks of 2,000 battles, the last one short, split 4/4/4 across 3 shards: what merge reassembles does not depend on the chunk size. */
  const part = async (i: number, n: number, extra: string[] = []) => {
    const file = join(dir, `part-${i}-of-${n}${extra.join('')}.json`);
    const r = await salvo('run', scenario, '--battles', '23000', '--seed', '9', '--chunk-size', '2000', '--shard', `${i}/${n}`, '--threads', '1', '--out', file, ...extra);
    expect(r.code).toBe(0);
    return file;
  };
  let parts: string[] = [];
  beforeAll(async () => {
    parts = [await part(1, 3), await part(2, 3), await part(3, 3)];
  });

  it('merged shards give byte-identical outcomes to the unsharded run', async () => {
    const whole = await salvo('run', scenario, '--battles', '23000', '--seed', '9', '--chunk-size', '2000', '--threads', '2', '--json');
    const merged = await salvo('merge', ...parts, '--json');
    expect(merged.code).toBe(0);
    expect(JSON.stringify(JSON.parse(merged.stdout).outcomes)).toBe(JSON.stringify(JSON.parse(whole.stdout).outcomes));
    expect(JSON.parse(merged.stdout).battles).toBe(23000);
  });

  it('refuses mismatched parts: missing, duplicate, other seed, other scenario, other chunk size', async () => {
    expect((await salvo('merge', parts[0], parts[1])).stderr).toMatch(/shard 3\/3 missing/);
    expect((await salvo('merge', parts[0], parts[0], parts[1], parts[2])).stderr).toMatch(/duplicates shard 1\/3/);
    const otherSeed = join(dir, 'seed.json');
    expect((await salvo('run', scenario, '--battles', '23000', '--seed', '10', '--chunk-size', '2000', '--shard', '3/3', '--threads', '1', '--out', otherSeed)).code).toBe(0);
    expect((await salvo('merge', parts[0], parts[1], otherSeed)).stderr).toMatch(/has a different seed — got 10, expected 9/);
    const otherScenario = join(dir, 'scenario.json');
    expect((await salvo('run', configPath('scenarios', 'ti4-dreadnought-duel.yaml'), '--battles', '23000', '--seed', '9', '--chunk-size', '2000', '--shard', '3/3', '--threads', '1', '--out', otherScenario)).code).toBe(0);
    expect((await salvo('merge', parts[0], parts[1], otherScenario)).stderr).toMatch(/is from a different scenario/);
    const otherChunks = join(dir, 'chunks.json');
    expect((await salvo('run', scenario, '--battles', '23000', '--seed', '9', '--chunk-size', '1000', '--shard', '3/3', '--threads', '1', '--out', otherChunks)).code).toBe(0);
    expect((await salvo('merge', parts[0], parts[1], otherChunks)).stderr).toMatch(/has a different chunkSize — got 1000, expected 2000/);
    for (const bad of [[parts[0], parts[1]], [parts[0], parts[0], parts[1], parts[2]]]) expect((await salvo('merge', ...bad)).code).toBe(2);
  });

  it('refuses --shard 3/2', async () => {
    const r = await salvo('run', scenario, '--battles', '1000', '--shard', '3/2', '--out', join(dir, 'x.json'));
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/--shard: must be i\/n with 1 <= i <= n — got 3\/2/);
  });
});
