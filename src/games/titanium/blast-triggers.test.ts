/**
 * Blast damage set off by a Tactic's damage (004, "Card Clarifications"), each in one scripted
 * Offensive whose whole trace is worked out by hand: an Interstellar Missile destroyed by a Tactic
 * explodes ("Planetary Support … is the only means to destroy Interstellar Missiles and Ships that
 * are equipped with Self-Destruct Devices without triggering their Blast"); each Self-Destruct
 * Device of a destroyed ship deals 1 Blast to every ship of the destroyer; a Minefield answers a
 * Tactic that damaged a unit with 2 Blast to each of the attacker's ships; a Blast Shield protects
 * its ship and two others (004, "Blast Shield"; glossary "Blast": wholly assigned to each Ship).
 *
 * One Offensive (maxOffensives 1): A plays Dud (priority 1: activates Fighter
 * Squadrons, targets Fighter Squadrons), B plays Lance (priority 2: B's Destroyer, attack 5,
 * targets Interstellar Missiles and Cruisers).
 */
import { describe, expect, it } from 'vitest';
import { withFiles } from '../../../test/support/bundled-data.js';
import { ScriptedDice } from '../../../test/support/scripted-dice.js';
import { createTally } from '../../core/tally.js';
import { Trace } from '../../engine/trace.js';
import { compileTitanium } from './compile.js';
import { ConquestSimulator } from './conquest.js';
import { parseTitaniumScenario } from './scenario.js';

const deck = {
  name: 'blasts', size: 4, cards: [
    { key: 'dud', name: 'Dud', priority: 1, activates: ['fighter-squadron'], targets: ['fighter-squadron'], count: 2 },
    { key: 'lance', name: 'Lance', priority: 2, activates: ['destroyer'], targets: ['interstellar-missile', 'cruiser'], count: 2 },
  ],
};

/** The trace of one Offensive between A (`a`) and B's Destroyer and `bFleet`. */
function offensive(a: object, b: object): string[] {
  const raw = {
    game: 'titanium', deck, maxOffensives: 1, players: [
      { name: 'A', ...a, hand: ['dud'], handLimit: 1, policies: { discard: 'none' } },
      { name: 'B', ...b, hand: ['lance'], handLimit: 1, policies: { discard: 'none' } },
    ],
  };
  const plan = compileTitanium(parseTitaniumScenario(withFiles('titanium', raw, 'blasts'), 'blasts'));
  // After the Offensive both hands refill from the 2-card draw pile: A draws pile card 0, B the last.
  const dice = new ScriptedDice({ uniform: [0] });
  const trace = new Trace();
  new ConquestSimulator(plan).run(dice, createTally(plan.tallySize), 1, trace);
  expect(dice.remaining()).toEqual({ d10: 0, uniform: 0, chance: 0, below: 0 });
  return trace.lines;
}

const opening = (aStrength: number) => ['Offensive 1 — A: Dud (1), B: Lance (2)', `  A plays Dud: Total Attack Strength ${aStrength}`, '  B plays Lance: Total Attack Strength 5'];
const capped = 'Result: offensive cap reached after 1 offensive';

