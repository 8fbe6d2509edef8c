/**
 * Clarifications of docs/rules-interpretations.md ("Titanium Wars") that no other test pinned: each
 * test fails when the rule it names is removed from the code (issue 15, "removing any rulebook
 * clarification fails at least one test").
 */
import { describe, expect, it } from 'vitest';
import { withFiles } from '../../../test/support/bundled-data.js';
import { compileTitanium } from './compile.js';
import { ConquestSimulator } from './conquest.js';
import { resolveAttackInPlace } from './attack.js';
import { parseTitaniumScenario } from './scenario.js';
import { launchMissileInPlace } from './specials.js';

type Fleet = (string | { unit: string; upgrades?: string[]; damage?: number })[];

/** A Conquest at its start, every player's fleet as given (Tech 3, sample deck, default policies). */
function conquest(...fleets: Fleet[]) {
  const raw = { game: 'titanium', players: fleets.map((fleet, i) => ({ name: `P${i}`, fleetLimit: 6, buildings: { laboratory: 3 }, fleet })) };
  const plan = compileTitanium(parseTitaniumScenario(withFiles('titanium', raw), 'test.yaml'));
  const sim = new ConquestSimulator(plan);
  sim.state.reset();
  const card = (key: string) => plan.cardKeys.indexOf(key);
  const unit = (player: number, index: number) => plan.unitOwner.indexOf(player) + index;
  const attack = (attacker: number, key: string, strength: number) =>
    resolveAttackInPlace(sim.state, attacker, card(key), strength, 0b1111, sim.scratch.allocators[attacker], sim.scratch.attack, null);
  return { plan, state: sim.state, card, unit, attack };
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
});
