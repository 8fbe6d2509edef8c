import { describe, expect, it } from 'vitest';
import { chunksForBattles, chunksOfShard, locateBattle } from './chunks.js';

describe('chunks of a run', () => {
  it('are full except perhaps the last, whatever the battle count', () => {
    expect(chunksForBattles(2_500, 1_000)).toEqual([
      { index: 0, battles: 1_000 },
      { index: 1, battles: 1_000 },
      { index: 2, battles: 500 },
    ]);
    expect(chunksForBattles(0, 1_000)).toEqual([]);
    expect(locateBattle(2_345, 1_000)).toEqual({ chunk: 2, offset: 345 });
  });

  it('shard i of n holds the chunks k with k mod n = i - 1', () => {
    const tasks = chunksForBattles(10_000, 1_000);
    expect(chunksOfShard(tasks, { index: 1, count: 3 }).map((t) => t.index)).toEqual([0, 3, 6, 9]);
    expect(chunksOfShard(tasks, { index: 2, count: 3 }).map((t) => t.index)).toEqual([1, 4, 7]);
    expect(chunksOfShard(tasks, { index: 3, count: 3 }).map((t) => t.index)).toEqual([2, 5, 8]);
  });

  it('the shards of a run are disjoint and together are the whole run, for any count', () => {
    const tasks = chunksForBattles(37_500, 1_000);
    for (const count of [1, 2, 3, 7, 38, 50]) {
      const union = Array.from({ length: count }, (_, i) => chunksOfShard(tasks, { index: i + 1, count })).flat();
      expect(union.sort((a, b) => a.index - b.index)).toEqual(tasks);
    }
  });
});
