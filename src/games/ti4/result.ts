import type { RunResult } from '../../core/result-contract.js';
import { wilson, type Estimate } from '../../core/stats.js';
import type { Tally } from '../../core/tally.js';
import type { RunInfo } from '../../core/result-fields.js';
import { runResult } from '../run-result.js';
import { countReader, type TallyReader } from '../tally-reader.js';
import { EFFECTS, effectPolicyName } from './effects/registry.js';
import { OUTCOME_ATTACKER_WIN, OUTCOME_DEFENDER_WIN, sideCost, TI4_OUTCOMES, type Ti4Outcome, type Ti4Plan } from './plan.js';
import type { RoundSamplingPlan } from './sampling/round-sampling.js';
import { effectiveKillOrder } from './policies/hit-assignment.js';
import type { OptimalPlay } from './exact/optimal-result.js';
import { SIDE_NAMES, type SideName, type Ti4Scenario } from './scenario.js';

/** What TI4 costs are counted in. */
export const TI4_COST_UNIT = 'resources';
/** What TI4 battles last: combat rounds, space and ground together. */
export const TI4_LENGTH_UNIT = 'rounds';
/** Each side's win, in side order (attacker, defender). */
export const TI4_WINS = [OUTCOME_ATTACKER_WIN, OUTCOME_DEFENDER_WIN];

/** The policies a side played with, recorded in every result. */
export interface Ti4SidePolicies {
  /** `keepRepairable` (with Duranium Armor): of two damaged units of a type, true keeps the one it can repair. */
  hitAssignment: { killOrder: string[]; sustainFirst: boolean; keepAlive: string[]; keepRepairable?: boolean };
  retreat: { afterRound: number } | { whenLosing: number } | 'never';
  /**
   * Effects in play, with the card text each implements; `automatic` for faction and unit abilities
   * applied without being listed; `policy` names the play policy chosen when its card leaves a
   * choice (effectPolicies); `play` says how it is played, in words.
   */
  effects: { id: string; name: string; round?: string; policy?: string; text: string; automatic?: true; play?: string }[];
}

/** Per unit type: how often at least one survives (with its interval), and the expected number left. */
export interface UnitSurvival {
  survives: Estimate;
  expectedLeft: number;
  count: number;
}

/**
 * The TI4 result JSON: the run result contract (survivors per side and unit type, resources lost,
 * rounds) plus the survival of each unit type.
 */
export type Ti4Result = RunResult<Ti4Scenario, Ti4Outcome, SideName, Ti4SidePolicies> & {
  game: 'ti4';
  /** Per side and unit type: survival probability and expected number left. */
  survival: Record<SideName, Record<string, UnitSurvival>>;
  /** Monte Carlo only: how each side's dice were drawn — state tables or die by die — and why dice (sampling/round-sampling.ts). */
  sampling?: RoundSamplingPlan;
  /** Exact only, when a side has `hitAssignment: optimal`: the value under optimal play beside the policies' (exact/optimal-result.ts). */
  optimalPlay?: OptimalPlay;
};

/** The policies of each side as recorded in results. */
export function policiesOf(scenario: Ti4Scenario): Record<SideName, Ti4SidePolicies> {
  const policies = {} as Record<SideName, Ti4SidePolicies>;
  for (const name of SIDE_NAMES) {
    const side = scenario[name];
    policies[name] = {
      hitAssignment: {
        killOrder: effectiveKillOrder(side), sustainFirst: side.sustainFirst, keepAlive: [...side.keepAlive],
        ...(side.effects.some((e) => e.id === 'duranium-armor') ? { keepRepairable: side.keepRepairable } : {}),
      },
      retreat: side.retreat ?? 'never',
      effects: side.effects.map((use) => {
        const effect = EFFECTS.get(use.id)!;
        const policy = effectPolicyName(use.id, side.effectPolicies);
        const play = policy !== undefined ? effect.policyPlays?.[effect.policies!.indexOf(policy)] ?? effect.play : effect.play;
        return {
          id: use.id, name: effect.name, ...(use.round > 0 ? { round: `${use.ground ? 'ground' : 'round'}${use.round}` } : {}),
          ...(policy !== undefined ? { policy } : {}), text: effect.text,
          ...(use.automatic ? { automatic: true as const } : {}), ...(play ? { play } : {}),
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

/**
 * The TI4 result from a tally read by `reader`: a Monte Carlo run's counts, or the exact solver's
 * probability masses in the same layout (exact/result.ts) — one summarizer for both.
 */
export function ti4ResultOf(scenario: Ti4Scenario, plan: Ti4Plan, reader: TallyReader): Ti4Result {
  const policies = policiesOf(scenario);
  const sides = SIDE_NAMES.map((name, s) => {
    const side = plan.sides[s];
    const survivors: Record<string, number[]> = {};
    plan.unitTypes.forEach((type, t) => {
      const slot = side.survivorSlot[t];
      if (slot >= 0) survivors[type] = reader.distribution(slot, side.typeCount[t] + 1);
    });
    const loss = { own: side.lostSlot, other: plan.sides[1 - s].lostSlot, cross: plan.lostCrossSlot, unit: 0.5 };
    return { name, win: TI4_WINS[s], cost: sideCost(side), loss, survivors, policies: policies[name] };
  });
  const base = runResult({
    game: 'ti4', ...(scenario.name !== undefined ? { name: scenario.name } : {}), scenario, reader, outcomes: TI4_OUTCOMES, costUnit: TI4_COST_UNIT, sides,
    length: { unit: TI4_LENGTH_UNIT, slot: plan.roundsSlot, size: plan.roundsSlots },
  });
  const survival = {} as Ti4Result['survival'];
  for (const name of SIDE_NAMES) survival[name] = survivalOf(base.survivors[name], reader.battles);
  return { ...base, game: 'ti4', survival };
}

/** Builds the result JSON from a run's merged tally. */
export function summarizeTi4(scenario: Ti4Scenario, plan: Ti4Plan, tally: Tally, run: RunInfo): Ti4Result {
  return { ...ti4ResultOf(scenario, plan, countReader(tally, run)), sampling: plan.roundSampling };
}
