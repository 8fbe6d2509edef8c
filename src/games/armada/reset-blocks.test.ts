import { describe, expect, it } from 'vitest';
import { chunkStream } from '../../core/rng.js';
import { createTally } from '../../core/tally.js';
import { BattleState } from './battle-state.js';
import { BrawlSimulator } from './brawl.js';
import { compileArmada } from './compile.js';
import { ResetBlocks } from './reset-blocks.js';
import { testScenario } from './test-fixtures.js';

describe('ResetBlocks', () => {
  it('refuses a snapshot when the views do not fill the blocks exactly (a stale size)', () => {
    const blocks = new ResetBlocks(3, 0, 0);
    blocks.int16(2);
    expect(() => blocks.snapshot()).toThrow('sized for 3/0/0 16-bit/8-bit/32-bit values, views take 2/0/0');
  });

  it('hands out disjoint views and restores every one of them to the snapshot', () => {
    const blocks = new ResetBlocks(4, 3, 2);
    const a = blocks.int16(2);
    const b = blocks.int16(2);
    const bytes = blocks.uint8(2);
    const signed = blocks.int8(1);
    const ints = blocks.int32(2);
    a.set([1, 2]);
    b.set([3, 4]);
    bytes.set([5, 6]);
    signed[0] = -7;
    ints.set([8, 9]);
    blocks.snapshot();
    a.fill(0);
    b.fill(0);
    bytes.fill(0);
    signed[0] = 0;
    ints.fill(0);
    blocks.restore();
    expect([...a, ...b, ...bytes, ...signed, ...ints]).toEqual([1, 2, 3, 4, 5, 6, -7, 8, 9]);
  });
});

describe('BattleState.reset', () => {
  it('after 200 battles (crew lost, squadrons and ships destroyed), every per-battle array is back to a fresh state', () => {
    const plan = compileArmada(testScenario(
      { faction: 'sol', ships: [{ ship: 'sol-carrier', crew: ['sol-captain'] }, { ship: 'sol-cruiser', crew: ['sol-engineer'] }], squadrons: { fighter: 1, bomber: 1 } },
      { faction: 'letnev', ships: [{ ship: 'letnev-dreadnought', crew: ['letnev-captain', 'letnev-gunner'] }, { ship: 'letnev-destroyer' }] },
    ));
    const fresh = new BattleState(plan);
    fresh.reset();
    const simulator = new BrawlSimulator(plan);
    simulator.run(chunkStream(5, 0), createTally(plan.tallySize), 200, null);
    const st = simulator.state;
    st.reset();
    const arrays = Object.keys(fresh).filter((key) => ArrayBuffer.isView((fresh as unknown as Record<string, unknown>)[key]));
    // The scratch that each turn or pass writes before it reads is not part of the reset.
    const scratch = new Set(['phaseBeam', 'phaseTorpedo', 'orders', 'counter', 'byCounter', 'torpSide', 'torpDamage', 'torpAlive', 'escortPick', 'keySeen', 'boardedStamp']);
    const compared = arrays.filter((key) => !scratch.has(key));
    expect(compared).toContain('shields');
    expect(compared).toContain('sqAlive');
    for (const key of compared) {
      const field = (object: BattleState) => Array.from((object as unknown as Record<string, ArrayLike<number>>)[key]);
      expect(field(st), key).toEqual(field(fresh));
    }
    expect([st.phase, st.torpCount, st.over, st.boarded]).toEqual([0, 0, false, false]);
  });
});
