import type { Fleet } from '../fleet.js';
import { isCarrier } from '../fleet.js';
import { armadaErrors } from '../messages.js';
import { shipDiameter } from './measures.js';
import { MOVEMENTS, type Movement } from './policies/names.js';
import type { TableSettings } from './settings.js';

/**
 * Throws a ConfigError when a Last Starship table cannot hold the set-up of table/deployment.ts
 * (000, "Appendix Two": "Teams start on opposite ends of the table, each fleet within Range: 1 of
 * its end"): the two lines, half a template from their ends, must not overlap (height at least a
 * template plus the largest disk's diameter), and each fleet's ships, spread evenly across the
 * width, must not overlap one another (width at least (ships + 1) × the largest diameter).
 */
export function assertLastStarshipTableFits(table: TableSettings, fleets: readonly Fleet[], where: string): void {
  const m = table.measures;
  let largest = 0;
  let most = 0;
  for (const fleet of fleets) {
    most = Math.max(most, fleet.ships.length);
    for (const ship of fleet.ships) largest = Math.max(largest, shipDiameter(m, ship.disk.size));
  }
  const deep = m.templateLength + largest;
  if (table.height < deep) {
    throw armadaErrors.tableTooSmallForDeployment(`${where}.height`, table.height, deep, `the fleets' lines stand half a template (${m.templateLength}) from their ends and their largest disks (${largest} across) would overlap`, 'Raise table.height, or leave "table" out for the default table');
  }
  const wide = (most + 1) * largest;
  if (table.width < wide) {
    throw armadaErrors.tableTooSmallForDeployment(`${where}.width`, table.width, wide, `${most} ships spread evenly across the width, disks up to ${largest} across, would overlap`, 'Raise table.width, or leave "table" out for the default table');
  }
}

/** What a movement goal needs of a fleet, or null when every fleet can follow it (policies/names.ts). */
function goalNeeds(goal: Movement, fleet: Fleet): string | null {
  if (goal === 'torpedo-run' && !fleet.ships.some((s) => s.disk.torpedoes > 0)) return 'a ship with torpedoes (a torpedo bay)';
  if (goal === 'screen-carrier' && !fleet.ships.some((s) => isCarrier(s.disk))) return 'a carrier to screen';
  return null;
}

/**
 * Throws a ConfigError when a fleet's movement goal, as the scenario names it, is one none of its
 * ships can follow: a torpedo run without a torpedo bay, screening without a carrier.
 */
export function assertMovementFitsFleet(goal: Movement | undefined, fleet: Fleet, where: string): void {
  if (goal === undefined) return;
  const needs = goalNeeds(goal, fleet);
  if (needs !== null) throw armadaErrors.movementGoalNotForFleet(where, goal, needs, MOVEMENTS.filter((g) => goalNeeds(g, fleet) === null));
}
