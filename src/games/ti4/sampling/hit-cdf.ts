import { D10_FACES } from '../plan.js';
import type { SideState } from '../side-state.js';

/** What a side rolls, as the tables see it: space combat, ground combat, or round 1 anti-fighter barrage. */
export const SPACE_COMBAT = 0;
export const GROUND_COMBAT = 1;
export const BARRAGE = 2;
export type TableRoll = typeof SPACE_COMBAT | typeof GROUND_COMBAT | typeof BARRAGE;
export const TABLE_ROLLS = 3;

/** P(one die hits) for a threshold: faces `hitOn`..10 of a d10 (rules 003, "MAKE COMBAT ROLLS"). */
export const hitChance = (hitOn: number): number => Math.min(1, Math.max(0, (D10_FACES + 1 - hitOn) / D10_FACES));

/**
 * The most hits a side's roll of this kind can make with every unit alive, extra dice of round
 * effects and burst hits included (the CDF's length − 1).
 */
export function maxRolledHits(side: SideState, roll: TableRoll): number {
  const dice = roll === SPACE_COMBAT ? side.space.dice : roll === GROUND_COMBAT ? side.ground.dice : side.barrageDice;
  const combat = roll !== BARRAGE;
  let most = 1;
  for (let u = 0; u < side.n; u++) if (combat) most = Math.max(most, 1 + side.burstHits[u]);
  let total = combat ? side.maxRoundExtraDice * most : 0;
  for (let u = 0; u < side.n; u++) if (dice[u] > 0) total += dice[u] * (combat ? 1 + side.burstHits[u] : 1);
  return total;
}

/**
 * Convolves `out[at..at+length)` (a distribution of hits) with one die of a unit with burst hits
 * (J.N.S. Hylarim: a natural `burstFace` or more makes `burstHits` more hits): each face 1..10 is
 * equally likely and makes [face ≥ threshold] + burstHits · [face ≥ burstFace] hits, as
 * CombatRolls.roll counts them. Returns the new length.
 */
function convolveBurstDieInPlace(out: Float64Array, at: number, length: number, threshold: number, burstFace: number, burstHits: number): number {
  let top = 0;
  for (let f = 1; f <= D10_FACES; f++) top = Math.max(top, (f >= threshold ? 1 : 0) + (f >= burstFace ? burstHits : 0));
  for (let j = length - 1 + top; j >= 0; j--) {
    let sum = 0;
    for (let f = 1; f <= D10_FACES; f++) {
      const from = j - (f >= threshold ? 1 : 0) - (f >= burstFace ? burstHits : 0);
      if (from >= 0 && from < length) sum += out[at + from];
    }
    out[at + j] = sum / D10_FACES;
  }
  return length + top;
}

/**
 * The threshold of unit u's combat dice with the side's modifiers now, exactly as CombatRolls.roll
 * applies them (rules 003, "MAKE COMBAT ROLLS"): this round's bonus to every roll (Morale Boost), the
 * +1 an ally source gives the other ships in space (C'morran N'orr), and per-unit round bonuses.
 */
function combatThresholdNow(side: SideState, u: number, roll: TableRoll, hitOn: Int8Array): number {
  let threshold = hitOn[u] - side.roundBonus;
  const source = side.allyBonusSource;
  if (roll === SPACE_COMBAT && source >= 0 && side.alive[source] === 1 && u !== source && side.space.targetable[u] === 1) threshold -= 1;
  if (side.usesRoundModifiers) threshold -= side.roundHitBonus[u];
  return threshold;
}

/**
 * Writes into `out` (from index `at`) the cumulative distribution of the hits the side's living
 * units roll, with the combat-roll modifiers the side has now (set by `round-dice` effects at the
 * start of the round; sampling/effect-sampling.ts): entry k is P(hits ≤ k), built die by die (each
 * die a Bernoulli trial on its unit's threshold, so a unit's dice make its binomial; a die with
 * burst hits adds its own small distribution), and the last entry is set to exactly 1 so an
 * inverse-CDF scan with a uniform in [0, 1) always stops. Returns the number of entries.
 *
 * The cached and uncached paths both call this, so a state's distribution is the same bits whether
 * or not it was in the table: results never depend on what a worker cached before.
 * O(dice · hits); allocates nothing.
 * @example
 * // one dreadnought (hits on 5): [0.4, 1]
 */
export function hitCdfInPlace(out: Float64Array, at: number, side: SideState, roll: TableRoll): number {
  const hitOn = roll === SPACE_COMBAT ? side.space.hitOn : roll === GROUND_COMBAT ? side.ground.hitOn : side.barrageHitOn;
  const dice = roll === SPACE_COMBAT ? side.space.dice : roll === GROUND_COMBAT ? side.ground.dice : side.barrageDice;
  const alive = side.alive;
  const combat = roll !== BARRAGE;
  const extra = combat && side.usesRoundModifiers;
  out[at] = 1;
  let length = 1;
  for (let u = 0; u < side.n; u++) {
    if (alive[u] === 0 || dice[u] <= 0) continue;
    const threshold = combat ? combatThresholdNow(side, u, roll, hitOn) : hitOn[u];
    const unitDice = extra ? dice[u] + side.roundExtraDice[u] : dice[u];
    if (combat && side.burstFace[u] > 0) {
      for (let k = 0; k < unitDice; k++) length = convolveBurstDieInPlace(out, at, length, threshold, side.burstFace[u], side.burstHits[u]);
      continue;
    }
    const p = hitChance(threshold);
    if (p === 0) continue;
    const q = 1 - p;
    for (let k = 0; k < unitDice; k++) {
      out[at + length] = 0;
      for (let j = length; j > 0; j--) out[at + j] = out[at + j] * q + out[at + j - 1] * p;
      out[at] *= q;
      length++;
    }
  }
  for (let j = 1; j < length; j++) out[at + j] += out[at + j - 1];
  out[at + length - 1] = 1;
  return length;
}
