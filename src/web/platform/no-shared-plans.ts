/**
 * The page's stand-in for `node:v8`: src/engine/shared-plan.ts writes plans into shared memory for
 * the piscina pool, which the page does not use (its Web Workers receive plans by postMessage and
 * cache them by key, src/web/engine/web-runner.ts). Reaching this is a bug.
 */
export function serialize(): never {
  throw new Error('node:v8 serialize: shared plans belong to the piscina pool, not the page');
}

/** See serialize. */
export function deserialize(): never {
  throw new Error('node:v8 deserialize: shared plans belong to the piscina pool, not the page');
}
