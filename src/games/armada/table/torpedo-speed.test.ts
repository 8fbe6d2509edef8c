/**
 * "+X Torpedo Speed" on the table (000_60d6856b6ff68974.txt, "Special Abilities", Effects 9: "Your
 * ship's torpedoes' speeds are increased by X, but only when they are first launched during the
 * ship segment"; the sidebar's expendable +3: "You may discard the disk with this Special Ability to
 * give one torpedo +3 speed when they are first fired"). The sample Fast torpedo tech is that
 * expendable disk; the Sol cruiser's torpedo speed is 6. A torpedo flips its diameter, 2.5.
 */
import { describe, expect, it } from 'vitest';
import type { RawFleet } from '../fleet.js';
import { launchFromShipInPlace } from './torpedoes.js';
import { tableFixture } from './test-fixtures.js';

const withFastTorpedo: RawFleet = { faction: 'sol', ships: [{ ship: 'sol-cruiser', tech: ['sol-fast-torpedo'] }] };
const letnev: RawFleet = { faction: 'letnev', ships: [{ ship: 'letnev-cruiser' }] };

/** The cruiser at (20, 60) facing east launches a torpedo; the enemy far east on the same line. Returns the fixture. */
function launch(f: ReturnType<typeof tableFixture>) {
  const from = f.st.torpCount;
  f.st.launchTorpedoInPlace(0, 4);
  launchFromShipInPlace(f.tb, from, 0, null);
  return from;
}

describe('+X Torpedo Speed (000, "Special Abilities", Effects 9)', () => {
  it('the expendable Fast torpedo gives the first torpedo launched +3 flips, then is discarded', () => {
    const f = tableFixture(withFastTorpedo, letnev);
    f.place(0, 20, 60, 0);
    f.place(1, 170, 60, Math.PI);
    const first = launch(f);
    // from the bay at 20 + 3.25 + 1.25 + 0.01 = 24.51, nine flips of 2.5 east
    expect(f.tb.torpX[first]).toBeCloseTo(24.51 + 9 * 2.5, 9);
    expect(f.trace.lines).toContain('  Fast torpedo (Sol cruiser): +3 torpedo speed');
    expect(f.st.diskAlive[0]).toBe(0);
    const second = launch(f);
    expect(f.tb.torpX[second]).toBeCloseTo(24.51 + 6 * 2.5, 9);
  });
});
