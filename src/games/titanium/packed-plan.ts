/**
 * Plans as the hot loop reads them: every array of numbers (and every array of such arrays)
 * rebuilt element by element, so V8 stores it as a packed array of small integers or of unboxed
 * doubles. A plan that reached a worker thread by structured clone (src/engine/shared-plan.ts)
 * holds holey arrays of generic elements instead, where a fractional number written (the whole
 * game's arena) is boxed in a fresh heap number and every read takes a hole check; packing gives
 * a worker the same arrays, hence the same optimised code, as the thread the plan was compiled
 * in. Copies once per simulator; the plan itself is not changed.
 */
export function packedPlan<T extends object>(plan: T): T {
  // A spread copy keeps the plan's fast properties; only existing properties are reassigned (adding
  // many keyed properties to `{}` would turn it into a slow dictionary-mode object).
  const copy = { ...plan } as Record<string, unknown>;
  for (const key of Object.keys(copy)) {
    const value = copy[key];
    if (Array.isArray(value)) copy[key] = packedArray(value);
  }
  return copy as T;
}

/** A packed copy of an array of numbers, of an array of arrays of numbers, or the array itself otherwise. */
function packedArray(values: readonly unknown[]): unknown[] {
  if (values.every((x) => typeof x === 'number')) {
    const out: number[] = [];
    for (let i = 0; i < values.length; i++) out.push(values[i] as number);
    return out;
  }
  if (values.every((x) => Array.isArray(x))) {
    const out: unknown[] = [];
    for (let i = 0; i < values.length; i++) out.push(packedArray(values[i] as unknown[]));
    return out;
  }
  return [...values];
}
