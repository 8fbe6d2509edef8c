import { BARRAGE_ROLL, BOMBARD_ROLL, CANNON_ROLL, COMBAT_ROLL, ROLL_NAMES, type BattleApi, type RollKind } from './effects/hooks.js';
import { CombatCore, SIDE_LABEL } from './combat-core.js';
import { NO_ROLL } from './plan.js';
import { roundClassOf } from './sampling/effect-sampling.js';
import { BARRAGE, GROUND_COMBAT, hitCdfInPlace, SPACE_COMBAT, type TableRoll } from './sampling/hit-cdf.js';
import { rollKeyOf } from './sampling/state-table.js';
import { GROUND, SPACE, type SideState, type Theatre } from './side-state.js';

/** Trace words of the rolls drawn from state tables, by table roll. */
const TABLE_ROLL_NAMES = ['space combat', 'ground combat', 'anti-fighter barrage'] as const;

/** Trace labels of the extra unit-ability dice, by roll kind (constants: no string is built per battle). */
const EXTRA_DICE_LABELS = ROLL_NAMES.map((name) => `${name} extra dice (card and ability dice)`);

/**
 * The dice of every TI4 combat step (rules 003, "MAKE COMBAT ROLLS": a d10 per unit and burst icon,
 * a hit on its combat value or more): combat rolls, unit-ability rolls (anti-fighter barrage, space
 * cannon, bombardment) with their extra dice, and rerolls; hits go to `pendingHits` for CombatCore
 * to assign.
 */
export abstract class CombatRolls extends CombatCore implements BattleApi {
  /** The current bombardment is Harrow's: only ships bombard. */
  protected bombardShipsOnly = false;
  private readonly faces: number[] = [];

  abstract bombard(cause: string): void;
  abstract rollCombatAgain(theatre: Theatre): void;

  /**
   * Rolls one kind of dice for every living unit of `side` that has it, into `pendingHits` (and
   * `pendingRestricted` for hits that must go to non-fighters). `penalty` is added to thresholds.
   * `extraBest` is the threshold of a unit-ability source that is not a unit (Experimental
   * Battlestation): the side's extra ability dice (Plasma Scoring) may go to it.
   */
  protected roll(side: SideState, opponent: SideState, kind: RollKind, theatre: Theatre, penalty: number, extraBest = NO_ROLL): void {
    const space = side.space;
    const hitOn = kind === COMBAT_ROLL ? side.theatres[theatre].hitOn : kind === BARRAGE_ROLL ? side.barrageHitOn : kind === CANNON_ROLL ? side.cannonHitOn : side.bombardHitOn;
    const diceOf = kind === COMBAT_ROLL ? side.theatres[theatre].dice : kind === BARRAGE_ROLL ? side.barrageDice : kind === CANNON_ROLL ? side.cannonDice : side.bombardDice;
    const alive = side.alive;
    const bonusSource = side.allyBonusSource;
    const allyBonus = kind === COMBAT_ROLL && theatre === SPACE && bonusSource >= 0 && alive[bonusSource] === 1 ? 1 : 0;
    const tracing = this.trace !== null;
    const restrictOn = kind === COMBAT_ROLL && theatre === SPACE && side.hasRestricted && (side.restrictionSource < 0 || alive[side.restrictionSource] === 1);
    const roundModifiers = kind === COMBAT_ROLL && side.usesRoundModifiers;
    const countNear = kind === COMBAT_ROLL && side.countNearMisses;
    if (countNear) side.nearMisses = 0;
    const rerollMisses = kind !== COMBAT_ROLL && side.plan.rerollAbilityMisses;
    if (kind !== COMBAT_ROLL) {
      side.lastPenalty = penalty;
      side.lastExtraDice = 0;
    }
    const countHigh = kind === BARRAGE_ROLL && side.countHighBarrage;
    const destroyer = countHigh ? this.unitTypes.indexOf('destroyer') : -1;
    if (countHigh) side.highBarrageFaces = 0;
    let best = NO_ROLL;
    let hits = 0;
    let restricted = 0;
    for (let u = 0; u < side.n; u++) {
      let dice = diceOf[u];
      side.lastDice[u] = 0;
      side.lastHits[u] = 0;
      if (dice === 0 || alive[u] === 0) continue;
      if (kind === CANNON_ROLL && theatre === GROUND && side.cannonDefends[u] === 0) continue;
      if (kind === BOMBARD_ROLL && this.bombardShipsOnly && side.isShip[u] === 0) continue;
      if (dice < 0) dice = opponent.nonFighterShips;
      let threshold = hitOn[u] + penalty;
      if (kind === COMBAT_ROLL) threshold -= side.roundBonus + (u !== bonusSource && space.targetable[u] === 1 ? allyBonus : 0);
      if (roundModifiers) {
        threshold -= side.roundHitBonus[u];
        dice += side.roundExtraDice[u];
      }
      const burst = kind === COMBAT_ROLL ? side.burstFace[u] : 0;
      let unitHits = 0;
      for (let k = 0; k < dice; k++) {
        let face = this.rng.d10();
        if (rerollMisses && face < threshold) face = this.rng.d10();
        if (face >= threshold) unitHits++;
        else if (countNear && face === threshold - 1) side.nearMisses++;
        if (countHigh && face >= 9 && side.type[u] === destroyer) side.highBarrageFaces++;
        if (burst > 0 && face >= burst) unitHits += side.burstHits[u];
        if (tracing) this.faces.push(face);
      }
      side.lastHits[u] = unitHits;
      side.lastDice[u] = dice;
      if (restrictOn && side.restrictedHits[u] === 1) restricted += unitHits;
      hits += unitHits;
      if (threshold < best) best = threshold;
      if (tracing) this.traceRoll(side, u, kind, threshold, unitHits);
    }
    if (kind !== COMBAT_ROLL) {
      if (extraBest < best) best = extraBest;
      const extra = side.plan.extraAbilityDice[kind] + side.oneShotAbilityDice;
      if (extra > 0 && best < NO_ROLL) {
        side.oneShotAbilityDice = 0;
        hits += this.rollExtra(side, best, extra, EXTRA_DICE_LABELS[kind]);
      }
    }
    if (kind === CANNON_ROLL && side.plan.cannonRestricted) restricted = hits;
    this.pendingHits[side.index] = hits;
    this.pendingRestricted[side.index] = restricted;
  }

