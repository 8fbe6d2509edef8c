/**
 * Titanium Wars "Card Clarifications" (rules 004) that no other test pinned: each test fails when
 * bench/rule-removal.ts removes the rule it names (issue 15, "removing any rulebook clarification
 * fails at least one test"; the removal's id is given in each test's comment). Hand-built
 * situations, expectations worked out from the card text; sample deck and bundled arsenal (Fighter
 * Squadron attack 2 defense 5, 150¢; Cruiser 3/8, 400¢; Destroyer 5/13, 900¢; Minefield defense
 * 1, Blast 2; Interstellar Missile defense 4, Blast 4; Repair Drone repairs 3).
 */
import { describe, expect, it } from 'vitest';
import { withFiles } from '../../../test/support/bundled-data.js';
import { compileTitanium } from './compile.js';
import { ConquestSimulator } from './conquest.js';
import { conquestFixture } from './test-fixtures.js';
import { applyBlastInPlace } from './blast.js';
import { resolveTacticsInPlace } from './offensive.js';
import { CREDIT_UNIT } from './plan.js';
import { parseTitaniumScenario } from './scenario.js';
import { launchMissileInPlace, repairInPlace } from './specials.js';
import { ScriptedDice } from '../../../test/support/scripted-dice.js';
import { createTally } from '../../core/tally.js';
import { Trace } from '../../engine/trace.js';

type Fleet = (string | { unit: string; upgrades?: string[]; damage?: number })[];
type Player = { fleet: Fleet; buildings?: Record<string, number> };

/** A Conquest at its start (Tech 3, sample deck, default policies), each player as given. */
function conquest(...players: Player[]) {
  return conquestFixture(players.map((p, i) => ({ name: `P${i}`, fleetLimit: 6, buildings: { laboratory: 3, ...p.buildings }, fleet: p.fleet })));
}

describe('Card Clarifications — Buildings, scenario limits (004)', () => {
  const parse = (a: object, extra: object = {}) => () =>
    parseTitaniumScenario(withFiles('titanium', { game: 'titanium', ...extra, players: [{ name: 'A', fleet: ['cruiser'], ...a }, { name: 'B', fleet: ['cruiser'] }] }), 'test.yaml');

  it('Command Center: each one raises the hand limit by 1 ("increases the maximum number of Tactic Cards in your Hand by 1")', () => {
    // command-center-scenario. Hand limit 3 (the default) plus two Command Centers: 5, so a starting hand of 5 is legal and 6 is not.
    const hand = ['sweep', 'sweep', 'interception', 'interception', 'heavy-strike'];
    const plan = compileTitanium(parse({ buildings: { 'command-center': 2 }, hand })());
    expect(plan.handLimit).toEqual([5, 3]);
    expect(parse({ buildings: { 'command-center': 2 }, hand: [...hand, 'heavy-strike'] })).toThrow('the starting hand is over the hand limit — got 6 cards, expected at most 5');
  });

  it('Planetary Support: the only Building a Tactic can activate ("This is the only Building that can attack")', () => {
    // planetary-support-only-attacker. A deck whose card activates Laboratories is refused; one activating Planetary Supports is not.
    const deck = (activates: string[]) => ({ name: 'd', size: 6, cards: [{ key: 'bombard', name: 'Bombard', priority: 2, activates, targets: ['cruiser'], count: 6 }] });
    expect(parse({ buildings: { laboratory: 1, 'planetary-support': 1 } }, { deck: deck(['planetary-support']) })).not.toThrow();
    expect(parse({ buildings: { laboratory: 1 } }, { deck: deck(['laboratory']) })).toThrow('cards.0.activates.0');
  });

  it('Cyber Factory: its slot is for Ships only ("The Cyber Factory bonus applies only to Ships, not other Units")', () => {
    // cyber-factory-ships-only-scenario. With a Cyber Factory, a Cruiser takes 3 upgrades; a Minefield still takes none.
    expect(parse({ buildings: { 'cyber-factory': 1 }, fleet: [{ unit: 'cruiser', upgrades: ['armor', 'armor', 'armor'] }] })).not.toThrow();
    expect(parse({ buildings: { 'cyber-factory': 1 }, fleet: ['cruiser', { unit: 'minefield', upgrades: ['armor'] }] })).toThrow('players.0.fleet.1.upgrades: "minefield" is not a ship');
  });
});

