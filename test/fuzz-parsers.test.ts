/**
 * Issue 18, acceptance: fuzzing the scenario parser (every game) and the shard parser with random
 * and mutated inputs finds no stack trace and no exit other than 0 or 2 — through runCli, the
 * entry the salvo executable calls, in-process (fast), with fixed seeds. Mutations start from the
 * bundled scenario files and from a real shard: a value replaced, a key deleted or added, the text
 * cut or spliced; half the mutated shards are re-signed so merge parses their scenario too.
 */
import { mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { parse as parseYaml } from 'yaml';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { configPath } from '../src/core/paths.js';
import { shardIntegrity } from '../src/engine/shard-file.js';
import { salvoInProcess } from './support/salvo-in-process.js';

const dir = mkdtempSync(join(tmpdir(), 'salvo-fuzz-'));
const scenarioFiles = [
  ...readdirSync(configPath('scenarios')).map((f) => configPath('scenarios', f)),
  ...readdirSync(configPath('games')).map((f) => configPath('games', f)),
];
const scenarios = scenarioFiles.map((file) => ({ file, text: readFileSync(file, 'utf8'), data: parseYaml(readFileSync(file, 'utf8')) as unknown }));

const salvo = salvoInProcess;

/** Exit 0, or exit 2 with one paragraph "salvo: …" and no stack; the failing input is in the message. */
function expectCleanExit(r: { code: number; stderr: string }, input: string): void {
  const context = `${r.stderr}\n--- input ---\n${input.slice(0, 2000)}`;
  expect([0, 2], context).toContain(r.code);
  expect(r.stderr, context).not.toMatch(/internal error|\n\s+at /);
  if (r.code === 2) expect(r.stderr.trim().split('\n'), context).toHaveLength(1);
  if (r.code === 2) expect(r.stderr, context).toMatch(/^salvo: \S/);
}

/** Values a mutation puts in place of another: wrong types, edge numbers, odd strings, structures. */
const oddValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(0, -1, 0.5, 1e9, -1e9, 1e300, 2 ** 53, Number.MAX_SAFE_INTEGER, '', ' ', 'x', '1', '-1', 'dreadnought', 'NaN', null, true, false, [], {}, [1], { a: 1 }),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.string({ maxLength: 12 }),
  fc.jsonValue({ maxDepth: 2 }),
);

/** The paths to every value of a JSON-like tree (a path is a list of keys and indices). */
function pathsOf(value: unknown, prefix: (string | number)[] = []): (string | number)[][] {
  const here = [prefix];
  if (Array.isArray(value)) return here.concat(value.flatMap((v, i) => pathsOf(v, [...prefix, i])));
  if (value !== null && typeof value === 'object') return here.concat(Object.entries(value).flatMap(([k, v]) => pathsOf(v, [...prefix, k])));
  return here;
}

type Edit = { kind: 'replace' | 'delete' | 'add'; pick: number; value: unknown; key: string };

/** A copy of `tree` with one edit at the path `pick` chooses (modulo the number of paths). */
function mutated(tree: unknown, edit: Edit): unknown {
  const copy = structuredClone(tree);
  const paths = pathsOf(copy);
  const path = paths[edit.pick % paths.length];
  if (path.length === 0) return edit.kind === 'replace' ? edit.value : copy;
  const parent = path.slice(0, -1).reduce<any>((node, key) => node[key], copy);
  const key = path.at(-1)!;
  if (edit.kind === 'replace') parent[key] = edit.value;
  else if (edit.kind === 'delete') Array.isArray(parent) ? parent.splice(Number(key), 1) : delete parent[key];
  else if (parent[key] !== null && typeof parent[key] === 'object' && !Array.isArray(parent[key])) parent[key][edit.key] = edit.value;
  else parent[key] = edit.value;
  return copy;
}

const edit: fc.Arbitrary<Edit> = fc.record({
  kind: fc.constantFrom('replace', 'delete', 'add'),
  pick: fc.nat(),
  value: oddValue,
  key: fc.constantFrom('units', 'count', 'catalog', 'deck', 'policies', 'retreat', 'extra', 'name', 'game', 'place'),
});

/** Text damage: cut at a point, or a slice replaced by random text. */
const textEdit = fc.record({ at: fc.nat(), length: fc.nat({ max: 20 }), insert: fc.string({ maxLength: 20 }) });
const damaged = (text: string, e: { at: number; length: number; insert: string }) => {
  const at = e.at % (text.length + 1);
  return `${text.slice(0, at)}${e.insert}${text.slice(at + e.length)}`;
};

let file = 0;
const write = (text: string, ext = 'yaml') => {
  const path = join(dir, `case-${file++}.${ext}`);
  writeFileSync(path, text);
  return path;
};
/** The cheapest run of a scenario: one battle in this thread. */
const runOne = (path: string) => salvo('run', path, '--battles', '1', '--chunk-size', '1', '--threads', '1', '--json');

describe('fuzzing the scenario parser of every game', () => {
  it('bundled scenarios with one value replaced, deleted or added', async () => {
    await fc.assert(
      fc.asyncProperty(fc.nat(), edit, async (which, e) => {
        const { file: source, data } = scenarios[which % scenarios.length];
        const text = JSON.stringify(mutated(data, e), null, 1);
        expectCleanExit(await runOne(write(text, 'json')), `${source}\n${text}`);
      }),
      { seed: 18, numRuns: 100 },
    );
  });

  it('bundled scenario text cut or spliced, and random text', async () => {
    await fc.assert(
      fc.asyncProperty(fc.nat(), fc.oneof(textEdit.map((e) => ({ e })), fc.string({ maxLength: 200 }).map((random) => ({ random }))), async (which, change) => {
        const { text } = scenarios[which % scenarios.length];
        const input = 'random' in change ? change.random : damaged(text, change.e);
        expectCleanExit(await runOne(write(input)), input);
      }),
      { seed: 18, numRuns: 60 },
    );
  });
});

describe('fuzzing the shard parser (salvo merge)', () => {
  let shard: Record<string, unknown>;
  beforeAll(async () => {
    const out = join(dir, 'part-1.json');
    const r = await salvo('run', configPath('scenarios', 'ti4-dreadnought-duel.yaml'), '--battles', '4', '--chunk-size', '1', '--threads', '1', '--shard', '1/2', '--out', out);
    expect(r.code, r.stderr).toBe(0);
    shard = JSON.parse(readFileSync(out, 'utf8'));
  });

  it('a real shard with one value replaced, deleted or added, half of them re-signed', async () => {
    await fc.assert(
      fc.asyncProperty(edit, fc.boolean(), async (e, resign) => {
        const copy = mutated(shard, e) as Record<string, any>;
        if (resign && copy !== null && typeof copy === 'object' && copy.shard !== null && typeof copy.shard === 'object') {
          try {
            copy.integrity = shardIntegrity(copy as any);
          } catch {
            // A mutation that leaves nothing to hash stays unsigned.
          }
        }
        const text = JSON.stringify(copy);
        expectCleanExit(await salvo('merge', write(text, 'json')), text);
      }),
      { seed: 18, numRuns: 80 },
    );
  });

  it('shard text cut or spliced', async () => {
    const text = JSON.stringify(shard, null, 1);
    await fc.assert(
      fc.asyncProperty(textEdit, async (e) => {
        const input = damaged(text, e);
        expectCleanExit(await salvo('merge', write(input, 'json')), input);
      }),
      { seed: 18, numRuns: 60 },
    );
  });
});

afterAll(() => rmSync(dir, { recursive: true, force: true }));
