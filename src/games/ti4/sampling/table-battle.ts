import type { DiceSource } from '../../../core/dice-source.js';
import { BATTLES_SLOT, OUTCOME_BASE, type Tally } from '../../../core/tally.js';
import type { Trace } from '../../game.js';
import { OUTCOME_ATTACKER_WIN, OUTCOME_DEFENDER_WIN, OUTCOME_DRAW, OUTCOME_ROUND_CAP, type Ti4Plan } from '../plan.js';
import type { SideState } from '../side-state.js';
import { BARRAGE, hitCdfInPlace, SPACE_COMBAT, TABLE_ROLLS } from './hit-cdf.js';
import { JointTable, MAX_JOINT_STATES } from './joint-table.js';
import { MAX_TABLE_STATES, rollKeyOf, rollOfKey, type StateTable, type TableStep } from './state-table.js';

const SIDE_WORDS = ['attacker', 'defender'] as const;
const BOTH_ROLL = [true, true] as const;

/**
 * What the table battle needs of the simulator: its sides, its dice, its trace, and what its
 * effects do where the tables represent them (sampling/effect-sampling.ts) — the start of combat,
 * the round modifiers of a CDF not cached yet, and a step not cached yet.
 */
export interface TableBattleHost {
  readonly sides: readonly [SideState, SideState];
  readonly rng: DiceSource;
  readonly trace: Trace | null;
  /** Both sides' arrays as a combat begins, after the effects that act before it. */
  beginCombatInPlace(): void;
  /** A side's combat-roll modifiers for a space round, on the state loaded in its arrays. */
  prepareRoundRoll(side: SideState, round: number): void;
  /** A step's hits assigned to the state loaded in a side's arrays, with the effects acting on it. */
  tableStepInPlace(side: SideState, step: TableStep, hits: number): void;
  /** Logs the result line and both sides' survivors from the arrays (traced battles only). */
  traceEnd(outcome: number, round: number): void;
}

/**
 * True when a plan's battles can run wholly on the sides' state tables: a space battle (rules 003)
 * where both sides sample their combat rolls and barrage, with no space cannon, retreat or landing
 * skip, and few enough reachable states that no table can fill up mid-battle. A side's states are
 * a position down its absorption sequence after k fighters lost to barrage — at most
 * (fighters + 1) · (sequence + 1), twice that with the carried ground forces lost. When effects
 * change units off that sequence (`unitsHooked`: Assault Cannon, Direct Hit, Duranium Armor's
 * repairs), the bound is every code of every unit (lost, alive, damaged when it can sustain) times
 * every combination of the side's key flags.
 */
export function isTableBattle(plan: Ti4Plan, sides: readonly [SideState, SideState], unitsHooked = false): boolean {
  if (plan.place !== 'space') return false;
  for (const side of sides) {
    if (!side.samplesCombat || (side.hasBarrage && !side.samplesBarrage) || side.hasCannon || side.mayRetreat || side.plan.skipsToLanding) return false;
    if (reachableStatesBound(side) > MAX_TABLE_STATES) return false;
    if (unitsHooked && everyCode(side) > MAX_TABLE_STATES) return false;
  }
  return true;
}

/** The number of unit codes and key flags a side can show, capped just past MAX_TABLE_STATES. */
function everyCode(side: SideState): number {
  let states = 2 ** side.keyFlags.length;
  for (let u = 0; u < side.n && states <= MAX_TABLE_STATES; u++) states *= 2 + (side.canSustain[u] | side.startsDamaged[u]);
  return states;
}

/** At most how many states a side's table can reach in a table battle (isTableBattle's bound). */
function reachableStatesBound(side: SideState): number {
  const fighters = side.plan.isFighter.reduce((sum, f) => sum + f, 0);
  return 2 * (fighters + 1) * (side.space.sequence.length + 1);
}

/**
 * How much looser than the joint states reached the product of the sides' bounds may be before a
 * joint table is not tried (the bounds count each fighter and carried force lost in every order of
 * the sequence; the bundled scenarios reach 1/8 to 1/80 of the product).
 */
const JOINT_BOUND_SLACK = 16;

