/**
 * Crew Change Speed and Change Heading orders on the table (000_60d6856b6ff68974.txt, "Order:
 * Activate Crew": the activated crew executes an order on its disk; "Step One: Assign Orders":
 * Change Speed by up to two, Change Heading "in any direction up to 360°"). Cdr. Lukas carries the
 * rows [changeSpeed] and [attack]; a ship with no beam and no torpedo has no attack to prefer.
 */
import { describe, expect, it } from 'vitest';
import { activateCrewInPlace } from '../ship-orders.js';
import { testCatalog } from '../test-fixtures.js';
import { tableFixture } from './test-fixtures.js';

/** A Sol carrier (beam set to 0) at (20, 60) facing `h` at `speed` with `crew`, the Letnev cruiser at (160, 60). */
function carrier(crew: string[], h: number, speed: number, extra: Record<string, unknown> = {}) {
  const f = tableFixture({ faction: 'sol', ships: [{ ship: 'sol-carrier', crew }] }, { faction: 'letnev', ships: [{ ship: 'letnev-cruiser' }] }, extra);
  f.place(0, 20, 60, h, speed);
  f.place(1, 160, 60, Math.PI);
  f.st.beam[0] = 0;
  f.st.phase = 1;
  f.reach.actAsShip(0);
  return f;
}

describe('crew movement orders (000, "Order: Activate Crew")', () => {
  it('Cdr. Lukas\'s Change Speed runs: the stopped carrier speeds up by two towards its target', () => {
    const f = carrier(['sol-commander'], 0, 0);
    activateCrewInPlace(f.st, 0, 0);
    expect(f.trace.lines).toContain('  Cdr. Lukas (Sol carrier) is activated');
    expect(f.trace.lines).toContain('  Sol carrier changes speed to 2');
    expect(f.tb.speed[0]).toBe(2);
  });

  it('a crew Change Heading turns a ship facing away from its goal', () => {
    const catalog = testCatalog({ crew: { helmsman: { name: 'Helmsman', faction: 'sol', type: 'commander', copies: 'limited', command: 1, combat: 1, cost: 1, orders: [['changeHeading']] } } });
    const f = carrier(['helmsman'], Math.PI, 2, { catalog });
    activateCrewInPlace(f.st, 0, 0);
    expect(f.trace.lines).toContain('  Helmsman (Sol carrier) is activated');
    expect(Math.cos(f.tb.heading[0])).toBeGreaterThan(0.9);
  });
});
