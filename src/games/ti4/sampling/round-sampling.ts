import { EFFECTS } from '../effects/registry.js';
import { BARRAGE_ROLL } from '../effects/hooks.js';
import type { Ti4SidePlan } from '../plan.js';

/**
 * How a side's dice are drawn in the hot loop (issue 17, item 1):
 *
 * - `tables`: one uniform number per roll, inverted through the hit distribution (CDF) of the
 *   side's current state — the convolution of one binomial per living unit (rules 003, "MAKE COMBAT
 *   ROLLS": a d10 per die, a hit on the unit's combat value or more). Same distribution as the
 *   dice, a few table look-ups instead of a draw per die.
 * - `dice`: one d10 per die, for scenarios where a roll depends on more than which units live and
 *   which are damaged (effects acting during the battle, burst hits, restricted hits, dice per
 *   opponent ship): the state would not be the key of its distribution.
 */
export type RoundSampling = 'tables' | 'dice';

/** The path of each side's rolls, recorded in the plan (and in the result), with the reasons for dice. */
export interface RoundSamplingPlan {
  /** Combat rolls (space and ground), per side. */
  combat: [RoundSampling, RoundSampling];
  /** Round 1 anti-fighter barrage, per side (tables only where combat rolls are tables and the barrage has no extra dice). */
  barrage: [RoundSampling, RoundSampling];
  /** Why a side rolls die by die (empty when both sample from tables). */
  reasons: string[];
}

const SIDE_WORDS = ['attacker', 'defender'] as const;

/**
 * Decides the sampling path of a compiled pair of sides. Effects with hooks (they act at timing
 * points: rerolls, round bonuses, cancelled hits, units placed mid-battle…) make the whole plan roll
 * die by die, since a hook may read or change what a table would skip.
 * @example
 * roundSamplingOf(compileTi4(scenario).sides).combat; // ['tables', 'tables'] for plain fleets
 */
export function roundSamplingOf(sides: readonly [Ti4SidePlan, Ti4SidePlan]): RoundSamplingPlan {
  const reasons: string[] = [];
  for (const side of sides) {
    for (const use of side.effects) {
      if (EFFECTS.get(use.id)?.createHooks !== undefined) reasons.push(`the ${SIDE_WORDS[side.index]}'s effect "${use.id}" acts during the battle`);
    }
  }
  const planWide = reasons.length;
  const combat = sides.map((side) => {
    const own: string[] = [];
    const who = SIDE_WORDS[side.index];
    if (side.burstFace.some((f) => f > 0)) own.push(`the ${who}'s burst hits`);
    if (side.restrictedHits.some((r) => r > 0)) own.push(`the ${who}'s hits restricted to non-fighter ships`);
    if (side.space.dice.some((d) => d < 0) || side.ground.dice.some((d) => d < 0)) own.push(`the ${who}'s dice per opponent ship`);
    if (side.keepRepairable) own.push(`the ${who}'s repair-aware hit assignment`);
    if (side.reserve.some((r) => r === 1)) own.push(`the ${who}'s units placed during the battle`);
    reasons.push(...own);
    return planWide === 0 && own.length === 0 ? 'tables' : 'dice';
  }) as [RoundSampling, RoundSampling];
  const barrage = sides.map((side, s) => {
    const plain = side.extraAbilityDice[BARRAGE_ROLL] === 0 && side.oneShotAbilityDice === 0 && !side.rerollAbilityMisses && side.barrageDice.every((d) => d >= 0);
    return combat[s] === 'tables' && plain ? 'tables' : 'dice';
  }) as [RoundSampling, RoundSampling];
  return { combat, barrage, reasons };
}