/**
 * A whole space battle on state tables (issue 17, item 1): each side is one state number; a round
 * is a uniform draw per side through its state's hit CDF and a cached successor per hit count, and
 * the tally adds the state's precomputed losses and survivors. When the pairs of states the battle
 * can reach are few (joint-table.ts), a round is instead one uniform draw through the joint
 * distribution of both sides' hits, and the battles' end states are counted and added to the tally
 * once per run. Traced battles of a joint table take the same draws and log each round's hits and
 * assignments (rules 003, "ASSIGN HITS"), so a replay shows the battle the run counted; without a
 * joint table, traced battles take the general loop (battle.ts), which draws what this one draws.
 * A successor not cached yet is found by loading the state into the side's arrays and assigning
 * the hits there.
 */
export class TableSpaceBattle {
  private readonly a: SideState;
  private readonly d: SideState;
  private readonly ta: StateTable;
  private readonly td: StateTable;
  private readonly barrage: boolean;
  /** Each side's state once combat begins (after Assault Cannon and the like). */
  private readonly startA: number;
  private readonly startD: number;
  /** Each side's round classes, and the CDF key of its space combat rolls past them. */
  private readonly classesA: number;
  private readonly classesD: number;
  private readonly laterKeyA: number;
  private readonly laterKeyD: number;
  /** Per side: whether it rolls a barrage in round 1 from the start states (the only states a barrage rolls from). */
  private readonly barrageRolls: readonly [boolean, boolean];
  /** The battle over joint states, or null when they are too many (then one draw per side and round). */
  readonly joint: JointTable | null;
  /** Per joint state: battles of the current run that ended in it (added to the tally at the end of the run). */
  private readonly endCounts: Float64Array;
  /** Per joint state: its attacker state as tallied (carried ground forces lost with the last ship). */
  private readonly tallyStateA: Int32Array;
  private readonly outcomeOf: Int32Array;
  /** Rounds of the last joint battle. */
  private rounds = 0;

  constructor(private readonly host: TableBattleHost, private readonly plan: Ti4Plan) {
    [this.a, this.d] = host.sides;
    this.ta = this.a.table!;
    this.td = this.d.table!;
    this.barrage = this.a.hasBarrage || this.d.hasBarrage;
    host.beginCombatInPlace();
    this.startA = this.found(this.ta.find());
    this.startD = this.found(this.td.find());
    this.classesA = this.a.roundClasses;
    this.classesD = this.d.roundClasses;
    this.laterKeyA = rollKeyOf(SPACE_COMBAT, this.classesA - 1);
    this.laterKeyD = rollKeyOf(SPACE_COMBAT, this.classesD - 1);
    const [a, d, sa, sd] = [this.a, this.d, this.startA, this.startD];
    this.barrageRolls = [a.hasBarrage && (this.td.fighters[sd] > 0 || a.plan.barrageWithoutFighters), d.hasBarrage && (this.ta.fighters[sa] > 0 || d.plan.barrageWithoutFighters)];
    this.joint = this.buildJoint();
    const size = this.joint?.size ?? 0;
    this.endCounts = new Float64Array(size);
    this.tallyStateA = new Int32Array(size);
    this.outcomeOf = new Int32Array(size);
    for (let j = 0; j < size; j++) {
      const sa = this.joint!.stateA[j];
      const sd = this.joint!.stateD[j];
      const leftA = this.ta.spaceCount[sa] > 0;
      const leftD = this.td.spaceCount[sd] > 0;
      this.outcomeOf[j] = leftA ? (leftD ? OUTCOME_ROUND_CAP : OUTCOME_ATTACKER_WIN) : leftD ? OUTCOME_DEFENDER_WIN : OUTCOME_DRAW;
      this.tallyStateA[j] = !leftA && this.a.hasCarriedForces ? this.withoutCarriedForces(sa) : sa;
    }
  }

  /** The joint table from the start states, with round 1's barrage as the general loop rolls it. */
  private buildJoint(): JointTable | null {
    const { a, d, ta, td } = this;
    const sa = this.startA;
    const sd = this.startD;
    const barrage = this.barrage
      ? { rolls: this.barrageRolls, steps: [a.plan.barrageHitsAllShips ? SPACE_COMBAT : BARRAGE, d.plan.barrageHitsAllShips ? SPACE_COMBAT : BARRAGE] as const }
      : null;
    const classes = Math.max(this.classesA, this.classesD);
    if (reachableStatesBound(a) * reachableStatesBound(d) * classes > MAX_JOINT_STATES * JOINT_BOUND_SLACK) return null;
    const sides = {
      tables: [ta, td] as const,
      classes: [this.classesA, this.classesD] as const,
      cdfOf: (side: 0 | 1, state: number, key: number) => this.cdfOf(side === 0 ? ta : td, state, key),
      stepOf: (side: 0 | 1, state: number, step: TableStep, hits: number) => (side === 0 ? this.successor(ta, a, state, step, hits) : this.successor(td, d, state, step, hits)),
    };
    return JointTable.build(sides, sa, sd, barrage);
  }

