import type { DiceSource } from '../../../core/dice-source.js';
import type { Tally } from '../../../core/tally.js';
import type { Simulator, Trace } from '../../game.js';
import { endTurnInPlace, finishBattleInPlace, tallyBattleInPlace, traceBattleEnd } from '../battle-end.js';
import { BattleState } from '../battle-state.js';
import { InitiativeScratch } from '../initiative.js';
import { ORDERS_PER_TURN, type ArmadaPlan } from '../plan.js';
import { planBoardingInPlace } from '../policies/boarding-plan.js';
import { assignOrdersInPlace } from '../policies/order-plans.js';
import { derelictBoardingInPlace, derelictReadyStepInPlace, findersKeepersOutcome, isClaimer, pickClaimersInPlace } from './derelict.js';
import { tableInitiativeInPlace } from './initiative.js';
import { ORDERS_PLANNER } from './policies/names.js';
import { planOrdersInPlace } from './policies/order-planner.js';
import { FindersKeepersState } from './finders-keepers-state.js';
import { FrameRecorder, type FrameDisk } from './frames.js';
import { TableReach } from './reach.js';
import { shipSegmentInPlace } from './ship-segment.js';
import { squadronSegmentOnTableInPlace } from './squadrons.js';
import { assignMovementOrdersInPlace } from './table-orders.js';
import type { TablePlan } from './table-plan.js';
import { TableState } from './table-state.js';
import { torpedoSegmentOnTableInPlace } from './torpedoes.js';

/**
 * The "table" battle, Last Starship or Finders Keepers (docs/armada.md, "The table model"; 000, "Playing the Game"):
 * the brawl's turn — orders from the side's order plan and boarding policy, command initiative,
 * three orders phases, boarding, ready — played with disks on a table. Each turn the order planner
 * plans each ship's three orders within its movement goal (policies/order-planner.ts; with
 * `orders: overlay`, and for a Finders Keepers claimer, the movement policy lays Change Heading /
 * Change Speed orders over the order plan instead); each orders phase runs
 * squadrons (move, attack what they reach), ships in initiative order (move their current speed,
 * execute the order before or after; torpedo launches fly at once), then torpedoes in flight;
 * torpedoes leave play after the third phase's move. Attacks, damage, criticals, boarding and
 * targeting are the brawl's own rules, limited to what the actor reaches (BattleState.reach).
 * Finders Keepers (table/derelict.ts) adds each side's claimer at Step One, the derelict's own
 * Boarding step, and its count of Ready steps held, which ends the battle.
 */
export class TableSimulator implements Simulator {
  readonly state: BattleState;
  readonly table: TableState;
  readonly reach: TableReach;
  /** The frames of the last traced battle (replay pictures); null when untraced. */
  frames: FrameRecorder | null = null;
  private readonly scratch: InitiativeScratch;

  constructor(private readonly plan: ArmadaPlan, tablePlan: TablePlan) {
    this.state = tablePlan.findersKeepers ? new FindersKeepersState(plan) : new BattleState(plan);
    this.table = new TableState(this.state, tablePlan);
    this.reach = new TableReach(this.state, this.table);
    this.scratch = new InitiativeScratch(plan.ships.count);
  }

  run(rng: DiceSource, tally: Tally, count: number, trace: Trace | null): void {
    const st = this.state;
    st.rng = rng;
    st.trace = trace;
    st.reach = this.reach;
    this.frames = trace !== null ? new FrameRecorder() : null;
    for (let b = 0; b < count; b++) this.battle(tally);
    st.trace = null;
  }

  private battle(tally: Tally): void {
    const st = this.state;
    const tb = this.table;
    const frames = this.frames;
    const findersKeepers = tb.tp.findersKeepers;
    st.reset();
    tb.reset();
    st.checkOverInPlace();
    let turn = 0;
    while (!st.over && turn < this.plan.maxTurns) {
      turn++;
      if (st.trace !== null) st.trace.add(`Turn ${turn}`);
      if (findersKeepers) pickClaimersInPlace(tb);
      for (let s = 0; s < st.nShips; s++) {
        if (st.alive[s] === 0) continue;
        const policy = this.plan.policies[st.owner[s]];
        assignOrdersInPlace(st, s, policy);
        planBoardingInPlace(st, s, policy.boarding);
        if (tb.tp.orders[st.owner[s]] === ORDERS_PLANNER && !isClaimer(tb, s)) planOrdersInPlace(tb, this.reach, s);
        else assignMovementOrdersInPlace(tb, this.reach, s);
      }
      const acting = tableInitiativeInPlace(tb, this.scratch);
      st.torpCount = 0;
      for (let p = 0; p < ORDERS_PER_TURN && !st.over; p++) {
        st.phase++;
        if (st.trace !== null) st.trace.add(` Orders phase ${p + 1}`);
        squadronSegmentOnTableInPlace(tb, this.reach, frames);
        for (let k = 0; k < acting && !st.over; k++) {
          const s = st.byCounter[k];
          if (st.alive[s] === 1) shipSegmentInPlace(tb, this.reach, s, p, frames);
        }
        if (!st.over) torpedoSegmentOnTableInPlace(tb, frames);
        if (frames !== null) this.snapshot(frames, turn, p + 1);
      }
      st.torpCount = 0;
      if (findersKeepers) derelictBoardingInPlace(tb);
      endTurnInPlace(st);
      if (findersKeepers) derelictReadyStepInPlace(tb);
    }
    if (!findersKeepers) finishBattleInPlace(st, tally, turn);
    else {
      const outcome = findersKeepersOutcome(tb);
      tallyBattleInPlace(st, tally, outcome, turn);
      if (st.trace !== null) traceBattleEnd(st, outcome, turn, st.trace);
    }
  }

  /** The table after an orders phase, for the replay picture (traced battles only). */
  private snapshot(frames: FrameRecorder, turn: number, phase: number): void {
    const st = this.state;
    const tb = this.table;
    const ships: FrameDisk[] = [];
    for (let s = 0; s < st.nShips; s++) {
      if (st.alive[s] === 0) continue;
      ships.push({ x: tb.x[s], y: tb.y[s], r: tb.tp.shipRadius[s], side: st.owner[s], label: this.plan.ships.label[s], heading: tb.heading[s], reach: this.reach.beamReach(s) });
    }
    const squadrons: FrameDisk[] = [];
    for (let q = 0; q < st.nSquadrons; q++) {
      if (st.sqAlive[q] === 1) squadrons.push({ x: tb.sqX[q], y: tb.sqY[q], r: tb.tp.squadronRadius, side: this.plan.squadrons.side[q], label: this.plan.squadrons.label[q], heading: 0, reach: 0 });
    }
    const torpedoes: FrameDisk[] = [];
    for (let k = 0; k < st.torpCount; k++) {
      if (st.torpAlive[k] === 1) torpedoes.push({ x: tb.torpX[k], y: tb.torpY[k], r: tb.tp.torpedoRadius, side: st.torpSide[k], label: 'torpedo', heading: tb.torpHeading[k], reach: 0 });
    }
    const tp = tb.tp;
    const holder = tb.derelictController;
    const derelict: FrameDisk | null = tp.findersKeepers
      ? { x: tp.derelictX, y: tp.derelictY, r: tp.derelictRadius, side: holder, label: holder < 0 ? 'derelict' : `derelict (${holder === 0 ? 'first' : 'second'} fleet's)`, heading: 0, reach: 0 }
      : null;
    frames.push({ turn, phase, width: tp.width, height: tp.height, ships, squadrons, torpedoes, derelict });
  }
}
