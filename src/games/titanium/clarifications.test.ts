/**
 * Clarifications of docs/rules-interpretations.md ("Titanium Wars") that no other test pinned: each
 * test fails when the rule it names is removed from the code (issue 15, "removing any rulebook
 * clarification fails at least one test").
 */
import { describe, expect, it } from 'vitest';
import { withFiles } from '../../../test/support/bundled-data.js';
import { compileTitanium } from './compile.js';
import { ConquestSimulator } from './conquest.js';
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
  return { plan, state: sim.state, card, unit };
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
});