  /** A state's CDF offset for a roll key, prepared as `drawUncached` prepares it when not cached; −1 when the CDF store is full. */
  private cdfOf(table: StateTable, state: number, key: number): number {
    if (table.cdfAt[state * table.rollKeys + key] < 0) {
      table.loadInPlace(state);
      this.host.prepareRoundRoll(table === this.ta ? this.a : this.d, Math.floor(key / TABLE_ROLLS) + 1);
    }
    return table.cdfOffset(state, key);
  }

  /** `count` battles from the start states, added to the tally; traced battles log every round (joint table only). */
  runInPlace(rng: DiceSource, tally: Tally, count: number, trace: Trace | null): void {
    if (this.joint === null) {
      for (let b = 0; b < count; b++) this.battleInPlace(tally);
      return;
    }
    const ends = this.endCounts;
    const roundsSlot = this.plan.roundsSlot;
    let last = -1;
    for (let b = 0; b < count; b++) {
      // A method per battle (not one loop body): V8 optimises it after a few hundred calls, so even a short run is fast.
      last = this.jointBattle(rng, trace);
      tally[roundsSlot + this.rounds]++;
      ends[last]++;
      if (trace !== null) this.traceEndOf(last, this.rounds);
    }
    this.tallyEndsInPlace(tally);
    // The sides' arrays show the last battle's end (tests and callers that look at the sides).
    if (last >= 0) this.loadEnd(last);
  }

  /** One battle on the joint table: its end joint state (its rounds in `rounds`). */
  private jointBattle(rng: DiceSource, trace: Trace | null): number {
    const joint = this.joint!;
    const fighting = joint.fighting;
    const next = joint.next;
    const cdf = joint.cdf;
    const maxRounds = this.plan.maxRounds;
    let j = joint.start;
    let round = 0;
    if (fighting[j] === 1) {
      round = 1;
      if (trace !== null) this.traceStart(j);
      let more = true;
      if (joint.firstLength > 0) {
        // Round 1 with its barrage: one draw for the whole round.
        const at = joint.firstAt;
        const k = joint.firstLength === 1 ? 0 : rng.inverseCdf(cdf, at);
        if (trace !== null) this.traceFirstRound(j, k);
        j = next[at + k];
        more = fighting[j] === 1 && round !== maxRounds;
        if (more) {
          round++;
          if (trace !== null) this.traceRound(j, round);
        }
      }
      while (more) {
        const at = joint.roundAt[j];
        const k = joint.roundLength[j] === 1 ? 0 : rng.inverseCdf(cdf, at);
        if (trace !== null) this.traceCombat(j, at + k);
        j = next[at + k];
        if (fighting[j] === 0 || round === maxRounds) break;
        round++;
        if (trace !== null) this.traceRound(j, round);
      }
    }
    this.rounds = round;
    return j;
  }

  /** Adds the run's end states to the tally (outcomes, survivors, losses) and clears their counts. */
  private tallyEndsInPlace(tally: Tally): void {
    const joint = this.joint!;
    const ends = this.endCounts;
    const { a, d, ta, td } = this;
    for (let j = 0; j < ends.length; j++) {
      const battles = ends[j];
      if (battles === 0) continue;
      ends[j] = 0;
      tally[BATTLES_SLOT] += battles;
      tally[OUTCOME_BASE + this.outcomeOf[j]] += battles;
      const lostA = this.tallySideInPlace(tally, ta, this.tallyStateA[j], a, battles);
      const lostD = this.tallySideInPlace(tally, td, joint.stateD[j], d, battles);
      tally[this.plan.lostCrossSlot] += battles * lostA * lostD;
    }
  }

