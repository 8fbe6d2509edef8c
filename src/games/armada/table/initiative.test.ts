/**
 * Command Initiative on the table (000_60d6856b6ff68974.txt, "Step Two: Command Initiative": "(If
 * two or more ships are tied, the one with the lowest current speed goes first. If this is tied,
 * determine order randomly.)"): the current speed is the speed status marker, not the maximum.
 * The first ship's controller draws first; the trace names who draws in ranking order.
 */
import { describe, expect, it } from 'vitest';
import { Trace } from '../../game.js';
import type { RawFleet } from '../fleet.js';
import { InitiativeScratch } from '../initiative.js';
import { tableInitiativeInPlace } from './initiative.js';
import { tableFixture } from './test-fixtures.js';

const DRAWS = 200;

/** Who draws first over DRAWS steps, the Letnev destroyer (small, maximum 6) at `destroyer` and the Sol dreadnought (large, maximum 4) at `dreadnought`. */
function firstDrawers(destroyer: number, dreadnought: number): Map<string, number> {
  const letnev: RawFleet = { faction: 'letnev', ships: [{ ship: 'letnev-destroyer' }] };
  const sol: RawFleet = { faction: 'sol', ships: [{ ship: 'sol-dreadnought' }] };
  const f = tableFixture(letnev, sol);
  f.place(0, 20, 60, 0, destroyer);
  f.place(1, 160, 60, Math.PI, dreadnought);
  const scratch = new InitiativeScratch(f.st.nShips);
  const count = new Map<string, number>();
  for (let i = 0; i < DRAWS; i++) {
    f.st.trace = new Trace();
    tableInitiativeInPlace(f.tb, scratch);
    const who = /^ (.+)'s controller draws counter/.exec(f.st.trace.lines[0])![1];
    count.set(who, (count.get(who) ?? 0) + 1);
  }
  return count;
}

describe('command initiative ties on the table (000, "Step Two")', () => {
  it('a stopped destroyer (maximum 6) ranks before a dreadnought moving 3 (maximum 4), every time', () => {
    expect(firstDrawers(0, 3)).toEqual(new Map([['Letnev destroyer', DRAWS]]));
  });

  it('and after the dreadnought when the destroyer moves faster', () => {
    expect(firstDrawers(4, 1)).toEqual(new Map([['Sol dreadnought', DRAWS]]));
  });
});
