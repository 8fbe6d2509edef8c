/**
 * The purchase policies (docs/titanium.md, "Whole games — policies"), one Outfitting at a time, on
 * a game state set up by hand, with the whole sequence of purchases computed by hand. The rules
 * the policies stay within are 004, "Outfitting" (Technological Level, fleet limit, upgrade and
 * building slots); the choices are the documented heuristic: the card adding most to the fleet
 * strength A × D per credit, a ship first when the fleet has none.
 *
 * Worths (policies/item-worth.ts) of the bundled arsenal, as (attack, defense) for price:
 * Fighter Squadron (2, 5) 150¢ · Cruiser (3, 8) 400¢ · Destroyer (5, 13) 900¢ · Minefield (3, 1)
 * 200¢ · Interstellar Missile (6, 4) 300¢ Tech 2 · Repair Drone (0, 11) 200¢ · Laser Cannon (1, 0)
 * 100¢ · Armor (0, 2) 150¢ · Hyperdrive (0, 3) 100¢ · Self-Destruct Device (0.5, 0) 100¢ · Blast
 * Shield (0, 3) 200¢ Tech 3 · Magnetic Target (0, 2) 200¢ · Planetary Support (1, 0) 400¢ Tech 1 ·
 * Command Center (1, 1) 300¢; Refinery, Spaceport, Laboratory, Cyber Factory (0, 0).
 * A card (a, d) bought by a fleet (A, D) scores (a·D + d·A + a·d) / price.
 * Lord John: fleet 3, 4 building slots (004, "Anatomy of the Cards — Leaders").
 */
import { describe, expect, it } from 'vitest';
import { Trace } from '../../../game.js';
import { readGame, simulatorOf } from '../../../../../test/support/titanium-game.js';
import type { GamePolicies } from '../scenario.js';
import { PurchasePolicy } from './purchase.js';

interface Shop {
  purchase?: string;
  credits: number;
  turn?: number;
  event?: string;
  avoid?: string[];
  openWith?: { card: string; price: number };
  /** Cards bought before the policy runs (rules.buyInPlace, free of charge). */
  holding?: string[];
  /** Planets player A conquered before (GameState.takePlanetInPlace). */
  planets?: string[];
}

/** The two players, read once; each Outfitting below gives player A its own purchase policies. */
const base = readGame({ firstPlayer: 'listed', players: [{ name: 'A', leader: 'lord-john' }, { name: 'B', leader: 'general-hox' }] });

/** Player A (Lord John) outfits once by its policy; returns what it bought, in order, as trace words. */
function outfit(shop: Shop) {
  const [a, b] = base.players;
  const policies = { ...a.policies, purchase: (shop.purchase ?? 'value-per-credit') as GamePolicies['purchase'], avoid: shop.avoid ?? [], openWith: shop.openWith ?? null };
  const sim = simulatorOf({ ...base, players: [{ ...a, policies }, b] });
  const { plan, state, rules } = sim;
  state.reset();
  state.leader[0] = plan.fixedLeader[0];
  state.leader[1] = plan.fixedLeader[1];
  const event = shop.event === undefined ? -1 : plan.eventNames.indexOf(shop.event);
  rules.startTurn(shop.turn ?? 1, event);
  for (const name of shop.planets ?? []) state.takePlanetInPlace(0, plan.planetNames.indexOf(name));
  for (const key of shop.holding ?? []) rules.buyInPlace(0, plan.itemKeys.indexOf(key), null, 0);
  state.credits[0] = shop.credits;
  const trace = new Trace();
  new PurchasePolicy(plan, state, rules).outfitInPlace(0, trace);
  const bought = trace.lines.map((line) => /buys (.+?)(?: on its (.+?))? for (-?\d+)¢/.exec(line)).filter((m) => m !== null).map((m) => (m[2] ? `${m[1]} > ${m[2]} ${m[3]}` : `${m[1]} ${m[3]}`));
  return { bought, credits: state.credits[0] };
}

