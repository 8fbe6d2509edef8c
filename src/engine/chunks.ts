/** Default battles per chunk: enough work (~5-10 ms for TI4) to dwarf a worker round trip. */
export const DEFAULT_CHUNK_SIZE = 20_000;

/** One unit of work: chunk `index` of a run, simulating `battles` battles from its own stream. */
export interface ChunkTask {
  index: number;
  battles: number;
}

/**
 * The chunks of a fixed-count run: all full except perhaps the last. Chunk k always holds battles
 * k·chunkSize .. k·chunkSize + size − 1, whatever the thread count.
 */
export function chunksForBattles(battles: number, chunkSize: number): ChunkTask[] {
  const tasks: ChunkTask[] = [];
  for (let index = 0, start = 0; start < battles; index++, start += chunkSize) {
    tasks.push({ index, battles: Math.min(chunkSize, battles - start) });
  }
  return tasks;
}

/** The chunk that holds battle `battle` (0-based) and the battle's position inside it. */
export function locateBattle(battle: number, chunkSize: number): { chunk: number; offset: number } {
  return { chunk: Math.floor(battle / chunkSize), offset: battle % chunkSize };
}

/**
 * The chunks of shard `index` (1-based) of `count` (`--shard i/n`): chunk k belongs to shard
 * k mod count + 1, so the shards of a run are disjoint and together hold every chunk.
 */
export function chunksOfShard(tasks: readonly ChunkTask[], shard: { index: number; count: number }): ChunkTask[] {
  return tasks.filter((task) => task.index % shard.count === shard.index - 1);
}
