import seedrandom from 'seedrandom';
import { describe, expect, it } from 'vitest';
import { chunkStream } from './rng.js';

describe('random streams', () => {
  it('d10 faces are uniform: each within 4 standard errors of 1/10', () => {
    const rng = chunkStream(1, 0);
    const n = 1_000_000;
    const counts = new Array(11).fill(0);
    for (let i = 0; i < n; i++) counts[rng.d10()]++;
    expect(counts[0]).toBe(0);
    const se = Math.sqrt((0.1 * 0.9) / n);
    for (let face = 1; face <= 10; face++) expect(Math.abs(counts[face] / n - 0.1)).toBeLessThan(4 * se);
  });

  it('consecutive faces are independent: P(both 10) within 4 SE of 1/100', () => {
    const rng = chunkStream(2, 0);
    const n = 500_000;
    let both = 0;
    for (let i = 0; i < n; i++) if (rng.d10() === 10 && rng.d10() === 10) both++;
    expect(Math.abs(both / n - 0.01)).toBeLessThan(4 * Math.sqrt((0.01 * 0.99) / n));
  });

  it('the same (seed, chunk) replays; other chunks and seeds differ', () => {
    const draw = (seed: number, chunk: number) => Array.from({ length: 32 }, ((r) => () => r.d10())(chunkStream(seed, chunk)));
    expect(draw(5, 3)).toEqual(draw(5, 3));
    expect(draw(5, 3)).not.toEqual(draw(5, 4));
    expect(draw(5, 3)).not.toEqual(draw(6, 3));
  });

  it('inverseCdf draws what uniform draws: the same word, the same count', () => {
    const cdf = Float64Array.of(0, 0.1, 0.35, 0.35, 0.8, 0.999, 1);
    const viaUniform = chunkStream(3, 0);
    const viaInverse = chunkStream(3, 0);
    for (let i = 0; i < 10_000; i++) {
      const start = i % 3;
      const u = viaUniform.uniform();
      let k = 0;
      while (u >= cdf[start + k]) k++;
      expect(viaInverse.inverseCdf(cdf, start)).toBe(k);
    }
    expect(viaInverse.d10()).toBe(viaUniform.d10());
  });

  it('below(n) and chance(p) are in range and calibrated', () => {
    const rng = chunkStream(3, 0);
    let hits = 0;
    for (let i = 0; i < 100_000; i++) {
      const v = rng.below(7);
      expect(v >= 0 && v < 7).toBe(true);
      if (rng.chance(0.25)) hits++;
    }
    expect(Math.abs(hits / 100_000 - 0.25)).toBeLessThan(4 * Math.sqrt((0.25 * 0.75) / 100_000));
  });

  it('below(n) rejects exactly the words at or above 2^32 − (2^32 mod n) and reduces the rest mod n', () => {
    const reference = (words: { uniform(): number }, n: number) => {
      const limit = 2 ** 32 - (2 ** 32 % n);
      let w: number;
      do w = words.uniform() * 2 ** 32;
      while (w >= limit);
      return w % n;
    };
    for (const n of [1, 2, 3, 7, 10, 1000, 3 * 2 ** 30, 2 ** 31 + 1, 2 ** 32 - 1, 2 ** 32]) {
      const stream = chunkStream(9, n);
      const words = chunkStream(9, n);
      for (let i = 0; i < 2000; i++) expect(stream.below(n)).toBe(reference(words, n));
    }
  });

  it('d10 reads the Tyche-i words of "salvo:seed:chunk" in order, low byte first, one face per byte below 250, across block refills', () => {
    const next = seedrandom.tychei('salvo:7:1').int32;
    const faces: number[] = [];
    // 300 words: past the first block of 256, so a refill that drew an extra word would shift the rest.
    for (let w = 0; w < 300; w++) {
      const word = next();
      for (let b = 0; b < 4; b++) {
        const byte = (word >>> (8 * b)) & 255;
        if (byte < 250) faces.push((byte % 10) + 1);
      }
    }
    const rng = chunkStream(7, 1);
    expect(Array.from({ length: faces.length }, () => rng.d10())).toEqual(faces);
    // uniform() takes the next whole word; leftover bytes of the last one are not reused.
    expect(rng.uniform()).toBe((next() >>> 0) / 2 ** 32);
    expect(rng.chance(0.5)).toBe((next() >>> 0) < 2 ** 31);
  });

  it('below(n) for every n < 300 (the division-free small-n path and past it) gives what the reference gives', () => {
    for (let n = 1; n < 300; n++) {
      const stream = chunkStream(11, n);
      const words = chunkStream(11, n);
      for (let i = 0; i < 300; i++) {
        const limit = 2 ** 32 - (2 ** 32 % n);
        let w: number;
        do w = words.uniform() * 2 ** 32;
        while (w >= limit);
        if (stream.below(n) !== w % n) expect.unreachable(`below(${n}) differs from the reference for word ${w}`);
      }
    }
  });

  it('below(n) for small n at multiples of n, where the division-free floor can round down', () => {
    // Words fed straight to below(): the largest multiples of n under 2^32 (the worst case for
    // rounding), small ones, 0, and the largest accepted word.
    for (let n = 1; n < 256; n++) {
      const top = 2 ** 32 - (2 ** 32 % n) - n;
      const values = [top, top - n, n, 0, top + n - 1];
      const stream = chunkStream(1, 0) as unknown as { word(): number; below(n: number): number };
      let k = 0;
      stream.word = () => values[k++] | 0;
      for (let i = 0; i < values.length; i++) expect(stream.below(n)).toBe(values[i] % n);
    }
  });
});
