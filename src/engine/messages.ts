import { ConfigError } from '../core/errors.js';

/**
 * The engine's user-facing errors (shards and their merge), one function each, so tests compare
 * against the same functions. Each returns a ConfigError: the CLI prints it and exits 2.
 */
export const engineErrors = {
  badShard: (text: string) =>
    new ConfigError({ where: '--shard', what: 'must be i/n with 1 <= i <= n', got: text, hint: 'For example --shard 1/4 … --shard 4/4, one per machine' }),

  noShardFiles: () =>
    new ConfigError({ where: 'salvo merge', what: 'no shard files given', hint: 'salvo merge part-*.json --out result.json' }),

  notAShardFile: (file: string, hint?: string) =>
    new ConfigError({ where: file, what: 'is not a shard file', expected: 'the --out file of salvo run --shard i/n', ...(hint !== undefined ? { hint } : {}) }),

  /** A part whose `field` (game, planKey, seed, chunkSize, battles) differs from the first part's. */
  shardMismatch: (file: string, field: string, got: unknown, expected: unknown, firstFile: string) =>
    new ConfigError({
      where: file,
      what: field === 'planKey' ? 'is from a different scenario (or salvo version)' : `has a different ${field}`,
      got: String(got),
      expected: `${String(expected)} as in ${firstFile}`,
      hint: 'Merge only the parts of one run',
    }),

  shardCountMismatch: (file: string, index: number, count: number, expectedCount: number) =>
    new ConfigError({ where: file, what: 'has a different shard count', got: `${index}/${count}`, expected: `i/${expectedCount}` }),

  duplicateShard: (file: string, index: number, count: number, alsoIn: string) =>
    new ConfigError({ where: file, what: `duplicates shard ${index}/${count}`, got: `also in ${alsoIn}`, hint: 'Give each shard once' }),

  missingShards: (missing: readonly number[], count: number) =>
    new ConfigError({ where: 'salvo merge', what: `shard${missing.length > 1 ? 's' : ''} ${missing.map((i) => `${i}/${count}`).join(', ')} missing`, hint: 'Run the missing shards with the same seed and merge all parts' }),

  partsDoNotAddUp: (battles: number, expected: number) =>
    new ConfigError({ where: 'salvo merge', what: 'the parts do not add up to the run', got: `${battles} battles`, expected: String(expected) }),
};