  /** One battle from the start states, one draw per side and round, added to the tally. */
  battleInPlace(tally: Tally): void {
    const { a, d, ta, td } = this;
    const rng = this.host.rng;
    let sa = this.startA;
    let sd = this.startD;
    let round = 0;
    let outcome = -1;
    if (ta.spaceCount[sa] > 0 && td.spaceCount[sd] > 0) {
      for (;;) {
        round++;
        if (round === 1 && this.barrage) {
          const onD = a.hasBarrage && (td.fighters[sd] > 0 || a.plan.barrageWithoutFighters) ? this.draw(rng, ta, sa, BARRAGE) : 0;
          const onA = d.hasBarrage && (ta.fighters[sa] > 0 || d.plan.barrageWithoutFighters) ? this.draw(rng, td, sd, BARRAGE) : 0;
          sd = this.step(td, d, sd, a.plan.barrageHitsAllShips ? SPACE_COMBAT : BARRAGE, onD);
          sa = this.step(ta, a, sa, d.plan.barrageHitsAllShips ? SPACE_COMBAT : BARRAGE, onA);
          if (ta.spaceCount[sa] === 0 || td.spaceCount[sd] === 0) break;
        }
        const onD = this.draw(rng, ta, sa, round < this.classesA ? rollKeyOf(SPACE_COMBAT, round - 1) : this.laterKeyA);
        const onA = this.draw(rng, td, sd, round < this.classesD ? rollKeyOf(SPACE_COMBAT, round - 1) : this.laterKeyD);
        sd = this.step(td, d, sd, SPACE_COMBAT, onD);
        sa = this.step(ta, a, sa, SPACE_COMBAT, onA);
        if (ta.spaceCount[sa] === 0 || td.spaceCount[sd] === 0) break;
        if (round === this.plan.maxRounds) {
          outcome = OUTCOME_ROUND_CAP;
          break;
        }
      }
    }
    const leftA = ta.spaceCount[sa] > 0;
    const leftD = td.spaceCount[sd] > 0;
    if (outcome < 0) outcome = leftA ? (leftD ? OUTCOME_ROUND_CAP : OUTCOME_ATTACKER_WIN) : leftD ? OUTCOME_DEFENDER_WIN : OUTCOME_DRAW;
    if (!leftA && a.hasCarriedForces) sa = this.withoutCarriedForces(sa);
    tally[BATTLES_SLOT]++;
    tally[OUTCOME_BASE + outcome]++;
    tally[this.plan.roundsSlot + round]++;
    const lostA = this.tallySideInPlace(tally, ta, sa, a, 1);
    const lostD = this.tallySideInPlace(tally, td, sd, d, 1);
    tally[this.plan.lostCrossSlot] += lostA * lostD;
  }

  /** Hits of a roll (by roll key: roll and round class): a uniform inverted through the state's CDF (no draw when it cannot hit), as CombatRolls.rollFromTable. */
  private draw(rng: DiceSource, table: StateTable, state: number, key: number): number {
    const at = table.cdfAt[state * table.rollKeys + key];
    if (at >= 0) {
      const cdf = table.cdfs;
      return cdf[at] < 1 ? rng.inverseCdf(cdf, at) : 0;
    }
    return this.drawUncached(rng, table, state, key);
  }

  /**
   * `draw` for a CDF not cached yet: cached now, or computed into scratch when the store is full —
   * from the state with the round modifiers its round class gets (the class's first round).
   */
  private drawUncached(rng: DiceSource, table: StateTable, state: number, key: number): number {
    const at = this.cdfOf(table, state, key);
    const cdf = at >= 0 ? table.cdfs : table.scratch;
    const start = at >= 0 ? at : 0;
    // The store is full: cdfOf left the state and its round's modifiers loaded in the side's arrays.
    if (at < 0) hitCdfInPlace(cdf, 0, table === this.ta ? this.a : this.d, rollOfKey(key));
    return cdf[start] < 1 ? rng.inverseCdf(cdf, start) : 0;
  }

  /** The state after `hits` of a step: cached, else assigned on the loaded arrays (rules 003, "ASSIGN HITS") and then cached. */
  private step(table: StateTable, side: SideState, state: number, step: TableStep, hits: number): number {
    if (hits === 0 && (step === BARRAGE || !table.movesWithoutHits)) return state;
    if (hits < table.widths[step]) {
      const known = table.next[state * table.stride + table.stepOffset[step] + hits];
      if (known >= 0) return known;
    }
    return this.found(this.successor(table, side, state, step, hits));
  }

  /** `step` without the cache look-up: the hits assigned on the loaded arrays, the state they leave (−1 past the table's cap). */
  private successor(table: StateTable, side: SideState, state: number, step: TableStep, hits: number): number {
    if (hits === 0 && (step === BARRAGE || !table.movesWithoutHits)) return state;
    table.loadInPlace(state);
    this.host.tableStepInPlace(side, step, hits);
    return table.after(state, step, hits);
  }

