/**
 * Finders Keepers details by hand (000_60d6856b6ff68974.txt, "Appendix Two: Scenarios", Finders
 * Keepers: "The team that can keep control of the derelict ship for two consecutive Ready steps
 * wins"; "Order: Attack", Teleport Crew: within range: 1, shields at zero or within a teleporter's
 * N; "Step One: Assign Orders": Activate Shields sets them "any value, from zero up to its
 * maximum"; docs/armada.md, "Finders Keepers": the claim policy). Sample measures: standard disks
 * 6.5, template 15; the derelict at (90, 60).
 */
import { describe, expect, it } from 'vitest';
import { ScriptedDice } from '../../../../test/support/scripted-dice.js';
import { RandomStream } from '../../../core/rng.js';
import { Trace } from '../../game.js';
import { compileArmada } from '../compile.js';
import type { RawFleet } from '../fleet.js';
import { CRIT_SHIELDS, OUTCOME_DRAW, OUTCOME_FIRST_WIN, OUTCOME_SECOND_WIN, OUTCOME_TURN_CAP, ORDER_ACTIVATE_SHIELDS, ORDER_ATTACK, ORDER_CHANGE_HEADING, ORDER_CHANGE_SPEED } from '../plan.js';
import { testCatalog, testScenario } from '../test-fixtures.js';
import {
  assignClaimOrdersInPlace, claimGoalInPlace, derelictBoardingInPlace, derelictIndex, derelictReadyStepInPlace, findersKeepersOutcome, lowerShieldsToClaimInPlace, pickClaimersInPlace, teleportToDerelictInPlace,
} from './derelict.js';
import { FindersKeepersState } from './finders-keepers-state.js';
import { TableReach } from './reach.js';
import { TableState } from './table-state.js';

const catalog = testCatalog({
  crew: { 'test-porter': { name: 'Porter', faction: 'mercenary', type: 'officer', copies: 'unlimited', command: 0, combat: 1, cost: 1, ability: { type: 'instant', effect: 'teleport', value: 2 } } },
  tech: { 'test-implant': { name: 'Implant', faction: 'sol', type: 'personal', cost: 1, ability: { type: 'continuous', effect: 'command', value: 1 } } },
});
/** Ship 0: Sol cruiser (disks 0 Adm. Hale, 1 a porter, 2 an implant); ship 1: Sol frigate (3 security only); ship 2: Letnev cruiser (4 marines). */
const sol: RawFleet = { faction: 'sol', ships: [{ ship: 'sol-cruiser', crew: ['sol-admiral', 'test-porter'], tech: ['test-implant'] }, { ship: 'sol-frigate', crew: ['sol-security'] }] };
const letnev: RawFleet = { faction: 'letnev', ships: [{ ship: 'letnev-cruiser', crew: ['merc-marines'] }] };

function fixture() {
  const plan = compileArmada(testScenario(sol, letnev, { model: 'table', scenario: 'finders-keepers', catalog }));
  const st = new FindersKeepersState(plan);
  st.reset();
  st.rng = new RandomStream('claims');
  const tb = new TableState(st, plan.table!);
  tb.reset();
  st.reach = new TableReach(st, tb);
  st.trace = new Trace();
  return { plan, st, tb };
}

