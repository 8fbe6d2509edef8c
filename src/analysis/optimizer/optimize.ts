import { provenanceOf } from '../../core/provenance.js';
import { RandomStream } from '../../core/rng.js';
import { silentProgress, type ProgressSink } from '../../engine/progress.js';
import type { ChunkRunner } from '../../engine/runners.js';
import type { FleetSpace } from '../../games/fleet-space.js';
import type { OptimizerSetup } from '../../games/optimizer-capability.js';
import type { OptimizeResult } from '../types.js';
import { defaultField } from './default-field.js';
import { optimizerErrors } from './messages.js';
import { raceFleets, type RaceOptions, type RaceResult } from './racer.js';
import { roundRobin } from './round-robin.js';

/** The optimizer's knobs; every default is in `defaultOptimizeSettings` and docs/optimizer.md. */
export interface OptimizeSettings {
  seed: number | string;
  /** Fleets reported. */
  top: number;
  /** Size of a generated field. */
  fieldSize: number;
  /** A space with at most this many saturated fleets is listed whole; a larger one is searched. */
  listLimit: number;
  /** Search: random fleets of the first race. */
  restarts: number;
  /** Search: rounds of local moves after the first race. */
  generations: number;
  /** Search: leaders kept from a race, and neighbours drawn around each. */
  leaders: number;
  neighbours: number;
  /** Racer: battles per candidate in the first round (over the whole field; doubling each round) and number of rounds. */
  firstBattles: number;
  rounds: number;
  /** Round robin of the top fleets: battles per ordered pair. */
  robinBattles: number;
}

/** Rounds of the race that ranks a default field's pool (docs/optimizer.md). */
const SCOUT_ROUNDS = 2;

/** The defaults (docs/optimizer.md, "Defaults"). */
export const defaultOptimizeSettings: Readonly<Omit<OptimizeSettings, 'seed'>> = Object.freeze({
  top: 5, fieldSize: 8, listLimit: 400, restarts: 300, generations: 5, leaders: 6, neighbours: 10, firstBattles: 800, rounds: 6, robinBattles: 4000,
});

/**
 * What an optimization runs on: the game's setup (its fleet spaces, an optional given field, the
 * budget option; see OptimizerCapability) and how to run it.
 */
export interface OptimizeJob<F> extends OptimizerSetup<F> {
  settings: OptimizeSettings;
  runner: ChunkRunner;
  chunkSize: number;
  progress?: ProgressSink;
  /** The budget's unit in the "nothing fits" message: the game's cost unit (points, resources, credits). */
  costUnit: string;
}

/**
 * Finds the best fleets for a budget (docs, model notes: Analysis: "Optimizer"; issue 7, items 1-2): the
 * candidates are every legal saturated fleet when there are few enough, else a seeded search
 * (random restarts, then rounds of local moves around the leaders); each set of candidates is raced
 * against the field by successive halving (`raceFleets`); the top fleets of the last race are
 * reported with their win rates, and play a round robin whose zero-sum equilibrium is solved.
 *
 * @throws ConfigError when no legal fleet fits the budget (with the cheapest legal fleet's cost).
 */
export async function optimizeFleets<F>(job: OptimizeJob<F>): Promise<OptimizeResult> {
  try {
    return await optimizeWithProgress(job);
  } finally {
    job.progress?.stop();
  }
}

/** The pairings either space played with a rule relaxed, once each (absent when none). */
function adjustedNotes<F>(space: FleetSpace<F>, fieldSpace: FleetSpace<F>): { notes?: string[] } {
  const notes = [...new Set([...(space.adjustedPairs?.() ?? []), ...(fieldSpace.adjustedPairs?.() ?? [])])];
  return notes.length > 0 ? { notes } : {};
}

