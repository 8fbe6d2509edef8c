/**
 * What compileArmada puts in the flat plan the hot loop runs, by hand from the rule tests' frozen
 * catalog (test/support/armada-rules-catalog.yaml) and a few test disks:
 * - starting abilities raise the printed value once, and two copies of one disk do not stack
 *   (000_60d6856b6ff68974.txt, "Special Abilities", Types: "Starting"; "Multiple Disk Effects");
 * - a ship's maximum speed comes from its size (000, "Movement": small 6, standard 5, large 4);
 * - bridge crew are the Admiral, Captain, First Officer and Commander (000, "Critical Hits", Bridge);
 * - the largest counter drop (sizing the sampling tables) counts timed beam and torpedo bonuses;
 * - the tally's slots follow one another without gaps.
 */
import { describe, expect, it } from 'vitest';
import { OUTCOME_BASE } from '../../core/tally.js';
import { compileArmada } from './compile.js';
import type { RawFleet } from './fleet.js';
import { ARMADA_OUTCOMES } from './plan.js';
import { testCatalog, testScenario } from './test-fixtures.js';
import { ORDER_MIX_SLOTS } from './order-mix.js';

const crew = (name: string, type: string, ability: Record<string, unknown> | undefined, combat = 1, command = 0, faction = 'sol') => ({
  name, faction, type, copies: 'unlimited', command, combat, cost: 1, ...(ability ? { ability } : {}),
});
const catalog = testCatalog({
  crew: {
    'test-helmsman': crew('Helmsman', 'engineer', { type: 'starting', effect: 'maxSpeed', value: 1 }),
    'test-gunlayer': crew('Gunlayer', 'security', { type: 'starting', effect: 'beam', value: 1 }, 2),
    'test-deck-chief': crew('Deck chief', 'wingCommander', { type: 'starting', effect: 'squadronCapacity', value: 1 }, 1, 1),
    'test-loader': crew('Loader', 'marines', { type: 'starting', effect: 'torpedoDamage', value: 2 }),
    'test-boarder': crew('Boarder', 'marines', { type: 'starting', effect: 'teleport', value: 2 }),
  },
  tech: {
    'test-implant': { name: 'Neural implant', faction: 'sol', type: 'personal', cost: 1, ability: { type: 'continuous', effect: 'command', value: 1 } },
  },
});

/** Ship 0: a Sol dreadnought (large) with two helmsmen, a gunlayer and an implant; ship 1: a Sol carrier with a deck chief, a loader and a boarder; two fighters and a bomber. */
const sol: RawFleet = {
  faction: 'sol',
  ships: [
    { ship: 'sol-dreadnought', crew: ['test-helmsman', 'test-helmsman', 'test-gunlayer'], tech: ['test-implant'] },
    { ship: 'sol-carrier', crew: ['test-deck-chief', 'test-loader', 'test-boarder'] },
  ],
  squadrons: { fighter: 2, bomber: 1 },
};
/** Ship 2: the Golden Lion (flagship) with a Hacan captain (two order rows). */
const hacan: RawFleet = { faction: 'hacan', ships: [{ ship: 'hacan-golden-lion', crew: ['hacan-captain'] }] };