  /**
   * Combat rolls of a side in a theatre. The common case — no modifiers, no trace — takes a small
   * separate loop (so V8 inlines the d10 draw); it draws exactly what `roll` would.
   */
  protected rollCombat(side: SideState, opponent: SideState, theatre: Theatre): void {
    if (side.cannotRoll) {
      this.pendingHits[side.index] = 0;
      this.pendingRestricted[side.index] = 0;
      return;
    }
    if (side.samplesCombat) {
      this.rollFromTable(side, theatre === SPACE ? SPACE_COMBAT : GROUND_COMBAT);
      return;
    }
    if (this.trace === null && !side.hasBurst && !side.hasRestricted && side.allyBonusSource < 0 && !side.usesRoundModifiers && !side.countNearMisses) {
      const state = side.theatres[theatre];
      this.rollPlain(side, opponent, state.hitOn, state.dice, side.roundBonus);
    } else {
      this.roll(side, opponent, COMBAT_ROLL, theatre, 0);
    }
  }

  /** Anti-fighter barrage of a side: the plain loop unless tracing (barrage has no modifiers). */
  protected rollBarrage(side: SideState, opponent: SideState): void {
    if (side.samplesBarrage) {
      this.rollFromTable(side, BARRAGE);
      return;
    }
    if (this.trace === null && side.plan.extraAbilityDice[BARRAGE_ROLL] === 0 && !side.countHighBarrage && side.oneShotAbilityDice === 0 && !side.plan.rerollAbilityMisses && !this.recordRolls) {
      this.rollPlain(side, opponent, side.barrageHitOn, side.barrageDice, 0);
    }
    else this.roll(side, opponent, BARRAGE_ROLL, SPACE, 0);
  }

  /**
   * A side's roll drawn from its state table (sampling/state-table.ts): one uniform number inverted
   * through the CDF of the hits its living units roll — the same distribution as one d10 per die.
   * No draw when the side cannot hit (P(0 hits) = 1). Traced and untraced battles draw alike; the
   * trace records the hits, not faces. A combat roll's CDF is the one of its round class: the
   * modifiers `round-dice` effects set at this round's start (sampling/effect-sampling.ts).
   */
  private rollFromTable(side: SideState, roll: TableRoll): void {
    const table = side.table!;
    let state = side.tableState;
    if (state < 0) state = side.tableState = table.find();
    const round = roll === SPACE_COMBAT ? this.spaceRound : roll === GROUND_COMBAT ? this.groundRound : 1;
    const key = roll === BARRAGE ? BARRAGE : rollKeyOf(roll, roundClassOf(round, side.roundClasses));
    const at = state >= 0 ? table.cdfOffset(state, key) : -1;
    const cdf = at >= 0 ? table.cdfs : table.scratch;
    const start = at >= 0 ? at : 0;
    if (at < 0) hitCdfInPlace(cdf, 0, side, roll);
    // One uniform draw inverted inside the stream: an integer comes back (a returned double is boxed when the call is not inlined).
    const hits = cdf[start] < 1 ? this.rng.inverseCdf(cdf, start) : 0;
    this.pendingHits[side.index] = hits;
    this.pendingRestricted[side.index] = 0;
    if (this.trace !== null) this.trace.add(`  ${SIDE_LABEL[side.index]} ${TABLE_ROLL_NAMES[roll]}: ${hits} hit${hits === 1 ? '' : 's'} (drawn from the hit distribution of its units, state tables)`);
  }

