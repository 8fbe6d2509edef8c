import { execSync } from 'node:child_process';
import { availableParallelism, cpus, loadavg } from 'node:os';
import { packageRoot } from '../src/core/paths.js';

/** Where and when a benchmark ran: the figures mean little without it (a shared machine's load moves them). */
export interface BenchContext {
  node: string;
  cpu: string;
  cores: number;
  commit: string;
  date: string;
  /** 1-, 5- and 15-minute load averages when the benchmark started. */
  loadBefore: number[];
}

/** The short commit of the checkout, or "unknown". */
export function shortCommit(): string {
  try {
    return execSync('git rev-parse --short HEAD', { cwd: packageRoot(), stdio: ['ignore', 'pipe', 'ignore'] }).toString().trim();
  } catch {
    return 'unknown';
  }
}

/** The load averages now, to two decimals. */
export function loadNow(): number[] {
  return loadavg().map((x) => Number(x.toFixed(2)));
}

/** This machine, this process and this checkout, now. */
export function benchContext(): BenchContext {
  return { node: process.version, cpu: cpus()[0]?.model ?? 'unknown', cores: availableParallelism(), commit: shortCommit(), date: new Date().toISOString(), loadBefore: loadNow() };
}
