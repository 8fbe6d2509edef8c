import { accessSync, constants, existsSync, realpathSync, statSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { ConfigError } from '../core/errors.js';
import { groupThousands } from '../core/group-thousands.js';
import type { Argv } from 'yargs';
import { DEFAULT_CHUNK_SIZE } from '../engine/chunks.js';
import { queueErrors } from '../engine/queue/messages.js';
import { DEFAULT_QUEUE_THREADS, DEFAULT_REDIS_TIMEOUT_SECONDS } from '../engine/queue/queue-settings.js';
import { parseRedisUrl, type RedisTarget } from '../engine/queue/redis-url.js';
import { checkRunId } from '../engine/queue/run-record.js';
import { defaultThreads } from '../engine/runners.js';
import { cliErrors } from './messages.js';

/** Battles simulated when neither --battles nor --precision is given. */
export const DEFAULT_BATTLES = 1_000_000;
/** The seed used when --seed is not given: fixed, so every run is reproducible by default. */
export const DEFAULT_SEED = 1;
/**
 * The most battles one process simulates (per shard with --shard): beyond it a run takes hours and
 * its per-chunk records grow large. Split bigger runs over machines with --shard i/n.
 */
export const MAX_BATTLES = 10_000_000_000;
/** The narrowest --precision: ±0.01 percentage points already needs up to ~96 million battles. */
export const MIN_PRECISION = 0.0001;
/** A slow and a fast machine's throughput, battles per second, for the time estimate of a refused --battles. */
const BATTLES_PER_SECOND = { slow: 1_000_000, fast: 20_000_000 } as const;

/** The simulation options common to run, ti4 and the analysis commands. */
export interface SimulationArgs {
  battles?: number;
  precision?: number;
  seed: number | string;
  threads: number;
  chunkSize: number;
  json: boolean;
  out?: string;
  progress?: boolean;
  /** Set with --redis (or SALVO_REDIS): chunks run on the Redis queue. */
  queue?: QueueArgs;
}

/** How a command reaches the Redis queue (docs/distributed.md). */
export interface QueueArgs {
  target: RedisTarget;
  /** Seconds a lost Redis may take to come back before the command fails. */
  timeoutSeconds: number;
  /** The run to resume (submitters only). */
  resume?: string;
}

/** What --battles counts for a command and its default, as its --help says. */
export interface BattlesHelp {
  /** What one --battles counts, e.g. "battles per measured point". */
  counts: string;
  /** The default when --battles is not given. */
  default: number;
  /** More about the default (other parts of the command that count differently). */
  note?: string;
  /** False for commands that refuse --precision (the analyses): it is then not offered. */
  precision?: boolean;
}

/** `salvo run`'s --battles: a plain run, DEFAULT_BATTLES unless --precision is given. */
export const RUN_BATTLES: BattlesHelp = { counts: 'battles to simulate', default: DEFAULT_BATTLES };

/** "battles per measured point (default 40,000)": the --battles line of a command's help. */
export const battlesDescription = (help: BattlesHelp): string =>
  `${help.counts} (default ${groupThousands(help.default)}${help.note !== undefined ? `; ${help.note}` : ''})`;

/** Adds the shared simulation options to a command; `battles` says what --battles counts there and its default. */
export function withSimulationOptions<T>(yargs: Argv<T>, battles: BattlesHelp = RUN_BATTLES) {
  return withRedisOptions(yargs)
    .option('battles', { alias: 'n', type: 'number', requiresArg: true, describe: battlesDescription(battles) })
    .option('precision', { requiresArg: true, alias: 'p', type: 'number', hidden: battles.precision === false, describe: 'run until every outcome\'s 95% half-width is at most this (e.g. 0.002)' })
    .option('seed', { requiresArg: true, alias: 's', type: 'string', describe: `seed of the random streams (default ${DEFAULT_SEED})` })
    .option('threads', { requiresArg: true, alias: 't', type: 'number', describe: `worker threads (default: the machine's cores, ${defaultThreads()})` })
    .option('chunk-size', { requiresArg: true, type: 'number', describe: `battles per chunk, part of the result (default ${DEFAULT_CHUNK_SIZE})` })
    .option('json', { type: 'boolean', default: false, describe: 'print the result as JSON' })
    .option('out', { requiresArg: true, alias: 'o', type: 'string', describe: 'also write the result JSON to this file' })
    .option('progress', { type: 'boolean', describe: battles.precision === false ? 'show progress on stderr (default: yes — a bar on a terminal, else a line every few seconds; --no-progress hides it)' : 'show progress on stderr (default: when stderr is a terminal)' })
    .option('resume', { requiresArg: true, type: 'string', describe: 'with --redis: resume this run id (printed when it started), reusing its finished chunks' });
}

/** Adds --redis and --redis-timeout (submitters, `salvo worker`, `salvo queue`). */
export function withRedisOptions<T>(yargs: Argv<T>) {
  return yargs
    .option('redis', { type: 'string', describe: 'a Redis URL: run chunks on its queue, computed by `salvo worker` processes (default: $SALVO_REDIS; docs/distributed.md)' })
    .option('redis-timeout', { type: 'number', describe: `with --redis: seconds a lost Redis may take to come back before failing (default ${DEFAULT_REDIS_TIMEOUT_SECONDS})` });
}

/**
 * Qualifies --redis (or the SALVO_REDIS environment variable), --redis-timeout and --resume:
 * undefined when no Redis is given. The URL's password is never shown in messages.
 * @throws ConfigError naming the option.
 */
export function qualifyQueueArgs(raw: Record<string, unknown>): QueueArgs | undefined {
  for (const option of ['redis', 'resume', 'redisTimeout']) {
    if (Array.isArray(raw[option])) throw queueErrors.badOption(`--${option === 'redisTimeout' ? 'redis-timeout' : option}`, '(given more than once)', 'the option once');
  }
  const fromEnv = process.env.SALVO_REDIS === '' ? undefined : process.env.SALVO_REDIS;
  const url = (raw.redis as string | undefined) ?? fromEnv;
  if (url === undefined) {
    if (raw.resume !== undefined) throw queueErrors.needsRedis('--resume');
    return undefined;
  }
  const target = parseRedisUrl(String(url), raw.redis !== undefined ? '--redis' : 'SALVO_REDIS');
  const timeoutSeconds = (raw.redisTimeout as number | undefined) ?? DEFAULT_REDIS_TIMEOUT_SECONDS;
  if (!(timeoutSeconds >= 1 && timeoutSeconds <= 3600)) throw queueErrors.badOption('--redis-timeout', raw.redisTimeout, 'seconds from 1 to 3600');
  const resume = raw.resume === undefined ? undefined : checkRunId(String(raw.resume), '--resume');
  return { target, timeoutSeconds, ...(resume !== undefined ? { resume } : {}) };
}

const isWholeAtLeast = (value: number, min: number) => Number.isInteger(value) && value >= min;

/**
 * Qualifies the raw options into a complete, checked form. Every mistake is a ConfigError naming
 * the option, so the CLI exits 2 before anything runs or is written.
 */
export function qualifySimulationArgs(raw: Record<string, unknown>): SimulationArgs {
  for (const option of ['battles', 'precision', 'seed', 'threads', 'chunkSize', 'out']) {
    if (Array.isArray(raw[option])) {
      const flag = option === 'chunkSize' ? 'chunk-size' : option;
      throw cliErrors.givenTwice(flag, raw[option] as unknown[]);
    }
  }
  const battles = raw.battles as number | undefined;
  const precision = raw.precision as number | undefined;
  if (battles !== undefined && precision !== undefined) {
    throw cliErrors.battlesAndPrecision();
  }
  if (battles !== undefined && !isWholeAtLeast(battles, 1)) {
    throw cliErrors.badOptionValue('--battles', 'must be a whole number of at least 1', raw.battles, 'For example --battles 100000');
  }
  if (battles !== undefined && battles / shardCount(raw.shard) > MAX_BATTLES) {
    throw cliErrors.tooManyBattles(battles, MAX_BATTLES, estimatedTime(battles / shardCount(raw.shard)));
  }
  if (precision !== undefined && !(precision >= MIN_PRECISION && precision < 0.5)) {
    throw cliErrors.badOptionValue('--precision', `must be a half-width from ${MIN_PRECISION} to 0.5`, raw.precision, 'For example --precision 0.002 for ±0.2 percentage points; ±0.01 points (0.0001) needs up to 96 million battles');
  }
  const queue = qualifyQueueArgs(raw);
  const threads = (raw.threads as number | undefined) ?? (queue ? DEFAULT_QUEUE_THREADS : defaultThreads());
  if (!isWholeAtLeast(threads, 1) || threads > 256) {
    throw cliErrors.badOptionValue('--threads', 'must be a whole number from 1 to 256', raw.threads, `This machine has ${defaultThreads()} cores`);
  }
  const chunkSize = (raw.chunkSize as number | undefined) ?? DEFAULT_CHUNK_SIZE;
  if (!isWholeAtLeast(chunkSize, 1)) {
    throw cliErrors.badOptionValue('--chunk-size', 'must be a whole number of at least 1', raw.chunkSize);
  }
  const seed = parseSeed(raw.seed);
  const out = raw.out as string | undefined;
  if (out !== undefined) checkWritable(out, '--out', raw);
  return {
    ...(battles === undefined && precision === undefined ? { battles: DEFAULT_BATTLES } : {}),
    ...(battles !== undefined ? { battles } : {}),
    ...(precision !== undefined ? { precision } : {}),
    seed,
    threads,
    chunkSize,
    json: Boolean(raw.json),
    ...(out !== undefined ? { out } : {}),
    ...(raw.progress !== undefined ? { progress: Boolean(raw.progress) } : {}),
    ...(queue ? { queue } : {}),
  };
}

/** A seed from the command line: an integer when it looks like one, else the string itself. */
export function parseSeed(raw: unknown): number | string {
  if (raw === undefined) return DEFAULT_SEED;
  const text = String(raw);
  if (text === '') throw cliErrors.emptySeed();
  return /^-?\d+$/.test(text) && Number.isSafeInteger(Number(text)) ? Number(text) : text;
}

/** The shard count of a raw `--shard i/n` (1 without it or when malformed; parseShard reports that). */
function shardCount(shard: unknown): number {
  const count = Number(/^\s*\d+\/(\d+)\s*$/.exec(String(shard ?? ''))?.[1] ?? 1);
  return count >= 1 ? count : 1;
}

/** "between 8 minutes and 3 hours": how long `battles` take on a fast and on a slow machine. */
export function estimatedTime(battles: number): string {
  const show = (seconds: number) =>
    seconds < 120 ? `${Math.round(seconds)} seconds` : seconds < 7200 ? `${Math.round(seconds / 60)} minutes` : seconds < 172800 ? `${Math.round(seconds / 3600)} hours`
      : seconds < 63072000 ? `${Math.round(seconds / 86400)} days` : `${Math.round(seconds / 31557600).toLocaleString('en-US')} years`;
  return `between ${show(battles / BATTLES_PER_SECOND.fast)} and ${show(battles / BATTLES_PER_SECOND.slow)}`;
}

/** The real path of an existing file, else its absolute path. */
function realPath(file: string): string {
  try {
    return realpathSync(file);
  } catch {
    return resolve(file);
  }
}

/**
 * Fails early (before any work) when `file` could not be written, or when it is one of the command's
 * inputs (any string option or positional of `argv` naming the same file): writing it would destroy
 * the input.
 */
export function checkWritable(file: string, option: string, argv: Record<string, unknown> = {}): void {
  const target = realPath(file);
  for (const [key, value] of Object.entries(argv)) {
    if (key === '$0' || key === '_' || key === 'out' || key === 'o') continue;
    for (const input of Array.isArray(value) ? value : [value]) {
      if (typeof input === 'string' && input !== '' && existsSync(input) && realPath(input) === target) {
        throw cliErrors.outputIsInput(option, file, input);
      }
    }
  }
  const path = resolve(file);
  const folder = dirname(path);
  const fail = (what: string, hint: string) => {
    throw cliErrors.unwritablePath(option, file, what, hint);
  };
  if (!existsSync(folder)) fail(`folder ${folder} does not exist`, 'Create it first or choose another path');
  if (!statSync(folder).isDirectory()) fail(`${folder} is not a folder`, 'Choose a path inside a folder');
  if (existsSync(path) && statSync(path).isDirectory()) fail('is a folder', 'Give a file name, e.g. result.json');
  try {
    accessSync(existsSync(path) ? path : folder, constants.W_OK);
  } catch {
    fail('cannot be written (permission denied)', 'Choose a path you can write to');
  }
}

/** Fails early (before any work) when a folder salvo should create or fill is a file or cannot be made. */
export function checkFolderWritable(folder: string, option: string): void {
  const path = resolve(folder);
  if (existsSync(path)) {
    if (!statSync(path).isDirectory()) throw cliErrors.unwritablePath(option, folder, 'is a file, not a folder', 'Give a folder path');
    checkWritable(`${path}/.salvo-check`, option);
    return;
  }
  // The folder is created with its missing parents: the nearest existing one must be a writable folder.
  let parent = dirname(path);
  while (!existsSync(parent) && dirname(parent) !== parent) parent = dirname(parent);
  if (!statSync(parent).isDirectory()) throw cliErrors.unwritablePath(option, folder, `${parent} is a file, not a folder`, 'Choose another folder');
  try {
    accessSync(parent, constants.W_OK);
  } catch {
    throw cliErrors.unwritablePath(option, folder, `${parent} cannot be written (permission denied)`, 'Choose a folder you can write to');
  }
}

/**
 * A whole number from `min` (to `max`) given to `option`, or a ConfigError naming it: the options
 * of `salvo optimize` and `salvo strategy` (e.g. "--top: is not valid — got 0, expected a whole number from 1 to 50").
 */
export function wholeValue(value: unknown, option: string, min: number, max = Number.MAX_SAFE_INTEGER): number {
  if (typeof value !== 'number' || !Number.isInteger(value) || value < min || value > max) {
    const got = Array.isArray(value) ? value.join(', ') : String(value);
    throw new ConfigError({ where: option, what: 'is not valid', got, expected: `a whole number from ${min}${max < Number.MAX_SAFE_INTEGER ? ` to ${max}` : ' up'}` });
  }
  return value;
}
