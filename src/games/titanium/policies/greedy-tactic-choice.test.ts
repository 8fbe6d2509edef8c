/**
 * The greedy Tactic choice (004, "1. Choosing a Tactic"; docs/titanium.md, "Tactic choice is a
 * policy"), worked by hand: A plays the card of its hand with the highest immediate value — the
 * credits its attack would destroy now, plus a 0.001 share of the damage it sets up (damage × value
 * / hp of each target left standing) — weighted by priorityWeight w as score × (1 + w(7 − priority)/7);
 * for Missile Launch the value its Blast would destroy; for Diversion the value an enemy Missile
 * would destroy times the chance that enemy holds a Missile Launch over a full hand,
 * 1 − (1 − share)^handLimit. Ties go to the lower priority, then to the card listed first.
 *
 * Costs (the value): Fighter Squadron 150, Cruiser 400 (attack 3, defense 8), Destroyer 900
 * (defense 13), Minefield 200 (defense 1). One Offensive; only A's choice is read from the trace.
 */
import { describe, expect, it } from 'vitest';
import { withFiles } from '../../../../test/support/bundled-data.js';
import { ScriptedDice } from '../../../../test/support/scripted-dice.js';
import { createTally } from '../../../core/tally.js';
import { Trace } from '../../../engine/trace.js';
import { compileTitanium } from '../compile.js';
import { ConquestSimulator } from '../conquest.js';
import { parseTitaniumScenario } from '../scenario.js';

const attack = (key: string, priority: number, activates: string[], targets: string[], x2 = false) => ({ key, name: key, priority, activates, targets, ...(x2 ? { x2 } : {}), count: 1 });
/** Eleven cards, one copy each: one Missile Launch in 11 (share 1/11). A has no Destroyer, so Destroyer cards are dead in A's hand. */
const deck = {
  name: 'choices', size: 11, cards: [
    attack('volley', 3, ['cruiser'], ['destroyer']),
    attack('double', 4, ['cruiser'], ['destroyer'], true),
    attack('snipe', 1, ['cruiser'], ['fighter-squadron']),
    attack('sweep', 7, ['cruiser'], ['minefield']),
    attack('dud-low', 2, ['destroyer'], ['destroyer']),
    attack('dud-high', 5, ['destroyer'], ['destroyer']),
    attack('alpha', 4, ['destroyer'], ['destroyer']),
    attack('beta', 4, ['destroyer'], ['destroyer']),
    attack('idle', 6, ['destroyer'], ['destroyer']),
    { key: 'launch', name: 'launch', priority: 1, activates: [], targets: [], special: 'missile-launch', count: 1 },
    { key: 'divert', name: 'divert', priority: 0, activates: [], targets: [], special: 'diversion', count: 1 },
  ],
};

/** The card A plays in the first Offensive (B plays idle). */
function plays(a: object, b: object): string {
  const raw = { game: 'titanium', deck, maxOffensives: 1, players: [{ name: 'A', handLimit: 2, ...a }, { name: 'B', hand: ['idle'], handLimit: 1, ...b }] };
  const plan = compileTitanium(parseTitaniumScenario(withFiles('titanium', raw, 'choices'), 'choices'));
  const trace = new Trace();
  // Card draws (hands dealt up to their limit, refills) take pile card 0; the choice takes no number.
  new ConquestSimulator(plan).run(new ScriptedDice({ uniform: new Array<number>(30).fill(0) }), createTally(plan.tallySize), 1, trace);
  const line = trace.lines.find((l) => l.startsWith('  A plays '))!;
  return /^ {2}A plays ([^\s:]+)/.exec(line)![1];
}

describe('greedy Tactic choice', () => {
  it('with nothing to destroy, the card that sets up more damage: double (6 on the Destroyer) over volley (3)', () => {
    // volley 0.001 · 3 · 900 / 13 = 0.21; double (Attack x2) 0.001 · 6 · 900 / 13 = 0.42.
    expect(plays({ fleet: ['cruiser'], hand: ['volley', 'double'] }, { fleet: ['destroyer'] })).toBe('double');
    expect(plays({ fleet: ['cruiser'], hand: ['double', 'volley'] }, { fleet: ['destroyer'] })).toBe('double');
  });

  it('priorityWeight favours early priorities: the Fighter (150) at priority 1 over the Minefield (200) at priority 7 from w = 1', () => {
    // Two Cruisers, strength 6: snipe destroys the Fighter (150), sweep the Minefield (200).
    // w = 0: 200 > 150. w = 1: 150 · (1 + 6/7) = 278.6 > 200 · (1 + 0) = 200.
    const a = (w: number) => ({ fleet: ['cruiser', 'cruiser'], hand: ['sweep', 'snipe'], policies: { priorityWeight: w } });
    const b = { fleet: ['destroyer', 'fighter-squadron', 'minefield'] };
    expect(plays(a(0), b)).toBe('sweep');
    expect(plays(a(1), b)).toBe('snipe');
  });

  it('ties go to the lower priority, then to the card listed first in the deck', () => {
    // Dead cards all score 0: dud-low (2) before dud-high (5); alpha and beta (both 4): alpha is listed first.
    expect(plays({ fleet: ['cruiser'], hand: ['dud-high', 'dud-low'] }, { fleet: ['destroyer'] })).toBe('dud-low');
    expect(plays({ fleet: ['cruiser'], hand: ['beta', 'alpha'] }, { fleet: ['destroyer'] })).toBe('alpha');
  });

  it('Missile Launch is worth what its Blast (4) would destroy: the Cruiser with 5 damage (400)', () => {
    // launch: Cruiser (hp 3) destroyed 400, plus setup on the Fighter 0.001 · 4 · 150 / 5 and the
    // Destroyer 0.001 · 4 · 900 / 13; volley only sets up 3 on the Destroyer (0.21).
    const a = { fleet: ['cruiser', 'interstellar-missile'], buildings: { laboratory: 2 }, hand: ['volley', 'launch'] };
    expect(plays(a, { fleetLimit: 3, fleet: ['destroyer', 'fighter-squadron', { unit: 'cruiser', damage: 5 }] })).toBe('launch');
  });

  it('Diversion is worth the enemy Missile\'s Blast on A\'s ships times the chance the enemy holds a Missile Launch', () => {
    // An enemy Missile's 4 Blast would destroy A's Cruiser with 4 damage (400) and set up 4 on the
    // other (0.2): 400.2. B holds a Missile Launch with 1 − (10/11)^h: h = 4: 0.317 → 126.9 < 150,
    // the Fighter snipe destroys; h = 5: 0.379 → 151.7 > 150.
    const a = { fleet: [{ unit: 'cruiser', damage: 4 }, 'cruiser'], hand: ['snipe', 'divert'] };
    const b = (h: number) => ({ fleet: ['fighter-squadron', 'interstellar-missile'], buildings: { laboratory: 2 }, handLimit: h });
    expect(plays(a, b(4))).toBe('snipe');
    expect(plays(a, b(5))).toBe('divert');
  });
});
