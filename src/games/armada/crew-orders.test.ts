/**
 * Crew orders and bomber reloading (000, "Order: Activate Crew": "Crew Orders", "Reloading
 * Bombers"; the docs/ pages, Armada, "Crew and tech": "order rows (extra orders through activate crew,
 * paired rows give both)"; "Squadrons": "bombers ... reload from a carrier's activate-crew order";
 * docs/rules-interpretations.md, Armada, "Activate Crew").
 */
import { describe, expect, it } from 'vitest';
import { chunkStream } from '../../core/rng.js';
import { createTally } from '../../core/tally.js';
import { Trace } from '../game.js';
import { BrawlSimulator } from './brawl.js';
import { compileArmada } from './compile.js';
import { squadronSegmentInPlace } from './segments.js';
import { activateCrewInPlace } from './ship-orders.js';
import { testCatalog, testScenario, testState } from './test-fixtures.js';

const lion = { faction: 'hacan' as const, ships: [{ ship: 'hacan-golden-lion' }] };
/** Lines of the ship segment itself (orders and activations), without damage detail. */
const orderLines = (trace: Trace) => trace.lines.filter((l) => /^ {2}\S/.test(l));

describe('crew orders (000, "Order: Activate Crew", "Crew Orders")', () => {
  it('the rulebook example: a paired Attack + Activate Crew row chains to a second crew, so one order attacks twice', () => {
    const fleet = { faction: 'sol' as const, ships: [{ ship: 'sol-dreadnought', name: 'FSS Armageddon', crew: ['sol-captain', 'sol-commander'] }] };
    const { st } = testState(testScenario(fleet, lion, { pExplosion: 0.05 }), 'chain');
    st.trace = new Trace();
    st.phase = 1;
    activateCrewInPlace(st, 0, 0);
    const lines = orderLines(st.trace);
    // "he executes the Activate Crew order first, using it to activate Cdr. Lukas ... then his Attack
    // order. After both ... Capt. McGreggor's remaining Attack order."
    expect(lines.slice(0, 2)).toEqual(['  Capt. McGreggor (FSS Armageddon) is activated', '  Cdr. Lukas (FSS Armageddon) is activated']);
    expect(lines.slice(2)).toHaveLength(2);
    for (const l of lines.slice(2)) expect(l).toMatch(/^ {2}FSS Armageddon fires 5 counters at Golden Lion: \d hits?$/);
    expect([st.diskReady[0], st.diskReady[1]]).toEqual([0, 0]);
  });

  it('a crew with two unpaired rows executes only one of them per activation, and once per turn', () => {
    const fleet = { faction: 'sol' as const, ships: [{ ship: 'fss-predator', crew: ['merc-officer'] }] };
    const { st } = testState(testScenario(fleet, lion, { pExplosion: 0.05 }), 'rows');
    st.trace = new Trace();
    st.phase = 1;
    st.shields[0] = 1;
    // rows [attack] and [activateShields]: both would help, only the attack is executed.
    activateCrewInPlace(st, 0, 0);
    expect(orderLines(st.trace)).toHaveLength(2);
    expect(orderLines(st.trace)[0]).toBe('  Vex the smuggler (FSS Predator) is activated');
    expect(orderLines(st.trace)[1]).toMatch(/^ {2}FSS Predator fires 4 counters/);
    expect(st.shields[0]).toBe(1);
    // activated: a second Activate Crew order this turn finds no ready crew.
    st.phase = 2;
    activateCrewInPlace(st, 0, 0);
    expect(orderLines(st.trace)).toHaveLength(2);
    // readied (000, "Step Five: Ready"), it can be used again.
    st.diskReady[0] = 1;
    activateCrewInPlace(st, 0, 0);
    expect(orderLines(st.trace)).toHaveLength(4);
  });

  it('a paired row of two different orders executes both (Activate Shields and Attack)', () => {
    const catalog = testCatalog({
      crew: { 'test-tactical': { name: 'Tactical officer', faction: 'sol', type: 'officer', copies: 'unlimited', command: 1, combat: 1, cost: 1, orders: [['activateShields', 'attack']] } },
    });
    const fleet = { faction: 'sol' as const, ships: [{ ship: 'fss-predator', crew: ['test-tactical'] }] };
    const { st } = testState(testScenario(fleet, lion, { catalog, pExplosion: 0.05 }), 'paired-two');
    st.trace = new Trace();
    st.phase = 1;
    st.shields[0] = 1;
    activateCrewInPlace(st, 0, 0);
    const lines = orderLines(st.trace);
    expect(lines.slice(0, 2)).toEqual(['  Tactical officer (FSS Predator) is activated', '  FSS Predator sets its shields to 3']);
    expect(lines[2]).toMatch(/^ {2}FSS Predator fires 4 counters at Golden Lion/);
    expect(lines).toHaveLength(3);
  });

  it('a paired row of two Activate Crew orders activates two more crew, each executing its own order', () => {
    const fleet = { faction: 'sol' as const, ships: [{ ship: 'sol-dreadnought', crew: ['sol-admiral', 'sol-commander', 'sol-first-officer'] }] };
    const { st } = testState(testScenario(fleet, lion, { pExplosion: 0.05 }), 'paired');
    st.trace = new Trace();
    st.phase = 1;
    st.shields[0] = 1;
    activateCrewInPlace(st, 0, 0);
    const lines = orderLines(st.trace);
    expect(lines).toHaveLength(5);
    expect(lines[0]).toBe('  Adm. Hale (Sol dreadnought) is activated');
    expect(lines[1]).toBe('  Cdr. Lukas (Sol dreadnought) is activated');
    expect(lines[2]).toMatch(/^ {2}Sol dreadnought fires 5 counters at Golden Lion/);
    expect(lines.slice(3)).toEqual(['  Sol first officer (Sol dreadnought) is activated', '  Sol dreadnought sets its shields to 4']);
    expect(st.shields[0]).toBe(4);
  });
});

