import type { DiceSource } from '../../../core/dice-source.js';
import type { Tally } from '../../../core/tally.js';
import type { Simulator, Trace } from '../../game.js';
import type { GameMixture, GamePlan } from './plan.js';
import { GameSimulator } from './simulator.js';

/**
 * Whole games with mixed strategies (docs/strategy.md, "Mixed strategies"): before each game one
 * combination of the players' strategies is drawn with its probability (one uniform draw from the
 * game's own random stream), and the game is played by that combination's simulator. Each
 * combination keeps its own simulator (built when first drawn), so the policies' memos never mix
 * strategies; all of them add to the same tally (their plans share its layout).
 */
export class MixedGameSimulator implements Simulator {
  /** Per combination: its simulator, built the first time the combination is drawn. */
  private readonly simulators: (GameSimulator | null)[];
  private readonly cumulative: Float64Array;
  private readonly mixture: GameMixture;
  private readonly names: string[];
  /** The players whose strategy is drawn (a mix of more than one). */
  private readonly mixed: number[];

  constructor(plan: GamePlan) {
    if (plan.mixture === undefined) throw new Error('MixedGameSimulator: the plan has no mixture');
    this.mixture = plan.mixture;
    this.names = plan.playerNames;
    const draws = plan.mixture.draws;
    this.mixed = plan.playerNames.flatMap((_, p) => (draws.some((d) => d[p] > 0) ? [p] : []));
    this.simulators = plan.mixture.plans.map(() => null);
    this.cumulative = Float64Array.from(plan.mixture.cumulative);
  }

  run(rng: DiceSource, tally: Tally, count: number, trace: Trace | null): void {
    const last = this.cumulative.length - 1;
    for (let g = 0; g < count; g++) {
      const u = rng.uniform();
      let k = 0;
      while (k < last && u >= this.cumulative[k]) k++;
      if (trace !== null) trace.add(`Strategies drawn: ${this.mixed.map((p) => `${this.names[p]} plays strategy ${this.mixture.draws[k][p] + 1} of its mix`).join(', ')}`);
      (this.simulators[k] ??= new GameSimulator(this.mixture.plans[k])).run(rng, tally, 1, trace);
    }
  }
}

/** The simulator of a whole-game plan: mixed when any player's strategy is. */
export const gameSimulatorFor = (plan: GamePlan): Simulator => (plan.mixture === undefined ? new GameSimulator(plan) : new MixedGameSimulator(plan));
