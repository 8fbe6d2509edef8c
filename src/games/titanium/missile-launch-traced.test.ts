/**
 * Missile Launch, Diversion and Repair Drones in one scripted Offensive, its trace worked by hand
 * (004, "Card Clarifications — Interstellar Missile": "destroy one of your Interstellar Missiles
 * and deal 4 Blast Damage to each Ship belonging to each other player participating in the
 * Offensive", "always hits every other player except those who played the Diversion Tactic
 * against Missile Launch"; "Repair Drone": "At the end of each Offensive … remove up to 3 total
 * Damage"; Tactics resolve by priority, 0 first: 004, "3. Resolving Tactics").
 *
 * A plays Launch (priority 1), B Divert (0), C Dud (5: Fighter Squadrons, which C has none of).
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
  name: 'missiles', size: 6, cards: [
    { key: 'launch', name: 'Launch', priority: 1, activates: [], targets: [], special: 'missile-launch', count: 2 },
    { key: 'divert', name: 'Divert', priority: 0, activates: [], targets: [], special: 'diversion', count: 1 },
    { key: 'dud', name: 'Dud', priority: 5, activates: ['fighter-squadron'], targets: ['fighter-squadron'], count: 3 },
  ],
};

function offensive(aFleet: object): string[] {
  const none = { discard: 'none' };
  const raw = {
    game: 'titanium', deck, maxOffensives: 1, players: [
      { name: 'A', ...aFleet, hand: ['launch'], handLimit: 1, policies: none },
      { name: 'B', fleet: ['cruiser'], hand: ['divert'], handLimit: 1, policies: none },
      { name: 'C', fleet: [{ unit: 'cruiser', damage: 2 }, 'repair-drone'], hand: ['dud'], handLimit: 1, policies: none },
    ],
  };
  const plan = compileTitanium(parseTitaniumScenario(withFiles('titanium', raw, 'missiles'), 'missiles'));
  // Refills after the Offensive: A draws from 3 cards, B from 2 (one uniform each), C takes the last.
  const dice = new ScriptedDice({ uniform: [0, 0] });
  const trace = new Trace();
  new ConquestSimulator(plan).run(dice, createTally(plan.tallySize), 1, trace);
  expect(dice.remaining().uniform).toBe(0);
  return trace.lines;
}

describe('Missile Launch against Diversion, then Repair Drones', () => {
  it('the missile is spent, the Diversion player is not hit, every other participant\'s ships take 4; the drone repairs 3', () => {
    expect(offensive({ fleet: ['cruiser', 'interstellar-missile'], buildings: { laboratory: 2 } })).toEqual([
      'Offensive 1 — A: Launch (1), B: Divert (0), C: Dud (5)',
      '  B plays Divert (priority 0)',
      '  A plays Launch (priority 1)',
      "  A launches A's Interstellar Missile #1",
      '    B played Diversion: not hit',
      "    4 Blast damage to each of C's ships",
      "      C's Cruiser #1 now has 6 damage",
      '  C plays Dud: Total Attack Strength 0',
      "  Repair Drone removes 3 damage from C's Cruiser #1",
      'Result: offensive cap reached after 1 offensive',
    ]);
  });

  it('without a missile, Missile Launch does nothing; the drone still repairs what it can (2)', () => {
    expect(offensive({ fleet: ['cruiser'] })).toEqual([
      'Offensive 1 — A: Launch (1), B: Divert (0), C: Dud (5)',
      '  B plays Divert (priority 0)',
      '  A plays Launch (priority 1)',
      '  A has no Interstellar Missile: Missile Launch does nothing',
      '  C plays Dud: Total Attack Strength 0',
      "  Repair Drone removes 2 damage from C's Cruiser #1",
      'Result: offensive cap reached after 1 offensive',
    ]);
  });
});
