import type { RunResult } from '../../core/result-contract.js';
import type { Estimate, MeanSe } from '../../core/stats.js';
import { BATTLES_SLOT, type Tally } from '../../core/tally.js';
import type { RunInfo } from '../../core/result-fields.js';
import { runResult } from '../run-result.js';
import { countReader } from '../tally-reader.js';
import { CREDIT_UNIT, type TitaniumPlan } from './plan.js';
import { firstSeatAdvantage, winsBySeat } from './seat-advantage.js';
import type { TitaniumPolicies, TitaniumScenario } from './scenario.js';

/** What Titanium Wars costs are counted in. */
export const TITANIUM_COST_UNIT = 'credits';
/** What a Conquest lasts. */
export const TITANIUM_LENGTH_UNIT = 'offensives';

/** The notice every result that uses a sample deck carries (configs/titanium/tactic-deck.yaml). */
export const SAMPLE_DECK_NOTICE =
  'This result uses a sample tactic deck: the rulebook (004) prints only Destructive Fire in full; the other cards, priorities and counts are invented, so the figures are illustrative. Supply the real deck with "deck: <file>".';

/**
 * The Titanium Wars result JSON: the run result contract (one side per player, whose win is
 * conquering the Planet; survivors per player and unit type; credits lost; offensives) plus the
 * Conquest figures.
 */
export type TitaniumResult = RunResult<TitaniumScenario, string, string, TitaniumPolicies> & {
  game: 'titanium';
  /** Per player: probability of conquering (the same estimates as `outcomes`). */
  conquest: Record<string, Estimate>;
  /** Nobody conquers: every participant lost its ships, or everybody withdrew (004, "5. Result of the Offensive"). */
  nobodyConquers: Estimate;
  /** Per player: each unit (with its upgrades) and the probability it survives. */
  survivorsByUnit: Record<string, { unit: string; p: number }[]>;
  /** Per player: credits of enemy units it destroyed. */
  destroyed: Record<string, MeanSe>;
  /** Per player: credits paid for extra discards. */
  discardSpent: Record<string, MeanSe>;
  deck: { name: string; sample: boolean; size: number; source: string };
  /** Player Order: `fixed` (the scenario's) or `rotate` (a uniformly drawn 1st Player each Conquest). */
  seats: 'fixed' | 'rotate';
  /** Conquest rate by seat (1 = the 1st Player). With fixed seats, seat k is player k. */
  bySeat: (Estimate & { seat: number })[];
  /**
   * The 1st seat's conquest rate minus the other seats' mean, with a 95% interval. With rotating
   * seats it is the seat's own advantage; with fixed seats it also holds the fleets' difference.
   */
  firstSeatAdvantage: Estimate;
};

/** Builds the result JSON from a run's merged tally. */
export function summarizeTitanium(scenario: TitaniumScenario, plan: TitaniumPlan, tally: Tally, run: RunInfo): TitaniumResult {
  const reader = countReader(tally, run);
  const survivorsByUnit: TitaniumResult['survivorsByUnit'] = {};
  const destroyed: Record<string, MeanSe> = {};
  const discardSpent: Record<string, MeanSe> = {};
  const kinds = plan.kindKeys.length;
  const sides = plan.playerNames.map((name, p) => {
    const survivors: Record<string, number[]> = {};
    plan.kindKeys.forEach((key, k) => {
      const slot = plan.survivorSlot[p * kinds + k];
      if (slot >= 0) survivors[key] = reader.distribution(slot, plan.survivorCount[p * kinds + k] + 1);
    });
    survivorsByUnit[name] = [];
    for (let u = 0; u < plan.unitCount; u++) {
      if (plan.unitOwner[u] === p) survivorsByUnit[name].push({ unit: plan.unitLabel[u], p: reader.share(plan.unitSurvivedSlot[u]) });
    }
    const slot = plan.creditSlot[p];
    destroyed[name] = reader.mean(slot + 2, CREDIT_UNIT);
    discardSpent[name] = reader.mean(slot + 4, CREDIT_UNIT);
    let cost = 0;
    for (let u = 0; u < plan.unitCount; u++) if (plan.unitOwner[u] === p) cost += plan.unitCost[u] * CREDIT_UNIT;
    // A player's win is its own outcome (plan.outcomes starts with the player names).
    return { name, win: p, cost, loss: { own: slot, other: slot + 2, cross: slot + 6, unit: CREDIT_UNIT }, survivors, policies: scenario.players[p].policies };
  });
  const { deck } = scenario;
  const base = runResult({
    game: 'titanium', ...(scenario.name !== undefined ? { name: scenario.name } : {}), scenario, reader, outcomes: plan.outcomes, costUnit: TITANIUM_COST_UNIT, sides,
    length: { unit: TITANIUM_LENGTH_UNIT, slot: plan.offensivesSlot, size: plan.maxOffensives + 1 },
    ...(deck.sample ? { notice: SAMPLE_DECK_NOTICE } : {}),
  });
  const conquest: Record<string, Estimate> = {};
  for (const name of plan.playerNames) conquest[name] = base.outcomes[name];
  const seatWins = plan.playerNames.map((_, k) => tally[plan.seatWinSlot + k]);
  const n = tally[BATTLES_SLOT];
  return {
    ...base, game: 'titanium', conquest, nobodyConquers: base.outcomes.nobody, survivorsByUnit, destroyed, discardSpent,
    deck: { name: deck.name, sample: deck.sample, size: deck.size, source: deck.source },
    seats: scenario.seats, bySeat: winsBySeat(seatWins, n), firstSeatAdvantage: firstSeatAdvantage(seatWins, n),
  };
}
