/**
 * Boarding, crew combat and control (000, "Step Four: Boarding", "Crew Combat", "Control";
 * the docs/ pages, Armada, "Boarding": "each side drops counters equal to its ready crew's combat; more
 * hits wins and the loser loses one crew of its choice; a tie costs each one; up to 3 rounds; then
 * the higher total command controls the ship. A boarded ship with no crew is seized. A captured
 * ship changes sides"; docs/rules-interpretations.md, Armada, "Boarding policy"). Boarders are put
 * aboard directly (as a teleport would), then the Boarding step runs on a fixed-seed stream.
 */
import { describe, expect, it } from 'vitest';
import { chunkStream } from '../../core/rng.js';
import { createTally } from '../../core/tally.js';
import { Trace } from '../game.js';
import type { BattleState } from './battle-state.js';
import { boardingStepInPlace } from './boarding.js';
import { BrawlSimulator } from './brawl.js';
import { compileArmada } from './compile.js';
import type { RawFleet } from './fleet.js';
import { pickShipTarget, TARGET_CLOSEST } from './policies/targeting.js';
import { attackInPlace } from './ship-orders.js';
import { testScenario, testState } from './test-fixtures.js';

/** Disks 0-3 (command 6, 1, 2, 0; combat 1, 1, 1, 2). */
const letnev: RawFleet = { faction: 'letnev', ships: [{ ship: 'letnev-dreadnought', crew: ['letnev-admiral', 'letnev-gunner', 'letnev-commander', 'merc-marines'] }] };
/** Disks 4-7 (command 3, 1, 0, 0; combat 1, 1, 1, 2). */
const hacan: RawFleet = { faction: 'hacan', ships: [{ ship: 'hacan-golden-lion', crew: ['hacan-captain', 'hacan-officer', 'hacan-engineer', 'merc-marines'] }] };

/** Puts disks aboard ship t (what a teleport does). */
const board = (st: BattleState, disks: number[], t: number) => disks.forEach((i) => st.moveDiskAboardInPlace(i, t));
const living = (st: BattleState, t: number, side: number) => {
  const out: number[] = [];
  for (let i = 0; i < st.nDisks; i++) if (st.diskShip[i] === t && st.diskAlive[i] === 1 && st.diskSide[i] === side) out.push(i);
  return out;
};

