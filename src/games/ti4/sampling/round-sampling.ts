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
 *   which are damaged and the round's modifiers (effects whose hooks the tables cannot represent:
 *   rerolls, rolls read die by die, hits added after a roll; restricted hits, dice per opponent
 *   ship): the state would not be the key of its distribution.
 *
 * Effects declared in `EffectDefinition.sampling` keep the tables (sampling/effect-sampling.ts):
 * round modifiers enter the CDF key as a round class, once-per-battle cards enter the state key as
 * flags, and effects that only change units make the next state a function of the state and hits.
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
 * Decides the sampling path of a compiled pair of sides. Effects with hooks and no table
 * representation (they act at timing points: rerolls, cancelled hits, units placed mid-battle…)
 * make the whole plan roll die by die, since a hook may read or change what a table would skip; so
 * do round modifiers next to Waylay, whose barrage can kill a unit after the round's modifiers
 * were set from it.
 * @example
 * roundSamplingOf(compileTi4(scenario).sides).combat; // ['tables', 'tables'] for plain fleets
 */
export function roundSamplingOf(sides: readonly [Ti4SidePlan, Ti4SidePlan]): RoundSamplingPlan {
  const reasons: string[] = [];
  const waylay = sides.find((side) => side.barrageHitsAllShips);
  for (const side of sides) {
    for (const use of side.effects) {
      const effect = EFFECTS.get(use.id);
      if (effect?.createHooks === undefined) continue;
      if (effect.sampling === undefined) reasons.push(`the ${SIDE_WORDS[side.index]}'s effect "${use.id}" acts during the battle`);
      else if (effect.sampling.kind === 'round-dice' && waylay) reasons.push(`the ${SIDE_WORDS[side.index]}'s effect "${use.id}" sets round modifiers that the ${SIDE_WORDS[waylay.index]}'s Waylay barrage can change`);
    }
  }
  const planWide = reasons.length;
  const combat = sides.map((side) => {
    const own: string[] = [];
    const who = SIDE_WORDS[side.index];
    if (side.restrictedHits.some((r) => r > 0)) own.push(`the ${who}'s hits restricted to non-fighter ships`);
    if (side.space.dice.some((d) => d < 0) || side.ground.dice.some((d) => d < 0)) own.push(`the ${who}'s dice per opponent ship`);
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