describe('reloading bombers (000, "Reloading Bombers")', () => {
  const carrierFleet = { faction: 'sol' as const, ships: [{ ship: 'sol-carrier', crew: ['sol-captain'] }], squadrons: { bomber: 2 } };

  it("a carrier's Activate Crew order fills one short bomber instead of activating crew (\"to fill the bomber with torpedoes up to its capacity\")", () => {
    const { st } = testState(testScenario(carrierFleet, lion), 'reload');
    st.trace = new Trace();
    st.phase = 1;
    squadronSegmentInPlace(st);
    expect(Array.from(st.sqTorpedoes)).toEqual([0, 0]);
    expect(st.torpCount).toBe(2);
    st.torpCount = 0;
    st.phase = 2;
    st.trace.lines.length = 0;
    // empty bombers fire their beams instead
    squadronSegmentInPlace(st);
    expect(st.trace.lines.slice(1)).toEqual([
      expect.stringMatching(/^ {2}Bomber squadron #1 fires 1 counters at Golden Lion: \d hits?$/),
      expect.stringMatching(/^ {2}Bomber squadron #2 fires 1 counters at Golden Lion: \d hits?$/),
    ]);
    st.trace.lines.length = 0;
    // one order fills one bomber ("the bomber"), not every bomber of the side
    activateCrewInPlace(st, 0, 0);
    expect(orderLines(st.trace)).toEqual(['  Sol carrier reloads Bomber squadron #1']);
    expect(Array.from(st.sqTorpedoes)).toEqual([1, 0]);
    // the captain was not activated, and the torpedoes did not come from the carrier's supply
    expect(st.diskReady[0]).toBe(1);
    expect(st.torpedoes[0]).toBe(0);
    // a second order fills the second bomber
    activateCrewInPlace(st, 0, 0);
    expect(orderLines(st.trace)[1]).toBe('  Sol carrier reloads Bomber squadron #2');
    expect(Array.from(st.sqTorpedoes)).toEqual([1, 1]);
    // with every bomber full the same order activates crew as usual
    activateCrewInPlace(st, 0, 0);
    expect(orderLines(st.trace)[2]).toBe('  Capt. McGreggor (Sol carrier) is activated');
  });

  it('in a replayed battle, bombers launch, the carrier reloads them, and they launch again the next phase', () => {
    const plan = compileArmada(testScenario(carrierFleet, lion, { maxTurns: 1 }, [{ orders: 'crew-orders' }, {}]));
    const trace = new Trace();
    new BrawlSimulator(plan).run(chunkStream(7, 0), createTally(plan.tallySize), 1, trace);
    const lines = trace.lines;
    /** Index of the first line `text` at or after line `from`; a missing line fails the test. */
    const at = (text: string, from = 0) => {
      const index = lines.findIndex((l, i) => i >= from && l === text);
      expect(index, `"${text}" after line ${from}`).toBeGreaterThanOrEqual(0);
      return index;
    };
    const phase1 = at(' Orders phase 1');
    const reload = at('  Sol carrier reloads Bomber squadron #1', phase1);
    const phase2 = at(' Orders phase 2', phase1);
    expect(reload).toBeGreaterThan(at('  Bomber squadron #2 launches a torpedo (3 damage)', phase1));
    expect(phase2).toBeGreaterThan(reload);
    expect(at('  Bomber squadron #1 launches a torpedo (3 damage)', phase2)).toBeGreaterThan(phase2);
  });
});