describe('value-per-credit (docs/titanium.md, "Whole games — policies")', () => {
  it('a fleet without a ship buys the best ship per credit first (004, "Conquest": no Ship, no part in a Conquest)', () => {
    // Empty fleet: Fighter 10/150 = .067, Cruiser 24/400 = .06, Destroyer 65/900 = .072 → Destroyer;
    // then (A, D) = (5, 13) with 100¢: Laser 13/100, Hyperdrive 15/100, Self-Destruct 6.5/100 → Hyperdrive.
    expect(outfit({ credits: 1000 })).toEqual({ bought: ['Destroyer 900', 'Hyperdrive > Destroyer #1 100'], credits: 0 });
    // Only the Fighter is affordable.
    expect(outfit({ credits: 150 })).toEqual({ bought: ['Fighter Squadron 150'], credits: 0 });
    // No ship affordable: nothing at all (the ship comes first; 100¢ buys no upgrade without a ship).
    expect(outfit({ credits: 100 })).toEqual({ bought: [], credits: 100 });
  });

  it('then the best gain per credit, a full fleet weighing a Spaceport with the unit it makes room for, down to the last affordable card', () => {
    // Destroyer (5, 13), 1100¢ left: Fighter 61/150 = .41 beats Repair Drone 55/200, Cruiser 103/400.
    // (7, 18): Fighter 81/150 = .54. Fleet full (3): (9, 23), 800¢: Hyperdrive 27/100 beats Laser
    // 23/100 and a Spaceport + Cruiser 165/700 = .236. Hyperdrive goes on the dearest ship.
    // (9, 26) 700¢: Hyperdrive on a Fighter 27/100 > Laser 26/100 and Spaceport + Cruiser 174/700.
    // (9, 29) 600¢: Laser 29/100 > Hyperdrive 27/100 → on the Destroyer. (10, 29) 500¢: Hyperdrive
    // 30/100 > Laser 29/100 → the other Fighter. (10, 32) 400¢: Laser 32/100 → Destroyer, full.
    // (11, 32) 300¢, no room anywhere: Spaceport + any unit > 300¢; Command Center 44/300.
    expect(outfit({ credits: 2000 }).bought).toEqual([
      'Destroyer 900', 'Fighter Squadron 150', 'Fighter Squadron 150', 'Hyperdrive > Destroyer #1 100', 'Hyperdrive > Fighter Squadron #2 100',
      'Laser Cannon > Destroyer #1 100', 'Hyperdrive > Fighter Squadron #3 100', 'Laser Cannon > Destroyer #1 100', 'Command Center 300',
    ]);
  });

  it('a full fleet with every slot taken buys a Spaceport when it and a unit are worth most, then the unit', () => {
    // Three Fighters with a Hyperdrive each: (6, 24), 1000¢. Spaceport + Cruiser 144/700 = .206 beats
    // Spaceport + Fighter 88/450, Cyber Factory + 3 Lasers 72/900 and Command Center 31/300.
    // Then (6, 24) 700¢ with room: Fighter 88/150. (8, 29) 550¢, full again: Laser on the new Fighter
    // 29/100. (9, 29) 450¢: Spaceport + Fighter 113/450 = .251 > Command Center 39/300 → both.
    const holding = ['fighter-squadron', 'fighter-squadron', 'fighter-squadron', 'hyperdrive', 'hyperdrive', 'hyperdrive'];
    expect(outfit({ credits: 1000, holding })).toEqual({
      bought: ['Spaceport 300', 'Fighter Squadron 150', 'Laser Cannon > Fighter Squadron #4 100', 'Spaceport 300', 'Fighter Squadron 150'],
      credits: 0,
    });
  });

  it('a Cyber Factory when every ship is full, priced with one upgrade per ship; never for a single ship', () => {
    const avoid = ['fighter-squadron', 'cruiser', 'destroyer', 'minefield', 'interstellar-missile', 'repair-drone', 'command-center'];
    // Two Fighters with a Laser each: (6, 10), 1000¢, no unit wanted. Cyber Factory + 2 Hyperdrives
    // 2·18/800 = .045 (Lasers 2·10/800, Armor 2·12/900). Then (6, 10) 400¢, a free slot per ship:
    // Hyperdrive 18/100 > Laser 10/100, twice.
    expect(outfit({ credits: 1000, avoid, holding: ['fighter-squadron', 'fighter-squadron', 'laser-cannon', 'laser-cannon'] })).toEqual({
      bought: ['Cyber Factory 600', 'Hyperdrive > Fighter Squadron #1 100', 'Hyperdrive > Fighter Squadron #2 100'],
      credits: 200,
    });
    // One Fighter: "a Cyber Factory when every ship is full" needs ships to fill: nothing is bought.
    expect(outfit({ credits: 1000, avoid, holding: ['fighter-squadron', 'laser-cannon'] })).toEqual({ bought: [], credits: 1000 });
  });

  it('a tie goes to the card listed first in the Arsenal: Laser Cannon before Hyperdrive', () => {
    // Two Fighters and an Armor: (4, 12), 100¢. Laser Cannon (1, 0) 12/100 = Hyperdrive (0, 3) 3 · 4/100; Self-Destruct 6/100.
    // The Armor fills Fighter #1's one upgrade slot: the Laser goes on #2.
    expect(outfit({ credits: 100, holding: ['fighter-squadron', 'fighter-squadron', 'armor'] }).bought).toEqual(['Laser Cannon > Fighter Squadron #2 100']);
  });

  it('an avoided card is never bought, even when it scores best', () => {
    // As the first case without the Destroyer: Fighter 10/150 > Cruiser 24/400; (2, 5) 850¢:
    // Fighter 2·5 + 5·2 + 10 = 30/150 = .2 > Repair Drone 22/200, Cruiser 55/400, Hyperdrive 6/100.
    const { bought } = outfit({ credits: 1000, avoid: ['destroyer'] });
    expect(bought.slice(0, 3)).toEqual(['Fighter Squadron 150', 'Fighter Squadron 150', 'Fighter Squadron 150']);
    expect(bought.some((b) => b.startsWith('Destroyer'))).toBe(false);
  });
});

