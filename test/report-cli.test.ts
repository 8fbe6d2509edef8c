/**
 * `salvo report` end to end through the command line (in-process): files written, and bad input ending with exit
 * code 2 and a clear message (no stack trace, no report written).
 */
import { existsSync, mkdtempSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { salvoInProcessIn } from './support/salvo-in-process.js';
import { describe, expect, it } from 'vitest';
import { fixturePath, loadFixture } from '../reports/fixtures/load-fixture.js';

const dir = mkdtempSync(join(tmpdir(), 'salvo-report-cli-'));

/** The command line run in-process in `dir` (test/support/salvo-in-process.ts): no node start per call. */
const salvo = (...args: string[]) => salvoInProcessIn(dir, ...args);

describe('salvo report', () => {
  it('writes the HTML report, one SVG and one PNG per chart', async () => {
    const r = await salvo('report', fixturePath('ti4-fleet-vs-warsun'), fixturePath('matrix-armada'), '--out', 'out/report.html', '--svg', 'out/svg', '--png', 'out/png');
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/^report: out\/report\.html \(5 charts from 2 file\(s\), \d+ KB, opens offline\)\nsvg: 5 files in out\/svg\npng: 5 files in out\/png\n$/);
    expect(readFileSync(join(dir, 'out', 'report.html'), 'utf8')).toMatch(/^<!doctype html>/);
    expect(readdirSync(join(dir, 'out', 'png')).sort()).toEqual([
      '01-dreadnoughts-and-fighters-vs-war-sun-cost-lost.png', '01-dreadnoughts-and-fighters-vs-war-sun-outcomes.png',
      '01-dreadnoughts-and-fighters-vs-war-sun-rounds.png', '01-dreadnoughts-and-fighters-vs-war-sun-survivors.png', '02-armada-matchups-matchups.png',
    ]);
    const png = readFileSync(join(dir, 'out', 'png', '02-armada-matchups-matchups.png'));
    expect(png.subarray(0, 8).toString('hex')).toBe('89504e470d0a1a0a');
  });

  it('reads a tour file (kind "tour": every result of salvo tour, each with its own kind)', async () => {
    const file = join(dir, 'tour.json');
    writeFileSync(file, JSON.stringify({ kind: 'tour', results: [loadFixture('ti4-fleet-vs-warsun'), loadFixture('armada-sol-vs-letnev')] }));
    const r = await salvo('report', file, '--out', 'tour.html');
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('(8 charts from 1 file(s)');
  });

  it('exits 2 for a result of an unknown kind, naming the kinds it knows, and writes nothing', async () => {
    const result = loadFixture('ti4-fleet-vs-warsun');
    result.kind = 'simulation';
    const file = join(dir, 'future.json');
    writeFileSync(file, JSON.stringify(result));
    const r = await salvo('report', file, '--out', 'future.html');
    expect(r.code).toBe(2);
    expect(r.stderr).toBe(`salvo: report: ${file}: unknown result kind "simulation" — got kind: simulation, expected one of run, cost, matrix, optimize, strategy, check, baseline, shard, tour. Re-create the file with this version of salvo.\n`);
    expect(existsSync(join(dir, 'future.html'))).toBe(false);
    const inTour = join(dir, 'future-tour.json');
    writeFileSync(inTour, JSON.stringify({ kind: 'tour', results: [loadFixture('cost-ti4'), result] }));
    const t = await salvo('report', inTour, '--out', 'future.html');
    expect(t.code).toBe(2);
    expect(t.stderr).toContain(`salvo: report: ${inTour}: results[1]: unknown result kind "simulation"`);
  });

  it('exits 2 with a clear message for a file that is not a result, and writes nothing', async () => {
    const file = join(dir, 'scenario.json');
    writeFileSync(file, JSON.stringify({ attacker: { units: { dreadnought: 1 } } }));
    const r = await salvo('report', file, '--out', 'bad.html');
    expect(r.code).toBe(2);
    expect(r.stderr).toBe(`salvo: report: ${file}: is not a salvo result — got an object without "kind", expected a JSON object with "kind" (run, cost, matrix, optimize, …). Pass a file written by salvo run/cost/matrix/optimize/tour with --out (or --json); re-create files of older versions.\n`);
    expect(existsSync(join(dir, 'bad.html'))).toBe(false);
  });

  it('exits 2 for a malformed result and for a missing file', async () => {
    const result = loadFixture('matrix-armada');
    (result.equilibrium as { mix: number[] }).mix = [1];
    const file = join(dir, 'matrix.json');
    writeFileSync(file, JSON.stringify(result));
    const bad = await salvo('report', file);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain(`salvo: report: ${file}: equilibrium is malformed — got an object with mix, value, support, expected {mix (3 numbers), value, support}.`);
    const missing = await salvo('report', 'nope.json');
    expect(missing.code).toBe(2);
    expect(missing.stderr).toMatch(/^salvo: nope\.json: file not found/);
  });
});
