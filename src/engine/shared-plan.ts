import { createRequire } from 'node:module';
import type { PlanBase } from './simulator.js';

/**
 * node:v8, required on first use: only a worker pool shares plans, and loading the module cost ~2 ms
 * CPU of the start-up of every run (the in-process runner imports this file through runners.ts).
 */
let v8Module: typeof import('node:v8') | undefined;
const v8 = (): typeof import('node:v8') => (v8Module ??= createRequire(import.meta.url)('node:v8') as typeof import('node:v8'));

/**
 * A plan written once into shared memory (V8's structured serialization, the format postMessage
 * uses). A chunk job carries this buffer: structured-cloning a SharedArrayBuffer copies no bytes,
 * so sending it with every chunk costs nothing, and a worker turns it back into a plan only when
 * it has not prepared that plan yet (docs/architecture.md, "The Game interface": plans are sent to a
 * worker once and cached there).
 */
export function sharePlan(plan: PlanBase): SharedArrayBuffer {
  const bytes = v8().serialize(plan);
  const shared = new SharedArrayBuffer(bytes.length);
  new Uint8Array(shared).set(bytes);
  return shared;
}

/**
 * The plan in a buffer from `sharePlan`, as this thread's own copy: the bytes are first copied out
 * of shared memory, so the plan's typed arrays never alias memory another thread can see.
 */
export function readSharedPlan(shared: SharedArrayBuffer): PlanBase {
  const bytes = Buffer.alloc(shared.byteLength);
  bytes.set(new Uint8Array(shared));
  return v8().deserialize(bytes) as PlanBase;
}
