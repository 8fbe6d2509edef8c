import type { DiceSource } from '../../core/dice-source.js';
import type { Trace } from '../game.js';
import { BARRAGE_ROLL, type EffectHooks, type RollKind } from './effects/hooks.js';
import type { Ti4Plan } from './plan.js';
import type { Place } from './scenario.js';
import { SPACE, SideState, type Theatre } from './side-state.js';

export const SIDE_LABEL = ['attacker', 'defender'] as const;

/**
 * The mechanics shared by every TI4 combat step after the dice (rules 003, "ASSIGN HITS", "SUSTAIN
 * DAMAGE"): assigning hits down the owner's absorption sequence (or to the unit an effect's owner
 * chooses), destroying units, and calling effect hooks at their timing points. The dice are in
 * CombatRolls (combat-rolls.ts).
 */
export abstract class CombatCore {
  readonly sides: readonly [SideState, SideState];
  readonly pendingHits = new Int32Array(SIDE_LABEL.length);
  /** Hits of the current roll step that must go to non-fighter ships if able. */
  readonly pendingRestricted = new Int32Array(SIDE_LABEL.length);
  rng!: DiceSource;
  trace: Trace | null = null;
  round = 0;
  battleSerial = 0;
  spaceRound = 0;
  groundRound = 0;
  /**
   * The combat under way (SPACE or GROUND, from its start — Ambush, Magen — to its end), or -1:
   * space cannon offense, bombardment and space cannon defense come before a combat.
   */
  combatTheatre: Theatre | -1 = -1;
  readonly unitTypes: readonly string[];
  protected readonly onDestroyHooks: EffectHooks[] = [];
  protected readonly onSustainHooks: EffectHooks[] = [];
  protected readonly onHitAssignmentHooks: EffectHooks[] = [];
  /** No trace: hits take the tight assignment loop (it calls the live sustain and destroy hooks itself). */
  protected get plainAssignment(): boolean {
    return this.trace === null;
  }
  /** Hooks of each kind not retired in this battle (a card played once retires its hooks). */
  private liveSustainHooks = 0;
  private liveDestroyHooks = 0;
  protected liveHitAssignmentHooks = 0;
  private readonly retirable: EffectHooks[] = [];

  /** A hook was retired in this battle (the next one starts by bringing them back). */
  private anyRetired = true;

  /** Every hook is live again (start of a battle). */
  protected unretireAll(): void {
    if (!this.anyRetired) return;
    this.anyRetired = false;
    for (let i = 0; i < this.retirable.length; i++) this.retirable[i].retired = false;
    this.liveSustainHooks = this.onSustainHooks.length;
    this.liveDestroyHooks = this.onDestroyHooks.length;
    this.liveHitAssignmentHooks = this.onHitAssignmentHooks.length;
  }

  retire(hooks: EffectHooks): void {
    if (hooks.retired) return;
    hooks.retired = true;
    this.anyRetired = true;
    if (hooks.onSustain) this.liveSustainHooks--;
    if (hooks.onDestroy) this.liveDestroyHooks--;
    if (hooks.onHitAssignment) this.liveHitAssignmentHooks--;
  }
  /** Keep each unit's last hits and dice (only after-roll effects such as Fire Team read them). */
  protected recordRolls = false;
  /**
   * True while both players assign the hits of one roll (003, "ASSIGN HITS": each player assigns
   * the hits the opponent produced, at once): what forbids a sustain is read as the step began.
   */
  private stepOpen = false;
  /** Per side, while a step is open: 1 when an opposing unit forbade its sustain as the step began. */
  private readonly heldBlock = new Uint8Array(SIDE_LABEL.length);

  constructor(protected readonly plan: Ti4Plan) {
    this.sides = [new SideState(plan.sides[0], 0), new SideState(plan.sides[1], 1)];
    this.unitTypes = plan.unitTypes;
  }

  get place(): Place {
    return this.plan.place;
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
    hooks.retired = false;
    if (hooks.onDestroy || hooks.onSustain || hooks.onHitAssignment) this.retirable.push(hooks);
    this.anyRetired = true;
    this.unretireAll();
  }

