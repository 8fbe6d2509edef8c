import { isConfigError } from '../../core/errors.js';
import type { AnyGame } from '../../games/registry.js';
import type { ResultObject } from '../../../reports/result-kind.js';
import { simulateInPage } from '../engine/simulate-in-page.js';
import { CancelledRun, ExactSolver, WebRunner, WorkerError } from '../engine/web-runner.js';
import type { PageState } from '../state/url-state.js';
import type { ResultsPanel } from './results-panel.js';

/**
 * Precision targets of an automatic run, coarse to fine: ±0.5 points arrives within a second,
 * then each finer answer replaces it (half-widths of 95% intervals, docs/analysis.md).
 */
export const REFINEMENT_STEPS = [0.005, 0.002, 0.001] as const;
/**
 * How long the exact solver may take before the page settles for Monte Carlo (which answers
 * meanwhile): beyond it the solve is stopped so it stops taking a core from the simulation.
 */
export const EXACT_BUDGET_MS = 10_000;
/** How long the exact solver runs alone; after that Monte Carlo starts beside it, so a first answer comes within a second. */
export const EXACT_HEAD_START_MS = 300;

const EXACT_NOTE = 'Exact: the probabilities are computed, not sampled (the same solver as salvo run --exact).';
const delay = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

const withCommas = (n: number): string => n.toLocaleString('en-US');

/**
 * Runs a fight for a page and keeps its results panel current: exact when the game has a solver
 * that can solve it (in budget), else Monte Carlo — a fixed battle count when the state asks, else
 * finer and finer precision. Starting a new fight cancels the one in progress.
 */
export class ProgressiveRun {
  private readonly runner = new WebRunner(Math.max(1, Math.min(navigator.hardwareConcurrency || 2, 16)));
  private readonly exact = new ExactSolver();
  private generation = 0;

  constructor(private readonly panel: ResultsPanel) {}

  /** Starts on a parsed scenario; the exact worker parses `state.scenario` (the raw one) again. */
  start(game: AnyGame, scenario: unknown, state: PageState): void {
    const generation = ++this.generation;
    this.runner.cancel();
    this.exact.cancel();
    void this.run(game, scenario, state, generation).catch((error: unknown) => {
      if (error instanceof CancelledRun || generation !== this.generation) return;
      const isUsersMistake = (error instanceof WorkerError && error.isConfigError) || isConfigError(error);
      this.panel.showMessage(isUsersMistake ? (error as Error).message : `Something went wrong (a bug: please report it with the link): ${String(error)}`, 'error');
    });
  }

  /** Stops any run and ends the workers (the page is closed). */
  async close(): Promise<void> {
    this.stop();
    this.exact.cancel();
    await this.runner.close();
  }

  /** Stops any run (the fight is not valid any more). */
  stop(): void {
    this.generation++;
    this.runner.cancel();
    this.exact.cancel();
  }

  private async run(game: AnyGame, scenario: unknown, state: PageState, generation: number): Promise<void> {
    const current = () => generation === this.generation;
    const seedNote = `seed ${state.seed}, ${withCommas(state.chunkSize)} battles per chunk, ${this.runner.threads} workers`;
    if (state.battles !== undefined) {
      this.panel.showMessage(`Simulating ${withCommas(state.battles)} battles…`, 'busy');
      const result = await simulateInPage(game, scenario, { seed: state.seed, chunkSize: state.chunkSize, battles: state.battles }, this.runner);
      if (current()) this.panel.showResult(result as ResultObject, `Monte Carlo: ${withCommas(state.battles)} battles (${seedNote}).`, true);
      return;
    }
    let exactShown = false;
    if (game.exact) {
      this.panel.showMessage('Solving exactly…', 'busy');
      const exact = this.solveExactly(game, state);
      const quick = await Promise.race([exact, delay(EXACT_HEAD_START_MS).then(() => 'pending' as const)]);
      if (quick !== 'pending' && quick !== undefined) {
        if (current()) this.panel.showResult(quick, EXACT_NOTE, true);
        return;
      }
      if (quick === 'pending') {
        // A slow solve: Monte Carlo answers meanwhile, and the exact answer replaces it if it comes in budget.
        void exact.then((result) => {
          if (result === undefined || !current()) return;
          exactShown = true;
          this.runner.cancel();
          this.panel.showResult(result, EXACT_NOTE, true);
        });
      }
    }
    for (const [i, precision] of REFINEMENT_STEPS.entries()) {
      const result = (await simulateInPage(game, scenario, { seed: state.seed, chunkSize: state.chunkSize, precision }, this.runner)) as ResultObject;
      if (!current() || exactShown) return;
      const final = i === REFINEMENT_STEPS.length - 1;
      this.panel.showResult(result, `Monte Carlo: ${withCommas(Number(result.battles))} battles, every probability within ±${(precision * 100).toFixed(1)} points (${seedNote})${final ? '.' : '; refining…'}`, final);
    }
  }

  /** The exact result, or undefined when the solver cannot solve the fight or misses the budget. */
  private async solveExactly(game: AnyGame, state: PageState): Promise<ResultObject | undefined> {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const budget = new Promise<'late'>((resolve) => { timer = setTimeout(() => resolve('late'), EXACT_BUDGET_MS); });
    const solving = this.exact.solve(game.id, state.scenario, 'page');
    solving.catch(() => undefined); // a solve stopped after the budget rejects unheard
    try {
      const answer = await Promise.race([solving, budget]);
      if (answer !== 'late') return answer as ResultObject;
      this.exact.cancel();
      return undefined;
    } catch (error) {
      if (error instanceof WorkerError && error.isConfigError) return undefined; // the solver cannot solve this fight: Monte Carlo can
      if (error instanceof CancelledRun) return undefined;
      throw error;
    } finally {
      clearTimeout(timer);
    }
  }
}