describe('crew combat and control (000, "Step Four: Boarding")', () => {
  it('only ready crew fight; a tie costs each side one crew; combat stops after three rounds; the higher command takes the ship', () => {
    // pExplosion 0.99: any counter dropped would almost surely hit, so "0 hits" shows no counter was dropped.
    const { st } = testState(testScenario(letnev, hacan, { pExplosion: 0.99 }), 'ties');
    st.trace = new Trace();
    st.diskReady.fill(0);
    board(st, [0, 1, 2, 3], 1);
    boardingStepInPlace(st);
    const tie = (round: number) => `  crew combat round ${round}: defenders 0 hits, boarders 0`;
    // each loser picks its weakest crew (least combat + command): its choice, 000 "Crew Combat".
    expect(st.trace.lines).toEqual([
      ' Boarding of Golden Lion',
      tie(1), '   Hacan engineer (Golden Lion) is lost', '   Gunnery chief (Letnev dreadnought) is lost',
      tie(2), '   Hacan quartermaster (Golden Lion) is lost', '   Mercenary marines (Letnev dreadnought) is lost',
      tie(3), '   Mercenary marines (Golden Lion) is lost', '   Letnev commander (Letnev dreadnought) is lost',
      // Baron Admiral (command 6) against Hacan captain (command 3), both still aboard (000, "Control")
      '  Golden Lion is captured by the first fleet',
    ]);
    expect(living(st, 1, 0)).toEqual([0]);
    expect(living(st, 1, 1)).toEqual([4]);
    expect(st.owner[1]).toBe(0);
    expect(Array.from(st.shipsLeft)).toEqual([2, 0]);
    expect(Array.from(st.captures)).toEqual([1, 0]);
    expect(st.over).toBe(true);
  });

  it('the side with the higher command keeps control whoever boarded, and the boarders stay aboard', () => {
    const { st } = testState(testScenario(letnev, hacan, { pExplosion: 0.99 }), 'ties');
    st.trace = new Trace();
    st.diskReady.fill(0);
    board(st, [4, 5, 6, 7], 0);
    boardingStepInPlace(st);
    expect(st.trace.lines.filter((l) => l.includes('crew combat round'))).toHaveLength(3);
    expect(st.trace.lines.some((l) => l.includes('captured'))).toBe(false);
    expect(st.owner[0]).toBe(0);
    expect(living(st, 0, 1)).toEqual([4]);
    expect(Array.from(st.captures)).toEqual([0, 0]);
  });

  it('crew combat ends early when one side is eliminated; boarders wiped out take nothing', () => {
    const { st } = testState(testScenario(letnev, hacan, { pExplosion: 0.99 }), 'ties');
    st.trace = new Trace();
    st.diskReady.fill(0);
    board(st, [1, 2], 1);
    boardingStepInPlace(st);
    expect(st.trace.lines.filter((l) => l.includes('crew combat round'))).toHaveLength(2);
    expect(st.owner[1]).toBe(1);
    expect(living(st, 1, 0)).toEqual([]);
  });

  it('every round: more hits wins and the loser loses one crew, a tie costs both; control follows (fixed seed, 300 boardings)', () => {
    const { plan, st } = testState(testScenario(letnev, hacan), 'rounds');
    const d = plan.disks;
    const seen = { defenderWins: 0, boarderWins: 0, ties: 0, early: 0, captured: 0, held: 0 };
    for (let k = 0; k < 300; k++) {
      st.reset();
      st.trace = new Trace();
      // two boarders (Baron Admiral, marines) against four defenders: every ending can happen
      board(st, [0, 3], 1);
      const aboard = [new Set([4, 5, 6, 7]), new Set([0, 3])];
      const combat = (set: Set<number>) => [...set].reduce((sum, i) => sum + d.combat[i], 0);
      boardingStepInPlace(st);
      const lines = st.trace.lines;
      expect(lines[0]).toBe(' Boarding of Golden Lion');
      let rounds = 0;
      for (let j = 1; j < lines.length; j++) {
        const round = /^ {2}crew combat round (\d): defenders (\d+) hits?, boarders (\d+)$/.exec(lines[j]);
        if (!round) continue;
        rounds++;
        expect(Number(round[1])).toBe(rounds);
        const [h, b] = [Number(round[2]), Number(round[3])];
        // counters dropped = the ready crew's combat, so hits cannot exceed it
        expect(h).toBeLessThanOrEqual(combat(aboard[0]));
        expect(b).toBeLessThanOrEqual(combat(aboard[1]));
        const lost: number[] = [];
        for (let m = j + 1; m < lines.length && lines[m].startsWith('   '); m++) lost.push(d.label.indexOf(lines[m].slice(3, -' is lost'.length)));
        expect(lost.every((i) => i >= 0)).toBe(true);
        const expected = h > b ? [1] : b > h ? [0] : [0, 1];
        expect(lost.map((i) => (i < 4 ? 1 : 0))).toEqual(expected);
        for (const i of lost) aboard[i < 4 ? 1 : 0].delete(i);
        if (h > b) seen.defenderWins++;
        else if (b > h) seen.boarderWins++;
        else seen.ties++;
      }
      expect(rounds).toBeLessThanOrEqual(3);
      const [defenders, boarders] = aboard.map((set) => [...set]);
      expect(living(st, 1, 1)).toEqual(defenders);
      expect(living(st, 1, 0)).toEqual(boarders);
      if (rounds < 3) {
        expect(defenders.length === 0 || boarders.length === 0).toBe(true);
        seen.early++;
      }
      const command = (set: number[]) => set.reduce((sum, i) => sum + d.command[i], 0);
      const captured = boarders.length > 0 && (defenders.length === 0 || command(boarders) > command(defenders));
      expect(st.owner[1]).toBe(captured ? 0 : 1);
      seen[captured ? 'captured' : 'held']++;
    }
    for (const [what, count] of Object.entries(seen)) expect({ what, count }).not.toEqual({ what, count: 0 });
  });

  it('a boarded ship without crew is seized uncontested, with its tech', () => {
    const empty: RawFleet = { faction: 'hacan', ships: [{ ship: 'hacan-golden-lion', tech: ['hacan-warhead'] }, { ship: 'hacan-corvette' }] };
    const { st } = testState(testScenario(letnev, empty), 'seize');
    st.trace = new Trace();
    expect(st.torpedoNow(1)).toBe(5);
    board(st, [3], 1);
    boardingStepInPlace(st);
    expect(st.trace.lines).toEqual([' Boarding of Golden Lion', '  Golden Lion is captured by the first fleet']);
    expect(st.owner[1]).toBe(0);
    expect(st.diskSide[4]).toBe(0);
    expect(st.torpedoNow(1)).toBe(5);
  });

  it('a captured ship changes sides: it is no longer a target of its captors and attacks its old fleet', () => {
    const second: RawFleet = { faction: 'hacan', ships: [{ ship: 'hacan-golden-lion' }, { ship: 'hacan-corvette' }] };
    const { st } = testState(testScenario(letnev, second), 'turncoat');
    st.trace = new Trace();
    expect(pickShipTarget(st, 0, TARGET_CLOSEST)).toBe(2);
    board(st, [3], 1);
    boardingStepInPlace(st);
    expect(Array.from(st.shipsLeft)).toEqual([2, 1]);
    expect(st.over).toBe(false);
    for (let i = 0; i < 50; i++) expect(pickShipTarget(st, 0, TARGET_CLOSEST)).toBe(2);
    st.hull[0] = 1;
    expect(pickShipTarget(st, 1, TARGET_CLOSEST)).toBe(0);
    st.hull[0] = 5;
    st.hull[1] = 1;
    expect(pickShipTarget(st, 1, TARGET_CLOSEST)).toBe(1);
    st.phase = 1;
    st.trace.lines.length = 0;
    attackInPlace(st, 1);
    expect(st.trace.lines[0]).toMatch(/^ {2}Golden Lion (fires 4 counters at|launches a torpedo).*/);
    expect(st.trace.lines[0]).not.toContain('Letnev');
  });

  it('personal tech goes with its crew when they teleport (000, "Step Four: Boarding": "personal tech disks that affect combat and command values are assumed to be with the crew whose values they are affecting, and therefore cannot affect crew on two different ships")', () => {
    const raider: RawFleet = { faction: 'sardakk', ships: [{ ship: 'sardakk-raider', crew: ['sardakk-marines'], tech: ['sardakk-combat-stim'] }] };
    const { st } = testState(testScenario(raider, { faction: 'sol', ships: [{ ship: 'sol-frigate', crew: ['sol-engineer'] }] }));
    st.trace = new Trace();
    st.shields[0] = 0;
    st.shields[1] = 0;
    st.boardTarget[0] = 1;
    attackInPlace(st, 0);
    // disk 0: the marines, disk 1: the combat stimulants (+1 command), disk 2: the Sol engineer
    expect([st.diskShip[0], st.diskShip[1], st.diskShip[2]]).toEqual([1, 1, 1]);
    expect(st.trace.lines).toContain('  Combat stimulants (Sardakk raider) goes with the boarders');
  });

  it('in a replayed battle, marines teleport aboard an empty enemy ship, seize it, and it fires on its old fleet', () => {
    const sardakk: RawFleet = { faction: 'sardakk', ships: [{ ship: 'sardakk-warship', crew: ['sardakk-marines', 'sardakk-marines'], tech: ['sardakk-boarding-tube'] }] };
    const sol: RawFleet = { faction: 'sol', ships: [{ ship: 'sol-frigate' }, { ship: 'sol-cruiser' }] };
    const plan = compileArmada(testScenario(sardakk, sol, { maxTurns: 3, pExplosion: 0.1 }, [{ boarding: 'shields-down-outnumber' }, {}]));
    const trace = new Trace();
    const tally = createTally(plan.tallySize);
    new BrawlSimulator(plan).run(chunkStream(1, 0), tally, 40, trace);
    const lines = trace.lines;
    const captures = lines.filter((l) => l.endsWith(' is captured by the first fleet')).length;
    expect(captures).toBeGreaterThan(0);
    expect(tally[plan.sides[0].captures]).toBe(captures);
    const at = lines.indexOf('  Sol frigate is captured by the first fleet');
    // the teleport came first (000, "Order: Attack", Teleport Crew) and no crew combat was needed
    expect(lines.slice(0, at).reverse().find((l) => l.includes('teleports aboard'))).toBe("  N'orr marines (Sardakk warship) teleports aboard Sol frigate");
    expect(lines[at - 1]).toBe(' Boarding of Sol frigate');
    const after = lines.slice(at, lines.indexOf(lines.slice(at).find((l) => l.startsWith('Result:'))!));
    const shots = after.filter((l) => l.startsWith('  Sol frigate fires'));
    expect(shots.length).toBeGreaterThan(0);
    for (const l of shots) expect(l).toMatch(/^ {2}Sol frigate fires 3 counters at Sol cruiser/);
  });
});

describe('boarding policy and targeting (docs, model notes: Armada "Policies": boarding)', () => {
  const second: RawFleet = { faction: 'hacan', ships: [{ ship: 'hacan-corvette' }, { ship: 'hacan-trader' }] };
  it('a side that boards does not shoot the ship its own crew are aboard, unless it is the last target', () => {
    const boarding = testState(testScenario(letnev, second, {}, [{ boarding: 'shields-down-outnumber' }, {}]), 'prize').st;
    const closest = pickShipTarget(boarding, 0, TARGET_CLOSEST);
    board(boarding, [3], closest);
    const other = pickShipTarget(boarding, 0, TARGET_CLOSEST);
    expect(other).not.toBe(closest);
    expect(other).toBeGreaterThan(0);
    boarding.alive[other] = 0;
    expect(pickShipTarget(boarding, 0, TARGET_CLOSEST)).toBe(closest);
    // With boarding off the crew aboard change nothing.
    const plain = testState(testScenario(letnev, second, {}, [{ boarding: 'off' }, {}]), 'prize').st;
    board(plain, [3], closest);
    expect(pickShipTarget(plain, 0, TARGET_CLOSEST)).toBe(closest);
  });
});