  /**
   * Opens a step in which both players assign the hits of one roll at once (003, "ASSIGN HITS"): a
   * unit that forbids sustain (Fourth Moon, Moll Terminus) and is destroyed in the step still
   * forbids it for the whole step, and units a side gains while its opponent assigns (Ipswitch)
   * arrive when the step closes, so they absorb none of the step's hits.
   */
  protected openStep(theatre: Theatre): void {
    for (const side of this.sides) {
      this.heldBlock[side.index] = side.needsWalk && this.isSustainBlockedNow(side, theatre) ? 1 : 0;
      side.holdArrivals = true;
    }
    this.stepOpen = true;
  }

  /** Closes the step openStep opened: held arrivals join the battle. */
  protected closeStep(): void {
    this.stepOpen = false;
    for (const side of this.sides) {
      side.holdArrivals = false;
      side.releaseArrivals();
    }
  }

  /**
   * Hits from `pendingHits` of the other side go to `target` (in an open step, units placed for the
   * target on its own losses — Brother Milor — join at once: it is the target's own assignment).
   */
  protected assignPending(target: SideState, kind: RollKind, theatre: Theatre): void {
    const held = target.holdArrivals;
    target.holdArrivals = false;
    this.assignPendingNow(target, kind, theatre);
    target.holdArrivals = held;
  }

  /**
   * Hits from `pendingHits` of the other side go to `target`, after cancelling hooks. Hits that must
   * go to non-fighter ships are assigned first; a cancel removes those first (the owner's best use).
   */
  private assignPendingNow(target: SideState, kind: RollKind, theatre: Theatre): void {
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

  /**
   * True while an opposing unit forbids the target's units to sustain in this theatre (Mentak
   * flagship and mech); in an open step, as the step began (openStep).
   */
  private isSustainBlocked(target: SideState, theatre: Theatre): boolean {
    if (this.stepOpen) return this.heldBlock[target.index] === 1;
    return this.isSustainBlockedNow(target, theatre);
  }

  /** True when an opposing unit that forbids the target's sustain lives now. */
  private isSustainBlockedNow(target: SideState, theatre: Theatre): boolean {
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
   * most expensive unit that must sustain it (with `preferSustain`: the most expensive that sustains
   * it, else the most expensive it destroys). Returns u·2 + 1 when the hit destroys u, u·2 when u
   * sustains it, -1 when there is no target. `nonFighterOnly` passes fighters over while others remain.
   */
  chosenHitTarget(target: SideState, theatre: Theatre, nonFighterOnly = false, preferSustain = false): number {
    const state = target.theatres[theatre];
    const blocked = this.isSustainBlocked(target, theatre);
    const skipFighters = nonFighterOnly && (theatre === SPACE ? target.nonFighterShips > 0 : false);
    let destroy = -1;
    let sustain = -1;
    for (let u = 0; u < target.n; u++) {
      if (target.alive[u] === 0 || state.targetable[u] === 0 || (skipFighters && target.isFighter[u] === 1)) continue;
      const canSustain = target.canSustain[u] === 1 && target.damaged[u] === 0 && !blocked && (theatre !== SPACE || target.noSpaceSustain[u] === 0);
      if (canSustain) {
        if (sustain < 0 || target.halfCost[u] > target.halfCost[sustain]) sustain = u;
      } else if (destroy < 0 || target.halfCost[u] > target.halfCost[destroy]) {
        destroy = u;
      }
    }
    if (preferSustain && sustain >= 0) return sustain * 2;
    return destroy >= 0 ? destroy * 2 + 1 : sustain >= 0 ? sustain * 2 : -1;
  }

  assignChosenHit(target: SideState, theatre: Theatre, cause: string, nonFighterOnly = false, preferSustain = false): boolean {
    const choice = this.chosenHitTarget(target, theatre, nonFighterOnly, preferSustain);
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
  destroyFighters(target: SideState, hits: number): void {
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

}

