import { readFileSync } from 'node:fs';
import { packageRoot } from './paths.js';

/** Where a result came from: every result file carries it (ARCHITECTURE.md, "Results"). */
export interface Provenance {
  version: string;
  node: string;
  threads: number;
  wallSeconds: number;
  startedAt: string;
  /** Peak resident memory of the process so far (worker threads included), in MB. */
  peakRssMB: number;
}

let version: string | undefined;
/** salvo's version from package.json. */
export function salvoVersion(): string {
  version ??= (JSON.parse(readFileSync(`${packageRoot()}/package.json`, 'utf8')) as { version: string }).version;
  return version;
}

/** The provenance block of a run. */
export function provenanceOf(run: { threads: number; wallSeconds: number; startedAt: string }): Provenance {
  return {
    version: salvoVersion(),
    node: process.version,
    threads: run.threads,
    wallSeconds: Number(run.wallSeconds.toFixed(4)),
    startedAt: run.startedAt,
    peakRssMB: Math.round(process.resourceUsage().maxRSS / 1024),
  };
}
