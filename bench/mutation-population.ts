/**
 * The population of a sampled mutation run (issue 15, bench/mutation.ts `--sample`): every mutant
 * StrykerJS would make in a rules folder, listed by its own instrumenter without running a test.
 * The options are the ones Stryker core passes (`mutator` defaults: no parser plugins, no excluded
 * mutations; no ignorers), so the list is the one a complete run would plan. `ignoreStatic` is not
 * an instrumenter matter: static mutants are found only when the tests run, and a sampled run
 * reports them as Ignored (bench/mutation-sample.ts leaves them out of the score and says how many).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { Instrumenter } from '@stryker-mutator/instrumenter';
import type { Logger } from '@stryker-mutator/api/logging';
import type { PopulationMutant } from './mutation-sample.js';

/**
 * A glob of bench/stryker.config.mjs (`**`, `*`, literal names; a leading `!` already removed) as a
 * regular expression over a path from the package root.
 */
export function globToRegExp(glob: string): RegExp {
  let source = '';
  for (let i = 0; i < glob.length; i++) {
    if (glob.startsWith('**/', i)) {
      source += '(?:.*/)?';
      i += 2;
    } else if (glob.startsWith('/**', i) && i + 3 === glob.length) {
      source += '(?:/.*)?';
      i += 2;
    } else if (glob[i] === '*') source += '[^/]*';
    else source += glob[i].replace(/[.+?^${}()|[\]\\]/g, '\\$&');
  }
  return new RegExp(`^${source}$`);
}

/** The TypeScript files under `folder` (from the package root) that `mutate` selects, sorted. */
export function filesToMutate(root: string, folder: string, mutate: readonly string[]): string[] {
  const include = mutate.filter((g) => !g.startsWith('!')).map(globToRegExp);
  const exclude = mutate.filter((g) => g.startsWith('!')).map((g) => globToRegExp(g.slice(1)));
  const walk = (dir: string): string[] =>
    readdirSync(join(root, dir), { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? walk(`${dir}/${e.name}`) : e.name.endsWith('.ts') ? [`${dir}/${e.name}`] : []));
  return walk(folder)
    .filter((f) => include.some((r) => r.test(f)) && !exclude.some((r) => r.test(f)))
    .sort();
}

/** A Logger that passes on warnings and errors only (the instrumenter logs a line per file at info). */
const quiet: Logger = {
  isTraceEnabled: () => false,
  isDebugEnabled: () => false,
  isInfoEnabled: () => false,
  isWarnEnabled: () => true,
  isErrorEnabled: () => true,
  isFatalEnabled: () => true,
  trace: () => undefined,
  debug: () => undefined,
  info: () => undefined,
  warn: (message: string, ...args: unknown[]) => console.warn(message, ...args),
  error: (message: string, ...args: unknown[]) => console.error(message, ...args),
  fatal: (message: string, ...args: unknown[]) => console.error(message, ...args),
};

/**
 * Every mutant of `files` (paths from the package root), in file order and, within a file, in the
 * instrumenter's order. Locations as in Stryker's JSON report: lines and columns counted from 1.
 */
export async function listMutants(root: string, files: readonly string[]): Promise<PopulationMutant[]> {
  const instrumenter = new Instrumenter(quiet);
  const input = files.map((f) => ({ name: join(root, f), mutate: true as const, content: readFileSync(join(root, f), 'utf8') }));
  const { mutants } = await instrumenter.instrument(input, { plugins: null, excludedMutations: [], ignorers: [] });
  const lines = new Map(input.map((f) => [f.name, f.content.split('\n')]));
  const seen = new Map<string, number>();
  return mutants
    .filter((m) => m.status !== 'Ignored')
    .map((m) => {
      const file = relative(root, m.fileName).replaceAll('\\', '/');
      const fileLines = lines.get(m.fileName) ?? [];
      const original = spanText(fileLines, m.location);
      const context = fileLines.slice(m.location.start.line, m.location.end.line + 1).join('\n').trim();
      const same = `${file}|${m.mutatorName}|${original}|${m.replacement}|${context}`;
      const occurrence = (seen.get(same) ?? 0) + 1;
      seen.set(same, occurrence);
      return {
        file,
        mutator: m.mutatorName,
        replacement: m.replacement,
        start: { line: m.location.start.line + 1, column: m.location.start.column + 1 },
        end: { line: m.location.end.line + 1, column: m.location.end.column + 1 },
        original,
        context,
        occurrence,
      };
    });
}

/** The source text between two 0-based positions of a file's lines. */
function spanText(lines: readonly string[], location: { start: { line: number; column: number }; end: { line: number; column: number } }): string {
  const { start, end } = location;
  if (start.line === end.line) return (lines[start.line] ?? '').slice(start.column, end.column);
  return [(lines[start.line] ?? '').slice(start.column), ...lines.slice(start.line + 1, end.line), (lines[end.line] ?? '').slice(0, end.column)].join('\n');
}
