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
  if (values.every(isSmall)) {
    // Small integers go in as such (`| 0`), from their own array literal: once this function is
    // optimised, a value read from the arrays it copies may come as a double (some hold fractions),
    // and V8 then made every later copy, and its literal's later arrays, arrays of doubles, which
    // the hot loop read with a conversion at every integer.
    const out: number[] = [];
    for (let i = 0; i < values.length; i++) out.push((values[i] as number) | 0);
    return out;
  }
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

/** An integer V8 stores as a small integer (not −0, well within 31 bits). */
function isSmall(x: unknown): boolean {
  return typeof x === 'number' && Number.isInteger(x) && !Object.is(x, -0) && x > -(2 ** 30) && x < 2 ** 30;
}