describe('the other policies (docs/titanium.md, "Whole games — policies")', () => {
  it('fleet-first: units while there is room, then Spaceports with a unit each, then as value-per-credit', () => {
    // Destroyer, Fighter, Fighter (as value-per-credit), 800¢: Spaceport (300) + the best unit, a
    // Fighter 101/150; 350¢ cannot pay another Spaceport + Fighter (450¢). Then value-per-credit
    // at (11, 28): Hyperdrive 33/100, on the Destroyer then a Fighter; (11, 34) 150¢: Laser 34/100.
    expect(outfit({ purchase: 'fleet-first', credits: 2000 })).toEqual({
      bought: [
        'Destroyer 900', 'Fighter Squadron 150', 'Fighter Squadron 150', 'Spaceport 300', 'Fighter Squadron 150',
        'Hyperdrive > Destroyer #1 100', 'Hyperdrive > Fighter Squadron #2 100', 'Laser Cannon > Destroyer #1 100',
      ],
      credits: 50,
    });
  });

  it('fleet-first buys no Spaceport it cannot fill with the cheapest unit it does not avoid', () => {
    // Three Fighters (fleet full), 500¢: Spaceport 300 + Fighter 150 fits; avoiding the Fighter the
    // cheapest unit left is a Minefield or Repair Drone (200¢): 500¢ still fits, 450¢ does not.
    const holding = ['fighter-squadron', 'fighter-squadron', 'fighter-squadron'];
    expect(outfit({ purchase: 'fleet-first', credits: 450, holding }).bought.slice(0, 2)).toEqual(['Spaceport 300', 'Fighter Squadron 150']);
    const avoid = ['fighter-squadron'];
    // Without a Spaceport phase, value-per-credit at (6, 15) 450¢: Hyperdrive 18/100 on each Fighter.
    expect(outfit({ purchase: 'fleet-first', credits: 450, holding, avoid }).bought[0]).toBe('Hyperdrive > Fighter Squadron #1 100');
    // (6, 15) 500¢ with the Spaceport: Repair Drone 66/200 = .33 > Minefield 48/200 = .24.
    expect(outfit({ purchase: 'fleet-first', credits: 500, holding, avoid }).bought.slice(0, 2)).toEqual(['Spaceport 300', 'Repair Drone 200']);
  });

  it('fleet-first buys no Spaceport that holds no unit: the only unit left above its Technological Level', () => {
    // Three Fighters (fleet full), 600¢, every unit but the Interstellar Missile (300¢, Tech 2) avoided:
    // a Spaceport (300) and the cheapest unit fit the credits, but no unit it may buy would fill it.
    const avoid = ['fighter-squadron', 'cruiser', 'destroyer', 'minefield', 'repair-drone'];
    const { bought } = outfit({ purchase: 'fleet-first', credits: 600, holding: ['fighter-squadron', 'fighter-squadron', 'fighter-squadron'], avoid });
    expect(bought.filter((b) => b.startsWith('Spaceport'))).toEqual([]);
  });

  it('fleet-first fills a fleet past 8 units: the 9th unit with a Spaceport (004, "Spaceport")', () => {
    // Lord John's 3 + four Fleet +1 Planets + one Spaceport: a full fleet of 8 Fighters; 450¢ buys a
    // Spaceport and a 9th Fighter.
    const planets = ['Tekmalia', 'Phyte', 'Kessia', 'Pyrrh'];
    const holding = ['spaceport', ...new Array<string>(8).fill('fighter-squadron')];
    expect(outfit({ purchase: 'fleet-first', credits: 450, holding, planets }).bought.slice(0, 2)).toEqual(['Spaceport 300', 'Fighter Squadron 150']);
  });

  it('fleet-first takes an opening (free) upgrade after its units, on its cheapest ship: the card does not make its dearest ship the enemies\' prize', () => {
    // Opponents value a kill by the cards' listed cost (value: cost): a free 100¢ Laser Cannon on the
    // Destroyer made it the ship to destroy (docs/titanium.md, "Free cards"). 1200¢ at the first
    // Outfitting: Destroyer 900, two Fighters fill Lord John's fleet of 3, then the Laser on Fighter #2.
    const openWith = { card: 'laser-cannon', price: 0 };
    expect(outfit({ purchase: 'fleet-first', credits: 1200, turn: 0, openWith }).bought).toEqual([
      'Destroyer 900', 'Fighter Squadron 150', 'Fighter Squadron 150', 'Laser Cannon > Fighter Squadron #2 0',
    ]);
  });

  it('fleet-first buys no Spaceport it may not buy: an avoided one, however much room it would make', () => {
    // Three Fighters (fleet full), 450¢: without the Spaceport, value-per-credit at (6, 15): Hyperdrive 18/100.
    const { bought } = outfit({ purchase: 'fleet-first', credits: 450, holding: ['fighter-squadron', 'fighter-squadron', 'fighter-squadron'], avoid: ['spaceport'] });
    expect(bought[0]).toBe('Hyperdrive > Fighter Squadron #1 100');
    expect(bought.filter((b) => b.startsWith('Spaceport'))).toEqual([]);
  });

  it('economy-first: Refineries while the planets have slots, then as value-per-credit', () => {
    // Destroyer 900, four Refineries fill Lord John's 4 building slots (800), then (5, 13) 300¢:
    // Fighter 61/150; (7, 18): Fighter 81/150.
    expect(outfit({ purchase: 'economy-first', credits: 2000 })).toEqual({
      bought: ['Destroyer 900', 'Refinery 200', 'Refinery 200', 'Refinery 200', 'Refinery 200', 'Fighter Squadron 150', 'Fighter Squadron 150'],
      credits: 0,
    });
  });

  it('tech-rush: Laboratories up to Tech 3, then the cards of Tech 1 or more, then as value-per-credit', () => {
    // Destroyer 900, three Laboratories 1500, (5, 13) 600¢ among Tech ≥ 1: Interstellar Missile
    // 122/300 beats Blast Shield 15/200, Planetary Support 13/400; then (11, 17): Missile 170/300.
    expect(outfit({ purchase: 'tech-rush', credits: 3000 })).toEqual({
      bought: ['Destroyer 900', 'Laboratory 500', 'Laboratory 500', 'Laboratory 500', 'Interstellar Missile 300', 'Interstellar Missile 300'],
      credits: 0,
    });
    // 2500¢: 100¢ after the Laboratories buys no Tech card; value-per-credit: Hyperdrive.
    expect(outfit({ purchase: 'tech-rush', credits: 2500 }).bought.slice(4)).toEqual(['Hyperdrive > Destroyer #1 100']);
  });
});

