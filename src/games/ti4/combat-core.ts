import type { RandomStream } from '../../core/rng.js';
import type { Trace } from '../game.js';
import { BARRAGE_ROLL, BOMBARD_ROLL, CANNON_ROLL, COMBAT_ROLL, ROLL_NAMES, type BattleApi, type EffectHooks, type RollKind } from './effects/hooks.js';
import { NO_ROLL, type Ti4Plan } from './plan.js';
import { GROUND, SPACE, SideState, type Theatre } from './side-state.js';

const SIDE_LABEL = ['attacker', 'defender'] as const;
/** Trace labels of the extra unit-ability dice, by roll kind (constants: no string is built per battle). */
const EXTRA_DICE_LABELS = ROLL_NAMES.map((name) => `${name} extra dice (Plasma Scoring, unit-ability dice)`);

/**
 * The mechanics shared by every TI4 combat step (rules 003, "MAKE COMBAT ROLLS", "ASSIGN HITS",
 * "SUSTAIN DAMAGE"): rolling a side's dice of one kind, assigning hits down the owner's absorption
 * sequence, destroying units, and calling effect hooks at their timing points.
 */
export abstract class CombatCore implements BattleApi {
  readonly sides: readonly [SideState, SideState];
  readonly pendingHits = new Int32Array(SIDE_LABEL.length);
  /** Hits of the current roll step that must go to non-fighter ships if able. */
  readonly pendingRestricted = new Int32Array(SIDE_LABEL.length);
  rng!: RandomStream;
  trace: Trace | null = null;
  round = 0;
  spaceRound = 0;
  groundRound = 0;
  readonly unitTypes: readonly string[];
  protected readonly onDestroyHooks: EffectHooks[] = [];
  protected readonly onSustainHooks: EffectHooks[] = [];
  protected readonly onHitAssignmentHooks: EffectHooks[] = [];
  /** No trace and no sustain/destroy hooks: hits can take the tight assignment loop. */
  /** No trace: hits take the tight assignment loop (it calls the live sustain and destroy hooks itself). */
  protected get plainAssignment(): boolean {
    return this.trace === null;
  }
  /** Hooks of each kind not retired in this battle (a card played once retires its hooks). */
  private liveSustainHooks = 0;
  private liveDestroyHooks = 0;
  protected liveHitAssignmentHooks = 0;
  private readonly retirable: EffectHooks[] = [];

  /** Every hook is live again (start of a battle). */
  protected unretireAll(): void {
    if (this.retirable.length === 0) return;
    for (let i = 0; i < this.retirable.length; i++) this.retirable[i].retired = false;
    this.liveSustainHooks = this.onSustainHooks.length;
    this.liveDestroyHooks = this.onDestroyHooks.length;
    this.liveHitAssignmentHooks = this.onHitAssignmentHooks.length;
  }

  retire(hooks: EffectHooks): void {
    if (hooks.retired) return;
    hooks.retired = true;
    if (hooks.onSustain) this.liveSustainHooks--;
    if (hooks.onDestroy) this.liveDestroyHooks--;
    if (hooks.onHitAssignment) this.liveHitAssignmentHooks--;
  }
  /** The current bombardment is Harrow's: only ships bombard. */
  protected bombardShipsOnly = false;
  /** Keep each unit's last hits and dice (only after-roll effects such as Fire Team read them). */
  protected recordRolls = false;
  private readonly faces: number[] = [];

  constructor(protected readonly plan: Ti4Plan) {
    this.sides = [new SideState(plan.sides[0], 0), new SideState(plan.sides[1], 1)];
    this.unitTypes = plan.unitTypes;
  }

  abstract bombard(cause: string): void;
  abstract rollCombatAgain(theatre: Theatre): void;

  get tracing(): boolean {
    return this.trace !== null;
  }

  log(line: string): void {
    if (this.trace !== null) this.trace.add(line);
  }

