/**
 * The Armada result read from a hand-filled tally (docs/architecture.md, "Results"; the figures
 * Armada adds: survival per ship, criticals by type (000_60d6856b6ff68974.txt, "Critical Hits"),
 * captures (000, "Control"), torpedo strikes, withdrawals; points destroyed are the enemy's losses).
 * Every slot gets its own count, so a figure read from the wrong slot or with the wrong size shows.
 */
import { describe, expect, it } from 'vitest';
import { BATTLES_SLOT, createTally, OUTCOME_BASE } from '../../core/tally.js';
import { SAMPLE_NOTICE } from './catalog.js';
import type { RawFleet } from './fleet.js';
import { compileArmada } from './compile.js';
import { OUTCOME_FIRST_WIN, OUTCOME_SECOND_WIN } from './plan.js';
import { summarizeArmada, summarizeScenario } from './result.js';
import { testScenario } from './test-fixtures.js';

/** Ships 0-1 (cost 8 + 3 = 11, 5) and three squadrons (1, 1, 2) for the first fleet; ship 2 (13) for the second. */
const sol: RawFleet = { name: 'Picket', faction: 'sol', ships: [{ ship: 'sol-carrier', crew: ['sol-admiral'] }, { ship: 'sol-frigate' }], squadrons: { fighter: 2, bomber: 1 } };
const hacan: RawFleet = { faction: 'hacan', ships: [{ ship: 'hacan-golden-lion' }] };

describe('summarizeArmada', () => {
  const scenario = testScenario(sol, hacan, { name: 'Duel', maxTurns: 3 });
  const plan = compileArmada(scenario);
  const t = createTally(plan.tallySize);
  const [a, b] = plan.sides;
  t[BATTLES_SLOT] = 4;
  t[OUTCOME_BASE + OUTCOME_FIRST_WIN] = 3;
  t[OUTCOME_BASE + OUTCOME_SECOND_WIN] = 1;
  t.set([0, 1, 2, 1], plan.turnsSlot);
  t.set([2, 1, 4], plan.shipSurvivedSlot);
  t.set([1, 0, 2, 0, 3], a.criticals);
  t.set([0, 4, 0, 1, 0], b.criticals);
  t[a.captures] = 1;
  t[b.captures] = 2;
  t[a.torpedoStrikes] = 3;
  t[b.torpedoStrikes] = 5;
  t[a.withdrawn] = 6;
  t[b.withdrawn] = 7;
  t.set([1, 1, 2], a.shipsLeft);
  t.set([0, 1, 1, 2], a.squadronsLeft);
  t.set([3, 1], b.shipsLeft);
  t.set([4], b.squadronsLeft);
  t.set([10, 30], a.lost);
  t.set([16, 70], b.lost);
  const r = summarizeArmada(scenario, plan, t, { seed: 'hand', chunkSize: 4, chunks: 1, threads: 1, wallSeconds: 0, startedAt: '' });

  it('reads each ship\'s survival under its own fleet, by label', () => {
    expect(r.survivorsByShip).toEqual({ first: { 'Sol carrier': 0.5, 'Sol frigate': 0.25 }, second: { 'Golden Lion': 1 } });
  });

  it('reads criticals by type (bridge, life support, engineering, weapons, shields), captures, torpedo strikes and withdrawals per fleet', () => {
    expect(r.criticals.first).toEqual({ bridge: 0.25, lifeSupport: 0, engineering: 0.5, weapons: 0, shields: 0.75 });
    expect(r.criticals.second).toEqual({ bridge: 0, lifeSupport: 1, engineering: 0, weapons: 0.25, shields: 0 });
    expect(r.captures).toEqual({ first: 0.25, second: 0.5 });
    expect(r.torpedoStrikes).toEqual({ first: 0.75, second: 1.25 });
    expect(r.withdrawn).toEqual({ first: 1.5, second: 1.75 });
  });

  it('gives the distribution of ships and squadrons left, 0 up to the fleet\'s count', () => {
    expect(r.survivors.first).toEqual({ ships: [0.25, 0.25, 0.5], squadrons: [0, 0.25, 0.25, 0.5] });
    expect(r.survivors.second).toEqual({ ships: [0.75, 0.25], squadrons: [1] });
  });

  it('points lost are each fleet\'s own; points destroyed are the enemy\'s losses', () => {
    expect(r.lost.first.mean).toBe(2.5);
    expect(r.lost.second.mean).toBe(4);
    expect(r.destroyed).toEqual({ first: r.lost.second, second: r.lost.first });
  });

  it('names the sides with their win outcome, counts battles in turns, and carries the sample notice', () => {
    expect(r.game).toBe('armada');
    expect(r.name).toBe('Duel');
    expect(r.costUnit).toBe('points');
    expect(r.sides).toEqual([{ name: 'first', win: 'firstWin' }, { name: 'second', win: 'secondWin' }]);
    expect(r.length.unit).toBe('turns');
    expect(r.length.histogram).toEqual([0, 0.25, 0.5, 0.25]);
    expect(r.notice).toBe(SAMPLE_NOTICE);
    expect(r.policies.first).toEqual(scenario.first.policies);
    expect(r.policies.first).not.toBe(scenario.first.policies);
  });

  it('prices each fleet at its ships, crew and squadrons for the efficiency figures', () => {
    // first: carrier 8 + admiral 3, frigate 5, fighters 1 + 1, bomber 2 = 20; second: Golden Lion 13.
    expect(r.efficiency.first.cost).toBe(20);
    expect(r.efficiency.second.cost).toBe(13);
  });
});

