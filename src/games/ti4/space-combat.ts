import type { RandomStream } from '../../core/rng.js';
import type { Tally } from '../../core/tally.js';
import { BATTLES_SLOT, OUTCOME_BASE } from '../../core/tally.js';
import type { Simulator, Trace } from '../game.js';
import {
  OUTCOME_ATTACKER_WIN, OUTCOME_DEFENDER_WIN, OUTCOME_DRAW, OUTCOME_ROUND_CAP, TI4_OUTCOMES, type Ti4Plan,
} from './plan.js';
import { SideState } from './side-state.js';

const SIDE_LABEL = ['attacker', 'defender'] as const;
type RollKind = 'combat' | 'barrage' | 'cannon';

/**
 * TI4 space combat (rules 002, "Space combat runs in rounds"; rules 003, "COMBAT" steps 1-5):
 *
 * 1. space cannon offense by both sides' units, hits assigned like combat hits (002, movement step);
 * 2. round 1 only: anti-fighter barrage — hits may only destroy fighters, excess hits are lost;
 * 3. each round both sides roll (d10 >= combat value hits; several dice for burst icons), then
 *    each owner assigns the opponent's hits (simultaneous), sustain damage absorbing one hit;
 * 4. repeat while both sides have ships, up to the round cap (reported as `roundCap`).
 *
 * The hit-assignment choice is the plan's absorption sequence (policies/hit-assignment.ts).
 */
export class SpaceCombatSimulator implements Simulator {
  private readonly attacker: SideState;
  private readonly defender: SideState;
  private readonly faces: number[] = [];

  constructor(private readonly plan: Ti4Plan) {
    this.attacker = new SideState(plan.sides[0]);
    this.defender = new SideState(plan.sides[1]);
  }

  run(rng: RandomStream, tally: Tally, count: number, trace: Trace | null): void {
    for (let b = 0; b < count; b++) this.battle(rng, tally, trace);
  }

  private battle(rng: RandomStream, tally: Tally, trace: Trace | null): void {
    const a = this.attacker;
    const d = this.defender;
    a.reset();
    d.reset();
    let rounds = 0;

    if (a.hasCannon || d.hasCannon) {
      if (trace !== null) trace.add('Space cannon offense');
      const hitsOnDefender = d.ships > 0 && a.hasCannon ? this.roll(a, d, 'cannon', rng, trace) : 0;
      const hitsOnAttacker = a.ships > 0 && d.hasCannon ? this.roll(d, a, 'cannon', rng, trace) : 0;
      this.assignInPlace(d, hitsOnDefender, trace);
      this.assignInPlace(a, hitsOnAttacker, trace);
    }

    if (a.ships > 0 && d.ships > 0) {
      rounds = 1;
      if (a.hasBarrage || d.hasBarrage) {
        if (trace !== null) trace.add('Round 1 — anti-fighter barrage');
        const onDefender = d.fighters > 0 && a.hasBarrage ? this.roll(a, d, 'barrage', rng, trace) : 0;
        const onAttacker = a.fighters > 0 && d.hasBarrage ? this.roll(d, a, 'barrage', rng, trace) : 0;
        this.destroyFightersInPlace(d, onDefender, trace);
        this.destroyFightersInPlace(a, onAttacker, trace);
      }
      while (a.ships > 0 && d.ships > 0) {
        if (trace !== null) trace.add(`Round ${rounds} — combat rolls`);
        const onDefender = this.roll(a, d, 'combat', rng, trace);
        const onAttacker = this.roll(d, a, 'combat', rng, trace);
        this.assignInPlace(d, onDefender, trace);
        this.assignInPlace(a, onAttacker, trace);
        if (a.ships === 0 || d.ships === 0 || rounds === this.plan.maxRounds) break;
        rounds++;
      }
    }

    const outcome =
      a.ships > 0 && d.ships > 0 ? OUTCOME_ROUND_CAP
        : a.ships > 0 ? OUTCOME_ATTACKER_WIN
          : d.ships > 0 ? OUTCOME_DEFENDER_WIN
            : OUTCOME_DRAW;
    tally[BATTLES_SLOT]++;
    tally[OUTCOME_BASE + outcome]++;
    tally[this.plan.roundsSlot + rounds]++;
    a.tallyInPlace(tally);
    d.tallyInPlace(tally);
    if (trace !== null) this.traceEnd(outcome, rounds, trace);
  }

