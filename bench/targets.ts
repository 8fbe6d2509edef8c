/**
 * The bench's targets (`npm run bench`), each a ratio to a reference measured in the same run, so
 * that a target holds on any machine: a case's one-thread rate against the dice kernel timed next
 * to it (bench/dice-kernel.ts: "a battle costs at most the time of N kernel dice"), against another
 * case, or its paired speedup against its own one-thread rate; `salvo run --threads 1` against the
 * engine's one-thread rate; start-up against `node -e 0`; the exact solver against the kernel.
 * Pure: the run measures, this module judges, tabulates and picks the exit code.
 */
import { renderTable, thousands } from '../src/core/table.js';

/** What bench/scenarios.json may ask of a case (all optional). */
export interface CaseTargetSpec {
  /** One battle costs at most the time of this many kernel dice (kernel rate / one-thread rate). */
  maxKernelDice?: number;
  /** The one-thread rate is at least `ratio` × the named case's (issue 11: effects within 25%). */
  vsCase?: { case: string; ratio: number };
  /** The paired speedup is at least this × the threads (1.8× on 2 threads for 0.9). */
  minSpeedupPerThread?: number;
}

/** One target judged: what was measured against what is required. */
export interface TargetResult {
  /** The case or part of the bench. */
  name: string;
  /** The ratio in words, e.g. "kernel dice per battle". */
  what: string;
  measured: number;
  required: number;
  /** True: `measured` must not exceed `required`; false: it must reach it. */
  atMost: boolean;
  met: boolean;
}

const judged = (name: string, what: string, measured: number, required: number, atMost: boolean): TargetResult => {
  const rounded = Number(measured.toPrecision(3));
  return { name, what, measured: rounded, required, atMost, met: atMost ? measured <= required : measured >= required };
};

/** What a case's targets need of its measurements. */
export interface CaseMeasures {
  name: string;
  /** Mean one-thread battles per second. */
  perThread: number;
  /** The kernel's dice per second measured next to the case's one-thread samples. */
  kernelRollsPerSecond: number;
  /** Median of the paired speedup rounds, when measured. */
  pairedSpeedup?: number;
  threads: number;
}

/**
 * A case's targets, judged: `others` are the one-thread rates of the run's cases by name (a
 * `vsCase` target whose case did not run, with --only, is left out rather than judged).
 */
export function caseTargets(spec: CaseTargetSpec, m: CaseMeasures, others: ReadonlyMap<string, number>): TargetResult[] {
  const out: TargetResult[] = [];
  if (spec.maxKernelDice !== undefined) out.push(judged(m.name, 'kernel dice per battle', m.kernelRollsPerSecond / m.perThread, spec.maxKernelDice, true));
  const other = spec.vsCase === undefined ? undefined : others.get(spec.vsCase.case);
  if (spec.vsCase !== undefined && other !== undefined) out.push(judged(m.name, `rate / rate of "${spec.vsCase.case}"`, m.perThread / other, spec.vsCase.ratio, false));
  if (spec.minSpeedupPerThread !== undefined && m.pairedSpeedup !== undefined) {
    out.push(judged(m.name, `paired speedup / ${m.threads} threads`, m.pairedSpeedup / m.threads, spec.minSpeedupPerThread, false));
  }
  return out;
}

/** `salvo run --threads 1` (start-up included) reaches at least this share of the engine's one-thread rate on the same case. */
export const CLI_VS_ENGINE = 0.5;
/** A 10,000-battle `salvo run`, start-up included, takes at most this many times `node -e 0` (medians). */
export const STARTUP_VS_NODE = 3.5;
/** The exact solver's median on 20 units a side costs at most the time of this many kernel dice. */
export const EXACT_MAX_KERNEL_DICE = 6_500_000;
/** Peak memory of 10M battles over 100k battles' (both --threads 1: the state tables stay bounded). */
export const FLAT_MEMORY_RATIO = 1.2;

/** The whole-run targets: CLI against the engine, start-up against node, exact solver against the kernel, memory (each when measured). */
export function runTargets(m: {
  cli?: { name: string; perSecond: number; enginePerThread: number; peakLargeMB: number; peakSmallMB: number };
  startup?: { runMs: number; nodeMs: number };
  exact?: { medianMs: number; kernelRollsPerSecond: number };
}): TargetResult[] {
  const out: TargetResult[] = [];
  if (m.cli) {
    out.push(judged('salvo run --threads 1, start-up included', `rate / engine one-thread rate (${m.cli.name})`, m.cli.perSecond / m.cli.enginePerThread, CLI_VS_ENGINE, false));
    out.push(judged('salvo run --threads 1, peak memory', 'peak RSS of 10M battles / of 100k', m.cli.peakLargeMB / m.cli.peakSmallMB, FLAT_MEMORY_RATIO, true));
  }
  if (m.startup) out.push(judged('salvo run, 10,000 battles', 'wall time / node -e 0 (medians)', m.startup.runMs / m.startup.nodeMs, STARTUP_VS_NODE, true));
  if (m.exact) out.push(judged('ti4 exact solver, 20 units a side', 'kernel dice per solve (median)', (m.exact.medianMs / 1000) * m.exact.kernelRollsPerSecond, EXACT_MAX_KERNEL_DICE, true));
  return out;
}

/** A ratio for the table: thousands separators from 1,000 up, else 3 significant figures. */
const figure = (x: number) => (Math.abs(x) >= 1000 ? thousands(Math.round(x)) : String(Number(x.toPrecision(3))));

/** The summary table: one row per target (measured, required, met), and a last line counting the misses. */
export function targetsTable(targets: readonly TargetResult[]): string {
  const rows = [['target', 'ratio', 'measured', 'required', 'met']];
  for (const t of targets) rows.push([t.name, t.what, figure(t.measured), `${t.atMost ? '<=' : '>='} ${figure(t.required)}`, t.met ? 'yes' : 'NO']);
  const missed = targets.filter((t) => !t.met).length;
  return `${renderTable(rows)}\n${missed === 0 ? `all ${targets.length} targets met` : `${missed} of ${targets.length} targets missed`}`;
}

/** The bench's exit code: 1 when a target was missed, unless `noFail` (--no-fail: report only). */
export function benchExitCode(targets: readonly TargetResult[], noFail: boolean): 0 | 1 {
  return !noFail && targets.some((t) => !t.met) ? 1 : 0;
}
