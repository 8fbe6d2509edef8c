/**
 * TacticChooser (policies/tactic-choice.ts) beyond the choices themselves: who counts as an enemy
 * (004_dd1e7b8f2e4bcb57.txt, "1. Choosing a Tactic": only the players still in the Conquest play),
 * what a Missile Launch's Blast is worth (004, "Interstellar Missile": 4 Blast Damage to each Ship
 * of each other player — not to a Minefield, a Unit but no Ship, nor to the launcher's own
 * ships), which cards are dead for the discard
 * policy, and the card-score cache: a score is a pure function of the decision key (attack.ts
 * decisionKey), so a situation that differs only in the chooser's own damage reuses it without
 * allocating again, and gives the choice a fresh chooser makes.
 *
 * Costs (the value): Fighter Squadron 150, Cruiser 400 (attack 3, defense 8), Destroyer 900
 * (defense 13), Minefield 200 (defense 1); an Interstellar Missile's Blast is 4.
 */
import { describe, expect, it, vi } from 'vitest';
import { withFiles } from '../../../../test/support/bundled-data.js';
import { ScriptedDice } from '../../../../test/support/scripted-dice.js';
import { createTally } from '../../../core/tally.js';
import { Trace } from '../../../engine/trace.js';
import { compileTitanium } from '../compile.js';
import { ConquestSimulator } from '../conquest.js';
import { parseTitaniumScenario } from '../scenario.js';

const attack = (key: string, priority: number, activates: string[], targets: string[]) => ({ key, name: key, priority, activates, targets, count: 1 });
const deck = {
  name: 'contract', size: 10, cards: [
    attack('volley', 3, ['cruiser'], ['destroyer']),
    attack('snipe', 1, ['cruiser'], ['fighter-squadron']),
    attack('sweep', 7, ['cruiser'], ['minefield']),
    attack('dud', 5, ['destroyer'], ['destroyer']),
    attack('idle', 6, ['destroyer'], ['destroyer']),
    attack('spare', 6, ['destroyer'], ['destroyer']),
    attack('alpha', 4, ['destroyer'], ['destroyer']),
    attack('beta', 4, ['destroyer'], ['destroyer']),
    { key: 'launch', name: 'launch', priority: 1, activates: [], targets: [], special: 'missile-launch', count: 1 },
    { key: 'divert', name: 'divert', priority: 0, activates: [], targets: [], special: 'diversion', count: 1 },
  ],
};

function planOf(players: object[]) {
  const raw = { game: 'titanium', deck, maxOffensives: 1, players };
  return compileTitanium(parseTitaniumScenario(withFiles('titanium', raw, 'contract'), 'contract'));
}

/** A simulator at the start of a Conquest, hands dealt (draws take pile card 0). */
function started(players: object[]) {
  const plan = planOf(players);
  const sim = new ConquestSimulator(plan);
  sim.state.first = 0;
  sim.state.reset();
  const rng = new ScriptedDice({ uniform: new Array<number>(30).fill(0) });
  sim.deck.reset(rng, sim.state.order);
  const card = (key: string) => plan.cardKeys.indexOf(key);
  const unit = (player: number, index: number) => plan.unitOwner.indexOf(player) + index;
  const chosen = (p: number) => plan.cardKeys[sim.deck.cardAt(p, sim.chooser.choose(p, rng))];
  return { plan, sim, card, unit, chosen };
}

/** The card A plays in the first Offensive (from the trace). */
function plays(players: object[]): string {
  const plan = planOf(players);
  const trace = new Trace();
  new ConquestSimulator(plan).run(new ScriptedDice({ uniform: new Array<number>(30).fill(0) }), createTally(plan.tallySize), 1, trace);
  return /^ {2}A plays ([^\s:]+)/.exec(trace.lines.find((l) => l.startsWith('  A plays '))!)![1];
}