describe('Card Clarifications — Units (004)', () => {
  it('Minefield: one destroyed during the attack does not go off, one left standing does ("unless the Minefield was destroyed during the opponent\'s attack")', () => {
    // minefield-destroyed-in-attack. Sweep targets Fighter Squadrons, Minefields and Repair Drones,
    // not Cruisers: with strength 1 its only kill is P1's Minefield (defense 1).
    const one = conquest({ fleet: ['cruiser'] }, { fleet: ['cruiser', 'minefield'] });
    expect(one.attack(0, 'sweep', 1)).toBe(1);
    expect(one.alive(1, 1)).toBe(false);
    expect(one.damage(0, 0)).toBe(0);
    // With a second Minefield, P1 was dealt damage and still has one: 2 Blast to P0's Cruiser.
    const two = conquest({ fleet: ['cruiser'] }, { fleet: ['cruiser', 'minefield', 'minefield'] });
    expect(two.attack(0, 'sweep', 1)).toBe(1);
    expect([two.alive(1, 1), two.alive(1, 2)].filter(Boolean)).toHaveLength(0);
    expect(two.damage(0, 0)).toBe(2);
    // minefield-spent-by-nobody. P1 lost both (400¢); P0 destroyed only the one its attack hit
    // (docs/rules-interpretations.md, "Missile Launch": a spent Minefield is destroyed by nobody).
    expect([two.state.lost[1] * CREDIT_UNIT, two.state.destroyed[0] * CREDIT_UNIT]).toEqual([400, 200]);
  });

  it('Minefield: not after Planetary Fire ("except for Planetary Fire and Missile Launch")', () => {
    // minefield-not-after-planetary-fire. P0's Planetary Support deals 1: one of P1's two Minefields
    // or its Cruiser is hit, so P1 was dealt damage and keeps a Minefield — yet may not use it.
    const c = conquest({ fleet: ['cruiser'], buildings: { 'planetary-support': 1 } }, { fleet: ['cruiser', 'minefield', 'minefield'] });
    expect(c.attack(0, 'planetary-fire', 1)).toBe(1);
    expect(c.damage(0, 0)).toBe(0);
    expect(c.alive(1, 1) || c.alive(1, 2)).toBe(true);
  });

  it('Minefield: not after Missile Launch ("except for Planetary Fire and Missile Launch")', () => {
    // minefield-not-after-missile-launch. P0's missile deals 4 Blast to P1's Cruiser; P1's Minefield stays, P0's Cruiser takes nothing.
    const c = conquest({ fleet: ['interstellar-missile', 'cruiser'] }, { fleet: ['cruiser', 'minefield'] });
    c.state.played.set([c.card('missile-launch'), c.card('full-broadside')]);
    launchMissileInPlace(c.state, 0, null);
    expect(c.damage(1, 0)).toBe(4);
    expect(c.alive(1, 1)).toBe(true);
    expect(c.damage(0, 1)).toBe(0);
  });

  it('Minefield: not against a player whose last Ship fell in its own attack ("You cannot trigger your Minefield against a player who has no more Ships")', () => {
    // minefield-not-against-shipless. P0's Fighter Squadron (1 defense left) destroys P1's damaged
    // Fighter Squadron (Self-Destruct Device, 250¢ — worth more than the 200¢ Minefield); the
    // device's 1 Blast destroys P0's only ship, so P1's Minefield cannot be used: it stays.
    const c = conquest({ fleet: [{ unit: 'fighter-squadron', damage: 4 }] }, { fleet: [{ unit: 'fighter-squadron', upgrades: ['self-destruct-device'], damage: 4 }, 'minefield'] });
    expect(c.attack(0, 'full-broadside', 1)).toBe(1);
    expect(c.alive(1, 0)).toBe(false);
    expect(c.state.ships[0]).toBe(0);
    expect(c.alive(1, 1)).toBe(true);
  });

  it('Interstellar Missile: one missile per Missile Launch ("destroy one of your Interstellar Missiles")', () => {
    // missile-one-per-launch. Two launches: the first spends one missile (4 Blast), the second the other (4 more: 8 destroys the Cruiser).
    const c = conquest({ fleet: ['interstellar-missile', 'interstellar-missile', 'cruiser'] }, { fleet: ['cruiser', 'destroyer'] });
    c.state.played.set([c.card('missile-launch'), c.card('full-broadside')]);
    launchMissileInPlace(c.state, 0, null);
    expect([c.alive(0, 0), c.alive(0, 1)]).toEqual([false, true]);
    expect([c.damage(1, 0), c.damage(1, 1)]).toEqual([4, 4]);
    launchMissileInPlace(c.state, 0, null);
    expect([c.alive(0, 0), c.alive(0, 1)]).toEqual([false, false]);
    expect([c.alive(1, 0), c.damage(1, 1)]).toEqual([false, 8]);
    // A third launch has no missile and does nothing.
    launchMissileInPlace(c.state, 0, null);
    expect(c.damage(1, 1)).toBe(8);
  });

  it('Interstellar Missile: a player left without Ships still resolves its Tactic ("even if you have lost all your Ships")', () => {
    // shipless-player-still-resolves. P1's Missile Launch (priority 1) destroys P0's damaged Fighter
    // Squadron (1 defense left), P0's only ship; P0's Planetary Fire (priority 2) still fires with its
    // Planetary Support (attack 2), whose only target left is P1's Destroyer.
    const c = conquest(
      { fleet: [{ unit: 'fighter-squadron', damage: 4 }], buildings: { 'planetary-support': 1 } },
      { fleet: ['interstellar-missile', 'destroyer'] },
    );
    c.state.played.set([c.card('planetary-fire'), c.card('missile-launch')]);
    resolveTacticsInPlace(c.state, c.sim.scratch, null);
    expect(c.state.ships[0]).toBe(0);
    expect(c.damage(1, 1)).toBe(2);
  });

  it('Repair Drone: repairs at the end of the Offensive ("At the end of each Offensive, the Repair Drone enables you to remove up to 3 total Damage tokens")', () => {
    // repair-end-of-offensive. The Conquest of scripted-conquest.test.ts, B's Destroyer now with a
    // Repair Drone (which neither card targets). Offensive 1: B's Lance (priority 2, 10) destroys
    // one of A's Cruisers and puts 2 on the other; A's Broadside (3) puts 3 on the Destroyer; at the
    // end of the Offensive the drone removes those 3. Offensive 2: Lance destroys A's last Cruiser
    // before Broadside fires (strength 0). B conquers with an undamaged Destroyer.
    const deck = {
      name: 'scripted', size: 4, cards: [
        { key: 'broadside', name: 'Broadside', priority: 3, activates: ['cruiser'], targets: ['cruiser', 'destroyer'], count: 2 },
        { key: 'lance', name: 'Lance', priority: 2, activates: ['destroyer'], targets: ['cruiser'], x2: true, count: 2 },
      ],
    };
    const raw = {
      game: 'titanium', deck, players: [
        { name: 'A', fleet: ['cruiser', 'cruiser'], hand: ['broadside'], handLimit: 1, policies: { discard: 'none' } },
        { name: 'B', fleet: ['destroyer', 'repair-drone'], hand: ['lance'], handLimit: 1, policies: { discard: 'none' } },
      ],
    };
    const plan = compileTitanium(parseTitaniumScenario(withFiles('titanium', raw, 'scripted'), 'scripted'));
    const sim = new ConquestSimulator(plan);
    // Card draws as in scripted-conquest.test.ts: pile card k is drawn by u = k / 2^32.
    const dice = new ScriptedDice({ uniform: [0, 1 / 2 ** 32, 0] });
    const trace = new Trace();
    sim.run(dice, createTally(plan.tallySize), 1, trace);
    expect(sim.offensives).toBe(2);
    expect(trace.lines).toContain('    3 damage to B\'s Destroyer #1 (3/13)');
    expect(trace.lines).toContain('  Repair Drone removes 3 damage from B\'s Destroyer #1');
    expect(sim.state.damage[2]).toBe(0);
    expect(dice.remaining().uniform).toBe(0);
  });

  it('Repair Drone: a destroyed Ship is not repaired; the drone\'s 3 go to the living one ("You cannot repair a Ship that has taken Damage equal to its Defense Value")', () => {
    // repair-not-destroyed. P0's Destroyer (the dearest ship, repaired first) was destroyed; its Cruiser has 5 damage.
    const c = conquest({ fleet: ['destroyer', { unit: 'cruiser', damage: 5 }, 'repair-drone'] }, { fleet: ['cruiser'] });
    c.state.damageInPlace(c.unit(0, 0), 13, 1);
    expect(c.alive(0, 0)).toBe(false);
    repairInPlace(c.state, 0, null);
    expect(c.damage(0, 1)).toBe(2);
  });
});