describe('summarizeScenario', () => {
  it('records the fleets by catalog ids, with the names players gave and the squadrons by id', () => {
    const scenario = testScenario(sol, hacan, { name: 'Duel' });
    const s = summarizeScenario(scenario);
    expect(s.name).toBe('Duel');
    expect(s.first).toEqual({
      name: 'Picket', faction: 'sol',
      ships: [{ ship: 'sol-carrier', name: 'Sol carrier', crew: ['sol-admiral'], tech: [] }, { ship: 'sol-frigate', name: 'Sol frigate', crew: [], tech: [] }],
      squadrons: { fighter: 2, bomber: 1 },
    });
    expect(s.second).toEqual({ faction: 'hacan', ships: [{ ship: 'hacan-golden-lion', name: 'Golden Lion', crew: [], tech: [] }], squadrons: {} });
    expect([s.pointLimit, s.pExplosion, s.torpedoHit, s.maxTurns, s.model, s.sample]).toEqual([scenario.pointLimit, scenario.pExplosion, scenario.torpedoHit, scenario.maxTurns, 'brawl', true]);
    expect(s.rules).toEqual(scenario.rules);
    expect('table' in s).toBe(false);
    expect('name' in summarizeScenario(testScenario(hacan, sol))).toBe(false);
    const table = summarizeScenario(testScenario(sol, hacan, { model: 'table' }));
    expect(table.table).toEqual(testScenario(sol, hacan, { model: 'table' }).table);
  });
});

describe('summarizeArmada: the order mix (table model only; docs/armada.md, "The order mix")', () => {
  const run = { seed: 'hand', chunkSize: 2, chunks: 1, threads: 1, wallSeconds: 0, startedAt: '' };

  it('reads each fleet\'s buckets as shares of its orders given within reach, and their mean count per battle', () => {
    const scenario = testScenario(sol, hacan, { model: 'table' });
    const plan = compileArmada(scenario);
    const t = createTally(plan.tallySize);
    t[BATTLES_SLOT] = 2;
    t.set([6, 2, 1, 1, 0], plan.sides[0].orders);
    const r = summarizeArmada(scenario, plan, t, run);
    expect(r.orders).toEqual({ first: { attack: 0.6, shields: 0.2, heading: 0.1, speed: 0.1, none: 0 }, second: { attack: 0, shields: 0, heading: 0, speed: 0, none: 0 } });
    expect(r.ordersInReach).toEqual({ first: 5, second: 0 });
  });

  it('is absent from a brawl result', () => {
    const scenario = testScenario(sol, hacan);
    const plan = compileArmada(scenario);
    const t = createTally(plan.tallySize);
    t[BATTLES_SLOT] = 1;
    const r = summarizeArmada(scenario, plan, t, run);
    expect(r.orders).toBeUndefined();
    expect(r.ordersInReach).toBeUndefined();
  });
});
