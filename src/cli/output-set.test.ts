import { mkdirSync, mkdtempSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { OutputSet } from './output-set.js';

const folder = () => mkdtempSync(join(tmpdir(), 'salvo-output-set-'));

describe('OutputSet', () => {
  it('writes every file of the set, creating folders, replacing old files, leaving no temporary file', () => {
    const dir = folder();
    writeFileSync(join(dir, 'report.html'), 'old report');
    new OutputSet()
      .add(join(dir, 'report.html'), 'new report', '--report')
      .add(join(dir, 'png', 'a.png'), new Uint8Array([1, 2, 3]), '--png')
      .add(join(dir, 'results.json'), '{}\n', '--out')
      .commit();
    expect(readFileSync(join(dir, 'report.html'), 'utf8')).toBe('new report');
    expect([...readFileSync(join(dir, 'png', 'a.png'))]).toEqual([1, 2, 3]);
    expect(readdirSync(dir).sort()).toEqual(['png', 'report.html', 'results.json']);
  });

  it('a file that cannot be written leaves every old file as it was and no temporary file', () => {
    const dir = folder();
    writeFileSync(join(dir, 'report.html'), 'old report');
    writeFileSync(join(dir, 'results.json'), 'old results');
    writeFileSync(join(dir, 'png'), 'a file where the chart folder should be');
    const set = new OutputSet()
      .add(join(dir, 'report.html'), 'new report', '--report')
      .add(join(dir, 'results.json'), 'new results', '--out')
      .add(join(dir, 'png', 'a.png'), new Uint8Array([1]), '--png');
    expect(() => set.commit()).toThrow(/--png: cannot create folder .*png \((EEXIST|ENOTDIR)\)/);
    expect(readFileSync(join(dir, 'report.html'), 'utf8')).toBe('old report');
    expect(readFileSync(join(dir, 'results.json'), 'utf8')).toBe('old results');
    expect(readdirSync(dir).sort()).toEqual(['png', 'report.html', 'results.json']);
  });

  it('a folder where a file of the set goes is refused before anything is written', () => {
    const dir = folder();
    writeFileSync(join(dir, 'report.html'), 'old report');
    mkdirSync(join(dir, 'results.json'));
    const set = new OutputSet().add(join(dir, 'report.html'), 'new report', '--report').add(join(dir, 'results.json'), 'new results', '--out');
    expect(() => set.commit()).toThrow(/^--out .*results\.json: is a folder\./);
    expect(readFileSync(join(dir, 'report.html'), 'utf8')).toBe('old report');
    expect(readdirSync(dir).sort()).toEqual(['report.html', 'results.json']);
  });

  it('a planned set writes nothing until committed', () => {
    const dir = folder();
    const set = new OutputSet().add(join(dir, 'report.html'), 'x', '--report').addFolder(join(dir, 'svg'), '--svg');
    expect(readdirSync(dir)).toEqual([]);
    expect(set.paths).toEqual([join(dir, 'report.html')]);
    set.commit();
    expect(readdirSync(dir).sort()).toEqual(['report.html', 'svg']);
  });
});