describe('TacticChooser: enemies, Blast value, dead cards and the score cache', () => {
  it('inMask holds the players still in the Conquest with a ship, nobody else', () => {
    const { sim } = started([{ name: 'A', fleet: ['cruiser'], hand: ['volley'], handLimit: 1 }, { name: 'B', fleet: ['cruiser'], hand: ['dud'], handLimit: 1 }, { name: 'C', fleet: ['cruiser'], hand: ['idle'], handLimit: 1 }]);
    expect(sim.chooser.inMask()).toBe(0b111);
    sim.state.out[1] = 1;
    expect(sim.chooser.inMask()).toBe(0b101);
    sim.state.out[1] = 0;
    sim.state.destroyInPlace(sim.plan.unitOwner.indexOf(2), 0);
    expect(sim.state.ships[2]).toBe(0);
    expect(sim.chooser.inMask()).toBe(0b011);
  });

  it('a Missile Launch counts only the enemy\'s ships: sweep (destroys the Minefield, 200) beats launch (0.4 of setup)', () => {
    // launch: Blast 4 on B's Destroyer (0.001 · 4 · 900 / 13) and Fighter (0.001 · 4 · 150 / 5) = 0.40;
    // B's Minefield is no ship, A's own Cruiser (hp 3, 400) is not B's. sweep: strength 3 ≥ 1 destroys the Minefield, 200.
    const a = { name: 'A', fleet: [{ unit: 'cruiser', damage: 5 }, 'interstellar-missile'], buildings: { laboratory: 2 }, hand: ['sweep', 'launch'], handLimit: 2 };
    expect(plays([a, { name: 'B', fleetLimit: 3, fleet: ['destroyer', 'fighter-squadron', 'minefield'], hand: ['idle'], handLimit: 1 }])).toBe('sweep');
    // Without the Minefield sweep is dead (0) and launch's 0.40 wins.
    expect(plays([a, { name: 'B', fleet: ['destroyer', 'fighter-squadron'], hand: ['idle'], handLimit: 1 }])).toBe('launch');
  });

  it('isDeadCard: Diversion is dead unless an enemy in the mask has a Missile; an attack is dead when no enemy in the mask has a unit it targets', () => {
    const noMissile = started([{ name: 'A', fleet: ['cruiser', 'destroyer'], hand: ['volley'], handLimit: 1 }, { name: 'B', fleet: ['cruiser'], hand: ['dud'], handLimit: 1 }]);
    const { sim, card } = noMissile;
    expect(sim.chooser.isDeadCard(0, card('divert'), 0b11)).toBe(true);
    // volley targets Destroyers: only A's own one is there.
    expect(sim.chooser.isDeadCard(0, card('volley'), 0b11)).toBe(true);
    // dud (A's Destroyer against Destroyers): B has none, dead. B's volley (its Cruiser) has A's Destroyer.
    expect(sim.chooser.isDeadCard(0, card('dud'), 0b11)).toBe(true);
    expect(sim.chooser.isDeadCard(1, card('volley'), 0b11)).toBe(false);
    // A out of the enemies: B's volley has nothing to hit.
    expect(sim.chooser.isDeadCard(1, card('volley'), 0b10)).toBe(true);
    const missile = started([{ name: 'A', fleet: ['cruiser'], hand: ['volley'], handLimit: 1 }, { name: 'B', fleet: ['cruiser', 'interstellar-missile'], buildings: { laboratory: 2 }, hand: ['dud'], handLimit: 1 }]);
    expect(missile.sim.chooser.isDeadCard(0, missile.card('divert'), 0b11)).toBe(false);
    expect(missile.sim.chooser.isDeadCard(0, missile.card('divert'), 0b01)).toBe(true);
    // Missile Launch is dead without a Missile of one's own.
    expect(missile.sim.chooser.isDeadCard(0, missile.card('launch'), 0b11)).toBe(true);
    expect(missile.sim.chooser.isDeadCard(1, missile.card('launch'), 0b11)).toBe(false);
  });

  it('a card whose strength is 0 scores 0 without asking the allocator', () => {
    // A has no Destroyer: dud and idle activate nothing; ties go to the lower priority (dud, 5).
    const { sim, chosen } = started([{ name: 'A', fleet: ['cruiser'], hand: ['idle', 'dud'], handLimit: 2 }, { name: 'B', fleet: ['destroyer'], hand: ['spare'], handLimit: 1 }]);
    const allocate = vi.spyOn(sim.scratch.allocators[0], 'allocate');
    expect(chosen(0)).toBe('dud');
    expect(allocate).not.toHaveBeenCalled();
  });

  it('card scores are cached by decision key: after damage to the chooser only, no allocation is repeated, and the choice is a fresh chooser\'s', () => {
    const players = [{ name: 'A', fleet: ['cruiser', 'cruiser'], hand: ['volley', 'snipe'], handLimit: 2 }, { name: 'B', fleet: ['destroyer', 'fighter-squadron'], hand: ['spare'], handLimit: 1 }];
    const { sim, unit, chosen } = started(players);
    const allocate = vi.spyOn(sim.scratch.allocators[0], 'allocate');
    // snipe: strength 6 ≥ 5 destroys the Fighter (150); volley only sets up 6 on the Destroyer.
    expect(chosen(0)).toBe('snipe');
    expect(allocate).toHaveBeenCalledTimes(2);
    // B hits one of A's Cruisers: a new situation for the choice memo, the same decision keys for A's cards.
    sim.state.damageInPlace(unit(0, 1), 2, 1);
    expect(chosen(0)).toBe('snipe');
    expect(allocate).toHaveBeenCalledTimes(2);
    // A fresh chooser in the same position computes (and allocates) anew, and agrees.
    const fresh = started(players);
    fresh.sim.state.damageInPlace(fresh.unit(0, 1), 2, 1);
    const freshAllocate = vi.spyOn(fresh.sim.scratch.allocators[0], 'allocate');
    expect(fresh.chosen(0)).toBe('snipe');
    expect(freshAllocate).toHaveBeenCalledTimes(2);
  });

  it('a situation met again is answered from its ranks, with the same tie-breaks: lower priority, then the card listed first', () => {
    // A has no Destroyer: every card here scores 0. alpha and beta (priority 4) tie: alpha is listed first.
    // The first choice meets the situation (every card of the hand scored); the next ones rank every card kind once and read the ranks.
    const { chosen } = started([{ name: 'A', fleet: ['cruiser'], hand: ['beta', 'alpha', 'idle'], handLimit: 3 }, { name: 'B', fleet: ['cruiser'], hand: ['spare'], handLimit: 1 }]);
    expect([chosen(0), chosen(0), chosen(0)]).toEqual(['alpha', 'alpha', 'alpha']);
  });
});
