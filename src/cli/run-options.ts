import { accessSync, constants, existsSync, statSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
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

/** Adds the shared simulation options to a command. */
export function withSimulationOptions<T>(yargs: Argv<T>) {
  return withRedisOptions(yargs)
    .option('battles', { alias: 'n', type: 'number', describe: `battles to simulate (default ${DEFAULT_BATTLES.toLocaleString('en-US')})` })
    .option('precision', { alias: 'p', type: 'number', describe: 'run until every outcome\'s 95% half-width is at most this (e.g. 0.002)' })
    .option('seed', { alias: 's', type: 'string', describe: `seed of the random streams (default ${DEFAULT_SEED})` })
    .option('threads', { alias: 't', type: 'number', describe: `worker threads (default: the machine's cores, ${defaultThreads()})` })
    .option('chunk-size', { type: 'number', describe: `battles per chunk, part of the result (default ${DEFAULT_CHUNK_SIZE})` })
    .option('json', { type: 'boolean', default: false, describe: 'print the result as JSON' })
    .option('out', { alias: 'o', type: 'string', describe: 'also write the result JSON to this file' })
    .option('progress', { type: 'boolean', describe: 'show progress on stderr (default: when stderr is a terminal)' })
    .option('resume', { type: 'string', describe: 'with --redis: resume this run id (printed when it started), reusing its finished chunks' });
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
  if (precision !== undefined && !(precision > 0 && precision < 0.5)) {
    throw cliErrors.badOptionValue('--precision', 'must be a half-width between 0 and 0.5', raw.precision, 'For example --precision 0.002 for ±0.2 percentage points');
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
  if (out !== undefined) checkWritable(out, '--out');
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

/** Fails early (before any work) when `file` could not be written. */
export function checkWritable(file: string, option: string): void {
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
