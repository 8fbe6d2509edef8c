import type { DiceSource } from '../../core/dice-source.js';
import type { FleetSpace } from '../../games/fleet-space.js';

/** Random fleets drawn for a default field when the space is too large to list. */
export const FIELD_POOL_DRAWS = 240;

/**
 * The fleets a default field is picked from: every legal saturated fleet when there are at most
 * `listLimit`, else `FIELD_POOL_DRAWS` seeded random ones (duplicates removed).
 */
export function fieldPool<F>(space: FleetSpace<F>, listLimit: number, rng: DiceSource): F[] {
  const listed = space.enumerate(listLimit);
  if (listed !== undefined) return listed;
  const pool = new Map<string, F>();
  for (let i = 0; i < FIELD_POOL_DRAWS; i++) {
    const fleet = space.random(rng);
    if (fleet !== undefined) pool.set(space.key(fleet), fleet);
  }
  return [...pool.values()];
}

/**
 * A diverse field of `size` fleets from a pool (docs, model notes: Analysis: "Optimizer"): the groups
 * (Armada factions) take turns, and each pick is the fleet of its group farthest from every fleet
 * already picked (max-min distance on features scaled to [0, 1]), the first one drawn at random.
 * Deterministic for a seeded stream.
 */
export function diverseField<F>(space: FleetSpace<F>, pool: readonly F[], size: number, rng: DiceSource): F[] {
  if (pool.length <= size) return [...pool];
  const features = pool.map((f) => space.features(f));
  const scale = features[0].map((_, d) => Math.max(1e-9, ...features.map((v) => Math.abs(v[d]))));
  const point = features.map((v) => v.map((x, d) => x / scale[d]));
  const distance = (a: number[], b: number[]) => Math.sqrt(a.reduce((s, x, d) => s + (x - b[d]) ** 2, 0));
  const groups = [...new Set(pool.map((f) => space.group(f)))].sort();
  const chosen: number[] = [];
  const nearest = pool.map(() => Infinity);
  for (let pick = 0; pick < size; pick++) {
    const group = groups[pick % groups.length];
    let members = pool.map((f, i) => i).filter((i) => space.group(pool[i]) === group && !chosen.includes(i));
    if (members.length === 0) members = pool.map((_, i) => i).filter((i) => !chosen.includes(i));
    const best = chosen.length === 0
      ? members[rng.below(members.length)]
      : members.reduce((b, i) => (nearest[i] > nearest[b] ? i : b), members[0]);
    chosen.push(best);
    point.forEach((p, i) => {
      nearest[i] = Math.min(nearest[i], distance(p, point[best]));
    });
  }
  return chosen.map((i) => pool[i]);
}