describe('compileArmada: ships, disks and squadrons', () => {
  const plan = compileArmada(testScenario(sol, hacan, { catalog, pointLimit: 100 }));

  it('ships: printed values plus starting bonuses, counted once per disk id', () => {
    const s = plan.ships;
    expect(s.count).toBe(3);
    expect(s.side).toEqual([0, 0, 1]);
    expect(s.label).toEqual(['Sol dreadnought', 'Sol carrier', 'Golden Lion']);
    expect(s.shields).toEqual([4, 3, 5]);
    expect(s.hull).toEqual([5, 3, 4]);
    // the gunlayer's starting +1 beam on the dreadnought's 5
    expect(s.beam).toEqual([6, 2, 4]);
    // large 4 + one helmsman (two copies of one disk do not stack); standard 5; large 4
    expect(s.speed).toEqual([5, 5, 4]);
    // the carrier's 3 + the deck chief's starting +1; a ship that is not a carrier has none
    expect(s.squadronCapacity).toEqual([0, 4, 0]);
    expect(s.torpedoes).toEqual([2, 0, 2]);
    // the loader's starting +2 torpedo damage on a carrier printed with none
    expect(s.torpedoDamage).toEqual([4, 2, 4]);
    expect(s.teleport).toEqual([0, 2, 0]);
    // SPECIAL_TYPES order: gunship, blockadeRunner, scout, carrier, escort, flagship; −1 for none
    expect(s.special).toEqual([-1, 3, 5]);
    expect(s.carrier).toEqual([0, 1, 0]);
    // cost: ship + crew + tech (dreadnought 12 + 3 + 1; carrier 8 + 3; Lion 13 + 2)
    expect(s.cost).toEqual([16, 11, 15]);
  });

  it('disks: crew before tech on each ship, with their kind, command, combat, orders and ability codes', () => {
    const d = plan.disks;
    expect(d.count).toBe(8);
    expect(d.ship).toEqual([0, 0, 0, 0, 1, 1, 1, 2]);
    expect(d.side).toEqual([0, 0, 0, 0, 0, 0, 0, 1]);
    expect(d.isCrew).toEqual([1, 1, 1, 0, 1, 1, 1, 1]);
    expect(d.isBridge).toEqual([0, 0, 0, 0, 0, 0, 0, 1]);
    expect(d.isSecurity).toEqual([0, 0, 1, 0, 0, 0, 0, 0]);
    expect(d.isPersonal).toEqual([0, 0, 0, 1, 0, 0, 0, 0]);
    expect(d.command).toEqual([0, 0, 0, 0, 1, 0, 0, 3]);
    expect(d.combat).toEqual([1, 1, 2, 0, 1, 1, 1, 1]);
    // one key per distinct disk id: the two helmsmen share theirs (no stacking)
    expect(d.key).toEqual([0, 0, 1, 2, 3, 4, 5, 6]);
    expect(plan.keyCount).toBe(7);
    expect(d.rowStart).toEqual([0, 0, 0, 0, 0, 0, 0, 0]);
    expect(d.rowCount).toEqual([0, 0, 0, 0, 0, 0, 0, 2]);
    expect(d.rows).toHaveLength(2);
    expect(d.label[0]).toBe('Helmsman (Sol dreadnought)');
    expect(d.label[3]).toBe('Neural implant (Sol dreadnought)');
    // ABILITY_TYPES: continuous 0, starting 1, …; ABILITY_EFFECTS: beam 0, command 1, …, maxSpeed 7, torpedoDamage 9, teleport 11
    expect(d.abilityType).toEqual([1, 1, 1, 0, 1, 1, 1, -1]);
    expect(d.abilityEffect).toEqual([7, 7, 0, 1, 6, 9, 11, -1]);
    expect(d.abilityValue).toEqual([1, 1, 1, 1, 1, 2, 2, 0]);
    expect(d.abilityCritical).toEqual([-1, -1, -1, -1, -1, -1, -1, -1]);
  });

  it('squadrons: one entry per disk, numbered when a kind has several', () => {
    const q = plan.squadrons;
    expect(q.count).toBe(3);
    expect(q.side).toEqual([0, 0, 0]);
    expect(q.bomber).toEqual([0, 0, 1]);
    expect(q.hull).toEqual([1, 1, 2]);
    expect(q.beam).toEqual([2, 2, 1]);
    expect(q.torpedoes).toEqual([0, 0, 1]);
    expect(q.torpedoDamage).toEqual([0, 0, 3]);
    expect(q.cost).toEqual([1, 1, 2]);
    expect(q.label).toEqual(['Fighter squadron #1', 'Fighter squadron #2', 'Bomber squadron']);
    // a fighter's beam 2 plus the squadron-beam headroom of 8 is the largest drop here
    expect(plan.maxDrop).toBe(10);
  });

  it('allocates the tally slots one after another: outcomes, turns, each side\'s blocks (the order mix last), ships survived, lost cross', () => {
    const turns = plan.turnsSlot;
    expect(turns).toBe(OUTCOME_BASE + ARMADA_OUTCOMES.length);
    const [a, b] = plan.sides;
    expect([a.ships, a.squadrons, b.ships, b.squadrons]).toEqual([2, 3, 1, 0]);
    expect(a.shipsLeft).toBe(turns + plan.maxTurns + 1);
    expect(a.squadronsLeft).toBe(a.shipsLeft + 3);
    expect(a.lost).toBe(a.squadronsLeft + 4);
    expect(a.criticals).toBe(a.lost + 2);
    expect(a.captures).toBe(a.criticals + 5);
    expect(a.torpedoStrikes).toBe(a.captures + 1);
    expect(a.withdrawn).toBe(a.torpedoStrikes + 1);
    expect(a.orders).toBe(a.withdrawn + 1);
    expect(b.shipsLeft).toBe(a.orders + ORDER_MIX_SLOTS);
    expect(b.squadronsLeft).toBe(b.shipsLeft + 2);
    expect(b.lost).toBe(b.squadronsLeft + 1);
    expect(plan.shipSurvivedSlot).toBe(b.orders + ORDER_MIX_SLOTS);
    expect(plan.lostCrossSlot).toBe(plan.shipSurvivedSlot + 3);
    expect(plan.tallySize).toBe(plan.lostCrossSlot + 1);
    expect(plan.table).toBeNull();
  });
});

