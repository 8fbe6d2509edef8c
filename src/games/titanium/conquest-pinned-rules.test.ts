/**
 * The Conquest's rules that no other test pinned (each fails when bench/rule-removal.ts removes the
 * rule it names; the removal's id is in each test's comment). Hand-built situations, bundled
 * arsenal (Fighter Squadron attack 2 defense 5; Cruiser 3/8; Destroyer 5/13; Minefield defense 1,
 * Blast 2; Interstellar Missile Blast 4; Self-Destruct Device Blast 1) and sample deck.
 */
import { describe, expect, it } from 'vitest';
import { withFiles } from '../../../test/support/bundled-data.js';
import { chunkStream } from '../../core/rng.js';
import { createTally } from '../../core/tally.js';
import { Trace } from '../../engine/trace.js';
import { compileTitanium } from './compile.js';
import { ConquestSimulator } from './conquest.js';
import { resolveTacticsInPlace } from './offensive.js';
import { parseTitaniumScenario } from './scenario.js';
import { launchMissileInPlace } from './specials.js';
import { conquestFixture } from './test-fixtures.js';

type Fleet = (string | { unit: string; upgrades?: string[]; damage?: number })[];

/** A Conquest at its start (Tech 3, sample deck, default policies), one fleet per player. */
const conquest = (...fleets: Fleet[]) => conquestFixture(fleets.map((fleet, i) => ({ name: `P${i}`, fleetLimit: 6, buildings: { laboratory: 3 }, fleet })));

describe('the Conquest\'s remaining rules (004)', () => {
  it('equal priorities assign their damage in Player Order ("then assign Damage following Player Order")', () => {
    // equal-priority-player-order. Player Order P1, P2, P0: all three play Full Broadside (priority 6).
    const c = conquest(['cruiser'], ['cruiser'], ['cruiser']);
    c.state.order.set([1, 2, 0]);
    c.state.played.fill(c.card('full-broadside'));
    const trace = new Trace();
    resolveTacticsInPlace(c.state, c.sim.scratch, trace);
    const plays = trace.lines.filter((l) => l.includes(' plays ')).map((l) => l.trim().slice(0, 2));
    expect(plays).toEqual(['P1', 'P2', 'P0']);
  });

  it('a withdrawn player cannot be targeted ("your Units will suffer no further Damage")', () => {
    // withdrawn-not-targeted. P2 withdrew (no Tactic): P0's Full Broadside (strength 5) may only hit
    // P1, who played Diversion — its Destroyer takes the 5, P2's Fighter (5, an easy kill) nothing.
    const c = conquest(['destroyer'], ['destroyer'], ['fighter-squadron']);
    c.state.played.set([c.card('full-broadside'), c.card('diversion'), -1]);
    resolveTacticsInPlace(c.state, c.sim.scratch, null);
    expect([c.damage(1, 0), c.damage(2, 0), c.alive(2, 0)]).toEqual([5, 0, true]);
  });

  it('Missile Launch fires with no ships left ("even if you have lost all your Ships")', () => {
    // missile-launch-shipless. P0's only ship is destroyed; its Missile Launch still deals 4 Blast to P1's Cruiser.
    const c = conquest(['interstellar-missile', 'fighter-squadron'], ['cruiser']);
    c.state.destroyInPlace(c.unit(0, 1), 1);
    expect(c.state.ships[0]).toBe(0);
    c.state.played.set([c.card('missile-launch'), c.card('full-broadside')]);
    launchMissileInPlace(c.state, 0, null);
    expect([c.alive(0, 0), c.damage(1, 0)]).toEqual([false, 4]);
  });

  it('a Self-Destruct Device blasts only the ships of the player who destroyed its ship', () => {
    // self-destruct-only-destroyer. P0's Interception (fighters only) destroys P1's Fighter and its
    // device: 1 Blast to P0's Destroyer; P2's Cruiser, not the destroyer, takes nothing.
    const c = conquest(['destroyer'], [{ unit: 'fighter-squadron', upgrades: ['self-destruct-device'] }], ['cruiser']);
    c.attack(0, 'interception', 5);
    expect([c.alive(1, 0), c.damage(0, 0), c.damage(2, 0)]).toEqual([false, 1, 0]);
  });

  it('a Minefield blasts only the ships of the player who damaged its owner', () => {
    // minefield-only-attacker. P0's Interception puts 2 on P1's Fighter; P1's Minefield: 2 Blast to
    // P0's Destroyer, none to P2's Cruiser.
    const c = conquest(['destroyer'], ['fighter-squadron', 'minefield'], ['cruiser']);
    c.attack(0, 'interception', 2);
    expect([c.damage(1, 0), c.alive(1, 1), c.damage(0, 0), c.damage(2, 0)]).toEqual([2, false, 2, 0]);
  });

  it('Minefields one at a time: one per attack that damaged their owner ("destroy one of your Minefields")', () => {
    // minefields-one-at-a-time. P1 holds two Minefields; P0's attack damages P1's Fighter: one is
    // destroyed (2 Blast to P0's Destroyer), the other stays for a later attack.
    const c = conquest(['destroyer'], ['fighter-squadron', 'minefield', 'minefield']);
    c.attack(0, 'interception', 2);
    expect([c.alive(1, 1), c.alive(1, 2), c.damage(0, 0)]).toEqual([false, true, 2]);
    c.attack(0, 'interception', 1);
    expect([c.alive(1, 2), c.damage(0, 0)]).toEqual([false, 4]);
  });
});

describe('the free discard: once per Conquest, not per Offensive (004, "The first discard per turn is free")', () => {
  it('A discards one dead card free after the first Offensive, and none after the next', () => {
    // free-discard-per-conquest. Lance (priority 2): Destroyers fire at Destroyers; Dud (priority 3)
    // activates Fighter Squadrons, which nobody has: a dead card. A (discard: free) starts with two
    // Duds; two Destroyers trade 5 a Offensive, so the Conquest lasts three Offensives, and A holds
    // a Dud after each. Only the first of its discards is free, and `free` discards only free.
    const deck = {
      name: 'scripted', size: 14, cards: [
        { key: 'lance', name: 'Lance', priority: 2, activates: ['destroyer'], targets: ['destroyer'], count: 10 },
        { key: 'dud', name: 'Dud', priority: 3, activates: ['fighter-squadron'], targets: ['fighter-squadron'], count: 4 },
      ],
    };
    const raw = {
      game: 'titanium', deck, players: [
        { name: 'A', fleet: ['destroyer'], hand: ['lance', 'dud', 'dud'], policies: { discard: 'free' } },
        { name: 'B', fleet: ['destroyer'], hand: ['lance'], handLimit: 1, policies: { discard: 'none' } },
      ],
    };
    const plan = compileTitanium(parseTitaniumScenario(withFiles('titanium', raw, 'scripted'), 'scripted'));
    const sim = new ConquestSimulator(plan);
    const trace = new Trace();
    sim.run(chunkStream(5, 0), createTally(plan.tallySize), 1, trace);
    expect(sim.offensives).toBe(3);
    expect(trace.lines.filter((l) => l.startsWith('  A discards'))).toEqual(['  A discards Dud (free)']);
  });
});
