/**
 * The start-up bench's data (bench/startup.ts): its one-line summary and its place in README.md's
 * benchmark section. Pure functions only: no process is timed here.
 */
import { describe, expect, it } from 'vitest';
import type { BenchRecord } from './history.js';
import { benchSection } from './readme-table.js';
import { sampleStats } from './sample-stats.js';
import { startupLine, type StartupResult } from './startup.js';

const samples = (wall: number[], cpu: number[]) => ({ wallMs: sampleStats(wall), cpuMs: sampleStats(cpu) });
const startup: StartupResult = {
  file: 'bench/scenarios/ti4-fleet-vs-warsun.yaml', battles: 10_000,
  run: samples([240, 200, 210], [190, 180, 185]), version: samples([120, 110, 130], [100, 90, 95]), node: samples([60, 65, 70], [30, 31, 32]),
  targetVsNode: 3.5, meetsTarget: true,
};
const context = { node: 'v20.20.2', cpu: 'AMD EPYC', cores: 2, commit: 'ccc3333', date: '2026-12-01T05:00:00.000Z', loadBefore: [0.5, 0.4, 0.3], loadAfter: [0.6, 0.4, 0.3] };

describe('start-up bench data', () => {
  it('summarizes medians and minima of wall and CPU time, the target as a ratio to node -e 0, and the floors', () => {
    expect(startupLine(startup)).toBe(
      'salvo run, 10,000 battles (bench/scenarios/ti4-fleet-vs-warsun.yaml), median of 3: 210 ms wall (min 200), 185 ms CPU; 3.23× node -e 0, target <= 3.5×: yes. ' +
        'Floors: salvo --version 120 ms wall (min 110), 95 ms CPU, node -e 0 65 ms wall (min 60), 31 ms CPU',
    );
    expect(startupLine({ ...startup, meetsTarget: false, baseline: { root: '/work/base', run: samples([500], [400]) } })).toMatch(/target <= 3\.5×: NO\. .*; baseline \/work\/base: 500 ms wall \(min 500\), 400 ms CPU$/);
  });

  it('reads a record written when the target was absolute', () => {
    const { targetVsNode: _, ...rest } = startup;
    expect(startupLine({ ...rest, targetMs: 250 } as unknown as StartupResult)).toMatch(/185 ms CPU; target < 250 ms: yes\. Floors/);
  });

  it('appears under the README table with the run it comes from', () => {
    const cases: BenchRecord = { context, results: [{ name: 'ti4', file: 'ti4.yaml', chunkSize: 20_000, perThread: { ...sampleStats([1]), cpuMicrosPerBattle: 1 }, allThreads: { ...sampleStats([2]), threads: 2, battlesPerRun: 1, cpuMicrosPerBattle: 1 }, speedup: 2, cpuEfficiency: 1, targetPerThread: null, meetsTarget: null }] };
    const section = benchSection([cases, { context: { ...context, commit: 'ddd4444' }, results: [], startup }]);
    expect(section).toContain(`\n\nStart-up: ${startupLine(startup)} (run 2).\n\nRuns:\n\n1. `);
    expect(section).toContain('2. 2026-12-01 05:00 UTC, commit ddd4444');
  });
});
