/**
 * Timings of `npm run bench` (bench/run.ts) outside the engine's own loop: the whole command line
 * as a user runs it, and the TI4 exact solver. `root` is the built checkout (dist/ present).
 */
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { loadScenarioFile } from '../src/cli/scenario-file.js';
import { solveExact } from '../src/games/ti4/exact/solve.js';
import { exactTi4Result } from '../src/games/ti4/exact/result.js';
import type { Ti4Plan } from '../src/games/ti4/plan.js';
import type { Ti4Scenario } from '../src/games/ti4/scenario.js';

/** The whole CLI as a user runs it: wall time, start-up included, and peak memory (from the result's provenance). */
export function cliRun(root: string, file: string, battles: number, cliThreads: number): { battles: number; threads: number; wallSeconds: number; processSeconds: number; perSecond: number; peakRssMB: number } {
  const t0 = performance.now();
  const out = execFileSync(process.execPath, [join(root, 'dist', 'src', 'cli', 'main.js'), 'run', join(root, file), '--battles', String(battles), '--threads', String(cliThreads), '--json'], { encoding: 'utf8', maxBuffer: 64 << 20 });
  const provenance = (JSON.parse(out) as { provenance: { wallSeconds: number; peakRssMB: number } }).provenance;
  const processSeconds = (performance.now() - t0) / 1000;
  return { battles, threads: cliThreads, wallSeconds: provenance.wallSeconds, processSeconds: Number(processSeconds.toFixed(3)), perSecond: Math.round(battles / processSeconds), peakRssMB: provenance.peakRssMB };
}

/**
 * The exact solver on a 20-unit-a-side battle: the first call as `salvo run --exact` times it
 * (compile and solve, cold, from the result's provenance), then the median and worst of 15 solves.
 * Target (targets.ts): a median within a number of kernel dice (bench/scenarios/ti4-exact-20-units.yaml).
 */
export function exactTiming(root: string, file: string) {
  const { game, scenario } = loadScenarioFile(join(root, file));
  const firstMs = exactTi4Result(scenario as Ti4Scenario).provenance.wallSeconds * 1000;
  const plan = game.compile(scenario) as Ti4Plan;
  const times: number[] = [];
  for (let i = 0; i < 15; i++) {
    const t0 = performance.now();
    solveExact(plan);
    times.push(performance.now() - t0);
  }
  times.sort((a, b) => a - b);
  const round = (x: number) => Number(x.toFixed(2));
  const medianMs = round(times[7]);
  return { file, units: plan.sides[0].unitCount + plan.sides[1].unitCount, medianMs, worstMs: round(times[14]), firstMs: round(firstMs) };
}
