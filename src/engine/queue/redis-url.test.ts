import { describe, expect, it } from 'vitest';
import { queueErrors } from './messages.js';
import { parseRedisUrl, redactRedisUrl } from './redis-url.js';

describe('parseRedisUrl', () => {
  it('accepts redis:// and rediss:// with a port, a database and credentials, and masks the password for display', () => {
    expect(parseRedisUrl('redis://127.0.0.1:6379', '--redis')).toEqual({ url: 'redis://127.0.0.1:6379', display: 'redis://127.0.0.1:6379' });
    expect(parseRedisUrl(' rediss://user:s3cret@cache.example:6380/2 ', '--redis')).toEqual({ url: 'rediss://user:s3cret@cache.example:6380/2', display: 'rediss://user:***@cache.example:6380/2' });
    expect(parseRedisUrl('redis://:pw@10.0.0.5/', 'SALVO_REDIS').display).toBe('redis://:***@10.0.0.5/');
  });

  it('refuses other schemes, a missing host and a path that is not a database number, naming where the URL came from', () => {
    expect(() => parseRedisUrl('http://user:s3cret@host:6379', '--redis')).toThrow(queueErrors.badRedisUrl('--redis', 'http://user:***@host:6379/').message);
    expect(() => parseRedisUrl('redis://host:6379/jobs', 'SALVO_REDIS')).toThrow(queueErrors.badRedisUrl('SALVO_REDIS', 'redis://host:6379/jobs').message);
    expect(() => parseRedisUrl('localhost:6379', '--redis')).toThrow(/^--redis: is not a Redis URL — got localhost:6379, expected redis:\/\/\[user:password@\]host\[:port\]\[\/db\] or rediss:\/\/… \(TLS\)\. For example --redis redis:\/\/127\.0\.0\.1:6379\.$/);
  });

  it('never echoes a text that is not a URL but may hold a password', () => {
    for (const text of ['user:p@ss word@host', 'p@ss@host:6379', 'redis//:pw@host']) {
      expect(() => parseRedisUrl(text, '--redis')).toThrow(/got \(a text that is not a Redis URL; not shown, it may hold a password\)/);
    }
    expect(() => parseRedisUrl('not a url', '--redis')).toThrow(/got "not a url"/);
  });
});

describe('redactRedisUrl', () => {
  it('replaces only the password', () => {
    expect(redactRedisUrl('redis://alice:wonderland@h:1/3')).toBe('redis://alice:***@h:1/3');
    expect(redactRedisUrl('redis://h:1')).toBe('redis://h:1');
  });
});
