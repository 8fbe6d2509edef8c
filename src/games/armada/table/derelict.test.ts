import { describe, expect, it } from 'vitest';
import { ScriptedDice } from '../../../../test/support/scripted-dice.js';
import { RandomStream } from '../../../core/rng.js';
import { BATTLES_SLOT, createTally, OUTCOME_BASE } from '../../../core/tally.js';
import { Trace } from '../../game.js';
import { compileArmada } from '../compile.js';
import type { RawFleet } from '../fleet.js';
import { armada } from '../game.js';
import { OUTCOME_DRAW, OUTCOME_FIRST_WIN, OUTCOME_SECOND_WIN, OUTCOME_TURN_CAP, ORDER_ACTIVATE_SHIELDS, ORDER_ATTACK, ORDERS_PER_TURN } from '../plan.js';
import { testScenario } from '../test-fixtures.js';
import {
  assignClaimOrdersInPlace, derelictBoardingInPlace, derelictIndex, derelictReadyStepInPlace, findersKeepersOutcome, isWithinRange1OfDerelict, lowerShieldsToClaimInPlace,
  pickClaimersInPlace, teleportToDerelictInPlace,
} from './derelict.js';
import { FindersKeepersState } from './finders-keepers-state.js';
import { TableReach } from './reach.js';
import { replaySvg } from './replay-svg.js';
import { TableSimulator } from './simulator.js';
import { TableState } from './table-state.js';

/** Sol: a cruiser with Adm. Hale (command 6, combat 1) and a security crew (combat 2, never boards an enemy), and a crewless frigate. */
const sol: RawFleet = { faction: 'sol', ships: [{ ship: 'sol-cruiser', crew: ['sol-admiral', 'sol-security'] }, { ship: 'sol-frigate' }] };
/** Letnev: a cruiser with two mercenary marines (command 0, combat 2) and a mercenary guard (command 1, combat 3; Security). */
const letnev: RawFleet = { faction: 'letnev', ships: [{ ship: 'letnev-cruiser', crew: ['merc-marines', 'merc-marines', 'merc-security'] }] };

/** A Finders Keepers table battle state (tests only): the Finders Keepers state, reset, traced; place disks by hand. */
function findersKeepersFixture(first: RawFleet = sol, second: RawFleet = letnev) {
  const scenario = testScenario(first, second, { model: 'table', scenario: 'finders-keepers' });
  const plan = compileArmada(scenario);
  const st = new FindersKeepersState(plan);
  st.reset();
  st.rng = new RandomStream('derelict');
  const tb = new TableState(st, plan.table!);
  tb.reset();
  st.reach = new TableReach(st, tb);
  const trace = new Trace();
  st.trace = trace;
  const t = plan.table!;
  /** Puts ship s `gap` from the derelict's edge (edge to edge), straight below it. */
  const placeFromDerelict = (s: number, gap: number) => {
    tb.x[s] = t.derelictX;
    tb.y[s] = t.derelictY - t.derelictRadius - t.shipRadius[s] - gap;
  };
  /** A side's crew disks: index and name (the label without its ship). */
  const crewOf = (side: number) => plan.disks.label.map((label, i) => ({ label: label.replace(/ \(.*\)$/, ''), i })).filter(({ i }) => plan.disks.side[i] === side && plan.disks.isCrew[i] === 1);
  return { scenario, plan, st, tb, trace, placeFromDerelict, crewOf };
}

/** A uniform number that makes the counter sampler drop exactly `hits` hits of `counters` (its alias table's column `hits`). */
const dropping = (hits: number, counters: number) => (hits + 1e-6) / (counters + 1);

