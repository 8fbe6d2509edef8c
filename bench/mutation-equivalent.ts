/**
 * Surviving sampled mutants judged equivalent (they change no result any input can produce), by
 * mutantKey (bench/mutation-sample.ts), with the reason. They still count as survivors in the
 * estimate; bench/out/mutation.json shows the reason beside each.
 */
export const EQUIVALENT_MUTANTS: Readonly<Record<string, string>> = {};
