import { provenanceOf, type Provenance } from '../core/provenance.js';
import { exactRunFields, histogramOf, runFields } from '../core/result-fields.js';
import type { LengthFigures, RunFields } from '../core/result-contract.js';
import { meanSe, wilson, type Estimate, type MeanSe } from '../core/stats.js';
import { BATTLES_SLOT, type Tally } from '../core/tally.js';
import type { RunInfo } from '../core/result-fields.js';

/**
 * How a summarizer reads a tally, whoever filled it. A Monte Carlo run counts battles: slot 0 is
 * the number of battles and every other slot an integer counter or sum. An exact solver fills the
 * same layout with probability masses: slot 0 is 1 and every slot is the expectation of what the
 * run would count per battle. The reader turns either into the result's figures — Wilson intervals
 * and standard errors for counts, zero-width intervals and zero standard errors for masses — so one
 * summarizer serves both (docs/architecture.md, "Results").
 */
export interface TallyReader {
  readonly method: 'monte-carlo' | 'exact';
  readonly tally: ArrayLike<number>;
  /** Battles simulated: slot 0 of a Monte Carlo tally; 0 for an exact one (nothing was simulated). */
  readonly battles: number;
  /** The result's run fields (method, battles, seed, chunking). */
  readonly runFields: RunFields;
  readonly provenance: Provenance;
  /** P(the event counted in `slot`) with its 95% interval (zero width when exact). */
  estimate(slot: number): Estimate;
  /** The share of battles (or probability mass) in `slot`. */
  share(slot: number): number;
  /** Mean per battle of a quantity whose Σx and Σx² are in `slot` and `slot + 1`, times `unit`; se 0 when exact. */
  mean(slot: number, unit?: number): MeanSe;
  /** The shares of `size` consecutive slots (a distribution over counts 0..size−1). */
  distribution(slot: number, size: number): number[];
  /** A length-of-battle histogram of `size` slots in the game's unit, with its mean. */
  length(unit: string, slot: number, size: number): LengthFigures;
}

/** The reader of a Monte Carlo run's merged tally. */
export function countReader(tally: Tally, run: RunInfo): TallyReader {
  const n = tally[BATTLES_SLOT];
  return {
    method: 'monte-carlo',
    tally,
    battles: n,
    runFields: runFields(run, n),
    provenance: provenanceOf(run),
    estimate: (slot) => wilson(tally[slot], n),
    share: (slot) => tally[slot] / n,
    mean(slot, unit = 1) {
      const m = meanSe(tally[slot], tally[slot + 1], n);
      return { mean: m.mean * unit, se: m.se * unit };
    },
    distribution: (slot, size) => Array.from({ length: size }, (_, k) => tally[slot + k] / n),
    length: (unit, slot, size) => ({ unit, ...histogramOf(tally, slot, size, n) }),
  };
}

/** How an exact solution was computed, for its provenance. */
export interface ExactInfo {
  wallSeconds: number;
  startedAt: string;
  /**
   * The mean length of battle when the solver knows only the mean (its histogram is then empty:
   * the TI4 solver merges states reached after different numbers of rounds).
   */
  meanLength?: number;
}

/** The reader of an exact solver's tally of probability masses (slot 0 holds 1). */
export function massReader(tally: Tally, info: ExactInfo): TallyReader {
  const total = tally[BATTLES_SLOT];
  const share = (slot: number) => tally[slot] / total;
  return {
    method: 'exact',
    tally,
    battles: 0,
    runFields: exactRunFields(),
    provenance: provenanceOf({ threads: 1, wallSeconds: info.wallSeconds, startedAt: info.startedAt }),
    estimate(slot) {
      const p = share(slot);
      return { p, lo: p, hi: p };
    },
    share,
    mean: (slot, unit = 1) => ({ mean: share(slot) * unit, se: 0 }),
    distribution: (slot, size) => Array.from({ length: size }, (_, k) => share(slot + k)),
    length: (unit, slot, size) => (info.meanLength !== undefined ? { unit, mean: info.meanLength, histogram: [] } : { unit, ...histogramOf(tally, slot, size, total) }),
  };
}