describe('compileArmada: the largest counter drop (maxDrop)', () => {
  /** Baron Admiral (no ability), Letnev commander (command: beam +2), Gunnery chief (instant: beam +2); Targeting sensor (instant: beam +1). */
  const letnev: RawFleet = { faction: 'letnev', ships: [{ ship: 'letnev-dreadnought', crew: ['letnev-admiral', 'letnev-commander', 'letnev-gunner'], tech: ['letnev-sensor'] }] };

  it('counts every timed (not starting) beam bonus on the ship\'s beam: 4 + 2 + 2 + 1', () => {
    expect(compileArmada(testScenario(letnev, { faction: 'hacan', ships: [{ ship: 'hacan-trader' }] })).maxDrop).toBe(9);
  });

  it('counts timed torpedo-damage bonuses on the torpedo damage', () => {
    const withOfficer = testCatalog({ crew: { 'test-torpedo-officer': crew('Torpedo officer', 'officer', { type: 'command', effect: 'torpedoDamage', value: 7 }, 1, 0, 'mercenary') } });
    const hacan7: RawFleet = { faction: 'hacan', ships: [{ ship: 'hacan-trader', crew: ['test-torpedo-officer'] }] };
    // trader torpedo damage 4 + 7 = 11 > the dreadnought's 9
    expect(compileArmada(testScenario(letnev, hacan7, { catalog: withOfficer })).maxDrop).toBe(11);
  });

  it('is at least five, and at least the crews\' total combat (crew combat drops one counter per combat point)', () => {
    const bare = (faction: 'sol' | 'hacan', ship: string, crewIds: string[] = []): RawFleet => ({ faction, ships: [{ ship, crew: crewIds }] });
    // Hacan corvette beam 2, torpedoes 3; Sol frigate beam 3, torpedoes 3: the floor of 5.
    expect(compileArmada(testScenario(bare('sol', 'sol-frigate'), bare('hacan', 'hacan-corvette'))).maxDrop).toBe(5);
    // three guards of combat 2 and one of 2 on the other side: 8 in all, above every beam.
    const guards = testCatalog({ crew: { 'test-guard': crew('Guard', 'security', undefined, 2) } });
    const fleetA: RawFleet = { faction: 'sol', ships: [{ ship: 'sol-cruiser', crew: ['test-guard', 'test-guard', 'test-guard'] }] };
    const fleetB: RawFleet = { faction: 'hacan', ships: [{ ship: 'hacan-trader', crew: ['merc-marines'] }] };
    expect(compileArmada(testScenario(fleetA, fleetB, { catalog: guards })).maxDrop).toBe(8);
  });
});