  /** Rolls one kind of dice for every living unit of `side`; returns the hits. */
  private roll(side: SideState, opponent: SideState, kind: RollKind, rng: RandomStream, trace: Trace | null): number {
    return kind === 'combat'
      ? this.rollDice(side, opponent, side.combatHitOn, side.combatDice, kind, rng, trace)
      : kind === 'barrage'
        ? this.rollDice(side, opponent, side.barrageHitOn, side.barrageDice, kind, rng, trace)
        : this.rollDice(side, opponent, side.cannonHitOn, side.cannonDice, kind, rng, trace);
  }

  private rollDice(
    side: SideState, opponent: SideState, hitOn: Int8Array, diceOf: Int8Array, kind: RollKind, rng: RandomStream, trace: Trace | null,
  ): number {
    const alive = side.alive;
    let hits = 0;
    for (let u = 0; u < side.n; u++) {
      let dice = diceOf[u];
      if (dice === 0 || alive[u] === 0) continue;
      if (dice < 0) dice = opponent.nonFighterShips;
      const threshold = hitOn[u];
      if (trace === null) {
        for (let k = 0; k < dice; k++) if (rng.d10() >= threshold) hits++;
      } else {
        const before = hits;
        for (let k = 0; k < dice; k++) {
          const face = rng.d10();
          if (face >= threshold) hits++;
          this.faces.push(face);
        }
        this.traceRoll(side, u, kind, threshold, hits - before, trace);
      }
    }
    return hits;
  }

  /** Assigns `hits` to `side` down its absorption sequence (sustain, or lose a unit). */
  private assignInPlace(side: SideState, hits: number, trace: Trace | null): void {
    const seq = side.sequence;
    if (trace !== null && hits > 0) trace.add(`  ${this.sideLabel(side)} assigns ${hits} hit${hits === 1 ? '' : 's'}`);
    while (hits > 0 && side.seqPos < seq.length) {
      const entry = seq[side.seqPos++];
      const u = entry >> 1;
      if (side.alive[u] === 0) continue;
      if ((entry & 1) === 1) {
        if (side.damaged[u] === 1) continue;
        side.damaged[u] = 1;
        if (trace !== null) trace.add(`  ${this.sideLabel(side)} ${side.plan.label[u]} sustains damage`);
      } else {
        side.destroyInPlace(u);
        if (trace !== null) trace.add(`  ${this.sideLabel(side)} ${side.plan.label[u]} is destroyed`);
      }
      hits--;
    }
  }

  /** Anti-fighter barrage hits: each destroys one fighter; hits beyond the fighters are lost. */
  private destroyFightersInPlace(side: SideState, hits: number, trace: Trace | null): void {
    for (let u = 0; u < side.n && hits > 0; u++) {
      if (side.isFighter[u] === 0 || side.alive[u] === 0) continue;
      side.destroyInPlace(u);
      hits--;
      if (trace !== null) trace.add(`  ${this.sideLabel(side)} ${side.plan.label[u]} is destroyed by barrage`);
    }
  }

  private sideLabel(side: SideState): string {
    return side === this.attacker ? SIDE_LABEL[0] : SIDE_LABEL[1];
  }

  private traceRoll(side: SideState, u: number, kind: RollKind, threshold: number, hits: number, trace: Trace): void {
    const what = kind === 'combat' ? 'combat' : kind === 'barrage' ? 'anti-fighter barrage' : 'space cannon';
    trace.add(`  ${this.sideLabel(side)} ${side.plan.label[u]} ${what}: rolls ${this.faces.join(', ')} (hits on ${threshold}+) → ${hits} hit${hits === 1 ? '' : 's'}`);
    this.faces.length = 0;
  }

  private traceEnd(outcome: number, rounds: number, trace: Trace): void {
    trace.add(`Result: ${TI4_OUTCOMES[outcome]} after ${rounds} round${rounds === 1 ? '' : 's'}`);
    for (const side of [this.attacker, this.defender]) {
      const left: string[] = [];
      for (let u = 0; u < side.n; u++) {
        if (side.alive[u] === 1) left.push(side.plan.label[u] + (side.damaged[u] === 1 ? ' (damaged)' : ''));
      }
      trace.add(`  ${this.sideLabel(side)} survivors: ${left.length > 0 ? left.join(', ') : 'none'}`);
    }
  }
}
