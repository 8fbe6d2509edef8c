import { wilson, type Estimate } from '../../core/stats.js';
import { addRecordInPlace, runMatchups, type BattleSettings, type MatchupTask, type MatchRecord } from './run-matchups.js';
import type { FleetSpace } from '../../games/fleet-space.js';

/** How a race is run (every field documented with its default in docs/optimizer.md). */
export interface RaceOptions {
  seed: number | string;
  /** Battles per candidate in the first round, split evenly over the matchups (field fleet x seat); each later round doubles it. */
  firstBattles: number;
  /** Number of rounds. */
  rounds: number;
  /** The leaders that are never dropped; the `keep`-th leader is the reference for "clearly below". */
  keep: number;
  /** False: a flat evaluation — every candidate plays every round (the racer's yardstick). */
  eliminate: boolean;
}

/** One candidate's standing after a race. */
export interface RaceStanding {
  candidate: number;
  record: MatchRecord;
  /** Win rate against the field (all field fleets and seats, equally weighted) with its 95% interval. */
  winRate: Estimate;
  /** Rounds it played (the last round for the finalists). */
  rounds: number;
}

/** What a race did: standings best first (finalists first), battles spent, and each round's size. */
export interface RaceResult {
  standings: RaceStanding[];
  battles: number;
  log: { battlesPerMatchup: number; candidates: number }[];
}

const estimateOf = (r: MatchRecord): Estimate => (r.battles > 0 ? wilson(r.wins, r.battles) : { p: 0, lo: 0, hi: 1 });

/**
 * Which candidates go on after a round (successive halving with interval elimination). With the
 * `keep`-th best (by win rate) as reference: a candidate whose 95% interval lies wholly below the
 * reference's interval is dropped ("clearly below"); then, while more than half of the round's
 * candidates (and more than `keep`) remain, the lowest whose upper bound is still below the
 * reference's estimate are dropped too. The leaders are never dropped.
 */
export function survivorsOf(alive: readonly number[], records: readonly MatchRecord[], keep: number): number[] {
  const ranked = [...alive].sort((a, b) => estimateOf(records[b]).p - estimateOf(records[a]).p || a - b);
  if (ranked.length <= keep) return ranked;
  const reference = estimateOf(records[ranked[keep - 1]]);
  let kept = ranked.filter((c, i) => i < keep || estimateOf(records[c]).hi >= reference.lo);
  const target = Math.max(keep, Math.ceil(alive.length / 2));
  for (let i = kept.length - 1; i >= keep && kept.length > target; i--) {
    if (estimateOf(records[kept[i]]).hi < reference.p) kept = kept.filter((_, j) => j !== i);
  }
  return kept;
}

/**
 * Races candidate fleets against a field (docs, model notes: Analysis: "Optimizer"): round r gives each
 * remaining candidate `firstBattles · 2^r` battles, split evenly over the field fleets and seats, with common random
 * numbers — the seed of a (round, field fleet, seat) is the same for every candidate — and counts
 * accumulate over rounds. After each round the survivors are chosen by `survivorsOf`. A flat
 * evaluation (`eliminate: false`) plays the same battles for every candidate, so a finalist's counts
 * are identical in both.
 *
 * @throws Error when there are no candidates or no field (a bug: callers check first).
 */
export async function raceFleets<F>(space: FleetSpace<F>, candidates: readonly F[], field: readonly F[], settings: BattleSettings, options: RaceOptions): Promise<RaceResult> {
  if (candidates.length === 0 || field.length === 0) throw new Error('raceFleets: needs at least one candidate and one field fleet');
  const records: MatchRecord[] = candidates.map(() => ({ wins: 0, losses: 0, battles: 0 }));
  const played = candidates.map(() => 0);
  const log: RaceResult['log'] = [];
  let alive = candidates.map((_, i) => i);
  let battles = 0;
  for (let round = 0; round < options.rounds; round++) {
    const perMatchup = Math.max(1, Math.ceil((options.firstBattles * 2 ** round) / (field.length * space.seats)));
    const tasks: MatchupTask[] = [];
    const owners: number[] = [];
    for (const c of alive) {
      field.forEach((opponent, f) => {
        for (let seat = 0; seat < space.seats; seat++) {
          tasks.push({ matchup: () => space.matchup(candidates[c], opponent, seat), seed: `${options.seed}:race:r${round}:f${f}:s${seat}`, battles: perMatchup });
          owners.push(c);
        }
      });
    }
    const before = battles;
    const results = await runMatchups(tasks, { ...settings, onBattles: (done, planned) => settings.onBattles?.(before + done, before + planned) });
    results.forEach((r, i) => {
      addRecordInPlace(records[owners[i]], r);
      battles += r.battles;
    });
    for (const c of alive) played[c] = round + 1;
    log.push({ battlesPerMatchup: perMatchup, candidates: alive.length });
    if (options.eliminate && round < options.rounds - 1) alive = survivorsOf(alive, records, options.keep);
  }
  const standings = candidates.map((_, c): RaceStanding => ({ candidate: c, record: records[c], winRate: estimateOf(records[c]), rounds: played[c] }));
  standings.sort((a, b) => b.rounds - a.rounds || b.winRate.p - a.winRate.p || a.candidate - b.candidate);
  return { standings, battles, log };
}