  /** Registers an effect's hooks (called while the simulator is built, never per battle). */
  protected addHooks(hooks: EffectHooks): void {
    if (hooks.onDestroy) this.onDestroyHooks.push(hooks);
    if (hooks.onSustain) this.onSustainHooks.push(hooks);
    if (hooks.onHitAssignment) this.onHitAssignmentHooks.push(hooks);
    hooks.retired = false;
    if (hooks.onDestroy || hooks.onSustain || hooks.onHitAssignment) this.retirable.push(hooks);
    this.unretireAll();
  }

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
    if (this.trace === null && !side.hasBurst && !side.hasRestricted && side.allyBonusSource < 0 && !side.usesRoundModifiers && !side.countNearMisses) {
      const state = side.theatres[theatre];
      this.rollPlain(side, opponent, state.hitOn, state.dice, side.roundBonus);
    } else {
      this.roll(side, opponent, COMBAT_ROLL, theatre, 0);
    }
  }

  /** Anti-fighter barrage of a side: the plain loop unless tracing (barrage has no modifiers). */
  protected rollBarrage(side: SideState, opponent: SideState): void {
    if (this.trace === null && side.plan.extraAbilityDice[BARRAGE_ROLL] === 0 && !side.countHighBarrage && side.oneShotAbilityDice === 0 && !side.plan.rerollAbilityMisses && !this.recordRolls) {
      this.rollPlain(side, opponent, side.barrageHitOn, side.barrageDice, 0);
    }
    else this.roll(side, opponent, BARRAGE_ROLL, SPACE, 0);
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

  /**
   * Hits from `pendingHits` of the other side go to `target`, after cancelling hooks. Hits that must
   * go to non-fighter ships are assigned first; a cancel removes those first (the owner's best use).
   */
  protected assignPending(target: SideState, kind: RollKind, theatre: Theatre): void {
    const from = 1 - target.index;
    const rolled = this.pendingHits[from];
    if (this.liveHitAssignmentHooks === 0 && this.pendingRestricted[from] === 0) {
      if (rolled > 0 && this.plainAssignment && !target.needsWalk) this.assignPlain(target, rolled, theatre);
      else this.assignHits(target, rolled, theatre, kind);
      return;
    }
    let hits = rolled;
    for (let i = 0; i < this.onHitAssignmentHooks.length && hits > 0; i++) {
      const hook = this.onHitAssignmentHooks[i];
      if (!hook.retired) hits = hook.onHitAssignment!(target, hits, kind, theatre);
    }
    if (hits <= 0) return;
    const restricted = Math.max(0, this.pendingRestricted[from] - (rolled - hits));
    let normal = hits - restricted;
    if (restricted > 0) normal += this.assignWalk(target, restricted, theatre, kind, true);
    this.assignHits(target, normal, theatre, kind);
  }

  assignHits(target: SideState, hits: number, theatre: Theatre, kind: RollKind): void {
    if (hits <= 0) return;
    if (this.plainAssignment && !target.needsWalk) {
      this.assignPlain(target, hits, theatre);
    } else {
      this.assignWalk(target, hits, theatre, kind, false);
    }
  }

  /** `assignWalk` for the common case (no trace, no hooks, no blocked sustain), kept tight for the hot loop. */
  private assignPlain(target: SideState, hits: number, theatre: Theatre): void {
    const state = target.theatres[theatre];
    const seq = state.sequence;
    const alive = target.alive;
    const damaged = target.damaged;
    const absorbs = target.sustainAbsorbs;
    const keep = target.plan.keepRepairable;
    const sustainHooks = this.liveSustainHooks > 0;
    const destroyHooks = this.liveDestroyHooks > 0;
    let i = state.pos;
    while (hits > 0 && i < seq.length) {
      const entry = seq[i++];
      let u = entry >> 1;
      if (alive[u] === 0) continue;
      if ((entry & 1) === 1) {
        if (damaged[u] === 1) continue;
        damaged[u] = 1;
        target.sustainedInRound[u] = this.round;
        hits -= absorbs[u];
        if (sustainHooks) {
          for (let h = 0; h < this.onSustainHooks.length; h++) if (!this.onSustainHooks[h].retired) this.onSustainHooks[h].onSustain!(target, u, theatre);
          // Repaired at once (Dynamo): its sustain entry is next in line again.
          if (damaged[u] === 0 && alive[u] === 1) i--;
        }
      } else {
        if (keep && damaged[u] === 1) {
          const v = this.repairableSubstitute(target, u);
          if (v !== u) {
            i--;
            u = v;
          }
        }
        hits--;
        if (destroyHooks) {
          const placed = target.deployments;
          this.destroyUnit(target, u, theatre, '');
          // A unit placed on this loss (Brother Milor) can take the remaining hits.
          if (target.deployments !== placed) i = 0;
        } else {
          target.destroyInPlace(u);
        }
      }
    }
    state.pos = i;
  }

  assignNonFighterHits(target: SideState, hits: number, theatre: Theatre, kind: RollKind): void {
    if (hits <= 0) return;
    this.assignHits(target, this.assignWalk(target, hits, theatre, kind, true), theatre, kind);
  }

  /**
   * Walks the target's absorption sequence: each valid entry absorbs hits (a sustain — one hit, or
   * two with Non-Euclidean Shielding — or the loss of a unit). With `nonFighterOnly`, fighters are
   * passed over (not spent) and the hits that found no non-fighter target are returned for ordinary
   * assignment. Returns the hits left over.
   */
  private assignWalk(target: SideState, hits: number, theatre: Theatre, kind: RollKind, nonFighterOnly: boolean): number {
    const state = target.theatres[theatre];
    const seq = state.sequence;
    const alive = target.alive;
    const blocked = this.isSustainBlocked(target, theatre);
    if (this.trace !== null) this.trace.add(`  ${SIDE_LABEL[target.index]} assigns ${hits} hit${hits === 1 ? '' : 's'}${nonFighterOnly ? ' (to non-fighter ships if able)' : ''}`);
    let i = state.pos;
    let spentUpTo = true;
    while (hits > 0 && i < seq.length) {
      const entry = seq[i++];
      const u = entry >> 1;
      if (alive[u] === 0) continue;
      if (nonFighterOnly && target.isFighter[u] === 1) {
        spentUpTo = false;
        continue;
      }
      if ((entry & 1) === 1) {
        if (target.damaged[u] === 1) continue;
        if (blocked) {
          spentUpTo = false;
          continue;
        }
        target.damaged[u] = 1;
        target.sustainedInRound[u] = this.round;
        hits = Math.max(0, hits - target.sustainAbsorbs[u]);
        if (this.trace !== null) this.trace.add(`  ${SIDE_LABEL[target.index]} ${target.plan.label[u]} sustains damage${target.sustainAbsorbs[u] > 1 ? ` (cancels ${target.sustainAbsorbs[u]} hits)` : ''}`);
        for (let h = 0; h < this.onSustainHooks.length; h++) if (!this.onSustainHooks[h].retired) this.onSustainHooks[h].onSustain!(target, u, theatre);
        // Repaired at once (Dynamo): its sustain entry is next in line again.
        if (target.damaged[u] === 0 && target.alive[u] === 1) i--;
      } else {
        hits--;
        const lost = target.plan.keepRepairable ? this.repairableSubstitute(target, u) : u;
        // The substitute dies in u's place; u's entry stays next in line.
        if (lost !== u) i--;
        const placed = target.deployments;
        this.destroyUnit(target, lost, theatre, kind === BARRAGE_ROLL ? 'by barrage' : '');
        // A unit placed on this loss (Brother Milor) can take the remaining hits.
        if (target.deployments !== placed) {
          i = 0;
          spentUpTo = false;
        }
      }
      if (spentUpTo) state.pos = i;
    }
    return hits;
  }

  /** True while an opposing unit forbids the target's units to sustain in this theatre (Mentak flagship and mech). */
  private isSustainBlocked(target: SideState, theatre: Theatre): boolean {
    const opponent = this.sides[1 - target.index];
    if (theatre === SPACE) return target.sustainBlocker >= 0 && opponent.alive[target.sustainBlocker] === 1;
    for (let u = target.groundSustainBlockFrom; u < target.groundSustainBlockTo; u++) if (opponent.alive[u] === 1) return true;
    return false;
  }

  /**
   * Hit assignment with Duranium Armor (policy "keep the repairable unit"): when a damaged unit that
   * did not sustain this round would be lost, the owner loses instead a damaged unit of the same type
   * that sustained this round — Duranium can repair the one it keeps at the end of the round.
   */
  private repairableSubstitute(side: SideState, u: number): number {
    if (side.damaged[u] === 0 || side.sustainedInRound[u] === this.round) return u;
    for (let v = 0; v < side.n; v++) {
      if (v !== u && side.alive[v] === 1 && side.type[v] === side.type[u] && side.damaged[v] === 1 && side.sustainedInRound[v] === this.round) return v;
    }
    return u;
  }

  /**
   * The unit that takes a hit the other side assigns (its owner's choice, default policy "most
   * valuable destroyed"): the most expensive unit that cannot cancel it with Sustain Damage, else the
   * most expensive unit that must sustain it. Returns u·2 + 1 when the hit destroys u, u·2 when u
   * sustains it, -1 when there is no target. `nonFighterOnly` passes fighters over while others remain.
   */
  chosenHitTarget(target: SideState, theatre: Theatre, nonFighterOnly = false): number {
    const state = target.theatres[theatre];
    const blocked = this.isSustainBlocked(target, theatre);
    const skipFighters = nonFighterOnly && (theatre === SPACE ? target.nonFighterShips > 0 : false);
    let destroy = -1;
    let sustain = -1;
    for (let u = 0; u < target.n; u++) {
      if (target.alive[u] === 0 || state.targetable[u] === 0 || (skipFighters && target.isFighter[u] === 1)) continue;
      const canSustain = target.canSustain[u] === 1 && target.damaged[u] === 0 && !blocked;
      if (canSustain) {
        if (sustain < 0 || target.halfCost[u] > target.halfCost[sustain]) sustain = u;
      } else if (destroy < 0 || target.halfCost[u] > target.halfCost[destroy]) {
        destroy = u;
      }
    }
    return destroy >= 0 ? destroy * 2 + 1 : sustain >= 0 ? sustain * 2 : -1;
  }

  assignChosenHit(target: SideState, theatre: Theatre, cause: string, nonFighterOnly = false): boolean {
    const choice = this.chosenHitTarget(target, theatre, nonFighterOnly);
    if (choice < 0) return false;
    const opponent = this.sides[1 - target.index];
    if ((choice & 1) === 1) {
      const destroy = choice >> 1;
      if (this.trace !== null) this.trace.add(`  ${SIDE_LABEL[opponent.index]} assigns 1 hit ${cause} to ${target.plan.label[destroy]}`);
      this.destroyUnit(target, destroy, theatre, cause);
      return true;
    }
    const sustain = choice >> 1;
    target.damaged[sustain] = 1;
    target.sustainedInRound[sustain] = this.round;
    if (this.trace !== null) this.trace.add(`  ${SIDE_LABEL[opponent.index]} assigns 1 hit ${cause} to ${target.plan.label[sustain]}, which sustains damage`);
    for (let h = 0; h < this.onSustainHooks.length; h++) if (!this.onSustainHooks[h].retired) this.onSustainHooks[h].onSustain!(target, sustain, theatre);
    return true;
  }

  /** Anti-fighter barrage hits: each destroys one fighter; hits beyond the fighters are lost (003, step 1). */
  protected destroyFighters(target: SideState, hits: number): void {
    for (let u = 0; u < target.n && hits > 0; u++) {
      if (target.isFighter[u] === 0 || target.alive[u] === 0) continue;
      hits--;
      this.destroyUnit(target, u, SPACE, 'by barrage');
    }
  }

  destroyUnit(side: SideState, u: number, theatre: Theatre, cause: string): void {
    if (side.alive[u] === 0) return;
    side.destroyInPlace(u);
    if (this.trace !== null) this.trace.add(`  ${SIDE_LABEL[side.index]} ${side.plan.label[u]} is destroyed${cause ? ` ${cause}` : ''}`);
    for (let h = 0; h < this.onDestroyHooks.length; h++) if (!this.onDestroyHooks[h].retired) this.onDestroyHooks[h].onDestroy!(side, u, theatre);
  }

  victimOf(target: SideState, theatre: Theatre, nonFighterOnly: boolean): number {
    const seq = target.theatres[theatre].sequence;
    const blocked = this.isSustainBlocked(target, theatre);
    const skipFighters = nonFighterOnly && theatre === SPACE && target.nonFighterShips > 0;
    for (let i = target.theatres[theatre].pos; i < seq.length; i++) {
      const u = seq[i] >> 1;
      if (target.alive[u] === 0 || (skipFighters && target.isFighter[u] === 1)) continue;
      if ((seq[i] & 1) === 1) {
        if (target.damaged[u] === 1 || blocked) continue;
        return u * 2;
      }
      return u * 2 + 1;
    }
    return -1;
  }

  chooseAndDestroy(side: SideState, theatre: Theatre, nonFighterOnly: boolean, cause: string): boolean {
    const seq = side.theatres[theatre].sequence;
    for (let i = 0; i < seq.length; i++) {
      const entry = seq[i];
      const u = entry >> 1;
      if ((entry & 1) === 1 || side.alive[u] === 0 || (nonFighterOnly && side.isFighter[u] === 1)) continue;
      this.destroyUnit(side, u, theatre, cause);
      return true;
    }
    return false;
  }

  protected sideLabel(side: SideState): string {
    return SIDE_LABEL[side.index];
  }

  private traceRoll(side: SideState, u: number, kind: RollKind, threshold: number, hits: number): void {
    this.trace!.add(`  ${SIDE_LABEL[side.index]} ${side.plan.label[u]} ${ROLL_NAMES[kind]}: rolls ${this.faces.join(', ')} (hits on ${threshold}+) → ${hits} hit${hits === 1 ? '' : 's'}`);
    this.faces.length = 0;
  }
}

