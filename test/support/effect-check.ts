/**
 * Checks for effect tests (issue 11): a Monte Carlo figure must lie within 4 standard errors of the
 * value derived in the test (closed form, an exact oracle, or a hand-written Markov chain), and the
 * effect must move the derived value away from the derived value without it by more than that band
 * — so a test fails when the effect is missing, wrong in direction, or wrong in size.
 */
import { expect } from 'vitest';
import { chunkStream } from '../../src/core/rng.js';
import { createTally } from '../../src/core/tally.js';
import { ti4 } from '../../src/games/ti4/game.js';
import type { Ti4Result } from '../../src/games/ti4/result.js';

/** Simulates a raw TI4 scenario in this thread and summarizes it. */
export function runTi4(raw: object, battles: number, seed = 7): Ti4Result {
  const scenario = ti4.parseScenario({ game: 'ti4', ...raw }, 'test');
  const plan = ti4.compile(scenario);
  const tally = createTally(plan.tallySize);
  ti4.createSimulator(plan).run(chunkStream(seed, 0), tally, battles, null);
  return ti4.summarize(scenario, plan, tally, { seed, chunkSize: battles, chunks: 1, threads: 1, wallSeconds: 0, startedAt: '' });
}

/** Standard error of a frequency of p over n trials. */
export const se = (p: number, n: number): number => Math.sqrt(Math.max(p * (1 - p), 1e-12) / n);

/** A Monte Carlo frequency agrees with its exact value within 4 standard errors. */
export function expectNear(measured: number, exact: number, battles: number, label: string): void {
  expect(Math.abs(measured - exact), `${label}: measured ${measured.toFixed(4)}, derived ${exact.toFixed(4)}`).toBeLessThan(4 * se(exact, battles) + 1e-9);
}

export interface EffectExpectation {
  /** What is measured, e.g. "attackerWin". */
  label: string;
  /** The Monte Carlo figure with the effect. */
  measured: number;
  /** The value derived in the test with the effect, and without it. */
  derived: number;
  derivedWithout: number;
  /** +1: the effect raises the figure; -1: lowers it. */
  direction: 1 | -1;
  battles: number;
}

/** The measured figure matches the derived one, and the effect's derived size is real and signed. */
export function expectEffect(e: EffectExpectation): void {
  expectNear(e.measured, e.derived, e.battles, e.label);
  const size = e.direction * (e.derived - e.derivedWithout);
  expect(size, `${e.label}: derived effect ${(e.derived - e.derivedWithout).toFixed(4)} in direction ${e.direction}`).toBeGreaterThan(4 * se(e.derived, e.battles));
}

type SideName = 'attacker' | 'defender';
type RawSide = { effects?: string[]; without?: string[] } & Record<string, unknown>;

export interface EffectCheck {
  id: string;
  /** The scenario (as a user writes it) in which the effect matters. */
  raw: { attacker: RawSide; defender: RawSide; place?: string };
  /** The side whose effect it is. */
  side: SideName;
  figure: (r: Ti4Result) => number;
  derived: number;
  derivedWithout: number;
  direction: 1 | -1;
  battles?: number;
}

/**
 * The full check of one effect: it is recorded in the result (with its text; automatic ones marked
 * so), the figure matches the derived value, and without it — switched off with `without:` when
 * automatic, left out of `effects:` when listed — the figure matches the derived value without it.
 */
export function checkEffect(c: EffectCheck): void {
  const battles = c.battles ?? 10_000;
  const own = c.raw[c.side];
  const listed = (own.effects ?? []).some((e) => e === c.id || e.startsWith(`${c.id}@`));
  const r = runTi4(c.raw, battles);
  const record = r.policies[c.side].effects.find((e) => e.id === c.id);
  expect(record, `${c.id} is recorded`).toBeDefined();
  expect(record!.text.length).toBeGreaterThan(20);
  expect(record!.automatic === true, `${c.id} automatic`).toBe(!listed);
  expectEffect({ label: c.id, measured: c.figure(r), derived: c.derived, derivedWithout: c.derivedWithout, direction: c.direction, battles });
  const off = listed ? { ...own, effects: (own.effects ?? []).filter((e) => e !== c.id && !e.startsWith(`${c.id}@`)) } : { ...own, without: [...(own.without ?? []), c.id] };
  const r2 = runTi4({ ...c.raw, [c.side]: off }, battles, 8);
  expect(r2.policies[c.side].effects.some((e) => e.id === c.id)).toBe(false);
  expectNear(c.figure(r2), c.derivedWithout, battles, `${c.id} left out`);
}

export const attackerWins = (r: Ti4Result): number => r.outcomes.attackerWin.p;
export const defenderWins = (r: Ti4Result): number => r.outcomes.defenderWin.p;