describe('the openWith card (the card-cost analysis buyer)', () => {
  it('at the first Outfitting a building comes first, with the Laboratories its Tech needs, on credit', () => {
    // Planetary Support is Tech 1: a Laboratory (500¢) first, then the card at the opening price.
    expect(outfit({ turn: 0, credits: 0, openWith: { card: 'planetary-support', price: 400 } })).toEqual({
      bought: ['Laboratory 500', 'Planetary Support 400'],
      credits: -900,
    });
    // Not at a later Outfitting: 0¢ buys nothing.
    expect(outfit({ turn: 1, credits: 0, openWith: { card: 'planetary-support', price: 400 } })).toEqual({ bought: [], credits: 0 });
  });

  it('an upgrade comes after the ship the fleet needs', () => {
    expect(outfit({ turn: 0, credits: 150, openWith: { card: 'laser-cannon', price: 70 } })).toEqual({
      bought: ['Fighter Squadron 150', 'Laser Cannon > Fighter Squadron #1 70'],
      credits: -70,
    });
  });
});

describe('Event discounts (004, "Exploration": the Event in force)', () => {
  it('"Arms Fair" takes 100¢ off every unit, and the policy prices its choice with it', () => {
    // Units at 50¢ / 300¢ / 800¢: Fighter 10/50 = .2 beats Destroyer 65/800; 150¢ buys three Fighters.
    expect(outfit({ credits: 150, event: 'Arms Fair' })).toEqual({
      bought: ['Fighter Squadron 50', 'Fighter Squadron 50', 'Fighter Squadron 50'],
      credits: 0,
    });
  });

  it('"Surplus Parts" takes 50¢ off upgrades only', () => {
    // Fighter 150, then (2, 5) 100¢: Hyperdrive 6/50 > Laser 5/50 → one Hyperdrive, then Laser at 50¢ has
    // no slot left (the Fighter has one).
    expect(outfit({ credits: 250, event: 'Surplus Parts' })).toEqual({ bought: ['Fighter Squadron 150', 'Hyperdrive > Fighter Squadron #1 50'], credits: 50 });
  });
});

