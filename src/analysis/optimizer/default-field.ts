import type { DiceSource } from '../../core/dice-source.js';
import { diverseField, fieldPool } from './field.js';
import { raceFleets } from './racer.js';
import type { BattleSettings } from './run-matchups.js';
import type { FleetSpace } from '../../games/fleet-space.js';

/** How a default field is made. */
export interface FieldSettings {
  seed: number | string;
  size: number;
  listLimit: number;
  firstBattles: number;
  /** Rounds of the scouting race (fewer than the main race: it only sorts strong from weak). */
  scoutRounds: number;
}

/** The share of each group's pool (by scouting rank) the field is drawn from. */
const STRONG_SHARE = 1 / 3;

/**
 * The default field (docs, model notes: Analysis: "Optimizer"): legal fleets from the catalog, across
 * groups (Armada factions), diverse and strong. A pool of legal saturated fleets (all of them, or
 * seeded random draws) races a first diverse field; the field is then the most diverse fleets among
 * the best third of each group, so candidates are ranked against fleets a player might field rather
 * than against random ones every decent fleet beats.
 */
export async function defaultField<F>(space: FleetSpace<F>, settings: FieldSettings, rng: DiceSource, battles: BattleSettings): Promise<{ fleets: F[]; description: string; battles: number }> {
  const pool = fieldPool(space, settings.listLimit, rng);
  const scouts = diverseField(space, pool, settings.size, rng);
  if (pool.length <= settings.size) {
    return { fleets: scouts, description: `generated: all ${pool.length} legal saturated fleets for ${space.budget}`, battles: 0 };
  }
  const race = await raceFleets(space, pool, scouts, battles, { seed: `${settings.seed}:scout`, firstBattles: settings.firstBattles, rounds: settings.scoutRounds, keep: settings.size, eliminate: false });
  const rank = new Map(race.standings.map((s, i) => [s.candidate, i]));
  const strong: F[] = [];
  for (const group of [...new Set(pool.map((f) => space.group(f)))].sort()) {
    const members = pool.map((f, i) => i).filter((i) => space.group(pool[i]) === group).sort((a, b) => rank.get(a)! - rank.get(b)!);
    const share = Math.max(1, Math.ceil(members.length * STRONG_SHARE));
    strong.push(...members.slice(0, share).map((i) => pool[i]));
  }
  return {
    fleets: diverseField(space, strong, settings.size, rng),
    description: `generated: ${settings.size} diverse fleets for ${space.budget} among the best third (per ${space.groupNoun}) of ${pool.length} legal fleets after a scouting race (seed ${settings.seed})`,
    battles: race.battles,
  };
}
