/**
 * The start-up bench (issue 17, Build item 4: "a 10,000-battle `salvo run` in < 250 ms wall", now a
 * ratio to Node's own start-up measured alongside, so that it holds on any machine: targets.ts):
 * `salvo run <file> --battles 10000` timed as a user runs it, a child process from spawn to exit,
 * several samples, next to the floors it cannot beat (`node -e 0`, `salvo --version`). Samples
 * alternate between the commands (and a baseline checkout, when given) so that all of them see
 * the same load. Each sample's CPU time (user + system) comes from the child itself (cpu-probe.ts).
 */
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { sampleStats, type SampleStats } from './sample-stats.js';

import { STARTUP_VS_NODE } from './targets.js';

/** Battles of the timed run: one chunk, answered in-process. */
export const STARTUP_BATTLES = 10_000;

/** Wall and CPU milliseconds of one command's samples. */
export interface StartupSamples {
  wallMs: SampleStats;
  cpuMs: SampleStats;
}

/** What the start-up bench records (bench/out/history.jsonl, key `startup`). */
export interface StartupResult {
  file: string;
  battles: number;
  run: StartupSamples;
  /** `salvo --version`: loading the command line alone. */
  version: StartupSamples;
  /** `node -e 0`: Node's own start-up, the floor. */
  node: StartupSamples;
  /** The same run from another built checkout (`--baseline PATH`), sampled alternately. */
  baseline?: { root: string; run: StartupSamples };
  /** The target: the run's median wall time over `node -e 0`'s is at most this. */
  targetVsNode: number;
  /** The median wall time is within the target. */
  meetsTarget: boolean;
}

/** One timed child process: its wall time seen from here and the CPU time it reports. */
function timeChild(args: string[], probe: string): { wallMs: number; cpuMs: number } {
  const t0 = performance.now();
  const child = spawnSync(process.execPath, ['--import', probe, ...args], { encoding: 'utf8', maxBuffer: 64 << 20 });
  const wallMs = performance.now() - t0;
  if (child.status !== 0) throw new Error(`startup bench: node ${args.join(' ')} exited with ${child.status}:\n${child.stderr}`);
  const cpuUs = /salvo-bench-cpu-us (\d+)\s*$/.exec(child.stderr)?.[1];
  if (cpuUs === undefined) throw new Error(`startup bench: node ${args.join(' ')} reported no CPU time`);
  return { wallMs, cpuMs: Number(cpuUs) / 1000 };
}

const summarize = (times: { wallMs: number; cpuMs: number }[]): StartupSamples => ({
  wallMs: sampleStats(times.map((t) => t.wallMs)),
  cpuMs: sampleStats(times.map((t) => t.cpuMs)),
});

/**
 * `samples` alternating rounds of: the run, `--version`, `node -e 0` (and the baseline's run).
 * `root` and `baselineRoot` are built checkouts (dist/ present); `file` is relative to them.
 */
export function startupTiming(root: string, file: string, samples: number, baselineRoot?: string): StartupResult {
  const probe = pathToFileURL(join(root, 'dist', 'bench', 'cpu-probe.js')).href;
  const main = (at: string) => join(at, 'dist', 'src', 'cli', 'main.js');
  const runArgs = (at: string) => [main(at), 'run', join(at, file), '--battles', String(STARTUP_BATTLES)];
  const times = { run: [] as { wallMs: number; cpuMs: number }[], version: [] as { wallMs: number; cpuMs: number }[], node: [] as { wallMs: number; cpuMs: number }[], baseline: [] as { wallMs: number; cpuMs: number }[] };
  timeChild(runArgs(root), probe); // warms the file cache
  for (let i = 0; i < samples; i++) {
    if (baselineRoot !== undefined) times.baseline.push(timeChild(runArgs(baselineRoot), probe));
    times.run.push(timeChild(runArgs(root), probe));
    times.version.push(timeChild([main(root), '--version'], probe));
    times.node.push(timeChild(['-e', '0'], probe));
  }
  const run = summarize(times.run);
  const node = summarize(times.node);
  return {
    file, battles: STARTUP_BATTLES, run, version: summarize(times.version), node,
    ...(baselineRoot !== undefined ? { baseline: { root: baselineRoot, run: summarize(times.baseline) } } : {}),
    targetVsNode: STARTUP_VS_NODE, meetsTarget: run.wallMs.p50 <= STARTUP_VS_NODE * node.wallMs.p50,
  };
}

/** One line for the terminal and the README: medians (min) of wall and CPU time, and the floors. */
export function startupLine(s: StartupResult): string {
  const figure = (x: StartupSamples) => `${x.wallMs.p50} ms wall (min ${x.wallMs.min}), ${x.cpuMs.p50} ms CPU`;
  const baseline = s.baseline ? `; baseline ${s.baseline.root}: ${figure(s.baseline.run)}` : '';
  return `salvo run, ${s.battles.toLocaleString('en-US')} battles (${s.file}), median of ${s.run.wallMs.samples}: ${figure(s.run)}; ` +
    `${target(s)}. Floors: salvo --version ${figure(s.version)}, node -e 0 ${figure(s.node)}${baseline}`;
}

/** The start-up target in words: the ratio to `node -e 0` (older records: the absolute target they had). */
function target(s: StartupResult & { targetMs?: number }): string {
  const met = s.meetsTarget ? 'yes' : 'NO';
  if (s.targetVsNode === undefined) return `target < ${s.targetMs} ms: ${met}`;
  return `${Number((s.run.wallMs.p50 / s.node.wallMs.p50).toFixed(2))}× node -e 0, target <= ${s.targetVsNode}×: ${met}`;
}
