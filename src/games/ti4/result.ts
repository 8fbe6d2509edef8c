import { provenanceOf, type Provenance } from '../../core/provenance.js';
import { histogramOf, runFields } from '../../core/result-fields.js';
import { meanSe, wilson, type Estimate, type MeanSe } from '../../core/stats.js';
import { BATTLES_SLOT, OUTCOME_BASE, type Tally } from '../../core/tally.js';
import type { RunInfo } from '../game.js';
import { sideEfficiency } from '../../analysis/efficiency.js';
import type { SideEfficiency } from '../../analysis/types.js';
import { EFFECTS } from './effects/registry.js';
import { OUTCOME_ATTACKER_WIN, OUTCOME_DEFENDER_WIN, sideCost, TI4_OUTCOMES, type Ti4Outcome, type Ti4Plan } from './plan.js';
import { effectiveKillOrder } from './policies/hit-assignment.js';
import { SIDE_NAMES, type SideName, type Ti4Scenario } from './scenario.js';

/** The policies a side played with, recorded in every result. */
export interface Ti4SidePolicies {
  /** `keepRepairable`: with Duranium Armor, of two damaged units of a type the one it can repair is kept. */
  hitAssignment: { killOrder: string[]; sustainFirst: boolean; keepAlive: string[]; keepRepairable?: true };
  retreat: { afterRound: number } | { whenLosing: number } | 'never';
  /**
   * Effects in play, with the card text each implements; `automatic` for faction and unit abilities
   * applied without being listed; `policy` names the choice the player makes with it (its default).
   */
  effects: { id: string; name: string; round?: string; text: string; automatic?: true; policy?: string }[];
}

/** Per unit type: how often at least one survives (with its interval), and the expected number left. */
export interface UnitSurvival {
  survives: Estimate;
  expectedLeft: number;
  count: number;
}

/** The TI4 result JSON (a contract: other tools read these names). */
export interface Ti4Result {
  game: 'ti4';
  name?: string;
  scenario: Ti4Scenario;
  method: 'monte-carlo' | 'exact';
  battles: number;
  seed?: number | string;
  chunkSize?: number;
  chunks?: number;
  precision?: number;
  outcomes: Record<Ti4Outcome, Estimate>;
  /** Per side and unit type: the probability of each count left (index = count). */
  survivors: Record<SideName, Record<string, number[]>>;
  /** Per side and unit type: survival probability and expected number left. */
  survival: Record<SideName, Record<string, UnitSurvival>>;
  /** Per side: resources lost, mean with its standard error. */
  lost: Record<SideName, MeanSe>;
  /** Per side: resources destroyed / lost and win rate per resource, with intervals. */
  efficiency: Record<SideName, SideEfficiency>;
  /** Combat rounds (space and ground together): mean and probability of each count (index = rounds). */
  rounds: { mean: number; histogram: number[] };
  policies: Record<SideName, Ti4SidePolicies>;
  provenance: Provenance;
}

/** The policies of each side as recorded in results. */
export function policiesOf(scenario: Ti4Scenario): Record<SideName, Ti4SidePolicies> {
  const policies = {} as Record<SideName, Ti4SidePolicies>;
  for (const name of SIDE_NAMES) {
    const side = scenario[name];
    policies[name] = {
      hitAssignment: {
        killOrder: effectiveKillOrder(side), sustainFirst: side.sustainFirst, keepAlive: [...side.keepAlive],
        ...(side.effects.some((e) => e.id === 'duranium-armor') ? { keepRepairable: true as const } : {}),
      },
      retreat: side.retreat ?? 'never',
      effects: side.effects.map((use) => {
        const effect = EFFECTS.get(use.id)!;
        return {
          id: use.id, name: effect.name, ...(use.round > 0 ? { round: `${use.ground ? 'ground' : 'round'}${use.round}` } : {}), text: effect.text,
          ...(use.automatic ? { automatic: true as const } : {}), ...(effect.policy ? { policy: effect.policy } : {}),
        };
      }),
    };
  }
  return policies;
}

/** Survival per type from survivor distributions; `battles` sizes the interval (0: exact). */
export function survivalOf(survivors: Record<string, number[]>, battles: number): Record<string, UnitSurvival> {
  const survival: Record<string, UnitSurvival> = {};
  for (const [type, dist] of Object.entries(survivors)) {
    const pAny = 1 - dist[0];
    survival[type] = {
      survives: battles > 0 ? wilson(Math.round(pAny * battles), battles) : { p: pAny, lo: pAny, hi: pAny },
      expectedLeft: dist.reduce((sum, p, k) => sum + p * k, 0),
      count: dist.length - 1,
    };
  }
  return survival;
}

/** Builds the result JSON from a run's merged tally. */
export function summarizeTi4(scenario: Ti4Scenario, plan: Ti4Plan, tally: Tally, run: RunInfo): Ti4Result {
  const n = tally[BATTLES_SLOT];
  const outcomes = {} as Ti4Result['outcomes'];
  TI4_OUTCOMES.forEach((name, i) => (outcomes[name] = wilson(tally[OUTCOME_BASE + i], n)));
  const survivors = {} as Ti4Result['survivors'];
  const survival = {} as Ti4Result['survival'];
  const lost = {} as Ti4Result['lost'];
  SIDE_NAMES.forEach((name, s) => {
    const side = plan.sides[s];
    survivors[name] = {};
    plan.unitTypes.forEach((type, t) => {
      const slot = side.survivorSlot[t];
      if (slot >= 0) survivors[name][type] = Array.from({ length: side.typeCount[t] + 1 }, (_, k) => tally[slot + k] / n);
    });
    survival[name] = survivalOf(survivors[name], n);
    const half = meanSe(tally[side.lostSlot], tally[side.lostSlot + 1], n);
    lost[name] = { mean: half.mean / 2, se: half.se / 2 };
  });
  const efficiency = {} as Ti4Result['efficiency'];
  SIDE_NAMES.forEach((name, s) => {
    const own = plan.sides[s];
    const other = plan.sides[1 - s];
    const cost = sideCost(own);
    const sums = { own: tally[own.lostSlot] / 2, ownSquares: tally[own.lostSlot + 1] / 4, other: tally[other.lostSlot] / 2, otherSquares: tally[other.lostSlot + 1] / 4, cross: tally[plan.lostCrossSlot] / 4, battles: n };
    efficiency[name] = sideEfficiency(cost, sums, tally[OUTCOME_BASE + (s === 0 ? OUTCOME_ATTACKER_WIN : OUTCOME_DEFENDER_WIN)]);
  });
  const rounds = histogramOf(tally, plan.roundsSlot, plan.roundsSlots, n);
  return {
    game: 'ti4',
    ...(scenario.name !== undefined ? { name: scenario.name } : {}),
    scenario,
    ...runFields(run, n),
    outcomes,
    survivors,
    survival,
    lost,
    efficiency,
    rounds,
    policies: policiesOf(scenario),
    provenance: provenanceOf(run),
  };
}
