import { createHash } from 'node:crypto';
import { isDeepStrictEqual } from 'node:util';
import { isConfigError } from '../../core/errors.js';
import { salvoVersion } from '../../core/provenance.js';
import { BATTLES_SLOT, OUTCOME_BASE, type Tally } from '../../core/tally.js';
import { validateWithSchema } from '../../core/validate.js';
import type { PlanBase } from '../simulator.js';
import { planKey } from '../run.js';
import type { ChunkJob } from '../simulate-chunk.js';

/**
 * What the queue carries for one chunk (configs/queue-chunk-job.schema.json): the plan's key, not
 * the plan, which travels once per run under that key (docs/distributed.md, "What travels").
 */
export interface ChunkMessage {
  /** The submitter's salvo version: a worker of another version would not reproduce the run. */
  salvo: string;
  run: string;
  planKey: string;
  seed: number | string;
  chunk: number;
  battles: number;
}

/** A message that failed a check: the job or plan is refused, never computed or merged. */
export class RejectedMessage extends Error {
  constructor(detail: string) {
    super(detail);
    this.name = 'RejectedMessage';
  }
}

/** The message for chunk `job.chunk` of run `runId`. */
export function chunkMessage(runId: string, job: ChunkJob): ChunkMessage {
  return { salvo: salvoVersion(), run: runId, planKey: job.planKey, seed: job.seed, chunk: job.chunk, battles: job.battles };
}

/**
 * The job id of a chunk: the run id and a hash of everything that determines the chunk's tally
 * (plan, seed, chunk index, battles). Adding the same chunk twice to a run therefore adds one job
 * (BullMQ ignores a duplicate id), a resumed run finds its finished chunks by id, and a job whose
 * data was altered on the queue no longer matches its id.
 * @example
 * chunkJobId({ salvo: '0.1.0', run: 'r-1', planKey: 'ab…', seed: 7, chunk: 0, battles: 20000 }); // "r-1-3f9c…" (24 hex digits)
 */
export function chunkJobId(message: ChunkMessage): string {
  const identity = JSON.stringify([message.planKey, message.seed, message.chunk, message.battles]);
  return `${message.run}-${createHash('sha1').update(identity).digest('hex').slice(0, 24)}`;
}

/** A schema check whose ConfigError becomes a rejection with the same one-line detail. */
function checkShape(schemaFile: string, data: unknown, source: string): void {
  try {
    validateWithSchema(schemaFile, data, source);
  } catch (error) {
    if (isConfigError(error)) throw new RejectedMessage(error.message.replace(/\.$/, ''));
    throw error;
  }
}

/**
 * Checks a job taken from the queue: its shape (configs/queue-chunk-job.schema.json), its id
 * (which binds its data), and the salvo version that sent it.
 * @throws RejectedMessage saying what is wrong.
 */
export function checkChunkMessage(data: unknown, jobId: string | undefined): ChunkMessage {
  checkShape('queue-chunk-job.schema.json', data, `job ${jobId ?? '(no id)'}`);
  const message = data as ChunkMessage;
  if (jobId !== chunkJobId(message)) throw new RejectedMessage(`job ${jobId ?? '(no id)'}: its id does not match its data (altered on the queue?)`);
  if (message.salvo !== salvoVersion()) {
    throw new RejectedMessage(`job ${jobId}: sent by salvo ${message.salvo}, this worker runs salvo ${salvoVersion()}; run the same version everywhere so results reproduce`);
  }
  return message;
}

/**
 * The text a plan travels as: JSON. Plans are plain data (PlanBase), so JSON loses nothing; this is
 * checked, because a lossy plan would silently compute another battle.
 * @throws Error (a bug) for a plan that does not survive JSON.
 */
export function encodePlan(plan: PlanBase): string {
  const text = JSON.stringify(plan);
  if (!isDeepStrictEqual(JSON.parse(text), plan)) throw new Error('encodePlan: the plan does not survive JSON (typed arrays, NaN, Infinity or undefined in it?)');
  return text;
}

/**
 * Reads a plan fetched from the queue: JSON, the common plan fields
 * (configs/queue-plan.schema.json), a known game, and a hash equal to its key.
 * @throws RejectedMessage saying what is wrong.
 */
export function decodePlan(text: string, key: string, isKnownGame: (id: string) => boolean): PlanBase {
  let plan: unknown;
  try {
    plan = JSON.parse(text);
  } catch {
    throw new RejectedMessage(`plan ${key}: not JSON`);
  }
  checkShape('queue-plan.schema.json', plan, `plan ${key}`);
  const base = plan as PlanBase;
  if (!isKnownGame(base.game)) throw new RejectedMessage(`plan ${key}: unknown game "${base.game}"`);
  if (base.tallySize < OUTCOME_BASE + base.outcomes.length) throw new RejectedMessage(`plan ${key}: a tally of ${base.tallySize} slots cannot hold ${base.outcomes.length} outcomes`);
  if (planKey(base) !== key) throw new RejectedMessage(`plan ${key}: its hash does not match its key (altered on the queue?)`);
  return base;
}

/** The largest count a tally slot may hold: merging stays exact below 2^53 (src/core/tally.ts). */
const MAX_COUNT = Number.MAX_SAFE_INTEGER;

/**
 * Checks a chunk's tally as returned through the queue: a list of the plan's size, of non-negative
 * integer counts, `battles` battles, and outcome counts that add up to them (every battle ends in
 * exactly one outcome). Written as one loop rather than a schema: it runs for every chunk.
 * @throws RejectedMessage saying what is wrong.
 */
export function checkTally(values: unknown, plan: Pick<PlanBase, 'tallySize' | 'outcomes'>, battles: number): Tally {
  if (!Array.isArray(values)) throw new RejectedMessage(`tally: not a list of counts (got ${values === null ? 'null' : typeof values})`);
  if (values.length !== plan.tallySize) throw new RejectedMessage(`tally: ${values.length} counts, expected ${plan.tallySize} for this plan`);
  const tally = new Float64Array(values.length);
  for (let i = 0; i < values.length; i++) {
    const count: unknown = values[i];
    if (typeof count !== 'number' || !Number.isInteger(count) || count < 0 || count > MAX_COUNT) {
      throw new RejectedMessage(`tally: slot ${i} holds ${JSON.stringify(count)}, expected a whole number from 0 to 2^53 − 1`);
    }
    tally[i] = count;
  }
  if (tally[BATTLES_SLOT] !== battles) throw new RejectedMessage(`tally: ${tally[BATTLES_SLOT]} battles, expected ${battles}`);
  let sum = 0;
  for (let i = 0; i < plan.outcomes.length; i++) sum += tally[OUTCOME_BASE + i];
  if (sum !== battles) throw new RejectedMessage(`tally: the outcome counts add up to ${sum}, expected ${battles}`);
  return tally;
}
