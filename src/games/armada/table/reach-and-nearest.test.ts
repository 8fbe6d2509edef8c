/**
 * What a unit on the table reaches (000_60d6856b6ff68974.txt, "Order: Attack": the Beam Range
 * Template must overlap both disks, so the gap between their edges is shorter than it; "Special
 * Ship Types": a gunship has double range; squadrons attack "just as you would attack with a ship";
 * "Setting Up": range: 1 is one template) and which enemy is nearest, by hand (standard disks 6.5,
 * squadron 3, torpedo 2.5, template 15).
 */
import { describe, expect, it } from 'vitest';
import type { RawFleet } from '../fleet.js';
import { tableFixture } from './test-fixtures.js';

/** Ship 0 Sol cruiser, ship 1 Sol carrier (fighter 0), ship 2 Letnev cruiser (gunship), ship 3 Letnev destroyer. */
const sol: RawFleet = { faction: 'sol', ships: [{ ship: 'sol-cruiser' }, { ship: 'sol-carrier' }], squadrons: { fighter: 1 } };
const letnev: RawFleet = { faction: 'letnev', ships: [{ ship: 'letnev-cruiser' }, { ship: 'letnev-destroyer' }] };

function fixture() {
  const f = tableFixture(sol, letnev);
  f.place(0, 20, 20);
  f.place(1, 20, 100);
  f.place(2, 160, 20);
  f.place(3, 160, 100);
  f.tb.sqX[0] = 90;
  f.tb.sqY[0] = 60;
  return f;
}

describe('reach (000, "Order: Attack")', () => {
  it('a ship reaches a ship whose edge is less than a template away; a gunship two', () => {
    const { reach, place } = fixture();
    reach.actAsShip(0);
    place(2, 20 + 6.5 + 14.9, 20);
    expect(reach.isShipInReach(2)).toBe(true);
    expect(reach.reachesAnyEnemyShip(0)).toBe(true);
    place(2, 20 + 6.5 + 15, 20);
    expect(reach.isShipInReach(2)).toBe(false);
    expect(reach.reachesAnyEnemyShip(0)).toBe(false);
    reach.actAsShip(2); // the gunship reaches 30
    expect(reach.isShipInReach(0)).toBe(true);
    place(2, 20 + 6.5 + 30, 20);
    expect(reach.isShipInReach(0)).toBe(false);
    expect([reach.beamReach(2), reach.beamReach(0)]).toEqual([30, 15]);
  });

  it('not an own ship, nor a lost one, when asking for any enemy', () => {
    const { st, reach, place } = fixture();
    reach.actAsShip(0);
    place(1, 30, 20);
    expect(reach.reachesAnyEnemyShip(0)).toBe(false);
    place(3, 30, 30);
    expect(reach.reachesAnyEnemyShip(0)).toBe(true);
    st.alive[3] = 0;
    expect(reach.reachesAnyEnemyShip(0)).toBe(false);
  });

  it('squadrons and torpedoes by their own radius; a squadron reaches one template', () => {
    const { st, tb, reach } = fixture();
    reach.actAsShip(0);
    tb.sqX[0] = 20 + 3.25 + 1.5 + 14.9;
    tb.sqY[0] = 20;
    expect(reach.isSquadronInReach(0)).toBe(true);
    tb.sqX[0] += 0.2;
    expect(reach.isSquadronInReach(0)).toBe(false);
    st.launchTorpedoInPlace(1, 3);
    tb.torpX[0] = 20 + 3.25 + 1.25 + 14.9;
    tb.torpY[0] = 20;
    expect(reach.isTorpedoInReach(0)).toBe(true);
    tb.torpX[0] += 0.2;
    expect(reach.isTorpedoInReach(0)).toBe(false);
    // the fighter acting: a template from its edge, even beside the gunship
    reach.actAsSquadron(0);
    tb.sqX[0] = 160 - 3.25 - 1.5 - 14.9;
    expect(reach.isShipInReach(2)).toBe(true);
    tb.sqX[0] -= 0.2;
    expect(reach.isShipInReach(2)).toBe(false);
    expect([reach.ship, reach.squadron]).toEqual([-1, 0]);
    reach.actAsShip(1);
    expect([reach.ship, reach.squadron]).toEqual([1, -1]);
  });

  it('range: 1 between two ships, and between a ship and a squadron, whatever acts', () => {
    const { tb, reach, place } = fixture();
    place(1, 20 + 6.5 + 14.9, 20);
    reach.actAsSquadron(0);
    expect(reach.isShipWithinRange1(0, 1)).toBe(true);
    place(1, 20 + 6.5 + 15.1, 20);
    expect(reach.isShipWithinRange1(0, 1)).toBe(false);
    tb.sqX[0] = 20;
    tb.sqY[0] = 20 + 4.75 + 14.9;
    expect(reach.isSquadronWithinRange1(0, 0)).toBe(true);
    tb.sqY[0] += 0.2;
    expect(reach.isSquadronWithinRange1(0, 0)).toBe(false);
  });
});

describe('nearest enemy and own carrier', () => {
  it('the nearest in-play ship the side does not control, from any point', () => {
    const { st, tb } = fixture();
    expect(tb.nearestEnemyAt(0, tb.x, tb.y, 0)).toBe(2); // 140 against 151.3
    expect(tb.nearestEnemyAt(0, tb.x, tb.y, 1)).toBe(3);
    expect(tb.nearestEnemyAt(1, tb.x, tb.y, 2)).toBe(0);
    // the fighter at (90, 60) is as far from all four; the first wins the tie
    expect(tb.nearestEnemyAt(0, tb.sqX, tb.sqY, 0)).toBe(2);
    expect(tb.nearestEnemyAt(1, tb.sqX, tb.sqY, 0)).toBe(0);
    st.alive[2] = 0;
    expect(tb.nearestEnemyAt(0, tb.x, tb.y, 0)).toBe(3);
    st.owner[3] = 0; // captured
    expect(tb.nearestEnemyAt(0, tb.x, tb.y, 0)).toBe(-1);
    expect(tb.nearestEnemyAt(1, tb.x, tb.y, 2)).toBe(3); // now the first fleet's, 80 away
  });

  it('the first in-play carrier the side controls, other than the one asking', () => {
    const { st, tb } = fixture();
    expect(tb.ownCarrier(0, -1)).toBe(1);
    expect(tb.ownCarrier(0, 1)).toBe(-1);
    expect(tb.ownCarrier(1, -1)).toBe(-1);
    st.owner[1] = 1;
    expect([tb.ownCarrier(0, -1), tb.ownCarrier(1, -1)]).toEqual([-1, 1]);
    st.alive[1] = 0;
    expect(tb.ownCarrier(1, -1)).toBe(-1);
    expect(tb.isInPlay(1)).toBe(false);
    expect(tb.isInPlay(0)).toBe(true);
  });
});
