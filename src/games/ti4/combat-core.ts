import type { RandomStream } from '../../core/rng.js';
import type { Trace } from '../game.js';
import { BARRAGE_ROLL, BOMBARD_ROLL, CANNON_ROLL, COMBAT_ROLL, ROLL_NAMES, type BattleApi, type EffectHooks, type RollKind } from './effects/hooks.js';
import { D10_FACES, NO_ROLL, type Ti4Plan } from './plan.js';
import { GROUND, SPACE, SideState, type Theatre, type TheatreState } from './side-state.js';

const SIDE_LABEL = ['attacker', 'defender'] as const;

/**
 * The mechanics shared by every TI4 combat step (rules 003, "MAKE COMBAT ROLLS", "ASSIGN HITS",
 * "SUSTAIN DAMAGE"): rolling a side's dice of one kind, assigning hits down the owner's absorption
 * sequence, destroying units, and calling effect hooks at their timing points.
 */
export class CombatCore implements BattleApi {
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
  protected get plainAssignment(): boolean {
    return this.trace === null && this.onSustainHooks.length === 0 && this.onDestroyHooks.length === 0;
  }
  /** Keep each unit's last hits and dice (only after-roll effects such as Fire Team read them). */
  protected recordRolls = false;
  private readonly faces: number[] = [];

