/**
 * The bench's targets (bench/targets.ts): each a ratio to a reference of the same run, judged,
 * tabulated, and the exit code. Pure functions only: nothing is timed here.
 */
import { describe, expect, it } from 'vitest';
import { benchExitCode, caseTargets, runTargets, targetsTable, type TargetResult } from './targets.js';

const measures = { name: 'ti4 fight', perThread: 10_000_000, kernelRollsPerSecond: 120_000_000, threads: 2 };

describe('bench targets', () => {
  it('judges a case against the kernel (dice per battle, at most), another case (at least) and its paired speedup per thread', () => {
    const spec = { maxKernelDice: 16, vsCase: { case: 'plain', ratio: 0.75 }, minSpeedupPerThread: 0.9 };
    expect(caseTargets(spec, { ...measures, pairedSpeedup: 1.7 }, new Map([['plain', 12_000_000]]))).toEqual([
      { name: 'ti4 fight', what: 'kernel dice per battle', measured: 12, required: 16, atMost: true, met: true },
      { name: 'ti4 fight', what: 'rate / rate of "plain"', measured: 0.833, required: 0.75, atMost: false, met: true },
      { name: 'ti4 fight', what: 'paired speedup / 2 threads', measured: 0.85, required: 0.9, atMost: false, met: false },
    ]);
    // The same machine at half speed: the same ratios, the same verdicts.
    const half = caseTargets(spec, { ...measures, perThread: 5_000_000, kernelRollsPerSecond: 60_000_000, pairedSpeedup: 1.7 }, new Map([['plain', 6_000_000]]));
    expect(half.map((t) => [t.measured, t.met])).toEqual([[12, true], [0.833, true], [0.85, false]]);
  });

  it('misses a kernel target when a battle costs more dice than allowed, and leaves out what was not measured', () => {
    expect(caseTargets({ maxKernelDice: 10 }, measures, new Map())[0]).toMatchObject({ measured: 12, met: false });
    expect(caseTargets({ vsCase: { case: 'absent', ratio: 0.75 }, minSpeedupPerThread: 0.9 }, measures, new Map())).toEqual([]);
  });

  it('judges the whole-run targets: salvo run against the engine, memory, start-up against node, the exact solver against the kernel', () => {
    const judged = runTargets({
      cli: { name: 'ti4 fight', perSecond: 6_000_000, enginePerThread: 15_000_000, peakLargeMB: 70, peakSmallMB: 65 },
      startup: { runMs: 250, nodeMs: 68 },
      exact: { medianMs: 10, kernelRollsPerSecond: 130_000_000 },
    });
    expect(judged.map((t) => [t.measured, t.required, t.met])).toEqual([[0.4, 0.5, false], [1.08, 1.2, true], [3.68, 3.5, false], [1_300_000, 6_500_000, true]]);
    expect(runTargets({})).toEqual([]);
  });

  it('tabulates every target and counts the misses; exit 1 on a miss unless --no-fail', () => {
    const met: TargetResult = { name: 'a', what: 'kernel dice per battle', measured: 12, required: 16, atMost: true, met: true };
    const missed: TargetResult = { name: 'b', what: 'kernel dice per solve (median)', measured: 7_000_000, required: 6_500_000, atMost: true, met: false };
    expect(targetsTable([met, missed])).toBe([
      'target  ratio                           measured   required      met',
      'a       kernel dice per battle                 12  <= 16         yes',
      'b       kernel dice per solve (median)  7,000,000  <= 6,500,000  NO',
      '1 of 2 targets missed',
    ].join('\n'));
    expect(targetsTable([met])).toMatch(/\nall 1 targets met$/);
    expect(benchExitCode([met, missed], false)).toBe(1);
    expect(benchExitCode([met, missed], true)).toBe(0);
    expect(benchExitCode([met], false)).toBe(0);
  });
});
