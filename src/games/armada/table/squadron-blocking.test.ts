/**
 * Squadrons and ships (000_60d6856b6ff68974.txt, "Segment One: Squadrons", Move: "While squadrons
 * may move over or end their moving on torpedoes and other squadrons, they may not move over, or
 * end their movement on, ships. Ships may, however, move over, or end their movement on,
 * squadrons. If there is a ship overlapping the squadron you want to move, simply lift the ship,
 * move the squadron"). Squadron disk 3 across (radius 1.5), standard ship disk 6.5 (radius 3.25).
 */
import { describe, expect, it } from 'vitest';
import { tableFixture } from './test-fixtures.js';
import { moveSquadronInPlace } from './squadrons.js';

/** A Sol fighter (squadron 0, speed 12) at (50, 10), its carrier (ship 0) at (cx, cy), the Letnev cruiser (ship 1) at (50, 100). */
function fighter(cx: number, cy: number) {
  const f = tableFixture({ faction: 'sol', ships: [{ ship: 'sol-carrier' }], squadrons: { fighter: 1 } }, { faction: 'letnev', ships: [{ ship: 'letnev-cruiser' }] });
  f.place(0, cx, cy);
  f.place(1, 50, 100);
  f.tb.sqX[0] = 50;
  f.tb.sqY[0] = 10;
  return f;
}

/** The least distance from (px, py) to the segment (x0, y0)–(x1, y1). */
function gapToPath(px: number, py: number, x0: number, y0: number, x1: number, y1: number): number {
  const dx = x1 - x0;
  const dy = y1 - y0;
  const t = Math.max(0, Math.min(1, ((px - x0) * dx + (py - y0) * dy) / (dx * dx + dy * dy)));
  return Math.hypot(px - x0 - t * dx, py - y0 - t * dy);
}

describe('squadrons never move over ships (000, "Segment One: Squadrons", Move)', () => {
  it('with its own carrier in the way it detours 30° (the first detour ending nearest its target): 12 flips of 3 clear of the carrier', () => {
    const f = fighter(50, 30);
    moveSquadronInPlace(f.tb, 0, 0);
    expect(f.tb.sqX[0]).toBeCloseTo(50 + 36 * Math.cos((2 * Math.PI) / 3), 9);
    expect(f.tb.sqY[0]).toBeCloseTo(10 + 36 * Math.sin((2 * Math.PI) / 3), 9);
    expect(gapToPath(50, 30, 50, 10, f.tb.sqX[0], f.tb.sqY[0])).toBeGreaterThan(1.5 + 3.25);
  });

  it('with the way clear it flies straight; a ship it starts under is lifted, not in the way', () => {
    const clear = fighter(20, 30);
    moveSquadronInPlace(clear.tb, 0, 0);
    expect([clear.tb.sqX[0], clear.tb.sqY[0]]).toEqual([50, 46]);
    const under = fighter(51, 11);
    moveSquadronInPlace(under.tb, 0, 0);
    expect([under.tb.sqX[0], under.tb.sqY[0]]).toEqual([50, 46]);
  });
});
