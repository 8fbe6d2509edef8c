import { sideEfficiency, type SideEfficiency } from '../../core/efficiency.js';
import { provenanceOf, type Provenance } from '../../core/provenance.js';
import { histogramOf, runFields, type RunFields, type RunInfo } from '../../core/result-fields.js';
import { meanSe, wilson, type Estimate, type MeanSe } from '../../core/stats.js';
import { BATTLES_SLOT, OUTCOME_BASE, type Tally } from '../../core/tally.js';
import { CREDIT_UNIT, type TitaniumPlan } from './plan.js';
import type { TitaniumPolicies, TitaniumScenario } from './scenario.js';

/** The notice every result that uses a sample deck carries (configs/titanium/tactic-deck.yaml). */
export const SAMPLE_DECK_NOTICE =
  'This result uses a sample tactic deck: the rulebook (004) prints only Destructive Fire in full; the other cards, priorities and counts are invented, so the figures are illustrative. Supply the real deck with "deck: <file>".';

/** The Titanium Wars result JSON (a contract: the common result fields plus the Conquest figures). */
export interface TitaniumResult extends RunFields {
  game: 'titanium';
  name?: string;
  scenario: TitaniumScenario;
  /** One outcome per player (that player conquers the Planet), `nobody`, `offensiveCap`. */
  outcomes: Record<string, Estimate>;
  /** Per player: probability of conquering (the same estimates as `outcomes`). */
  conquest: Record<string, Estimate>;
  /** Nobody conquers: every participant lost its ships, or everybody withdrew (004, "5. Result of the Offensive"). */
  nobodyConquers: Estimate;
  /** Per player and unit type: the probability of each count left (index = count). */
  survivors: Record<string, Record<string, number[]>>;
  /** Per player: each unit (with its upgrades) and the probability it survives. */
  survivorsByUnit: Record<string, { unit: string; p: number }[]>;
  /** Per player: credits of its own units destroyed (mean ± se). */
  lost: Record<string, MeanSe>;
  /** Per player: credits of enemy units it destroyed. */
  destroyed: Record<string, MeanSe>;
  /** Per player: credits destroyed / lost and conquest rate per credit of its fleet, with intervals. */
  efficiency: Record<string, SideEfficiency>;
  /** Per player: credits paid for extra discards. */
  discardSpent: Record<string, MeanSe>;
  /** Offensives resolved: mean and probability of each count. */
  offensives: { mean: number; histogram: number[] };
  policies: Record<string, TitaniumPolicies>;
  deck: { name: string; sample: boolean; size: number; source: string };
  provenance: Provenance;
  notice?: string;
}

const credits = (tally: Tally, slot: number, n: number): MeanSe => {
  const m = meanSe(tally[slot], tally[slot + 1], n);
  return { mean: m.mean * CREDIT_UNIT, se: m.se * CREDIT_UNIT };
};

/** Builds the result JSON from a run's merged tally. */
export function summarizeTitanium(scenario: TitaniumScenario, plan: TitaniumPlan, tally: Tally, run: RunInfo): TitaniumResult {
  const n = tally[BATTLES_SLOT];
  const outcomes: Record<string, Estimate> = {};
  plan.outcomes.forEach((name, i) => (outcomes[name] = wilson(tally[OUTCOME_BASE + i], n)));
  const conquest: Record<string, Estimate> = {};
  const survivors: TitaniumResult['survivors'] = {};
  const survivorsByUnit: TitaniumResult['survivorsByUnit'] = {};
  const lost: Record<string, MeanSe> = {};
  const destroyed: Record<string, MeanSe> = {};
  const discardSpent: Record<string, MeanSe> = {};
  const efficiency: Record<string, SideEfficiency> = {};
  const policies: Record<string, TitaniumPolicies> = {};
  const kinds = plan.kindKeys.length;
  plan.playerNames.forEach((name, p) => {
    conquest[name] = outcomes[name];
    survivors[name] = {};
    plan.kindKeys.forEach((key, k) => {
      const slot = plan.survivorSlot[p * kinds + k];
      if (slot >= 0) survivors[name][key] = Array.from({ length: plan.survivorCount[p * kinds + k] + 1 }, (_, c) => tally[slot + c] / n);
    });
    survivorsByUnit[name] = [];
    for (let u = 0; u < plan.unitCount; u++) {
      if (plan.unitOwner[u] === p) survivorsByUnit[name].push({ unit: plan.unitLabel[u], p: tally[plan.unitSurvivedSlot[u]] / n });
    }
    const slot = plan.creditSlot[p];
    lost[name] = credits(tally, slot, n);
    destroyed[name] = credits(tally, slot + 2, n);
    discardSpent[name] = credits(tally, slot + 4, n);
    let cost = 0;
    for (let u = 0; u < plan.unitCount; u++) if (plan.unitOwner[u] === p) cost += plan.unitCost[u] * CREDIT_UNIT;
    const c = CREDIT_UNIT;
    efficiency[name] = sideEfficiency(cost, {
      own: tally[slot] * c, ownSquares: tally[slot + 1] * c * c, other: tally[slot + 2] * c, otherSquares: tally[slot + 3] * c * c, cross: tally[slot + 6] * c * c, battles: n,
    }, tally[OUTCOME_BASE + p]);
    policies[name] = scenario.players[p].policies;
  });
  const offensives = histogramOf(tally, plan.offensivesSlot, plan.maxOffensives + 1, n);
  const { deck } = scenario;
  return {
    game: 'titanium',
    ...(scenario.name !== undefined ? { name: scenario.name } : {}),
    scenario,
    ...runFields(run, n),
    outcomes,
    conquest,
    nobodyConquers: outcomes.nobody,
    survivors,
    survivorsByUnit,
    lost,
    destroyed,
    discardSpent,
    efficiency,
    offensives,
    policies,
    deck: { name: deck.name, sample: deck.sample, size: deck.size, source: deck.source },
    provenance: provenanceOf(run),
    ...(deck.sample ? { notice: SAMPLE_DECK_NOTICE } : {}),
  };
}
