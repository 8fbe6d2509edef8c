/**
 * Extra discards and withdrawals, worked by hand (004, "4. Discarding Tactic Cards": discard as
 * many cards as you want, the first free, each further one 100¢; "1. Choosing a Tactic": you can
 * always drop out before an Offensive). Policies (docs/titanium.md): discard `none`, `free` (one
 * dead card while the free discard is unused), `dead-cards` (every dead card while credits last);
 * withdraw `{ below: x }` when my fleet's cost is below x times the others' still in.
 *
 * A: two Cruisers (800¢), 150¢, hand Strike + three Duds (Duds activate Fighter Squadrons, which A
 * has none of: dead). B: a Destroyer (900¢) playing Lance. One Offensive.
 */
import { describe, expect, it } from 'vitest';
import { withFiles } from '../../../../test/support/bundled-data.js';
import { ScriptedDice } from '../../../../test/support/scripted-dice.js';
import { createTally, OUTCOME_BASE } from '../../../core/tally.js';
import { Trace } from '../../../engine/trace.js';
import { compileTitanium } from '../compile.js';
import { ConquestSimulator } from '../conquest.js';
import { CREDIT_UNIT } from '../plan.js';
import { parseTitaniumScenario } from '../scenario.js';

const deck = {
  name: 'discards', size: 8, cards: [
    { key: 'dud', name: 'Dud', priority: 1, activates: ['fighter-squadron'], targets: ['fighter-squadron'], count: 4 },
    { key: 'lance', name: 'Lance', priority: 2, activates: ['destroyer'], targets: ['fighter-squadron'], count: 2 },
    { key: 'strike', name: 'Strike', priority: 3, activates: ['cruiser'], targets: ['destroyer'], count: 2 },
  ],
};

function conquest(aPolicies: object) {
  const raw = {
    game: 'titanium', deck, maxOffensives: 1, players: [
      { name: 'A', credits: 150, fleet: ['cruiser', 'cruiser'], hand: ['strike', 'dud', 'dud', 'dud'], handLimit: 4, policies: aPolicies },
      { name: 'B', fleet: ['destroyer'], hand: ['lance'], handLimit: 1, policies: { discard: 'none' } },
    ],
  };
  const plan = compileTitanium(parseTitaniumScenario(withFiles('titanium', raw, 'discards'), 'discards'));
  const sim = new ConquestSimulator(plan);
  const trace = new Trace();
  const tally = createTally(plan.tallySize);
  sim.run(new ScriptedDice({ uniform: new Array<number>(10).fill(0) }), tally, 1, trace);
  return { plan, sim, tally, lines: trace.lines };
}
const discards = (lines: string[]) => lines.filter((l) => l.includes(' discards '));

describe('extra discards', () => {
  it('dead-cards: every dead card, the first free, the next for 100¢ while credits last (150¢: one paid)', () => {
    const { sim, lines } = conquest({ discard: 'dead-cards' });
    expect(lines).toContain('  A plays Strike: Total Attack Strength 6');
    expect(discards(lines)).toEqual(['  A discards Dud (free)', '  A discards Dud for 100¢']);
    expect([sim.state.credits[0], sim.state.spent[0] * CREDIT_UNIT]).toEqual([50, 100]);
  });

  it('free: one dead card, free; none: no discard', () => {
    const free = conquest({ discard: 'free' });
    expect(discards(free.lines)).toEqual(['  A discards Dud (free)']);
    expect([free.sim.state.credits[0], free.sim.state.spent[0]]).toEqual([150, 0]);
    expect(discards(conquest({ discard: 'none' }).lines)).toEqual([]);
  });
});

describe('withdrawing before an Offensive', () => {
  it('A withdraws when its 800¢ are below x times B\'s 900¢: x = 0.9 (810) yes, x = 0.88 (792) no', () => {
    const out = conquest({ discard: 'none', withdraw: { below: 0.9 } });
    expect(out.lines.slice(0, 2)).toEqual(['A withdraws', 'B is the only player to play a Tactic']);
    expect(out.tally[OUTCOME_BASE + out.plan.outcomes.indexOf('B')]).toBe(1);
    const stays = conquest({ discard: 'none', withdraw: { below: 0.88 } });
    expect(stays.lines[0]).toBe('Offensive 1 — A: Strike (3), B: Lance (2)');
  });
});
