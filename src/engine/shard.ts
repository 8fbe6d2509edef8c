import { engineErrors } from './messages.js';
import { BATTLES_SLOT, mergeTallyInPlace, type Tally } from '../core/tally.js';

/** One shard of a run, as written by `salvo run --shard i/n --out part-i.json` (a contract for `salvo merge`). */
export interface ShardFile {
  kind: 'shard';
  /** The id of the game that compiled the plan. */
  game: string;
  /** The validated scenario, so the merged result is complete. */
  scenario: unknown;
  /** Hash of the compiled plan: parts of different scenarios (or versions) are refused. */
  planKey: string;
  seed: number | string;
  chunkSize: number;
  /** Battles of the whole (unsharded) run. */
  battles: number;
  shard: { index: number; count: number };
  /** The raw integer tally of this shard's chunks. */
  tally: number[];
  startedAt: string;
  wallSeconds: number;
  threads: number;
}

/**
 * Parses "i/n" (1 <= i <= n).
 * @throws ConfigError for anything else, e.g. "3/2".
 */
export function parseShard(text: string): { index: number; count: number } {
  const match = /^(\d+)\/(\d+)$/.exec(text.trim());
  const index = Number(match?.[1]);
  const count = Number(match?.[2]);
  if (!match || count < 1 || index < 1 || index > count) {
    throw engineErrors.badShard(text);
  }
  return { index, count };
}

/**
 * Checks that shard files belong together (same game, plan, seed, chunk size, battles and shard
 * count, each shard exactly once, none missing) and merges their tallies exactly.
 * @throws ConfigError naming the first mismatch.
 */
export function mergeShards(parts: { file: string; shard: ShardFile }[]): { first: ShardFile; tally: Tally; wallSeconds: number } {
  if (parts.length === 0) throw engineErrors.noShardFiles();
  const first = parts[0].shard;
  const seen = new Map<number, string>();
  const tally = new Float64Array(first.tally.length);
  let wallSeconds = 0;
  for (const { file, shard } of parts) {
    if (shard.kind !== 'shard') throw engineErrors.notAShardFile(file);
    for (const field of ['game', 'planKey', 'seed', 'chunkSize', 'battles'] as const) {
      if (shard[field] !== first[field]) throw engineErrors.shardMismatch(file, field, shard[field], first[field], parts[0].file);
    }
    if (shard.shard.count !== first.shard.count) {
      throw engineErrors.shardCountMismatch(file, shard.shard.index, shard.shard.count, first.shard.count);
    }
    const duplicate = seen.get(shard.shard.index);
    if (duplicate) throw engineErrors.duplicateShard(file, shard.shard.index, shard.shard.count, duplicate);
    seen.set(shard.shard.index, file);
    mergeTallyInPlace(tally, shard.tally);
    wallSeconds += shard.wallSeconds;
  }
  const missing = Array.from({ length: first.shard.count }, (_, i) => i + 1).filter((i) => !seen.has(i));
  if (missing.length > 0) throw engineErrors.missingShards(missing, first.shard.count);
  if (tally[BATTLES_SLOT] !== first.battles) throw engineErrors.partsDoNotAddUp(tally[BATTLES_SLOT], first.battles);
  return { first, tally, wallSeconds };
}
