/**
 * The growing Int32 pool a memo keeps its records in (policies/allocation-memo.ts,
 * offensive-memo.ts): `pool` itself when `need` words fit, else a copy doubled until they do, or
 * null when that would pass `max` words — the caller then keeps the record out, as a cache may.
 */
export function poolWithRoom(pool: Int32Array<ArrayBuffer>, need: number, max: number): Int32Array<ArrayBuffer> | null {
  if (need <= pool.length) return pool;
  let length = pool.length;
  while (length < need) length *= 2;
  if (length > max) return null;
  const grown = new Int32Array(length);
  grown.set(pool);
  return grown;
}
