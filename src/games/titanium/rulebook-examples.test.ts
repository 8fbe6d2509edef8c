import { describe, expect, it } from 'vitest';
import { applyBlastInPlace } from './blast.js';
import { buildTargetsInPlace, resolveAttackInPlace, totalAttackStrength } from './attack.js';
import { compileTitanium } from './compile.js';
import { ConquestSimulator } from './conquest.js';
import { resolveTacticsInPlace } from './offensive.js';
import { withFiles } from '../../../test/support/bundled-data.js';
import { parseTitaniumScenario } from './scenario.js';
import { launchMissileInPlace, repairInPlace } from './specials.js';

type Fleet = (string | { unit: string; upgrades?: string[]; damage?: number; count?: number })[];

/** A Conquest at its start, with every player's fleet as given (Tech 3, sample deck, default policies). */
function conquest(...fleets: Fleet[]) {
  const scenario = parseTitaniumScenario(
    withFiles('titanium', { game: 'titanium', players: fleets.map((fleet, i) => ({ name: `P${i}`, fleetLimit: 6, buildings: { laboratory: 3 }, fleet })) }),
    'test.yaml',
  );
  const plan = compileTitanium(scenario);
  const sim = new ConquestSimulator(plan);
  sim.state.reset();
  const card = (key: string) => plan.cardKeys.indexOf(key);
  const unit = (player: number, index: number) => plan.unitOwner.indexOf(player) + index;
  const attack = (attacker: number, key: string, strength = totalAttackStrength(sim.state, attacker, card(key)), targets = 0b1111) =>
    resolveAttackInPlace(sim.state, attacker, card(key), strength, targets, sim.scratch.allocators[attacker], sim.scratch.attack, null);
  return { plan, sim, state: sim.state, card, unit, attack };
}

