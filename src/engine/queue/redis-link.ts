import type { Redis } from 'ioredis';
import { queueFailures } from './messages.js';
import type { RedisTarget } from './redis-url.js';

/** How often a lost connection is retried, and how often the watch looks at it. */
const RECONNECT_MS = 500;
const WATCH_MS = 250;

/** A Redis connection and the last error it reported (for messages: never holds a password). */
export interface RedisLink {
  client: Redis;
  target: RedisTarget;
  lastError(): string;
}

/**
 * Opens a connection (ioredis, loaded on first use so commands without `--redis` never pay for it)
 * and waits until it is ready. Settings suit BullMQ: commands wait through a reconnect instead of
 * failing (maxRetriesPerRequest null); the watch below decides when waiting has lasted too long.
 * @throws RunFailure when Redis does not answer within `timeoutSeconds`.
 */
export async function openRedis(target: RedisTarget, name: string, timeoutSeconds: number): Promise<RedisLink> {
  const { Redis } = await import('ioredis');
  const client = new Redis(target.url, {
    lazyConnect: true,
    maxRetriesPerRequest: null,
    connectionName: name,
    connectTimeout: Math.min(5_000, timeoutSeconds * 1000),
    retryStrategy: () => RECONNECT_MS,
  });
  let last = 'no answer';
  client.on('error', (error: Error) => {
    last = error.message;
  });
  const link: RedisLink = { client, target, lastError: () => last };
  const ready = new Promise<boolean>((resolve) => {
    const timer = setTimeout(() => resolve(false), timeoutSeconds * 1000);
    client.once('ready', () => {
      clearTimeout(timer);
      resolve(true);
    });
  });
  client.connect().catch(() => {});
  if (!(await ready)) {
    client.disconnect();
    throw queueFailures.unreachable(target.display, timeoutSeconds, last);
  }
  return link;
}

/** What a watch reports: the connection dropped, came back, or stayed away too long. */
export interface WatchEvents {
  onDown?(cause: string): void;
  onBack?(): void;
  onLost(cause: string): void;
}

/**
 * Watches a connection: when it has not been ready for `timeoutSeconds`, calls `onLost` once and
 * stops. Returns the function that stops the watch. This is what turns a dead Redis into a clear
 * failure instead of a run that waits forever.
 */
export function watchConnection(link: RedisLink, timeoutSeconds: number, events: WatchEvents): () => void {
  let downSince: number | undefined;
  const timer = setInterval(() => {
    const ready = link.client.status === 'ready';
    if (ready) {
      if (downSince !== undefined) events.onBack?.();
      downSince = undefined;
      return;
    }
    const now = Date.now();
    if (downSince === undefined) {
      downSince = now;
      events.onDown?.(link.lastError());
    } else if (now - downSince >= timeoutSeconds * 1000) {
      clearInterval(timer);
      events.onLost(link.lastError());
    }
  }, WATCH_MS);
  timer.unref();
  return () => clearInterval(timer);
}

/**
 * Runs a closing step but gives up after `ms` (a polite close waits for Redis, which may be gone).
 * Errors of the step are swallowed: closing must never hide the failure that led to it.
 */
export async function closeWithin(ms: number, step: () => Promise<unknown>): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  await Promise.race([
    step().catch(() => undefined),
    new Promise<void>((resolve) => {
      timer = setTimeout(resolve, ms);
      timer.unref();
    }),
  ]);
  clearTimeout(timer);
}
