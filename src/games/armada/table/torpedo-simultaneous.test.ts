/**
 * Torpedoes move simultaneously (000_60d6856b6ff68974.txt, "Segment Three: Torpedoes": "All
 * torpedoes move simultaneously"; "On subsequent moves, you can change its heading once at any
 * point during its move"): every torpedo picks its heading before any moves, and flies against
 * the ships on the table when the segment began. Torpedo diameter 2.5; Letnev destroyer disk 5.
 */
import { describe, expect, it } from 'vitest';
import { ScriptedDice } from '../../../../test/support/scripted-dice.js';
import type { RawFleet } from '../fleet.js';
import { tableFixture } from './test-fixtures.js';
import { torpedoSegmentOnTableInPlace } from './torpedoes.js';

const sol: RawFleet = { faction: 'sol', ships: [{ ship: 'sol-cruiser' }] };
const letnev: RawFleet = { faction: 'letnev', ships: [{ ship: 'letnev-destroyer' }, { ship: 'letnev-cruiser' }] };

describe('simultaneous torpedo movement (000, "Segment Three: Torpedoes")', () => {
  it('a torpedo aimed at a ship another torpedo destroys reaches its wreck; it does not turn for the next ship', () => {
    const f = tableFixture(sol, letnev, { pExplosion: 0.5 });
    f.place(0, 20, 110);
    f.place(1, 30, 63); // the destroyer, one hull left, no shields: the nearest to both torpedoes
    f.place(2, 45, 66); // the Letnev cruiser behind it
    f.st.shields[1] = 0;
    f.st.hull[1] = 1;
    // two Sol torpedoes (damage 1) at (20, 60) and (20, 66), speed 10 (25 cm)
    for (const y of [60, 66]) {
      const k = f.st.torpCount;
      f.st.launchTorpedoInPlace(0, 1);
      f.tb.torpX[k] = 20;
      f.tb.torpY[k] = y;
      f.tb.torpSpeed[k] = 10;
    }
    f.st.rng = new ScriptedDice({ uniform: [0.999] }); // the first strike: one hit of one counter
    torpedoSegmentOnTableInPlace(f.tb, null);
    expect(f.st.alive[1]).toBe(0);
    expect(f.tb.torpHeading[1]).toBeCloseTo(Math.atan2(-3, 10), 12);
    expect(f.st.torpAlive[1]).toBe(0);
    expect(f.trace.lines).toContain('  a torpedo is spent on the wreck of Letnev destroyer');
    expect([f.st.shields[2], f.st.hull[2]]).toEqual([3, 3]);
    expect(Array.from(f.st.torpedoStrikes)).toEqual([1, 0]);
  });
});