describe('Titanium Wars worked examples and clarifications (rules 004)', () => {
  it('the equipped Cruiser: attack 4, destroyed at 8 damage, its Self-Destruct Device blasts the destroyer (004, "Anatomy of the Cards — Upgrade", example of an equipped Ship)', () => {
    const c = conquest([{ unit: 'cruiser', upgrades: ['laser-cannon', 'self-destruct-device'] }], ['cruiser', 'cruiser', 'fighter-squadron']);
    const cruiser = c.unit(0, 0);
    expect(c.plan.unitAttack[cruiser]).toBe(4);
    expect(c.plan.unitDefense[cruiser]).toBe(8);
    expect(c.state.damageInPlace(cruiser, 7, 1)).toBe(false);
    c.state.reset();
    // P1's Full Broadside (two cruisers and a fighter: 3 + 3 + 2 = 8) destroys it exactly.
    c.attack(1, 'full-broadside');
    expect(c.state.alive[cruiser]).toBe(0);
    expect([c.state.damage[c.unit(1, 0)], c.state.damage[c.unit(1, 1)], c.state.damage[c.unit(1, 2)]]).toEqual([1, 1, 1]);
  });

  it('Destructive Fire: priority 5, Destroyers attack Cruisers and Destroyers at double strength (004, "3. Resolving Tactics", example of a Tactic Card)', () => {
    const c = conquest(['destroyer', 'fighter-squadron', 'cruiser'], ['fighter-squadron', 'destroyer']);
    const df = c.card('destructive-fire');
    expect(c.plan.cardPriority[df]).toBe(5);
    expect(c.plan.cardMultiplier[df]).toBe(2);
    expect(totalAttackStrength(c.state, 0, df)).toBe(10);
    buildTargetsInPlace(c.state, 0, df, 10, 0b11, c.sim.scratch.attack.sit);
    const sit = c.sim.scratch.attack.sit;
    expect(Array.from(sit.unit.subarray(0, sit.count))).toEqual([c.unit(1, 1)]);
  });

  it('Hyperdrive: an undamaged ship survives a single attack with one damage short; a damaged one can be destroyed (004, "Card Clarifications — Hyperdrive")', () => {
    const fresh = conquest(['destroyer', 'destroyer'], [{ unit: 'cruiser', upgrades: ['hyperdrive'] }]);
    fresh.attack(0, 'destructive-fire');
    expect(fresh.state.alive[fresh.unit(1, 0)]).toBe(1);
    expect(fresh.state.damage[fresh.unit(1, 0)]).toBe(7);
    fresh.attack(0, 'destructive-fire');
    expect(fresh.state.alive[fresh.unit(1, 0)]).toBe(0);
    const damaged = conquest(['destroyer', 'destroyer'], [{ unit: 'cruiser', upgrades: ['hyperdrive'], damage: 1 }]);
    damaged.attack(0, 'destructive-fire');
    expect(damaged.state.alive[damaged.unit(1, 0)]).toBe(0);
  });

  it('Magnetic Target protects the other ships, not other units, and its destruction mid-assignment opens them (004, "Card Clarifications — Magnetic Target")', () => {
    const c = conquest(['destroyer', 'destroyer'], [{ unit: 'cruiser', upgrades: ['magnetic-target'] }, 'destroyer', 'minefield']);
    c.attack(0, 'full-broadside', 7);
    expect([c.state.damage[c.unit(1, 0)], c.state.damage[c.unit(1, 1)]]).toEqual([6, 0]);
    expect(c.state.alive[c.unit(1, 2)]).toBe(0);
    const opened = conquest(['destroyer', 'destroyer'], [{ unit: 'cruiser', upgrades: ['magnetic-target'] }, 'destroyer']);
    opened.attack(0, 'full-broadside', 12);
    expect(opened.state.alive[opened.unit(1, 0)]).toBe(0);
    expect(opened.state.damage[opened.unit(1, 1)]).toBe(4);
  });

  it('a Minefield cannot be triggered against a player who has no more ships (004, "Card Clarifications — Minefield", note)', () => {
    const c = conquest([{ unit: 'fighter-squadron', damage: 4 }], [{ unit: 'cruiser', upgrades: ['self-destruct-device'], damage: 6 }, 'minefield', 'fighter-squadron']);
    c.attack(0, 'fighter-assault');
    expect(c.state.alive[c.unit(1, 0)]).toBe(0);
    expect(c.state.alive[c.unit(0, 0)]).toBe(0);
    expect(c.state.alive[c.unit(1, 1)]).toBe(1);
    const armed = conquest(['fighter-squadron'], [{ unit: 'cruiser', damage: 6 }, 'minefield', 'fighter-squadron']);
    armed.attack(0, 'fighter-assault');
    expect(armed.state.alive[armed.unit(1, 1)]).toBe(0);
    expect(armed.state.damage[armed.unit(0, 0)]).toBe(2);
  });

  it('Planetary Fire destroys a Self-Destruct ship without triggering its Blast (004, "Card Clarifications — Planetary Support")', () => {
    const c = conquest(['fighter-squadron'], [{ unit: 'cruiser', upgrades: ['self-destruct-device'], damage: 6 }, 'cruiser']);
    c.attack(0, 'planetary-fire', 2);
    expect(c.state.alive[c.unit(1, 0)]).toBe(0);
    expect(c.state.damage[c.unit(0, 0)]).toBe(0);
    c.state.reset();
    c.attack(0, 'fighter-assault');
    expect(c.state.alive[c.unit(1, 0)]).toBe(0);
    expect(c.state.damage[c.unit(0, 0)]).toBe(1);
  });

  it('a Minefield is not triggered by Planetary Fire (004, "Card Clarifications — Minefield")', () => {
    const c = conquest(['fighter-squadron'], ['minefield', 'cruiser']);
    c.attack(0, 'planetary-fire', 2);
    expect(c.state.alive[c.unit(1, 0)]).toBe(0);
    expect(c.state.damage[c.unit(0, 0)]).toBe(0);
  });

  it('the Interstellar Missile blast is mandatory without ships of its own and spares only Diversion players (004, "Card Clarifications — Interstellar Missile", note)', () => {
    const c = conquest(['interstellar-missile', 'fighter-squadron'], ['cruiser', 'cruiser'], ['cruiser', 'fighter-squadron']);
    c.state.destroyInPlace(c.unit(0, 1), 1);
    expect(c.state.ships[0]).toBe(0);
    c.state.played.set([c.card('missile-launch'), c.card('diversion'), c.card('full-broadside')]);
    c.state.diverted.set([0, 1, 0]);
    launchMissileInPlace(c.state, 0, null);
    expect(c.state.alive[c.unit(0, 0)]).toBe(0);
    expect([c.state.damage[c.unit(1, 0)], c.state.damage[c.unit(1, 1)]]).toEqual([0, 0]);
    expect(c.state.damage[c.unit(2, 0)]).toBe(4);
    expect(c.state.alive[c.unit(2, 1)]).toBe(1);
    expect(c.state.damage[c.unit(2, 1)]).toBe(4);
  });

  it('a Repair Drone removes up to 3 damage and cannot repair a destroyed ship (004, "Card Clarifications — Repair Drone", note)', () => {
    const c = conquest(['repair-drone', { unit: 'cruiser', damage: 7 }, { unit: 'fighter-squadron', damage: 2 }, { unit: 'destroyer', damage: 2 }], ['cruiser']);
    c.state.damageInPlace(c.unit(0, 1), 1, 1);
    repairInPlace(c.state, 0, null);
    expect(c.state.alive[c.unit(0, 1)]).toBe(0);
    expect(c.state.damage[c.unit(0, 3)]).toBe(0);
    expect(c.state.damage[c.unit(0, 2)]).toBe(1);
  });

  it('a Blast Shield protects its ship and two chosen ships, the ones the blast would destroy first (004, "Card Clarifications — Blast Shield")', () => {
    const c = conquest([{ unit: 'cruiser', upgrades: ['blast-shield'] }, 'cruiser', { unit: 'fighter-squadron', damage: 3 }, 'destroyer'], ['cruiser']);
    applyBlastInPlace(c.state, 0, 4, 1, null);
    expect([0, 1, 2, 3].map((i) => c.state.damage[c.unit(0, i)])).toEqual([0, 4, 3, 0]);
    expect(c.state.alive[c.unit(0, 2)]).toBe(1);
  });

  it('Tactics resolve by priority from 0 to 7: an early Tactic destroys the ships a later one would have attacked with (004, "3. Resolving Tactics": "resolved successively in order of Priority (from 0 to 7)")', () => {
    // P0 plays Heavy Strike (priority 7) with its destroyer; P1 plays Destructive Fire (priority 5)
    // with two destroyers: 20 damage destroys P0's destroyer first, so Heavy Strike has nothing left.
    const c = conquest(['destroyer'], ['destroyer', 'destroyer']);
    c.state.played.set([c.card('heavy-strike'), c.card('destructive-fire')]);
    resolveTacticsInPlace(c.state, c.sim.scratch, null);
    expect(c.state.alive[c.unit(0, 0)]).toBe(0);
    expect([c.state.damage[c.unit(1, 0)], c.state.damage[c.unit(1, 1)]]).toEqual([0, 0]);
    // The other way round, priority 1 before 7: Interception-like early fire from P0 strikes first.
    const early = conquest(['fighter-squadron', 'fighter-squadron'], [{ unit: 'fighter-squadron', damage: 4 }, 'destroyer']);
    early.state.played.set([early.card('interception'), early.card('full-broadside')]);
    resolveTacticsInPlace(early.state, early.sim.scratch, null);
    expect(early.state.alive[early.unit(1, 0)]).toBe(0);
    // Full Broadside (6) then has the destroyer only: 5, not 7.
    expect(early.state.damage[early.unit(0, 0)] + early.state.damage[early.unit(0, 1)]).toBe(5);
  });

  it('Tactics of equal priority compute their strength before either assigns damage (004, "3. Resolving Tactics", Simultaneous Attack)', () => {
    const c = conquest(['cruiser', 'cruiser'], ['cruiser', 'cruiser']);
    c.state.played.set([c.card('full-broadside'), c.card('full-broadside')]);
    resolveTacticsInPlace(c.state, c.sim.scratch, null);
    // P0 destroys no whole cruiser with 6 (defense 8) — and P1 still strikes back with 6 too.
    expect(c.state.damage[c.unit(0, 0)] + c.state.damage[c.unit(0, 1)]).toBe(6);
    expect(c.state.damage[c.unit(1, 0)] + c.state.damage[c.unit(1, 1)]).toBe(6);
  });
});
