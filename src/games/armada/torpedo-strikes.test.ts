/**
 * The torpedoHit sensitivity line (docs/armada.md, `torpedoHit`): each side's torpedo strikes are
 * tallied, and a torpedo not shot down strikes with probability torpedoHit (000, "Segment Three:
 * Torpedoes"; the brawl model has no torpedo movement).
 */
import { describe, expect, it } from 'vitest';
import { chunkStream } from '../../core/rng.js';
import { createTally } from '../../core/tally.js';
import { BrawlSimulator } from './brawl.js';
import { compileArmada } from './compile.js';
import type { RawFleet } from './fleet.js';
import { testScenario } from './test-fixtures.js';

const BATTLES = 400;
// Hacan corvettes (two torpedoes each, frozen rule catalog) against Sardakk raiders (no torpedoes, no escort).
const hacan: RawFleet = { faction: 'hacan', ships: [{ ship: 'hacan-corvette' }, { ship: 'hacan-corvette' }] };
const sardakk: RawFleet = { faction: 'sardakk', ships: [{ ship: 'sardakk-raider' }, { ship: 'sardakk-raider' }] };

function strikes(torpedoHit: number): [number, number] {
  const plan = compileArmada(testScenario(hacan, sardakk, { torpedoHit }, [{ weapon: 'torpedo-first' }, {}]));
  const tally = createTally(plan.tallySize);
  new BrawlSimulator(plan).run(chunkStream(7, 0), tally, BATTLES, null);
  return [tally[plan.sides[0].torpedoStrikes] / BATTLES, tally[plan.sides[1].torpedoStrikes] / BATTLES];
}

describe('torpedo strikes (the torpedoHit sensitivity line)', () => {
  it('are counted per side: a side without torpedoes strikes none; torpedoHit 0.01 leaves almost none', () => {
    const [first, second] = strikes(1);
    expect(first).toBeGreaterThan(1);
    expect(second).toBe(0);
    // At most 4 torpedoes a battle; with 0.01 the expected strikes are at most 0.04 per battle.
    expect(strikes(0.01)[0]).toBeLessThan(0.04 + 4 * Math.sqrt((4 * 0.01) / BATTLES));
  });
});