describe('the claimer (docs/armada.md, "Finders Keepers")', () => {
  it('heads for a point half a template from the derelict\'s edge, at the speed that reaches it in whole flips', () => {
    const { st, tb } = fixture();
    tb.x[0] = 90;
    tb.y[0] = 10;
    claimGoalInPlace(tb, 0);
    // 50 from the centre; stand-off 7.5 + 3.25 + 3.25 = 14: goal (90, 46), ⌊36 / 6.5⌋ = 5 flips, the cruiser's maximum 5.
    expect([tb.goalX, tb.goalY, tb.wantSpeed]).toEqual([90, 46, 5]);
    st.speed[0] = 3;
    claimGoalInPlace(tb, 0);
    expect(tb.wantSpeed).toBe(3);
    tb.x[0] = 120;
    tb.y[0] = 100; // 50 away along (0.6, 0.8)
    claimGoalInPlace(tb, 0);
    expect(tb.goalX).toBeCloseTo(90 + 0.6 * 14, 9);
    expect(tb.goalY).toBeCloseTo(60 + 0.8 * 14, 9);
    tb.x[0] = 90;
    tb.y[0] = 50; // inside the stand-off: no flips
    claimGoalInPlace(tb, 0);
    expect(tb.wantSpeed).toBe(0);
  });

  it('each side that must claim picks its nearest ship with crew that may board (not Security alone); the holder does not', () => {
    const { st, tb } = fixture();
    const at = (s: number, x: number, y: number) => ((tb.x[s] = x), (tb.y[s] = y));
    at(0, 90, 20);
    at(1, 90, 50); // nearer, but only Security aboard
    at(2, 90, 100);
    pickClaimersInPlace(tb);
    expect(Array.from(tb.claimer)).toEqual([0, 2]);
    tb.derelictController = 1;
    pickClaimersInPlace(tb);
    expect(Array.from(tb.claimer)).toEqual([0, -1]);
    // enemy crew aboard: the holder must claim again
    st.diskShip[0] = derelictIndex(st);
    pickClaimersInPlace(tb);
    expect(tb.claimer[1]).toBe(2);
  });

  it('the nearest by straight distance, in x as in y', () => {
    const sol2: RawFleet = { faction: 'sol', ships: [{ ship: 'sol-cruiser', crew: ['sol-admiral'] }, { ship: 'sol-frigate', crew: ['merc-marines'] }] };
    const plan = compileArmada(testScenario(sol2, letnev, { model: 'table', scenario: 'finders-keepers', catalog }));
    const st = new FindersKeepersState(plan);
    st.reset();
    const tb = new TableState(st, plan.table!);
    tb.reset();
    // ship 0 30 left of the derelict, ship 1 40 right: ship 0; mirrored: ship 1
    tb.x[0] = 60; tb.y[0] = 60;
    tb.x[1] = 130; tb.y[1] = 60;
    pickClaimersInPlace(tb);
    expect(tb.claimer[0]).toBe(0);
    tb.x[0] = 50; tb.x[1] = 120;
    pickClaimersInPlace(tb);
    expect(tb.claimer[0]).toBe(1);
  });

  it('a ship with its shields up under a shields critical cannot claim', () => {
    const { st, tb } = fixture();
    st.crits[0] = 1 << CRIT_SHIELDS;
    st.shields[0] = 3;
    pickClaimersInPlace(tb);
    expect(tb.claimer[0]).toBe(-1);
    st.shields[0] = 2; // within the porter's reach 2
    pickClaimersInPlace(tb);
    expect(tb.claimer[0]).toBe(0);
  });

  it('its orders: Activate Shields first when its shields are above its reach, then Attack; movement orders stay', () => {
    const { st, tb } = fixture();
    st.boardTarget[0] = 2;
    st.orders.set([ORDER_CHANGE_HEADING, ORDER_ATTACK, ORDER_ATTACK], 0);
    st.shields[0] = 3;
    assignClaimOrdersInPlace(tb, 0);
    expect(Array.from(st.orders.subarray(0, 3))).toEqual([ORDER_CHANGE_HEADING, ORDER_ACTIVATE_SHIELDS, ORDER_ATTACK]);
    expect(st.boardTarget[0]).toBe(-1);
    st.orders.set([ORDER_ATTACK, ORDER_CHANGE_SPEED, ORDER_ATTACK], 0);
    st.shields[0] = 2;
    assignClaimOrdersInPlace(tb, 0);
    expect(Array.from(st.orders.subarray(0, 3))).toEqual([ORDER_ATTACK, ORDER_CHANGE_SPEED, ORDER_ATTACK]);
  });

  it('lowers its shields to its teleport reach, never above its maximum, and not under a shields critical', () => {
    const { st, tb } = fixture();
    lowerShieldsToClaimInPlace(tb, 0);
    expect(st.shields[0]).toBe(2);
    st.diskReady[1] = 0; // the porter spent: reach 0
    lowerShieldsToClaimInPlace(tb, 0);
    expect(st.shields[0]).toBe(0);
    st.teleport[0] = 9;
    lowerShieldsToClaimInPlace(tb, 0);
    expect(st.shields[0]).toBe(st.maxShields[0]);
    st.shields[0] = 1;
    st.crits[0] = 1 << CRIT_SHIELDS;
    lowerShieldsToClaimInPlace(tb, 0);
    expect(st.shields[0]).toBe(1);
  });

  it('teleports within range: 1 through shields its porter reaches, spending the porter; personal tech goes with the crew', () => {
    const { st, tb } = fixture();
    tb.x[0] = 90;
    tb.y[0] = 60 - 6.5 - 10; // 10 from the derelict's edge
    st.shields[0] = 2;
    expect(teleportToDerelictInPlace(tb, 0)).toBe(true);
    const derelict = derelictIndex(st);
    // the porter is spent (not ready) before the crew go, so it stays; the admiral and the implant go
    expect([st.diskShip[0], st.diskShip[1], st.diskShip[2]]).toEqual([derelict, 0, derelict]);
    expect(st.diskReady[1]).toBe(0);
    expect(st.boarded).toBe(true);
    expect(st.trace!.lines).toEqual(['  Adm. Hale (Sol cruiser) teleports aboard the derelict', '  Implant (Sol cruiser) goes with them']);
  });

  it('only crew and personal tech go; the ship\'s other tech stays aboard', () => {
    const dread: RawFleet = { faction: 'sol', ships: [{ ship: 'sol-dreadnought', crew: ['sol-admiral'], tech: ['test-implant', 'sol-phaser'] }] };
    const plan = compileArmada(testScenario(dread, letnev, { model: 'table', scenario: 'finders-keepers', catalog }));
    const st = new FindersKeepersState(plan);
    st.reset();
    const tb = new TableState(st, plan.table!);
    tb.reset();
    tb.x[0] = 90;
    tb.y[0] = 60 - 3.25 - 4 - 10;
    st.shields[0] = 0;
    expect(teleportToDerelictInPlace(tb, 0)).toBe(true);
    expect(Array.from(st.diskShip.subarray(0, 3))).toEqual([derelictIndex(st), derelictIndex(st), 0]);
  });

  it('does not teleport through shields above its reach, nor beyond range: 1', () => {
    const { st, tb } = fixture();
    tb.x[0] = 90;
    tb.y[0] = 60 - 6.5 - 10;
    st.shields[0] = 3;
    expect(teleportToDerelictInPlace(tb, 0)).toBe(false);
    st.shields[0] = 0;
    tb.y[0] = 60 - 6.5 - 15; // a gap of the template's length is not shorter than it
    expect(teleportToDerelictInPlace(tb, 0)).toBe(false);
    expect(st.diskReady[1]).toBe(1);
    tb.y[0] = 60 - 6.5 - 14.5;
    expect(teleportToDerelictInPlace(tb, 0)).toBe(true);
    expect(st.diskReady[1]).toBe(1); // shields 0: the porter is not needed
  });
});

