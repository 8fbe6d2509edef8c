import { QueueRunner } from '../engine/queue/queue-runner.js';
import type { QueueArgs } from './run-options.js';

/** Queue notices (the run id to resume, the closing summary) go to stderr, never into --json output. */
const stderrLine = (line: string) => void process.stderr.write(`salvo: ${line}\n`);

/** The runner of a command on the Redis queue (`--redis` or SALVO_REDIS); `label` names the run in `salvo queue status`. */
export function queueRunner(queue: QueueArgs, threads: number, label: string): QueueRunner {
  const { target, timeoutSeconds, resume } = queue;
  return new QueueRunner({ target, timeoutSeconds, threads, label, log: stderrLine, ...(resume !== undefined ? { resume } : {}) });
}
