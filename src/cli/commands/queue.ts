import type { CommandModule } from 'yargs';
import { renderTable, thousands } from '../../core/table.js';
import { queueErrors } from '../../engine/queue/messages.js';
import { readQueueStatus, type QueueStatus } from '../../engine/queue/queue-status.js';
import { toJsonText } from '../output.js';
import { qualifyQueueArgs, withRedisOptions } from '../run-options.js';

/** "3 min ago" for an ISO time. */
function ago(iso: string, now = Date.now()): string {
  const seconds = Math.max(0, Math.round((now - Date.parse(iso)) / 1000));
  if (!Number.isFinite(seconds)) return '?';
  if (seconds < 120) return `${seconds} s ago`;
  if (seconds < 7200) return `${Math.round(seconds / 60)} min ago`;
  return `${Math.round(seconds / 3600)} h ago`;
}

/** A run recorded as running whose submitter has not written for this long has probably gone. */
const SILENT_SECONDS = 30;

/** The status as readable tables. */
function formatStatus(status: QueueStatus): string {
  const { waiting, active, completed, failed, delayed } = status.chunks;
  const lines = [`Redis ${status.redis}: chunks ${waiting} waiting, ${active} active, ${delayed} delayed, ${completed} finished, ${failed} failed (finished and failed are kept 24 h).`, ''];
  if (status.workers.length === 0) lines.push('No live workers. Start some with: salvo worker --redis URL');
  else {
    const rows = [['worker', 'salvo', 'threads', 'concurrency', 'chunks', 'battles', 'since']];
    for (const w of status.workers) rows.push([w.id, w.salvo, String(w.threads), String(w.concurrency), thousands(w.chunks), thousands(w.battles), ago(w.startedAt)]);
    lines.push(`Live workers: ${status.workers.length}, ${status.workers.reduce((sum, w) => sum + w.threads, 0)} thread(s)`, renderTable(rows));
  }
  lines.push('');
  if (status.runs.length === 0) lines.push('No runs in the last 24 hours.');
  else {
    const rows = [['run', 'state', 'chunks done', 'battles', 'started', 'last update', 'submitter', 'what']];
    for (const r of status.runs) {
      const silent = r.state === 'running' && (Date.now() - Date.parse(r.updatedAt)) / 1000 > SILENT_SECONDS;
      rows.push([r.id, silent ? 'running? (submitter silent: resume with --resume)' : r.state, thousands(r.chunksDone), thousands(r.battlesDone), ago(r.startedAt), ago(r.updatedAt), r.submitter, r.label]);
    }
    lines.push(`Runs (${status.runs.length}, newest first):`, renderTable(rows));
  }
  return lines.join('\n');
}

const statusCommand: CommandModule = {
  command: 'status',
  describe: 'list the runs (last 24 hours) and live workers of a Redis queue',
  builder: (yargs) =>
    withRedisOptions(yargs)
      .option('json', { type: 'boolean', default: false, describe: 'print the status as JSON' })
      .example('$0 queue status --redis redis://10.0.0.5:6379', 'runs, workers and chunk counts'),
  handler: async (argv) => {
    const queue = qualifyQueueArgs({ ...argv, resume: undefined });
    if (!queue) throw queueErrors.needsRedis('salvo queue status');
    const status = await readQueueStatus(queue.target, queue.timeoutSeconds);
    process.stdout.write(argv.json ? toJsonText(status) : `${formatStatus(status)}\n`);
  },
};

/** `salvo queue status`: what the Redis queue holds (docs/distributed.md). */
export const queueCommand: CommandModule = {
  command: 'queue',
  describe: 'inspect the Redis queue of distributed runs (salvo queue status --redis URL)',
  builder: (y) => y.command(statusCommand).demandCommand(1, 'Give a subcommand: "salvo queue status --redis URL".'),
  handler: () => {},
};