describe('Blasts a Tactic sets off (004, "Card Clarifications")', () => {
  it('an Interstellar Missile destroyed by a Tactic explodes: 4 Blast to each of the attacker\'s ships', () => {
    // Lance's 5: 4 destroy the Missile (defense 4, 300¢; "value: cost" allocation), 1 on the Cruiser.
    const lines = offensive({ fleet: ['cruiser', 'interstellar-missile'], buildings: { laboratory: 2 } }, { fleet: ['destroyer', 'cruiser'] });
    expect(lines).toEqual([
      ...opening(0),
      "    1 damage to A's Cruiser #1 (1/8)",
      "    4 damage to A's Interstellar Missile #1: destroyed",
      "    A's Interstellar Missile #1 explodes",
      "    4 Blast damage to each of B's ships",
      "      B's Destroyer #1 now has 4 damage",
      "      B's Cruiser #1 now has 4 damage",
      capped,
    ]);
  });

  it('each Self-Destruct Device of a destroyed ship deals 1 Blast to every ship of the player who destroyed it', () => {
    // A's Cruiser starts with 6 damage: 2 of Lance's 5 destroy it; its two Devices deal 1 + 1.
    // A's Fighter (Dud, strength 2) finds no Fighter of B's to hit.
    const lines = offensive({ fleet: [{ unit: 'cruiser', upgrades: ['self-destruct-device', 'self-destruct-device'], damage: 6 }, 'fighter-squadron'] }, { fleet: ['destroyer', 'cruiser'] });
    expect(lines).toEqual([
      ...opening(2),
      "    2 damage to A's Cruiser #1 (Self-Destruct Device, Self-Destruct Device): destroyed",
      "    Self-Destruct Device of A's Cruiser #1 (Self-Destruct Device, Self-Destruct Device)",
      "    2 Blast damage to each of B's ships",
      "      B's Destroyer #1 now has 2 damage",
      "      B's Cruiser #1 now has 2 damage",
      capped,
    ]);
  });

  it('a Minefield answers a Tactic that damaged a unit: 2 Blast to each ship of the attacker', () => {
    const lines = offensive({ fleet: ['cruiser', 'minefield'] }, { fleet: ['destroyer', 'cruiser', 'fighter-squadron'] });
    expect(lines).toEqual([
      ...opening(0),
      "    5 damage to A's Cruiser #1 (5/8)",
      "    A destroys A's Minefield #1",
      "    2 Blast damage to each of B's ships",
      "      B's Destroyer #1 now has 2 damage",
      "      B's Cruiser #1 now has 2 damage",
      "      B's Fighter Squadron #1 now has 2 damage",
      capped,
    ]);
  });

  it('a Blast Shield protects its ship and two others, the doomed first: the Fighter with 3 damage (2 more destroy it) and the dearer Cruiser', () => {
    const b = { fleetLimit: 4, buildings: { laboratory: 3 }, fleet: [{ unit: 'destroyer', upgrades: ['blast-shield'] }, 'cruiser', 'fighter-squadron', { unit: 'fighter-squadron', damage: 3 }] };
    const lines = offensive({ fleet: ['cruiser', 'minefield'] }, b);
    expect(lines).toEqual([
      ...opening(0),
      "    5 damage to A's Cruiser #1 (5/8)",
      "    A destroys A's Minefield #1",
      "    2 Blast damage to each of B's ships",
      "      B's Destroyer #1 (Blast Shield) is protected by a Blast Shield",
      "      B's Cruiser #1 is protected by a Blast Shield",
      "      B's Fighter Squadron #1 now has 2 damage",
      "      B's Fighter Squadron #2 is protected by a Blast Shield",
      capped,
    ]);
  });
});

describe('the end of a Conquest (004, "5. Result of the Offensive")', () => {
  it('the Offensive that leaves one player with ships ends the Conquest at once: nobody plays again', () => {
    // A's Cruiser starts with 7 damage: 1 of Lance's 5 destroys it (the rest has no target).
    // A's Self-Destruct Device: 1 Blast to each of B's ships. B alone has ships: B conquers.
    const lines = offensive({ fleet: [{ unit: 'cruiser', upgrades: ['self-destruct-device'], damage: 7 }] }, { fleet: ['destroyer'] });
    expect(lines).toEqual([
      ...opening(0),
      "    1 damage to A's Cruiser #1 (Self-Destruct Device): destroyed",
      "    Self-Destruct Device of A's Cruiser #1 (Self-Destruct Device)",
      "    1 Blast damage to each of B's ships",
      "      B's Destroyer #1 now has 1 damage",
      'Result: B conquers after 1 offensive',
    ]);
  });

  it('when the last ships of both fall in one Offensive, nobody conquers', () => {
    // As above, B's Destroyer starting with 12 damage: the Device's 1 Blast destroys it.
    const lines = offensive({ fleet: [{ unit: 'cruiser', upgrades: ['self-destruct-device'], damage: 7 }] }, { fleet: [{ unit: 'destroyer', damage: 12 }] });
    expect(lines.slice(-2)).toEqual(["      B's Destroyer #1 is destroyed", 'Result: nobody conquers after 1 offensive']);
  });
});
