/**
 * The page's stand-in for `node:crypto`, as far as the engine uses it: `createHash('sha1')` for a
 * plan's cache key (src/engine/run.ts, planKey). SHA-1 of the UTF-8 text (FIPS 180-4, section
 * 6.1), so a plan has the same key in the page as in the CLI. O(n) in the text's length.
 *
 * @throws Error for any algorithm other than sha1.
 * @example createHash('sha1').update('abc').digest('hex') // 'a9993e364706816aba3e25717850c26c9cd0d89d'
 */
export function createHash(algorithm: string): { update(text: string): { digest(encoding: 'hex'): string } } {
  if (algorithm !== 'sha1') throw new Error(`createHash: only sha1 is bundled into the page, got ${algorithm}`);
  return { update: (text) => ({ digest: () => sha1Hex(new TextEncoder().encode(text)) }) };
}

const rotl = (x: number, n: number): number => (x << n) | (x >>> (32 - n));

/** SHA-1 of bytes as 40 hex digits. */
export function sha1Hex(bytes: Uint8Array): string {
  const bitLength = bytes.length * 8;
  const padded = new Uint8Array(((bytes.length + 8) >> 6) * 64 + 64);
  padded.set(bytes);
  padded[bytes.length] = 0x80;
  const view = new DataView(padded.buffer);
  view.setUint32(padded.length - 8, Math.floor(bitLength / 2 ** 32));
  view.setUint32(padded.length - 4, bitLength >>> 0);
  const h = [0x67452301, 0xefcdab89, 0x98badcfe, 0x10325476, 0xc3d2e1f0];
  const w = new Int32Array(80);
  for (let block = 0; block < padded.length; block += 64) {
    for (let i = 0; i < 16; i++) w[i] = view.getInt32(block + i * 4);
    for (let i = 16; i < 80; i++) w[i] = rotl(w[i - 3] ^ w[i - 8] ^ w[i - 14] ^ w[i - 16], 1);
    let [a, b, c, d, e] = h;
    for (let i = 0; i < 80; i++) {
      const [f, k] = i < 20 ? [(b & c) | (~b & d), 0x5a827999] : i < 40 ? [b ^ c ^ d, 0x6ed9eba1] : i < 60 ? [(b & c) | (b & d) | (c & d), 0x8f1bbcdc] : [b ^ c ^ d, 0xca62c1d6];
      const t = (rotl(a, 5) + f + e + k + w[i]) | 0;
      e = d;
      d = c;
      c = rotl(b, 30);
      b = a;
      a = t;
    }
    h[0] = (h[0] + a) | 0;
    h[1] = (h[1] + b) | 0;
    h[2] = (h[2] + c) | 0;
    h[3] = (h[3] + d) | 0;
    h[4] = (h[4] + e) | 0;
  }
  return h.map((x) => (x >>> 0).toString(16).padStart(8, '0')).join('');
}

export default { createHash };
