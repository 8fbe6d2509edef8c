/**
 * A StrykerJS ignorer (`mutation-sample`, used by `npm run mutation -- --sample K`, see
 * bench/mutation-sample.ts): Stryker mutates every node inside a `mutate` range, so a sampled
 * statement's range would also mutate the expressions nested in it. This ignorer keeps a node
 * only when it is at a sampled place or contains one, and ignores every other node — an ignored
 * node's whole subtree is ignored (the instrumenter's IgnorerBookkeeper) — so a run tests the
 * sampled mutants and the few that share their places, not their subtrees.
 *
 * Those few (another mutator or replacement at a sampled node: an ignorer sees nodes, not
 * mutants) would still cost a test run each, about as many again as the sample. The checker of
 * the same name (Stryker's `checkers` option; it runs before any test) rejects every mutant that
 * is not in the sample, so Stryker reports them as CompileError with the reason "not in the
 * mutation sample" and never tests them. The score counts only sampled mutants either way.
 *
 * The sample is read from the JSON file SALVO_MUTATION_SAMPLE names (bench/out/mutation-sample-
 * <folder>.json: `mutants` with `file` from the package root and 1-based `start`/`end`).
 * Babel counts columns from 0, the sample from 1.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { declareClassPlugin, declareValuePlugin, PluginKind } from '@stryker-mutator/api/plugin';

/** Per absolute file name: the sampled places, as [startLine, startColumn, endLine, endColumn] with Babel's columns. */
function sampledPlaces(samplePath) {
  const places = new Map();
  const { mutants } = JSON.parse(readFileSync(samplePath, 'utf8'));
  for (const m of mutants) {
    const file = resolve(m.file);
    if (!places.has(file)) places.set(file, []);
    places.get(file).push([m.start.line, m.start.column - 1, m.end.line, m.end.column - 1]);
  }
  return places;
}

const before = (l1, c1, l2, c2) => l1 < l2 || (l1 === l2 && c1 <= c2);

/** Whether the Babel location `loc` equals or contains the place `p`. */
export function holds(loc, p) {
  return before(loc.start.line, loc.start.column, p[0], p[1]) && before(p[2], p[3], loc.end.line, loc.end.column);
}

let places;

const ignorer = {
  shouldIgnore(path) {
    const samplePath = process.env.SALVO_MUTATION_SAMPLE;
    if (!samplePath) return undefined;
    places ??= sampledPlaces(samplePath);
    const loc = path.node.loc;
    const file = path.hub?.file?.opts?.filename;
    if (!loc || !file) return undefined;
    const inFile = places.get(resolve(file));
    if (!inFile) return undefined;
    return inFile.some((p) => holds(loc, p)) ? undefined : 'Not in the mutation sample (bench/mutation-sample.ts)';
  },
};

/** The sampled mutants' keys: file, place (as in the plugin API: lines and columns from 0), mutator, replacement. */
function sampledKeys(samplePath) {
  const { mutants } = JSON.parse(readFileSync(samplePath, 'utf8'));
  return new Set(mutants.map((m) => `${resolve(m.file)}:${m.start.line - 1}:${m.start.column - 1}-${m.end.line - 1}:${m.end.column - 1} ${m.mutator} ${m.replacement}`));
}

class SampleChecker {
  keys;

  async init() {
    this.keys = process.env.SALVO_MUTATION_SAMPLE ? sampledKeys(process.env.SALVO_MUTATION_SAMPLE) : undefined;
  }

  /** One group: the check is a set look-up. */
  async group(mutants) {
    return [mutants.map((m) => m.id)];
  }

  async check(mutants) {
    const results = {};
    for (const m of mutants) {
      const { start, end } = m.location;
      const key = `${resolve(m.fileName)}:${start.line}:${start.column}-${end.line}:${end.column} ${m.mutatorName} ${m.replacement}`;
      results[m.id] = !this.keys || this.keys.has(key) ? { status: 'passed' } : { status: 'compileError', reason: 'not in the mutation sample (bench/stryker-sample-ignorer.mjs): not tested' };
    }
    return results;
  }
}

export const strykerPlugins = [declareValuePlugin(PluginKind.Ignore, 'mutation-sample', ignorer), declareClassPlugin(PluginKind.Checker, 'mutation-sample', SampleChecker)];
