import { appendFileSync, existsSync, mkdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { packageRoot } from '../src/core/paths.js';
import type { BenchContext } from './context.js';
import type { SampleStats } from './sample-stats.js';
import type { TargetResult } from './targets.js';

/** One case of one benchmark run. */
export interface BenchCaseResult {
  name: string;
  file: string;
  chunkSize: number;
  /** Battles/s of one chunk at a time in this thread, one sample per chunk. */
  perThread: SampleStats & { cpuMicrosPerBattle: number };
  /** Battles/s of whole runs on a pool of `threads` workers, one sample per run. */
  allThreads: SampleStats & { threads: number; battlesPerRun: number; cpuMicrosPerBattle: number };
  /** Mean all-threads rate over mean one-thread rate (wall clock: other load on the machine moves it). */
  speedup: number;
  /** One thread's CPU µs per battle over the pool's (workers and main thread): 1 when threads cost nothing extra. */
  cpuEfficiency: number;
  /**
   * The speedup measured in pairs (the cases bench/scenarios.json marks `paired`): each round times
   * this thread and the warmed pool on the same work per worker, back to back, so a drift of the
   * machine's speed moves both; the median of the rounds' ratios and their range.
   */
  pairedSpeedup?: PairedSpeedup;
  /** The dice kernel's rate measured next to the one-thread samples (dice per second: bench/dice-kernel.ts). */
  kernelRollsPerSecond?: number;
  /** The case's targets judged (bench/targets.ts): ratios to references measured in the same run. */
  targets?: TargetResult[];
  /** Records written before the targets were ratios: the absolute one-thread target and whether it was met. */
  targetPerThread?: number | null;
  meetsTarget?: boolean | null;
}

/** Rounds of one thread against the pool, back to back (BenchCaseResult.pairedSpeedup). */
export interface PairedSpeedup {
  rounds: number;
  median: number;
  min: number;
  max: number;
}

/** One line of bench/out/history.jsonl: a whole `npm run bench`. */
export interface BenchRecord {
  context: BenchContext & { loadAfter: number[] };
  results: BenchCaseResult[];
  [extra: string]: unknown;
}

/** The history file every `npm run bench` appends to. */
export function historyFile(): string {
  return join(packageRoot(), 'bench', 'out', 'history.jsonl');
}

/** Appends a record as one JSON line. */
export function appendHistory(record: BenchRecord, file = historyFile()): void {
  mkdirSync(dirname(file), { recursive: true });
  appendFileSync(file, `${JSON.stringify(record)}\n`);
}

/** Every record of the history, oldest first (none when there is no file yet). */
export function readHistory(file = historyFile()): BenchRecord[] {
  if (!existsSync(file)) return [];
  return readFileSync(file, 'utf8').split('\n').filter((line) => line.trim() !== '').map((line) => JSON.parse(line) as BenchRecord);
}
