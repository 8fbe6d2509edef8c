import { queueErrors } from './messages.js';

/** Where the queue lives: the URL to connect with and a form safe to print (no password). */
export interface RedisTarget {
  url: string;
  display: string;
}

/**
 * `redis://user:***@host:6379/0` for `redis://user:secret@host:6379/0`: credentials are never
 * printed or logged (docs/distributed.md, "Security").
 */
export function redactRedisUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return '(an unreadable URL)';
  }
}

/**
 * Checks a Redis URL: `redis://` or `rediss://` (TLS), a host, an optional port and database.
 * @throws ConfigError naming `where` (e.g. "--redis"), with the password masked.
 * @example
 * parseRedisUrl('redis://:pw@10.0.0.5:6379/2', '--redis').display; // "redis://:***@10.0.0.5:6379/2"
 */
export function parseRedisUrl(text: string, where: string): RedisTarget {
  const hidden = '(a text that is not a Redis URL; not shown, it may hold a password)';
  let parsed: URL;
  try {
    parsed = new URL(text.trim());
  } catch {
    throw queueErrors.badRedisUrl(where, text.includes('@') ? hidden : JSON.stringify(text));
  }
  // Only a parsed password can be masked; any other text with an "@" is not echoed at all.
  const display = parsed.password === '' && text.includes('@') && !/^rediss?:$/.test(parsed.protocol) ? hidden : redactRedisUrl(parsed.toString());
  if (parsed.protocol !== 'redis:' && parsed.protocol !== 'rediss:') throw queueErrors.badRedisUrl(where, display);
  if (parsed.hostname === '') throw queueErrors.badRedisUrl(where, display);
  if (!/^\/?(\d+)?$/.test(parsed.pathname)) throw queueErrors.badRedisUrl(where, display);
  return { url: parsed.toString(), display };
}
