import type { Ability } from './catalog-types.js';
import type { FleetShip } from './fleet.js';

/** Starting-ability bonus of one effect on a ship (applied once, never lost; 000, "Types"). */
export function startingBonus(ship: FleetShip, effect: Ability['effect']): number {
  const seen = new Set<string>();
  let total = 0;
  for (const disk of [...ship.crew, ...ship.tech]) {
    const a = disk.ability;
    if (!a || a.type !== 'starting' || a.effect !== effect || seen.has(disk.id)) continue;
    seen.add(disk.id);
    total += a.value;
  }
  return total;
}
