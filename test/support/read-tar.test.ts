import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { readTarFiles } from './read-tar.js';

const dir = mkdtempSync(join(tmpdir(), 'salvo-read-tar-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** A ustar archive of `paths` under `dir`, made by the system tar. */
function tarOf(...paths: string[]): Buffer {
  execFileSync('tar', ['--format=ustar', '-cf', join(dir, 'out.tar'), '-C', dir, ...paths]);
  return readFileSync(join(dir, 'out.tar'));
}

describe('readTarFiles', () => {
  it('returns each regular file with its bytes, across block boundaries, and skips directories', () => {
    mkdirSync(join(dir, 'lib'));
    const big = Buffer.alloc(1300, 7);
    writeFileSync(join(dir, 'lib', 'a.so'), big);
    writeFileSync(join(dir, 'lib', 'b.chk'), 'abc');
    const files = readTarFiles(tarOf('lib'));
    expect(files.map((f) => f.path).sort()).toEqual(['lib/a.so', 'lib/b.chk']);
    expect(files.find((f) => f.path === 'lib/a.so')?.data.equals(big)).toBe(true);
    expect(files.find((f) => f.path === 'lib/b.chk')?.data.toString()).toBe('abc');
  });

  it('refuses a link instead of misreading it', () => {
    symlinkSync('a.so', join(dir, 'lib', 'link.so'));
    expect(() => readTarFiles(tarOf('lib/link.so'))).toThrow('readTarFiles: entry "lib/link.so" has type "2" — expected a regular file or a directory');
  });
});
