/**
 * The benchmark's data (bench/): sample statistics, the history it appends to, and the README
 * section generated from it. Only pure functions and a scratch file: no benchmark runs here.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { appendHistory, readHistory, type BenchCaseResult, type BenchRecord } from '../bench/history.js';
import { benchSection, README_END, README_START, withBenchSection } from '../bench/readme-table.js';
import { sampleStats } from '../bench/sample-stats.js';

const scratch = mkdtempSync(join(tmpdir(), 'salvo-bench-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

const result = (name: string, mean: number): BenchCaseResult => ({
  name, file: `${name}.yaml`, chunkSize: 20_000,
  perThread: { ...sampleStats([mean - 10, mean, mean + 10]), cpuMicrosPerBattle: 4.5 },
  allThreads: { ...sampleStats([2 * mean]), threads: 2, battlesPerRun: 1_000_000, cpuMicrosPerBattle: 5 },
  speedup: 2, cpuEfficiency: 0.9, targetPerThread: 100, meetsTarget: true,
});
const record = (commit: string, results: BenchCaseResult[]): BenchRecord => ({
  context: { node: 'v20.20.2', cpu: 'AMD EPYC', cores: 2, commit, date: '2026-11-30T23:00:00.000Z', loadBefore: [0.5, 0.4, 0.3], loadAfter: [1.5, 0.6, 0.4] },
  results,
});

describe('sampleStats', () => {
  it('gives mean, sample sd, extremes and interpolated quartiles', () => {
    expect(sampleStats([40, 10, 30, 20])).toEqual({ samples: 4, mean: 25, sd: 13, min: 10, p25: 18, p50: 25, p75: 33, max: 40 });
    expect(sampleStats([7])).toEqual({ samples: 1, mean: 7, sd: 0, min: 7, p25: 7, p50: 7, p75: 7, max: 7 });
    expect(() => sampleStats([])).toThrow('sampleStats: values must hold at least one sample');
  });
});

describe('history and README section', () => {
  it('appends one line per run and reads the runs back in order', () => {
    const file = join(scratch, 'history.jsonl');
    expect(readHistory(file)).toEqual([]);
    appendHistory(record('aaa1111', [result('ti4', 1000)]), file);
    appendHistory(record('bbb2222', [result('armada', 500)]), file);
    expect(readHistory(file).map((r) => r.context.commit)).toEqual(['aaa1111', 'bbb2222']);
  });

  it('tables each case from its latest run and names the runs', () => {
    const paired = { ...result('armada', 500), pairedSpeedup: { rounds: 12, median: 1.9, min: 1.7, max: 2.01 } };
    const section = benchSection([record('aaa1111', [result('ti4', 1000), result('armada', 400)]), record('bbb2222', [paired])]);
    const lines = section.split('\n');
    expect(lines[0]).toBe('| case | 1 thread /s (mean ± sd) | median | worst | CPU µs/battle | all threads /s | speedup | paired speedup (median, range) | CPU efficiency | targets (ratios, bench/targets.ts) | run |');
    expect(lines[2]).toBe('| ti4 | 1,000 ± 10 | 1,000 | 990 | 4.50 | 2,000 (2) | 2× | – | 0.90 | 100/s yes | 1 |');
    expect(lines[3]).toBe('| armada | 500 ± 10 | 500 | 490 | 4.50 | 1,000 (2) | 2× | 1.9× (1.7-2.01×, 12 rounds) | 0.90 | 100/s yes | 2 |');
    expect(section).toContain('2. 2026-11-30 23:00 UTC, commit bbb2222, node v20.20.2, AMD EPYC (2 cores), load average 0.5 0.4 0.3 before, 1.5 0.6 0.4 after.');
  });

  it('shows a record\'s targets as ratios measured against what they require', () => {
    const { targetPerThread: _t, meetsTarget: _m, ...plain } = result('ti4', 1000);
    const judged: BenchCaseResult = { ...plain, kernelRollsPerSecond: 12_000, targets: [
      { name: 'ti4', what: 'kernel dice per battle', measured: 12, required: 16, atMost: true, met: true },
      { name: 'ti4', what: 'rate / rate of "x"', measured: 0.7, required: 0.75, atMost: false, met: false },
    ] };
    const row = benchSection([record('ccc3333', [judged, { ...plain, name: 'none', targets: [] }])]).split('\n');
    expect(row[2]).toMatch(/ \| kernel dice per battle 12 <= 16 yes; rate \/ rate of "x" 0\.7 >= 0\.75 no \| 1 \|$/);
    expect(row[3]).toMatch(/ \| – \| 1 \|$/);
  });

  it('rewrites only the marked part of the README, and refuses one without the markers', () => {
    const readme = `# salvo\n\n${README_START}\nold table\n${README_END}\n\n## Next\n`;
    expect(withBenchSection(readme, 'new table')).toBe(`# salvo\n\n${README_START}\nnew table\n${README_END}\n\n## Next\n`);
    expect(() => withBenchSection('# salvo\n', 'x')).toThrow('withBenchSection: README.md must hold');
  });
});
