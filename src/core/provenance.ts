import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { readGitHead } from './git-head.js';
import { packageRoot } from './paths.js';

/** Where a result came from: every result file carries it (docs/architecture.md, "Results"). */
export interface Provenance {
  version: string;
  /** The git commit salvo ran from, when it runs from a git checkout. */
  commit?: string;
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

let commit: string | null | undefined;
/**
 * The git commit of the checkout salvo runs from (read once per process, from the repository's
 * files, asking git only when they do not say), or undefined for an installed package without git
 * metadata or when git is not available.
 */
export function salvoCommit(): string | undefined {
  if (commit === undefined) {
    commit = null;
    commit = readGitHead(packageRoot()) ?? null;
    if (commit === null && existsSync(join(packageRoot(), '.git'))) {
      try {
        // Required here, not imported: loading node:child_process cost ~4 ms CPU of every start-up, for a fallback rarely taken.
        const { execFileSync } = createRequire(import.meta.url)('node:child_process') as typeof import('node:child_process');
        const head = execFileSync('git', ['rev-parse', 'HEAD'], { cwd: packageRoot(), encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'], timeout: 5000 }).trim();
        if (/^[0-9a-f]{40}$/.test(head)) commit = head;
      } catch {
        // No git on this machine: the commit is simply not known.
      }
    }
  }
  return commit ?? undefined;
}

/** The provenance block of a run. */
export function provenanceOf(run: { threads: number; wallSeconds: number; startedAt: string }): Provenance {
  return {
    version: salvoVersion(),
    ...(salvoCommit() !== undefined ? { commit: salvoCommit() } : {}),
    node: process.version,
    threads: run.threads,
    wallSeconds: Number(run.wallSeconds.toFixed(4)),
    startedAt: run.startedAt,
    peakRssMB: Math.round(process.resourceUsage().maxRSS / 1024),
  };
}