  constructor(protected readonly plan: Ti4Plan) {
    this.sides = [new SideState(plan.sides[0], 0), new SideState(plan.sides[1], 1)];
    this.unitTypes = plan.unitTypes;
  }

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
  }

  /**
   * Rolls one kind of dice for every living unit of `side` that has it, into `pendingHits` (and
   * `pendingRestricted` for hits that must go to non-fighters). `penalty` is added to thresholds.
   */
  protected roll(side: SideState, opponent: SideState, kind: RollKind, theatre: Theatre, penalty: number): void {
    const space = side.space;
    const hitOn = kind === COMBAT_ROLL ? side.theatres[theatre].hitOn : kind === BARRAGE_ROLL ? side.barrageHitOn : kind === CANNON_ROLL ? side.cannonHitOn : side.bombardHitOn;
    const diceOf = kind === COMBAT_ROLL ? side.theatres[theatre].dice : kind === BARRAGE_ROLL ? side.barrageDice : kind === CANNON_ROLL ? side.cannonDice : side.bombardDice;
    const alive = side.alive;
    const bonusSource = side.allyBonusSource;
    const allyBonus = kind === COMBAT_ROLL && theatre === SPACE && bonusSource >= 0 && alive[bonusSource] === 1 ? 1 : 0;
    const tracing = this.trace !== null;
    const restrictOn = kind === COMBAT_ROLL && theatre === SPACE && side.hasRestricted && (side.restrictionSource < 0 || alive[side.restrictionSource] === 1);
    let best = NO_ROLL;
    let hits = 0;
    let restricted = 0;
    for (let u = 0; u < side.n; u++) {
      let dice = diceOf[u];
      if (dice === 0 || alive[u] === 0) continue;
      if (kind === CANNON_ROLL && theatre === GROUND && side.cannonDefends[u] === 0) continue;
      if (dice < 0) dice = opponent.nonFighterShips;
      let threshold = hitOn[u] + penalty;
      if (kind === COMBAT_ROLL) threshold -= side.roundBonus + (u !== bonusSource && space.targetable[u] === 1 ? allyBonus : 0);
      const burst = kind === COMBAT_ROLL ? side.burstFace[u] : 0;
      let unitHits = 0;
      for (let k = 0; k < dice; k++) {
        const face = this.rng.d10();
        if (face >= threshold) unitHits++;
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
    if ((kind === CANNON_ROLL || kind === BOMBARD_ROLL) && best <= D10_FACES && side.plan.extraDieOnCannonAndBombard) {
      hits += this.rollExtra(side, best, 1, 'Plasma Scoring extra die');
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
    if (this.trace === null && side.roundBonus === 0 && !side.hasBurst && !side.hasRestricted && side.allyBonusSource < 0) {
      const state = side.theatres[theatre];
      this.rollPlain(side, opponent, state.hitOn, state.dice);
    } else {
      this.roll(side, opponent, COMBAT_ROLL, theatre, 0);
    }
  }

  /** Anti-fighter barrage of a side: the plain loop unless tracing (barrage has no modifiers). */
  protected rollBarrage(side: SideState, opponent: SideState): void {
    if (this.trace === null) this.rollPlain(side, opponent, side.barrageHitOn, side.barrageDice);
    else this.roll(side, opponent, BARRAGE_ROLL, SPACE, 0);
  }

  private rollPlain(side: SideState, opponent: SideState, hitOn: Int8Array, diceOf: Int8Array): void {
    const alive = side.alive;
    const rng = this.rng;
    const record = this.recordRolls;
    let hits = 0;
    for (let u = 0; u < side.n; u++) {
      let dice = diceOf[u];
      if (dice === 0 || alive[u] === 0) continue;
      if (dice < 0) dice = opponent.nonFighterShips;
      const threshold = hitOn[u];
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

  /** Rolls `dice` extra dice for a side (Experimental Battlestation, Plasma Scoring); returns hits. */
  protected rollExtra(side: SideState, hitOn: number, dice: number, label: string): number {
    let hits = 0;
    for (let k = 0; k < dice; k++) {
      const face = this.rng.d10();
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
    if (this.onHitAssignmentHooks.length === 0 && this.pendingRestricted[from] === 0) {
      if (rolled > 0 && this.plainAssignment && target.sustainBlocker < 0) this.assignPlain(target, rolled, target.theatres[theatre]);
      else this.assignHits(target, rolled, theatre, kind);
      return;
    }
    let hits = rolled;
    for (let i = 0; i < this.onHitAssignmentHooks.length && hits > 0; i++) {
      hits = this.onHitAssignmentHooks[i].onHitAssignment!(target, hits, kind, theatre);
    }
    if (hits <= 0) return;
    const restricted = Math.max(0, this.pendingRestricted[from] - (rolled - hits));
    let normal = hits - restricted;
    if (restricted > 0) normal += this.assignWalk(target, restricted, theatre, kind, true);
    this.assignHits(target, normal, theatre, kind);
  }

  assignHits(target: SideState, hits: number, theatre: Theatre, kind: RollKind): void {
    if (hits <= 0) return;
    if (this.plainAssignment && target.sustainBlocker < 0) {
      this.assignPlain(target, hits, target.theatres[theatre]);
    } else {
      this.assignWalk(target, hits, theatre, kind, false);
    }
  }

  /** `assignWalk` for the common case (no trace, no hooks, no blocked sustain), kept tight for the hot loop. */
  private assignPlain(target: SideState, hits: number, state: TheatreState): void {
    const seq = state.sequence;
    const alive = target.alive;
    const damaged = target.damaged;
    let i = state.pos;
    while (hits > 0 && i < seq.length) {
      const entry = seq[i++];
      const u = entry >> 1;
      if (alive[u] === 0) continue;
      if ((entry & 1) === 1) {
        if (damaged[u] === 1) continue;
        damaged[u] = 1;
        target.sustainedInRound[u] = this.round;
      } else {
        target.destroyInPlace(u);
      }
      hits--;
    }
    state.pos = i;
  }

  /**
   * Walks the target's absorption sequence: each valid entry absorbs one hit (a sustain, or the loss
   * of a unit). With `nonFighterOnly`, fighters are passed over (not spent) and the hits that found
   * no non-fighter target are returned for ordinary assignment. Returns the hits left over.
   */
  private assignWalk(target: SideState, hits: number, theatre: Theatre, kind: RollKind, nonFighterOnly: boolean): number {
    const state = target.theatres[theatre];
    const seq = state.sequence;
    const alive = target.alive;
    const blocked = theatre === SPACE && target.sustainBlocker >= 0 && this.sides[1 - target.index].alive[target.sustainBlocker] === 1;
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
        hits--;
        if (this.trace !== null) this.trace.add(`  ${SIDE_LABEL[target.index]} ${target.plan.label[u]} sustains damage`);
        for (let h = 0; h < this.onSustainHooks.length; h++) this.onSustainHooks[h].onSustain!(target, u, theatre);
      } else {
        hits--;
        this.destroyUnit(target, u, theatre, kind === BARRAGE_ROLL ? 'by barrage' : '');
      }
      if (spentUpTo) state.pos = i;
    }
    return hits;
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
    for (let h = 0; h < this.onDestroyHooks.length; h++) this.onDestroyHooks[h].onDestroy!(side, u, theatre);
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