  /** The attacker's ground forces ride in its ships: with no ships left they are lost. */
  private withoutCarriedForces(state: number): number {
    const a = this.a;
    this.ta.loadInPlace(state);
    for (let u = 0; u < a.n; u++) if (a.alive[u] === 1 && a.ground.targetable[u] === 1 && a.space.targetable[u] === 0) a.destroyInPlace(u);
    return this.found(this.ta.find());
  }

  private found(state: number): number {
    if (state < 0) throw new Error('TableSpaceBattle: a state table filled up although isTableBattle bounded its states');
    return state;
  }

  /** Adds `battles` battles ending in `state` to the side's survivor histograms and loss sums; returns one battle's loss. */
  private tallySideInPlace(tally: Tally, table: StateTable, state: number, side: SideState, battles: number): number {
    const groups = table.groups;
    const slots = table.survivorSlots;
    for (let g = 0; g < groups; g++) tally[slots[state * groups + g]] += battles;
    const lost = table.lost[state];
    tally[side.plan.lostSlot] += battles * lost;
    tally[side.plan.lostSlot + 1] += battles * lost * lost;
    return lost;
  }

  // Traced battles of the joint table (replay): the same draws, with the lines of the general loop.

  /** The effects that act before combat (Assault Cannon), logged as the general loop logs them, then round 1. */
  private traceStart(j: number): void {
    this.host.beginCombatInPlace();
    this.traceRound(j, 1);
  }

  /** A round's line, then the round-dice effects of its start (Morale Boost played) on the joint state it starts from. */
  private traceRound(j: number, round: number): void {
    this.host.trace!.add(`Space combat round ${round}`);
    this.loadJoint(j);
    this.host.prepareRoundRoll(this.a, round);
    this.host.prepareRoundRoll(this.d, round);
  }

  /** Round 1 from its one draw: the barrage entry it combines, then — unless the barrage ended the battle — the combat entry. */
  private traceFirstRound(j: number, k: number): void {
    const joint = this.joint!;
    const barrage = joint.firstBarrage[k];
    this.traceBarrage(j, barrage);
    if (joint.firstCombat[k] >= 0) this.traceCombat(joint.next[barrage], joint.firstCombat[k]);
  }

  private traceBarrage(j: number, entry: number): void {
    const joint = this.joint!;
    this.host.trace!.add('  anti-fighter barrage');
    this.loadJoint(j);
    this.traceHits(entry, 'anti-fighter barrage', this.barrageRolls);
    const a = this.a;
    const d = this.d;
    this.host.tableStepInPlace(d, a.plan.barrageHitsAllShips ? SPACE_COMBAT : BARRAGE, joint.hitsOnD[entry]);
    this.host.tableStepInPlace(a, d.plan.barrageHitsAllShips ? SPACE_COMBAT : BARRAGE, joint.hitsOnA[entry]);
  }

  private traceCombat(j: number, entry: number): void {
    const joint = this.joint!;
    this.loadJoint(j);
    this.traceHits(entry, 'space combat', BOTH_ROLL);
    this.host.tableStepInPlace(this.d, SPACE_COMBAT, joint.hitsOnD[entry]);
    this.host.tableStepInPlace(this.a, SPACE_COMBAT, joint.hitsOnA[entry]);
  }

  /** Each rolling side's hits of the entry, worded as the general loop words a roll from the tables (one draw gave both). */
  private traceHits(entry: number, roll: string, rolls: readonly [boolean, boolean]): void {
    const joint = this.joint!;
    const trace = this.host.trace!;
    for (const [side, hits] of [[0, joint.hitsOnD[entry]], [1, joint.hitsOnA[entry]]] as const) {
      if (rolls[side]) trace.add(`  ${SIDE_WORDS[side]} ${roll}: ${hits} hit${hits === 1 ? '' : 's'} (drawn from the hit distribution of its units, state tables)`);
    }
  }

  private traceEndOf(j: number, round: number): void {
    this.loadEnd(j);
    this.host.traceEnd(this.outcomeOf[j], round);
  }

  /** Loads a battle's end in joint state `j` into the sides' arrays, as tallied. */
  private loadEnd(j: number): void {
    this.ta.loadInPlace(this.tallyStateA[j]);
    this.td.loadInPlace(this.joint!.stateD[j]);
  }

  private loadJoint(j: number): void {
    this.ta.loadInPlace(this.joint!.stateA[j]);
    this.td.loadInPlace(this.joint!.stateD[j]);
  }
}
