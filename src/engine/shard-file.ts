import { createHash } from 'node:crypto';
import { BATTLES_SLOT, OUTCOME_BASE } from '../core/tally.js';
import { engineErrors } from './messages.js';
import type { ShardFile } from './shard.js';

/** The fields the integrity hash covers: what the shard computed and everything that defines it. */
type HashedFields = Pick<ShardFile, 'game' | 'scenario' | 'files' | 'planKey' | 'seed' | 'chunkSize' | 'battles' | 'shard' | 'tally'>;

/**
 * The integrity hash of a shard: SHA-256 over its plan key, scenario, seed, chunk set (battles,
 * chunk size, shard i/n) and tally. `salvo merge` recomputes it, so a tally edited by hand (a count
 * moved, shortened, or raised above the total) is refused instead of merged into a wrong answer.
 * It detects accidents and casual edits; it is not a signature.
 */
export function shardIntegrity(shard: HashedFields): string {
  const { game, scenario, files, planKey, seed, chunkSize, battles, shard: part, tally } = shard;
  return createHash('sha256').update(JSON.stringify([game, scenario, files, planKey, seed, chunkSize, battles, part.index, part.count, tally])).digest('hex');
}

/** The battles in shard i/n of a run: the chunks k with k mod n = i − 1 (as the engine runs them). */
export function shardBattles(battles: number, chunkSize: number, shard: { index: number; count: number }): number {
  let total = 0;
  for (let index = shard.index - 1, start = index * chunkSize; start < battles; index += shard.count, start += shard.count * chunkSize) {
    total += Math.min(chunkSize, battles - start);
  }
  return total;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const isWhole = (value: unknown, min: number): value is number => typeof value === 'number' && Number.isSafeInteger(value) && value >= min;

/**
 * Checks a parsed file, field by field, as a shard written by `salvo run --shard i/n --out`: every
 * field present with its type, the tally a list of whole non-negative counts whose battle count is
 * that of the shard's chunk set, and the integrity hash matching.
 * @throws ConfigError naming the file and the first field that is wrong.
 */
export function validateShardFile(raw: unknown, file: string): ShardFile {
  if (!isRecord(raw) || raw.kind !== 'shard') throw engineErrors.notAShardFile(file, 'Pass only the part files of one run');
  const bad = (field: string, got: unknown, expected: string) => engineErrors.badShardField(file, field, (JSON.stringify(got) ?? 'nothing').slice(0, 80), expected);
  if (typeof raw.game !== 'string' || raw.game === '') throw bad('game', raw.game, 'a game id');
  if (!isRecord(raw.scenario)) throw bad('scenario', raw.scenario, 'the scenario as a mapping');
  if (!Array.isArray(raw.files) || !raw.files.every((f: unknown) => isRecord(f) && Array.isArray(f.at) && f.at.every((k) => typeof k === 'string') && typeof f.reference === 'string' && typeof f.source === 'string')) {
    throw bad('files', raw.files, 'a list of { at, reference, source, data }');
  }
  if (typeof raw.planKey !== 'string' || !/^[0-9a-f]{40}$/.test(raw.planKey)) throw bad('planKey', raw.planKey, 'a 40-digit hex hash');
  if (!(typeof raw.seed === 'string' ? raw.seed !== '' : Number.isSafeInteger(raw.seed))) throw bad('seed', raw.seed, 'a whole number or a non-empty string');
  if (!isWhole(raw.chunkSize, 1)) throw bad('chunkSize', raw.chunkSize, 'a whole number of at least 1');
  if (!isWhole(raw.battles, 1)) throw bad('battles', raw.battles, 'a whole number of at least 1');
  const part = raw.shard;
  if (!isRecord(part) || !isWhole(part.count, 1) || !isWhole(part.index, 1) || part.index > part.count) throw bad('shard', part, '{ index: i, count: n } with 1 <= i <= n');
  if (!Array.isArray(raw.tally) || raw.tally.length < 2) throw bad('tally', raw.tally, 'a list of counts');
  const at = raw.tally.findIndex((count) => !isWhole(count, 0));
  if (at >= 0) throw bad(`tally.${at}`, raw.tally[at], 'a whole number of at least 0');
  const shard = { index: part.index, count: part.count };
  const expected = shardBattles(raw.battles, raw.chunkSize, shard);
  if (raw.tally[BATTLES_SLOT] !== expected) throw bad(`tally.${BATTLES_SLOT}`, raw.tally[BATTLES_SLOT], `${expected} battles (shard ${shard.index}/${shard.count} of ${raw.battles})`);
  if (typeof raw.startedAt !== 'string') throw bad('startedAt', raw.startedAt, 'a time');
  if (typeof raw.wallSeconds !== 'number' || !(raw.wallSeconds >= 0)) throw bad('wallSeconds', raw.wallSeconds, 'seconds, at least 0');
  if (!isWhole(raw.threads, 1)) throw bad('threads', raw.threads, 'a whole number of at least 1');
  if (typeof raw.integrity !== 'string') throw engineErrors.noIntegrity(file);
  const shardFile = raw as unknown as ShardFile;
  if (shardIntegrity(shardFile) !== raw.integrity) throw engineErrors.integrityMismatch(file);
  return shardFile;
}

/**
 * Checks a shard's tally against its compiled plan: its length, and that the outcome counts add up
 * to its battles (each battle ends in exactly one outcome).
 * @throws ConfigError naming the file.
 */
export function checkShardTally(shard: ShardFile, file: string, plan: { tallySize: number; outcomes: readonly string[] }): void {
  if (shard.tally.length !== plan.tallySize) throw engineErrors.badShardField(file, 'tally', `${shard.tally.length} counts`, `${plan.tallySize} for this scenario`);
  let outcomes = 0;
  for (let i = 0; i < plan.outcomes.length; i++) outcomes += shard.tally[OUTCOME_BASE + i];
  if (outcomes !== shard.tally[BATTLES_SLOT]) throw engineErrors.badShardField(file, 'tally', `outcomes adding up to ${outcomes}`, `${shard.tally[BATTLES_SLOT]} (its battles)`);
}

