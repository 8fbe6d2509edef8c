import { createHash as nodeHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createHash } from './sha1.js';

describe('the page\'s sha1 (plan keys)', () => {
  it('matches FIPS 180-4\'s example and node:crypto on texts around the block boundaries', () => {
    expect(createHash('sha1').update('abc').digest('hex')).toBe('a9993e364706816aba3e25717850c26c9cd0d89d');
    for (const length of [0, 1, 55, 56, 63, 64, 65, 119, 120, 1000]) {
      const text = 'é'.repeat(length >> 1) + 'x'.repeat(length - (length >> 1));
      expect(createHash('sha1').update(text).digest('hex'), `length ${length}`).toBe(nodeHash('sha1').update(text).digest('hex'));
    }
  });

  it('names the algorithm it does not have', () => {
    expect(() => createHash('sha256')).toThrow('createHash: only sha1 is bundled into the page, got sha256');
  });
});