  /** `bonus` is subtracted from every threshold (Morale Boost's +1 to results). */
  private rollPlain(side: SideState, opponent: SideState, hitOn: Int8Array, diceOf: Int8Array, bonus: number): void {
    const alive = side.alive;
    const rng = this.rng;
    const record = this.recordRolls;
    let hits = 0;
    for (let u = 0; u < side.n; u++) {
      let dice = diceOf[u];
      if (dice === 0 || alive[u] === 0) continue;
      if (dice < 0) dice = opponent.nonFighterShips;
      const threshold = hitOn[u] - bonus;
      let unitHits = 0;
      for (let k = 0; k < dice; k++) if (rng.d10() >= threshold) unitHits++;
      if (record) {
        side.lastHits[u] = unitHits;
        side.lastDice[u] = dice;
      }
      hits += unitHits;
    }
    this.pendingHits[side.index] = hits;
    this.pendingRestricted[side.index] = 0;
  }

  /** The threshold of unit u's combat dice now (its value with this round's modifiers). */
  combatThreshold(side: SideState, u: number, theatre: Theatre): number {
    let threshold = side.theatres[theatre].hitOn[u] - side.roundBonus;
    if (side.usesRoundModifiers) threshold -= side.roundHitBonus[u];
    const source = side.allyBonusSource;
    if (theatre === SPACE && source >= 0 && u !== source && side.alive[source] === 1 && side.space.targetable[u] === 1) threshold -= 1;
    return threshold;
  }

  /** Rerolls every missed die of the side's last combat roll in a theatre; returns the new hits. */
  rerollMisses(side: SideState, theatre: Theatre, label: string): number {
    const state = side.theatres[theatre];
    let extra = 0;
    for (let u = 0; u < side.n; u++) {
      if (side.alive[u] === 0 || state.dice[u] === 0) continue;
      const misses = side.lastDice[u] - side.lastHits[u];
      if (misses <= 0) continue;
      const threshold = this.combatThreshold(side, u, theatre);
      for (let k = 0; k < misses; k++) if (this.rng.d10() >= threshold) extra++;
    }
    if (this.trace !== null) this.trace.add(`  ${SIDE_LABEL[side.index]} ${label}: rerolled misses make ${extra} more hit${extra === 1 ? '' : 's'}`);
    return extra;
  }

  /**
   * Rerolls every die of the side's last unit-ability roll of a kind (Scramble Frequency), with the
   * same values; returns the new hits.
   */
  rerollAbilityRoll(side: SideState, kind: RollKind, theatre: Theatre): number {
    const hitOn = kind === BARRAGE_ROLL ? side.barrageHitOn : kind === CANNON_ROLL ? side.cannonHitOn : side.bombardHitOn;
    let hits = 0;
    for (let u = 0; u < side.n; u++) {
      const dice = side.lastDice[u];
      for (let k = 0; k < dice; k++) if (this.rng.d10() >= hitOn[u] + side.lastPenalty) hits++;
    }
    for (let k = 0; k < side.lastExtraDice; k++) if (this.rng.d10() >= side.lastExtraHitOn) hits++;
    void theatre;
    if (this.trace !== null) this.trace.add(`  ${SIDE_LABEL[side.index]} rerolls its ${ROLL_NAMES[kind]} dice: ${hits} hit${hits === 1 ? '' : 's'}`);
    return hits;
  }

  rollDice(side: SideState, hitOn: number, dice: number, label: string): number {
    return this.rollExtra(side, hitOn, dice, label);
  }

  /** Rolls `dice` extra dice for a side (Experimental Battlestation, Plasma Scoring); returns hits. */
  protected rollExtra(side: SideState, hitOn: number, dice: number, label: string): number {
    let hits = 0;
    const reroll = side.plan.rerollAbilityMisses;
    side.lastExtraDice += dice;
    side.lastExtraHitOn = hitOn;
    for (let k = 0; k < dice; k++) {
      let face = this.rng.d10();
      if (reroll && face < hitOn) face = this.rng.d10();
      if (face >= hitOn) hits++;
      if (this.trace !== null) this.faces.push(face);
    }
    if (this.trace !== null) {
      this.trace.add(`  ${SIDE_LABEL[side.index]} ${label}: rolls ${this.faces.join(', ')} (hits on ${hitOn}+) → ${hits} hit${hits === 1 ? '' : 's'}`);
      this.faces.length = 0;
    }
    return hits;
  }

  private traceRoll(side: SideState, u: number, kind: RollKind, threshold: number, hits: number): void {
    this.trace!.add(`  ${SIDE_LABEL[side.index]} ${side.plan.label[u]} ${ROLL_NAMES[kind]}: rolls ${this.faces.join(', ')} (hits on ${threshold}+) → ${hits} hit${hits === 1 ? '' : 's'}`);
    this.faces.length = 0;
  }
}
