/**
 * Clarifications of docs/rules-interpretations.md ("Titanium Wars") that no other test pinned: each
 * test fails when the rule it names is removed from the code (issue 15, "removing any rulebook
 * clarification fails at least one test").
 */
import { describe, expect, it } from 'vitest';
import { playConquestInPlace } from './conquest-loop.js';
import { resolveAttackInPlace } from './attack.js';
import { resolveTacticsInPlace } from './offensive.js';
import { discardInPlace } from './policies/discard.js';
import { conquestFixture } from './test-fixtures.js';
import { launchMissileInPlace, repairInPlace } from './specials.js';
import { chunkStream } from '../../core/rng.js';
import { createTally } from '../../core/tally.js';

type Fleet = (string | { unit: string; upgrades?: string[]; damage?: number })[];

/** A Conquest at its start, every player's fleet as given (Tech 3, sample deck, default policies). */
function conquest(...fleets: Fleet[]) {
  return conquestFixture(fleets.map((fleet, i) => ({ name: `P${i}`, fleetLimit: 6, buildings: { laboratory: 3 }, fleet })));
}

describe('Titanium Wars clarifications (docs/rules-interpretations.md)', () => {
  it('Missile Launch: the Blast hits every other player who played a Tactic this Offensive, not a withdrawn one (004, "Interstellar Missile")', () => {
    const c = conquest(['interstellar-missile', 'cruiser'], ['cruiser'], ['cruiser']);
    // P1 plays a Tactic; P2 withdrew (no Tactic: played −1).
    c.state.played.set([c.card('missile-launch'), c.card('full-broadside'), -1]);
    launchMissileInPlace(c.state, 0, null);
    expect(c.state.damage[c.unit(1, 0)]).toBe(4);
    expect(c.state.damage[c.unit(2, 0)]).toBe(0);
    // The missile is spent: lost by its owner, destroyed by nobody.
    expect(c.state.alive[c.unit(0, 0)]).toBe(0);
    expect(c.state.destroyed).toEqual(new Int32Array([0, 0, 0]));
    expect(c.state.lost[0] * 50).toBe(300);
  });

  it('Magnetic Target: a Tactic that cannot target the Magnetic Target ship leaves the other ships protected for the whole assignment (004, "Magnetic Target")', () => {
    // Destructive Fire targets Cruisers and Destroyers, not the Fighter Squadron carrying the
    // Magnetic Target: the Cruiser stays locked and takes no damage.
    const c = conquest(['destroyer'], [{ unit: 'fighter-squadron', upgrades: ['magnetic-target'] }, 'cruiser']);
    expect(c.attack(0, 'destructive-fire', 10)).toBe(0);
    expect(c.state.damage[c.unit(1, 1)]).toBe(0);
    // Full Broadside targets both: the Fighter Squadron (5) falls first, then the Cruiser takes the rest.
    const open = conquest(['destroyer'], [{ unit: 'fighter-squadron', upgrades: ['magnetic-target'] }, 'cruiser']);
    expect(open.attack(0, 'full-broadside', 10)).toBe(10);
    expect(open.state.alive[open.unit(1, 0)]).toBe(0);
    expect(open.state.damage[open.unit(1, 1)]).toBe(5);
  });

  it('Simultaneous attack: a Tactic of equal priority keeps the strength it had before the other assigned damage (004, "3. Resolving Tactics")', () => {
    // Both play Full Broadside (priority 6). P0's two Destroyers (10) destroy one of P1's Cruisers
    // and damage the other; P1 still strikes with both Cruisers: 6, not 3.
    const c = conquest(['destroyer', 'destroyer'], ['cruiser', 'cruiser']);
    c.state.played.set([c.card('full-broadside'), c.card('full-broadside')]);
    resolveTacticsInPlace(c.state, c.sim.scratch, null);
    expect(c.state.ships[1]).toBe(1);
    expect(c.state.damage[c.unit(0, 0)] + c.state.damage[c.unit(0, 1)]).toBe(6);
  });

  it('Participation: a lone participant conquers without an Offensive being resolved (004, "1. Choosing a Tactic")', () => {
    // P1 (a Cruiser, 400¢) withdraws below 90% of the others' fleet value (a Destroyer, 900¢), so
    // P0 alone plays a Tactic.
    const c = conquestFixture([{ name: 'P0', fleet: ['destroyer'] }, { name: 'P1', fleet: ['cruiser'], policies: { withdraw: { below: 0.9 } } }]);
    const tally = createTally(c.plan.tallySize);
    c.sim.run(chunkStream(1, 0), tally, 1, null);
    expect(c.sim.offensives).toBe(0);
    expect(tally[c.plan.offensivesSlot]).toBe(1);
    expect(c.state.alive[c.unit(1, 0)]).toBe(1);
  });

  it('Participation: a player with no card in hand cannot place one and withdraws (004, "1. Choosing a Tactic": "choose one of your Tactic Cards and place it face-down")', () => {
    // P1's Destroyer would beat P0's Cruiser, but P1 holds no card and none is left to draw: P0
    // alone plays a Tactic and conquers without an Offensive.
    const c = conquestFixture([{ name: 'P0', fleet: ['cruiser'] }, { name: 'P1', fleet: ['destroyer'] }]);
    const deck = c.sim.deck;
    deck.reset(chunkStream(2, 0));
    deck.handCount[1] = 0;
    deck.drawCount = 0;
    deck.discardCount = 0;
    expect(playConquestInPlace(c.sim, chunkStream(2, 1), null)).toBe(0);
    expect(c.state.out[1]).toBe(1);
    expect(c.sim.offensives).toBe(0);
    expect([c.state.alive[c.unit(0, 0)], c.state.alive[c.unit(1, 0)]]).toEqual([1, 1]);
  });

  it('Discarding: the first extra discard of a Conquest is free, each further one costs 100¢ (004, "4. Discarding Tactic Cards")', () => {
    const c = conquestFixture([
      { name: 'P0', credits: 500, fleet: ['cruiser'], handLimit: 3, policies: { discard: 'dead-cards' } },
      { name: 'P1', fleet: ['cruiser'] },
    ]);
    const deck = c.sim.deck;
    // Two dead cards (no Interstellar Missile to launch, no Fighter Squadron to activate) and a live one.
    deck.hand.set([c.card('missile-launch'), c.card('interception'), c.card('full-broadside')], 0);
    deck.handCount[0] = 3;
    discardInPlace(c.state, deck, c.sim.chooser, 0, null);
    expect(deck.handCount[0]).toBe(1);
    expect(deck.cardAt(0, 0)).toBe(c.card('full-broadside'));
    expect(c.state.credits[0]).toBe(400);
    expect(c.state.spent[0] * 50).toBe(100);
  });

  it('Repair Drone: several drones add up, 3 damage each (004, "Repair Drone")', () => {
    const c = conquest([{ unit: 'destroyer', damage: 10 }, 'repair-drone', 'repair-drone'], ['cruiser']);
    repairInPlace(c.state, 0, null);
    expect(c.state.damage[c.unit(0, 0)]).toBe(4);
  });

  it('Minefield: only a player the Tactic damaged may destroy one (004, "Minefield")', () => {
    // P0 attacks P1 (P2 is not in the target players): P2's Minefield stays, P0 takes no Blast.
    const c = conquest(['destroyer'], ['cruiser'], ['cruiser', 'minefield']);
    resolveAttackInPlace(c.state, 0, c.card('full-broadside'), 5, 0b011, c.sim.scratch.allocators[0], c.sim.scratch.attack, null);
    expect(c.state.damage[c.unit(1, 0)]).toBe(5);
    expect(c.state.alive[c.unit(2, 1)]).toBe(1);
    expect(c.state.damage[c.unit(0, 0)]).toBe(0);
  });

  it('Missile Launch does not trigger a Self-Destruct Device (004, "Self-Destruct Device": "except Planetary Fire and Missile Launch")', () => {
    const c = conquest(['interstellar-missile', 'cruiser'], [{ unit: 'fighter-squadron', upgrades: ['self-destruct-device'], damage: 1 }]);
    c.state.played.set([c.card('missile-launch'), c.card('full-broadside')]);
    launchMissileInPlace(c.state, 0, null);
    expect(c.state.alive[c.unit(1, 0)]).toBe(0);
    expect(c.state.damage[c.unit(0, 1)]).toBe(0);
  });
});