describe('Finders Keepers on the table (000, "Appendix Two": the derelict, its set-up and its victory)', () => {
  it('is 100 points per team, puts a standard disk at the centre and every fleet at least Range: 3 from it and Range: 2 from the other', () => {
    const { scenario, plan } = findersKeepersFixture();
    expect(scenario.pointLimit).toBe(100);
    expect(scenario.table!.scenario).toBe('finders-keepers');
    const t = plan.table!;
    expect([t.derelictX, t.derelictY, 2 * t.derelictRadius]).toEqual([90, 60, 6.5]);
    const template = t.template;
    for (let s = 0; s < plan.ships.count; s++) {
      const gap = Math.hypot(t.startX[s] - t.derelictX, t.startY[s] - t.derelictY) - t.shipRadius[s] - t.derelictRadius;
      expect(gap).toBeGreaterThanOrEqual(3 * template);
      for (let o = 0; o < plan.ships.count; o++) {
        if (plan.ships.side[o] === plan.ships.side[s]) continue;
        expect(Math.hypot(t.startX[s] - t.startX[o], t.startY[s] - t.startY[o]) - t.shipRadius[s] - t.shipRadius[o]).toBeGreaterThanOrEqual(2 * template);
      }
    }
    expect(() => testScenario(sol, letnev, { model: 'table', scenario: 'finders-keepers', table: { height: 100 } })).toThrow(/test: table.height: the table is too short for the Finders Keepers set-up/);
  });

  it('claiming: within range: 1 with shields down, the crew but Security teleport aboard; out of range or shields up they do not ("Order: Attack", Teleport Crew)', () => {
    const { st, tb, placeFromDerelict, crewOf } = findersKeepersFixture();
    placeFromDerelict(0, 16);
    st.shields[0] = 0;
    expect(isWithinRange1OfDerelict(tb, 0)).toBe(false);
    expect(teleportToDerelictInPlace(tb, 0)).toBe(false);
    placeFromDerelict(0, 14);
    st.shields[0] = 3;
    expect(teleportToDerelictInPlace(tb, 0)).toBe(false);
    lowerShieldsToClaimInPlace(tb, 0);
    expect(st.shields[0]).toBe(0);
    expect(teleportToDerelictInPlace(tb, 0)).toBe(true);
    const aboard = crewOf(0).filter(({ i }) => st.diskShip[i] === derelictIndex(st)).map(({ label }) => label);
    expect(aboard).toEqual(['Adm. Hale']);
    derelictBoardingInPlace(tb);
    expect(tb.derelictController).toBe(0);
  });

  it('crew of both sides aboard fight up to three rounds, then the higher command controls the derelict ("Crew Combat", "Control")', () => {
    const { st, tb, crewOf } = findersKeepersFixture();
    for (const { i } of [...crewOf(0), ...crewOf(1)]) st.diskShip[i] = derelictIndex(st);
    st.boarded = true; // disks left their ships, as teleportToDerelictInPlace records it (BattleState.boarded)
    // Sol drops 1 + 2 counters, Letnev 2 + 2 + 3: Sol wins rounds 1 and 2 (Letnev loses both marines), Letnev round 3 (Sol loses its security).
    st.rng = new ScriptedDice({ uniform: [dropping(3, 3), dropping(0, 7), dropping(3, 3), dropping(0, 5), dropping(0, 3), dropping(3, 3)] });
    derelictBoardingInPlace(tb);
    expect((st.rng as ScriptedDice).remaining()).toEqual({ d10: 0, uniform: 0, chance: 0, below: 0 });
    const alive = (side: number) => crewOf(side).filter(({ i }) => st.diskAlive[i] === 1).map(({ label }) => label);
    expect(alive(0)).toEqual(['Adm. Hale']);
    expect(alive(1)).toEqual(['Mercenary guard']);
    expect(tb.derelictController).toBe(0);
  });

  it('two consecutive Ready steps in control win; a change of controller starts the count again ("Appendix Two": Victory)', () => {
    const { st, tb } = findersKeepersFixture();
    tb.derelictController = 1;
    derelictReadyStepInPlace(tb);
    expect(st.over).toBe(false);
    tb.derelictController = 0;
    tb.derelictHeld = 0;
    derelictReadyStepInPlace(tb);
    expect([st.over, findersKeepersOutcome(tb)]).toEqual([false, OUTCOME_TURN_CAP]);
    derelictReadyStepInPlace(tb);
    expect([st.over, findersKeepersOutcome(tb)]).toEqual([true, OUTCOME_FIRST_WIN]);
  });

  it('losing a fleet does not end it; with both fleets gone the controller wins, or nobody (a draw)', () => {
    const { st, tb } = findersKeepersFixture();
    st.destroyShipInPlace(2);
    expect(st.over).toBe(false);
    st.destroyShipInPlace(0);
    st.destroyShipInPlace(1);
    expect([st.over, findersKeepersOutcome(tb)]).toEqual([true, OUTCOME_DRAW]);
    tb.derelictController = 1;
    expect(findersKeepersOutcome(tb)).toBe(OUTCOME_SECOND_WIN);
  });

  it('each side that does not hold it sends its nearest ship with crew that may board, shields down then Attack (the claim policy)', () => {
    const { st, tb, placeFromDerelict, crewOf } = findersKeepersFixture();
    placeFromDerelict(0, 40);
    placeFromDerelict(1, 30); // nearer, but no crew
    pickClaimersInPlace(tb);
    expect([tb.claimer[0], tb.claimer[1]]).toEqual([0, 2]);
    st.orders.fill(-1);
    st.orders[0] = 1; // a Change Heading from the movement orders stays
    assignClaimOrdersInPlace(tb, 0);
    expect(Array.from(st.orders.slice(0, ORDERS_PER_TURN))).toEqual([1, ORDER_ACTIVATE_SHIELDS, ORDER_ATTACK]);
    for (const { i, label } of crewOf(0)) if (label === 'Adm. Hale') st.diskShip[i] = derelictIndex(st);
    st.boarded = true;
    tb.derelictController = 0;
    pickClaimersInPlace(tb);
    expect(tb.claimer[0]).toBe(-1);
  });

  it('plays whole battles to an outcome: both sides win some, and the trace follows the derelict', () => {
    const plan = armada.compile(testScenario(sol, letnev, { model: 'table', scenario: 'finders-keepers' }));
    const sim = armada.createSimulator(plan) as TableSimulator;
    const tally = createTally(plan.tallySize);
    sim.run(new RandomStream('fk'), tally, 300, null);
    expect(tally[BATTLES_SLOT]).toBe(300);
    expect(tally[OUTCOME_BASE + OUTCOME_FIRST_WIN]).toBeGreaterThan(0);
    expect(tally[OUTCOME_BASE + OUTCOME_SECOND_WIN]).toBeGreaterThan(0);
    const trace = new Trace();
    sim.run(new RandomStream('fk'), createTally(plan.tallySize), 1, trace);
    expect(trace.lines.some((l) => l.includes('teleports aboard the derelict'))).toBe(true);
    expect(trace.lines.some((l) => l.includes('controls the derelict'))).toBe(true);
    const frames = sim.frames!.frames;
    expect(frames.every((f) => f.derelict !== null && f.derelict.x === 90 && f.derelict.y === 60)).toBe(true);
    expect(replaySvg(frames, 'fk')).toContain('>derelict');
  });
});
