/**
 * The page's src/core/provenance.ts (swapped in by src/web/build/browser-platform.ts): the same
 * block, with the browser in place of the Node version and no git commit or resident memory.
 */
import type { Provenance } from '../../core/provenance.js';

export type { Provenance };

/** salvo's version from package.json (put in by the build, src/web/vite.config.ts). */
export const salvoVersion = (): string => __SALVO_VERSION__;

/** A page has no checkout to read a commit from. */
export const salvoCommit = (): string | undefined => undefined;

/** The provenance block of a run in the page. */
export function provenanceOf(run: { threads: number; wallSeconds: number; startedAt: string }): Provenance {
  return {
    version: salvoVersion(),
    node: `browser (${typeof navigator === 'undefined' ? 'worker' : navigator.userAgent})`,
    threads: run.threads,
    wallSeconds: Number(run.wallSeconds.toFixed(4)),
    startedAt: run.startedAt,
    peakRssMB: 0,
  };
}