describe('Card Clarifications — Upgrades (004)', () => {
  it('Hyperdrive: protects only a Ship that had no Damage when the opponent started assigning', () => {
    // hyperdrive-undamaged-only. A Cruiser with Hyperdrive (defense 8) and 1 damage falls to 7;
    // an undamaged one takes at most 7 of 20 and survives.
    const damaged = conquest({ fleet: ['destroyer'] }, { fleet: [{ unit: 'cruiser', upgrades: ['hyperdrive'], damage: 1 }] });
    expect(damaged.attack(0, 'full-broadside', 7)).toBe(7);
    expect(damaged.alive(1, 0)).toBe(false);
    const fresh = conquest({ fleet: ['destroyer'] }, { fleet: [{ unit: 'cruiser', upgrades: ['hyperdrive'] }] });
    expect(fresh.attack(0, 'full-broadside', 20)).toBe(7);
    expect([fresh.alive(1, 0), fresh.damage(1, 0)]).toEqual([true, 7]);
  });

  it('Blast Shield: its Ship never takes Blast damage and protects two others, chosen again at every Blast', () => {
    // blast-shield-own-ship, blast-shield-two-others, blast-shield-choose-each-blast. P1: a Cruiser
    // with a Blast Shield and three Fighter Squadrons (defense 5). First Blast of 4: no ship would be
    // destroyed, so the shield protects the dearest two others — Fighters #1 and #2 (equal cost:
    // listed order); #3 takes 4. Second Blast of 4: Fighter #3 would now be destroyed, so it is
    // protected first, then #1; #2 takes 4.
    const c = conquest({ fleet: ['cruiser'] }, { fleet: [{ unit: 'cruiser', upgrades: ['blast-shield'] }, 'fighter-squadron', 'fighter-squadron', 'fighter-squadron'] });
    applyBlastInPlace(c.state, 1, 4, 0, null);
    expect([c.damage(1, 0), c.damage(1, 1), c.damage(1, 2), c.damage(1, 3)]).toEqual([0, 0, 0, 4]);
    applyBlastInPlace(c.state, 1, 4, 0, null);
    expect([c.damage(1, 0), c.damage(1, 1), c.damage(1, 2), c.damage(1, 3)]).toEqual([0, 0, 4, 4]);
  });

  it('Magnetic Target on an undamaged Hyperdrive ship: it cannot fall to this attack, so the other Ships stay protected (004, "Magnetic Target" note; "Hyperdrive")', () => {
    // magnetic-target-hyperdrive. P1: a Cruiser with Magnetic Target and Hyperdrive (defense 8,
    // undamaged: takes at most 7 from one attack) and a plain Cruiser. Full Broadside with 20: the
    // Magnetic Target ship is not destroyed, so no damage may go to the other Cruiser — 7 are dealt.
    const c = conquest({ fleet: ['destroyer'] }, { fleet: [{ unit: 'cruiser', upgrades: ['magnetic-target', 'hyperdrive'] }, 'cruiser'] });
    expect(c.attack(0, 'full-broadside', 20)).toBe(7);
    expect([c.damage(1, 0), c.damage(1, 1)]).toEqual([7, 0]);
  });

  it('Magnetic Target: non-Ship Units are not protected ("Your other non-Ship Units are not protected")', () => {
    // magnetic-target-not-non-ships. Sweep, strength 1, against a Fighter Squadron with a Magnetic
    // Target (5 defense: cannot fall) and a Minefield: the Minefield may be hit, and is destroyed.
    const c = conquest({ fleet: ['cruiser'] }, { fleet: [{ unit: 'fighter-squadron', upgrades: ['magnetic-target'] }, 'minefield'] });
    expect(c.attack(0, 'sweep', 1)).toBe(1);
    expect(c.alive(1, 1)).toBe(false);
    expect(c.damage(1, 0)).toBe(0);
  });
});