describe('control of the derelict (000, "Step Four: Boarding", "Control")', () => {
  it('crew of one side alone aboard control it, activated or not; none: nobody', () => {
    const { st, tb } = fixture();
    const derelict = derelictIndex(st);
    st.diskShip[0] = derelict; // Adm. Hale
    st.diskReady[0] = 0; // used a timed ability this turn: still aboard, still counts
    derelictBoardingInPlace(tb);
    expect([tb.derelictController, tb.derelictHeld]).toEqual([0, 0]);
    expect(st.trace!.lines).toEqual([' The first fleet controls the derelict']);
    tb.derelictHeld = 1;
    derelictBoardingInPlace(tb);
    expect(tb.derelictHeld).toBe(1); // no change of controller: the count goes on
    st.diskAlive[0] = 0;
    st.diskShip[4] = derelict; // the Letnev marines, not ready
    st.diskReady[4] = 0;
    derelictBoardingInPlace(tb);
    expect([tb.derelictController, tb.derelictHeld]).toEqual([1, 0]);
    st.diskAlive[4] = 0;
    derelictBoardingInPlace(tb);
    expect(tb.derelictController).toBe(-1);
    expect(st.trace!.lines.at(-1)).toBe(' Nobody controls the derelict');
  });
});

describe('crew combat aboard the derelict (000, "Crew Combat") on scripted dice', () => {
  it('the loser of a round loses a crew; the side left controls it', () => {
    const { st, tb } = fixture();
    const derelict = derelictIndex(st);
    st.diskShip[0] = derelict; // Adm. Hale: combat 1
    st.diskShip[4] = derelict; // Letnev marines: combat 2
    st.boarded = true; // disks have left their ships (as a teleport records)
    // p = 0.5: a drop of n counters gives k hits for u = (k + 0.001) / (n + 1)
    st.rng = new ScriptedDice({ uniform: [0.001 / 2, 1.001 / 3] });
    derelictBoardingInPlace(tb);
    expect(st.trace!.lines).toEqual([
      ' Boarding of the derelict', '  crew combat round 1: first fleet 0 hits, second fleet 1', '   Adm. Hale (Sol cruiser) is lost', ' The second fleet controls the derelict',
    ]);
    expect([st.diskAlive[0], st.diskAlive[4], tb.derelictController]).toEqual([0, 1, 1]);
  });
});

describe('victory (000, "Appendix Two": two consecutive Ready steps)', () => {
  it('counts Ready steps held and ends the battle at two', () => {
    const { st, tb } = fixture();
    derelictReadyStepInPlace(tb);
    expect([tb.derelictHeld, st.over]).toEqual([0, false]);
    tb.derelictController = 1;
    derelictReadyStepInPlace(tb);
    expect([tb.derelictHeld, st.over, tb.derelictWinner]).toEqual([1, false, -1]);
    derelictReadyStepInPlace(tb);
    expect([tb.derelictHeld, st.over, tb.derelictWinner]).toEqual([2, true, 1]);
    expect(st.trace!.lines).toEqual([' The second fleet has held the derelict for 1 Ready step', ' The second fleet has held the derelict for 2 Ready steps']);
  });

  it('the outcome: the winner; with both fleets gone its controller (nobody: a draw); else the turn cap', () => {
    const { st, tb } = fixture();
    expect(findersKeepersOutcome(tb)).toBe(OUTCOME_TURN_CAP);
    tb.derelictController = 0;
    expect(findersKeepersOutcome(tb)).toBe(OUTCOME_TURN_CAP);
    st.over = true;
    expect(findersKeepersOutcome(tb)).toBe(OUTCOME_FIRST_WIN);
    tb.derelictController = -1;
    expect(findersKeepersOutcome(tb)).toBe(OUTCOME_DRAW);
    tb.derelictController = 1;
    expect(findersKeepersOutcome(tb)).toBe(OUTCOME_SECOND_WIN);
    tb.derelictWinner = 0;
    expect(findersKeepersOutcome(tb)).toBe(OUTCOME_FIRST_WIN);
  });
});