async function optimizeWithProgress<F>(job: OptimizeJob<F>): Promise<OptimizeResult> {
  const { space, settings } = job;
  const startedAt = new Date().toISOString();
  const t0 = performance.now();
  const rng = new RandomStream(`${settings.seed}:optimizer`);
  const progress = job.progress ?? silentProgress;
  let spent = 0;
  let note = '';
  const battleSettings = { runner: job.runner, chunkSize: job.chunkSize, onBattles: (done: number, planned: number) => progress.update(spent + done, spent + planned, note) };

  const listed = space.enumerate(settings.listLimit);
  let pool: F[] = listed ?? [];
  if (listed === undefined) {
    const drawn = new Map<string, F>();
    for (let i = 0; i < settings.restarts * 3 && drawn.size < settings.restarts; i++) {
      const fleet = space.random(rng);
      if (fleet !== undefined) drawn.set(space.key(fleet), fleet);
    }
    pool = [...drawn.values()];
  }
  if (pool.length === 0) {
    const cheapest = space.cheapest();
    throw optimizerErrors.nothingFits(job.budgetOption, space.game, space.budget, cheapest && { name: space.name(cheapest), cost: space.cost(cheapest), unit: job.costUnit });
  }
  note = 'scouting the field';
  let field = job.field;
  if (field === undefined) {
    const made = await defaultField(job.fieldSpace, { seed: settings.seed, size: settings.fieldSize, listLimit: settings.listLimit, firstBattles: settings.firstBattles, scoutRounds: SCOUT_ROUNDS }, rng, battleSettings);
    spent += made.battles;
    field = made;
  }

  const raceOptions: RaceOptions = {
    seed: settings.seed, firstBattles: settings.firstBattles, rounds: settings.rounds, keep: Math.max(settings.top, settings.leaders), eliminate: true,
  };
  const seen = new Set(pool.map((f) => space.key(f)));
  let races = 1;
  note = `racing ${pool.length} fleets`;
  let race: RaceResult = await raceFleets(space, pool, field.fleets, battleSettings, raceOptions);
  spent += race.battles;
  for (let g = 0; listed === undefined && g < settings.generations; g++) {
    const leaders = race.standings.slice(0, settings.leaders).map((s) => pool[s.candidate]);
    const fresh: F[] = [];
    for (const leader of leaders) {
      for (const n of space.neighbours(leader, rng, settings.neighbours)) {
        const key = space.key(n);
        if (!seen.has(key)) {
          seen.add(key);
          fresh.push(n);
        }
      }
    }
    if (fresh.length === 0) break;
    pool = [...leaders, ...fresh];
    races++;
    note = `local moves ${g + 1}/${settings.generations}: racing ${pool.length} fleets`;
    race = await raceFleets(space, pool, field.fleets, battleSettings, raceOptions);
    spent += race.battles;
  }

  const top = race.standings.slice(0, settings.top);
  const finalists = top.map((s) => pool[s.candidate]);
  note = `round robin of ${finalists.length}`;
  const robin = await roundRobin(space, finalists, settings.robinBattles, settings.seed, battleSettings);
  spent += robin.battles;
  const names = finalists.map((f) => space.name(f));
  return {
    kind: 'optimize',
    game: space.game,
    budget: space.budget,
    field: { description: field.description, fleets: field.fleets.map((f) => ({ name: job.fieldSpace.name(f), cost: job.fieldSpace.cost(f), fleet: f })) },
    search: { method: listed === undefined ? 'search' : 'listed', candidates: seen.size, races },
    top: top.map((s) => ({ fleet: pool[s.candidate], name: space.name(pool[s.candidate]), cost: space.cost(pool[s.candidate]), winRate: s.winRate, battles: s.record.battles })),
    finalists: { names, score: robin.score, battlesPerPair: robin.battlesPerPair, equilibrium: { mix: robin.mix, value: robin.value, support: robin.support.map((i) => names[i]) } },
    battles: spent,
    seed: settings.seed,
    provenance: provenanceOf({ threads: job.runner.threads, wallSeconds: (performance.now() - t0) / 1000, startedAt }),
    ...(job.notice !== undefined ? { notice: job.notice } : {}),
    ...(job.policies !== undefined ? { policies: job.policies } : {}),
    ...adjustedNotes(space, job.fieldSpace),
  };
}
