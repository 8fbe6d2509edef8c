/**
 * Checks that the evidence tables still describe the code (CONTRIBUTING-style rule: stale evidence
 * fails `npm test`): every rule-removal edit of bench/rule-removals.ts applies exactly once, and
 * every equivalent-mutant key of bench/mutation-equivalent.ts names a mutant of the current source
 * (keys by content: bench/mutation-sample.ts contentKey). Used by bench/evidence-current.test.ts,
 * `rule-removal --check` and `mutation --check-equivalent`.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { EQUIVALENT_MUTANTS } from './mutation-equivalent.js';
import { listMutants } from './mutation-population.js';
import { contentKey } from './mutation-sample.js';
import { REMOVALS, type Removal } from './rule-removals.js';

/** The removals (of `removals`) with an edit whose text is not found exactly once in its file under `root`. */
export function inapplicableRemovals(root: string, removals: readonly Removal[] = REMOVALS): { id: string; files: string[] }[] {
  return removals.flatMap((removal) => {
    const files = removal.edits.filter((e) => !existsSync(join(root, e.file)) || readFileSync(join(root, e.file), 'utf8').split(e.find).length !== 2).map((e) => e.file);
    return files.length > 0 ? [{ id: removal.id, files }] : [];
  });
}

/** The file a content key names (its text up to the first space). */
export const keyFile = (key: string): string => key.slice(0, key.indexOf(' '));

/** The equivalent-mutant keys that name no mutant of the current source under `root`, and how many keys there are. */
export async function staleEquivalentKeys(root: string, keys: readonly string[] = Object.keys(EQUIVALENT_MUTANTS)): Promise<{ stale: string[]; total: number }> {
  const files = [...new Set(keys.map(keyFile))].filter((f) => existsSync(join(root, f)));
  const present = new Set((await listMutants(root, files)).map(contentKey));
  return { stale: keys.filter((k) => !present.has(k)), total: keys.length };
}
