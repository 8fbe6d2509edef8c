import { OUTCOME_BASE } from '../../core/tally.js';
import { runPlan } from '../../engine/run.js';
import type { ChunkRunner } from '../../engine/runners.js';
import type { CompiledMatchup } from '../../games/fleet-space.js';

/** Wins, losses and battles of one candidate in one or more matchups (integer counts: exact to merge). */
export interface MatchRecord {
  wins: number;
  losses: number;
  battles: number;
}

/** One battle run the optimizer asks for: a matchup, a seed and a battle count. */
export interface MatchupTask {
  /** The compiled matchup, or undefined for a pairing the game forbids (no battle is played). */
  matchup: () => CompiledMatchup | undefined;
  seed: string;
  battles: number;
}

/** How the optimizer runs battles: one shared runner (pool) for a whole command. */
export interface BattleSettings {
  runner: ChunkRunner;
  chunkSize: number;
  /** Called after each task with the battles finished so far and the battles planned in this call. */
  onBattles?: (done: number, planned: number) => void;
}

/**
 * Runs many small matchup tasks on one runner, several at a time so a pool stays busy (each task
 * is usually a single chunk). Each task is an ordinary `runPlan` run, so its counts depend only on
 * its plan, seed and battle count — never on the thread count or on which other tasks ran.
 */
export async function runMatchups(tasks: readonly MatchupTask[], settings: BattleSettings): Promise<MatchRecord[]> {
  const results: MatchRecord[] = new Array(tasks.length);
  const inFlight = Math.max(2, settings.runner.threads * 4);
  let next = 0;
  let done = 0;
  const planned = tasks.reduce((sum, t) => sum + t.battles, 0);
  const worker = async () => {
    while (next < tasks.length) {
      const index = next++;
      const task = tasks[index];
      const compiled = task.matchup();
      if (compiled === undefined) {
        results[index] = { wins: 0, losses: 0, battles: 0 };
        continue;
      }
      const { plan, win, loss } = compiled;
      const output = await runPlan({ plan, seed: task.seed, chunkSize: settings.chunkSize, battles: task.battles, runner: settings.runner });
      results[index] = { wins: output.tally[OUTCOME_BASE + win], losses: output.tally[OUTCOME_BASE + loss], battles: output.battles };
      done += output.battles;
      settings.onBattles?.(done, planned);
    }
  };
  await Promise.all(Array.from({ length: Math.min(inFlight, tasks.length) }, worker));
  return results;
}

/** Adds `part` into `total`. */
export function addRecordInPlace(total: MatchRecord, part: MatchRecord): void {
  total.wins += part.wins;
  total.losses += part.losses;
  total.battles += part.battles;
}
