import { ConfigError } from '../../core/errors.js';
import { RunFailure } from '../../core/run-failure.js';

const URL_FORM = 'redis://[user:password@]host[:port][/db] or rediss://… (TLS)';
const resumeHint = (runId: string) => `Finished chunks stay in Redis for 24 hours: fix the cause and run the same command with --resume ${runId}`;

/**
 * Every user-facing message of the Redis queue, one function each (STYLE.md: tests compare
 * against the same function). ConfigErrors are user mistakes (exit 2); RunFailures are runs that
 * could not finish — a lost Redis, a chunk that kept failing, a rejected message (exit 1).
 * No message ever holds a password: URLs arrive here already redacted.
 */
export const queueErrors = {
  badRedisUrl: (where: string, got: string) =>
    new ConfigError({ where, what: 'is not a Redis URL', got, expected: URL_FORM, hint: 'For example --redis redis://127.0.0.1:6379' }),

  needsRedis: (where: string) =>
    new ConfigError({ where, what: 'needs a Redis URL', expected: '--redis URL or the SALVO_REDIS environment variable', hint: 'Start Redis and the workers first (docs/distributed.md)' }),

  badRunId: (where: string, got: string) =>
    new ConfigError({ where, what: 'is not a run id', got: JSON.stringify(got), expected: 'the id printed when the run started, like r-20260101-120000-ab12cd', hint: 'salvo queue status --redis URL lists the runs' }),

  unknownRun: (runId: string, display: string) =>
    new ConfigError({
      where: `--resume ${runId}`,
      what: `no such run on ${display}: its record is gone`,
      expected: 'a run started in the last 24 hours on this Redis',
      hint: 'Records expire after 24 hours, and a Redis restarted without persistence has lost them with every finished chunk (docs/distributed.md turns persistence on). Run the same command again without --resume; salvo queue status --redis URL lists the runs kept',
    }),

  resumeMismatch: (runId: string, differences: readonly string[]) =>
    new ConfigError({
      where: `--resume ${runId}`,
      what: `this command is not the run it resumes: ${differences.join('; ')}`,
      expected: 'the same command as the run, with --resume added',
      hint: 'A resumed run reuses the chunks of the same scenario, seed and chunk size only; run it without --resume to start afresh',
    }),

  badOption: (option: string, got: unknown, expected: string) =>
    new ConfigError({ where: option, what: 'is not valid', got: Array.isArray(got) ? got.join(', ') : String(got), expected }),
};

/** The runs and workers that cannot go on; each says what happened and what to do. */
export const queueFailures = {
  unreachable: (display: string, seconds: number, cause: string) =>
    new RunFailure(`cannot reach Redis at ${display} after ${seconds} s (${cause}). Check that Redis is running and reachable from this machine, and the URL (docs/distributed.md).`),

  lost: (display: string, seconds: number, cause: string, runId?: string) =>
    new RunFailure(`lost the connection to Redis at ${display} for ${seconds} s (${cause}); ${runId ? `run ${runId} stopped` : 'the worker stopped'}.${runId ? ` ${resumeHint(runId)}.` : ' Restart it once Redis is back.'}`),

  chunkFailed: (runId: string, chunk: number, attempts: number, reason: string) =>
    new RunFailure(`run ${runId}: chunk ${chunk} failed after ${attempts} attempt${attempts === 1 ? '' : 's'} (${reason}); the run stopped. ${resumeHint(runId)}.`),

  rejectedResult: (runId: string, chunk: number, detail: string) =>
    new RunFailure(`run ${runId}: rejected the result of chunk ${chunk} from the queue (${detail}); nothing of it was merged and the run stopped. Only salvo workers should write to this Redis: keep it off public networks (docs/distributed.md, "Security").`),

  eventsUnreadable: (runId: string, detail: string) =>
    new RunFailure(`run ${runId}: the queue's event stream could not be read (${detail}); the run stopped. ${resumeHint(runId)}.`),
};

/** Notices of a submitter (stderr, never mixed into --json output): the run id to resume, and the end. */
export const submitterLog = {
  started: (runId: string, display: string, resumed: boolean) => `queue run ${runId} on ${display}${resumed ? ' (resumed)' : ''}: resume it with --resume ${runId}`,
  closed: (runId: string, state: string, counts: { chunksDone: number; chunksReused: number; duplicatesIgnored: number }) =>
    `queue run ${runId} ${state}: ${counts.chunksDone} chunk${counts.chunksDone === 1 ? '' : 's'}` +
    `${counts.chunksReused > 0 ? ` (${counts.chunksReused} reused from an earlier attempt)` : ''}` +
    `${counts.duplicatesIgnored > 0 ? `, ${counts.duplicatesIgnored} duplicate completion${counts.duplicatesIgnored === 1 ? '' : 's'} ignored` : ''}`,
};

/** Log lines of a worker (stderr); rejected jobs are logged, never computed. */
export const workerLog = {
  started: (display: string, threads: number, concurrency: number, lockSeconds: number) =>
    `worker ready on ${display}: ${threads} thread${threads === 1 ? '' : 's'}, up to ${concurrency} chunks at a time, lock ${lockSeconds} s`,
  rejectedJob: (jobId: string, detail: string) => `rejected job ${jobId}: ${detail} (not computed; only salvo submitters should write to this Redis)`,
  stopping: (active: number) => `stopping: finishing ${active} chunk${active === 1 ? '' : 's'} (a second Ctrl-C hands them back to the queue now)`,
  handingBack: (active: number) => `stopping: handing ${active} chunk${active === 1 ? '' : 's'} back to the queue`,
  stopped: (chunks: number, battles: number) => `worker stopped after ${chunks} chunk${chunks === 1 ? '' : 's'} (${battles.toLocaleString('en-US')} battles)`,
  redisDown: (display: string, cause: string, seconds: number) => `lost Redis at ${display} (${cause}); retrying for up to ${seconds} s`,
  redisBack: (display: string) => `Redis at ${display} is back`,
};
