import type { DiceSource } from '../../../core/dice-source.js';
import { BATTLES_SLOT, OUTCOME_BASE, type Tally } from '../../../core/tally.js';
import { OUTCOME_ATTACKER_WIN, OUTCOME_DEFENDER_WIN, OUTCOME_DRAW, OUTCOME_ROUND_CAP, type Ti4Plan } from '../plan.js';
import type { SideState } from '../side-state.js';
import { BARRAGE, hitCdfInPlace, SPACE_COMBAT, TABLE_ROLLS } from './hit-cdf.js';
import { MAX_TABLE_STATES, rollKeyOf, rollOfKey, type StateTable, type TableStep } from './state-table.js';

/**
 * What the table battle needs of the simulator: its sides, its dice, and what its effects do where
 * the tables represent them (sampling/effect-sampling.ts) — the start of combat, the round
 * modifiers of a CDF not cached yet, and a step not cached yet.
 */
export interface TableBattleHost {
  readonly sides: readonly [SideState, SideState];
  readonly rng: DiceSource;
  /** Both sides' arrays as a combat begins, after the effects that act before it. */
  beginCombatInPlace(): void;
  /** A side's combat-roll modifiers for a space round, on the state loaded in its arrays. */
  prepareRoundRoll(side: SideState, round: number): void;
  /** A step's hits assigned to the state loaded in a side's arrays, with the effects acting on it. */
  tableStepInPlace(side: SideState, step: TableStep, hits: number): void;
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
    const fighters = side.plan.isFighter.reduce((sum, f) => sum + f, 0);
    if (2 * (fighters + 1) * (side.space.sequence.length + 1) > MAX_TABLE_STATES) return false;
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

/**
 * A whole space battle on state tables (issue 17, item 1): each side is one state number; a round
 * is a uniform draw per side through its state's hit CDF and a cached successor per hit count, and
 * the tally adds the state's precomputed losses and survivors. It draws exactly what the general
 * loop (battle.ts) draws with the same tables — the traced replay takes that loop, and the trace
 * parity test holds them equal — so it is an optimisation, never a different result. A successor
 * not cached yet is found by loading the state into the side's arrays and assigning the hits there.
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
  }

  /** One battle from the start states, added to the tally. */
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
    const lostA = this.tallySideInPlace(tally, ta, sa, a);
    const lostD = this.tallySideInPlace(tally, td, sd, d);
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
    const side = table === this.ta ? this.a : this.d;
    table.loadInPlace(state);
    this.host.prepareRoundRoll(side, Math.floor(key / TABLE_ROLLS) + 1);
    const at = table.cdfOffset(state, key);
    const cdf = at >= 0 ? table.cdfs : table.scratch;
    const start = at >= 0 ? at : 0;
    if (at < 0) hitCdfInPlace(cdf, 0, side, rollOfKey(key));
    return cdf[start] < 1 ? rng.inverseCdf(cdf, start) : 0;
  }

  /** The state after `hits` of a step: cached, else assigned on the loaded arrays (rules 003, "ASSIGN HITS") and then cached. */
  private step(table: StateTable, side: SideState, state: number, step: TableStep, hits: number): number {
    if (hits === 0 && (step === BARRAGE || !table.movesWithoutHits)) return state;
    if (hits < table.widths[step]) {
      const known = table.next[state * table.stride + table.stepOffset[step] + hits];
      if (known >= 0) return known;
    }
    table.loadInPlace(state);
    this.host.tableStepInPlace(side, step, hits);
    return this.found(table.after(state, step, hits));
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

  private tallySideInPlace(tally: Tally, table: StateTable, state: number, side: SideState): number {
    const groups = table.groups;
    const slots = table.survivorSlots;
    for (let g = 0; g < groups; g++) tally[slots[state * groups + g]]++;
    const lost = table.lost[state];
    tally[side.plan.lostSlot] += lost;
    tally[side.plan.lostSlot + 1] += lost * lost;
    return lost;
  }
}
