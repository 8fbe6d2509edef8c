import { ConfigError } from '../../../core/errors.js';
import type { Fleet } from '../fleet.js';
import type { ArmadaScenario } from '../scenario.js';
import { shipDiameter, type TableMeasures } from './measures.js';
import type { TableSettings } from './settings.js';

/** Start positions and headings of every ship and squadron (plan order). */
export interface Deployment {
  startX: number[];
  startY: number[];
  startHeading: number[];
  squadronStartX: number[];
  squadronStartY: number[];
}

/** Finders Keepers: room kept beyond the set-up's minimum distances (000, "Appendix Two"), so that no float lands a disk on the limit. */
const SET_UP_CLEARANCE = 0.01;
/** Finders Keepers: the derelict's minimum distance from every fleet, in templates ("at least Range: 3 away from the central ship"). */
export const DERELICT_SET_UP_RANGE = 3;

/**
 * Where a fleet's ships stand: their line (y) and the x of its i-th of n ships. Last Starship
 * spreads them evenly across the width; Finders Keepers closes them up around the middle.
 */
interface Lines {
  lineY(side: number): number;
  shipX(i: number, n: number): number;
}

/**
 * Each fleet's ships on its line facing the other end (side 0 at the y = 0 end, side 1 at
 * y = height), and its squadrons behind its first carrier (or mid-line when it has none), in a row
 * ("Setting Up": "All squadrons begin play within range: 1 of a carrier").
 */
function deployLines(scenario: ArmadaScenario, lines: Lines, width: number, height: number, shipRadius: readonly number[], squadronRadius: number, carriersOf: readonly (readonly boolean[])[]): Deployment {
  const out: Deployment = { startX: [], startY: [], startHeading: [], squadronStartX: [], squadronStartY: [] };
  let s = 0;
  [scenario.first, scenario.second].forEach(({ fleet }, side) => {
    const n = fleet.ships.length;
    const lineY = lines.lineY(side);
    const heading = side === 0 ? Math.PI / 2 : -Math.PI / 2;
    let carrierX = width / 2;
    let carrierR = 0;
    let found = false;
    for (let i = 0; i < n; i++, s++) {
      const x = lines.shipX(i, n);
      out.startX.push(x);
      out.startY.push(lineY);
      out.startHeading.push(heading);
      if (!found && carriersOf[side][i]) {
        found = true;
        carrierX = x;
        carrierR = shipRadius[s];
      }
    }
    let k = 0;
    for (const { count } of fleet.squadrons) {
      for (let i = 0; i < count; i++, k++) {
        const offset = (k - 2) * 2.2 * squadronRadius;
        out.squadronStartX.push(carrierX + offset);
        out.squadronStartY.push(side === 0 ? Math.max(squadronRadius, lineY - carrierR - squadronRadius - 0.5) : Math.min(height - squadronRadius, lineY + carrierR + squadronRadius + 0.5));
      }
    }
  });
  return out;
}

/**
 * Last Starship set-up (000, "Appendix Two": "Teams start on opposite ends of the table, each
 * fleet within Range: 1 of its end"; "Setting Up": "All squadrons begin play within range: 1 of a
 * carrier"). The first fleet's end is y = 0, the second's y = height; each fleet's ships stand
 * in a line half a template from its end, evenly spread across the width, facing the enemy end;
 * squadrons stand behind their side's first carrier (or mid-line when it has none), in a row.
 */
export function deployLastStarship(
  scenario: ArmadaScenario, width: number, height: number, template: number, shipRadius: readonly number[], squadronRadius: number,
  carriersOf: readonly (readonly boolean[])[],
): Deployment {
  const lines: Lines = {
    lineY: (side) => (side === 0 ? template / 2 : height - template / 2),
    shipX: (i, n) => (width * (i + 1)) / (n + 1),
  };
  return deployLines(scenario, lines, width, height, shipRadius, squadronRadius, carriersOf);
}

/**
 * How far (centre to centre, along y) each fleet's line stands from the derelict in Finders
 * Keepers: Range: 3 edge to edge from the largest ship of either fleet, plus a little room.
 */
function findersKeepersLineOffset(template: number, derelictRadius: number, largestRadius: number): number {
  return DERELICT_SET_UP_RANGE * template + derelictRadius + largestRadius + SET_UP_CLEARANCE;
}

/**
 * Finders Keepers set-up (000, "Appendix Two": "Place an unused standard-sized ship disk in the
 * center of the table. The fleets are placed at least Range: 3 away from the central ship and
 * Range: 2 away from each other (though ships within a fleet may be placed as close together as
 * you wish)"). The derelict (a standard disk) is at the centre; each fleet's line stands on its own
 * side of it (first below, second above), as close as the rule allows — three templates from the
 * derelict's edge to the largest ship's edge, measured straight along y, so every ship of the line
 * is at least that far — with its ships closed up around the middle a ship diameter and half a
 * template apart (spread evenly across the width when that row would not fit), facing the
 * derelict. The fleets are then more than six templates apart, beyond Range: 2.
 */
export function deployFindersKeepers(
  scenario: ArmadaScenario, width: number, height: number, template: number, derelictRadius: number, shipRadius: readonly number[], squadronRadius: number,
  carriersOf: readonly (readonly boolean[])[],
): Deployment {
  const largest = Math.max(...shipRadius);
  const offset = findersKeepersLineOffset(template, derelictRadius, largest);
  const spacing = 2 * largest + template / 2;
  const lines: Lines = {
    lineY: (side) => (side === 0 ? height / 2 - offset : height / 2 + offset),
    shipX: (i, n) => ((n - 1) * spacing < width - 2 * largest ? width / 2 + (i - (n - 1) / 2) * spacing : (width * (i + 1)) / (n + 1)),
  };
  return deployLines(scenario, lines, width, height, shipRadius, squadronRadius, carriersOf);
}

/**
 * Throws a ConfigError when the table is too short for the Finders Keepers set-up (each fleet's
 * line, deployFindersKeepers, must leave its largest ship on the table).
 */
export function assertFindersKeepersTableFits(table: TableSettings, fleets: readonly Fleet[], where: string): void {
  const m: TableMeasures = table.measures;
  let largest = 0;
  for (const fleet of fleets) for (const ship of fleet.ships) largest = Math.max(largest, shipDiameter(m, ship.disk.size) / 2);
  const needed = 2 * (findersKeepersLineOffset(m.templateLength, m.standardDiameter / 2, largest) + largest);
  if (table.height >= needed) return;
  throw new ConfigError({
    where,
    what: 'the table is too short for the Finders Keepers set-up: each fleet stands at least Range: 3 (three templates) from the derelict at the centre (000, "Appendix Two")',
    got: String(table.height),
    expected: `at least ${Math.ceil(needed * 100) / 100} (two lines three templates of ${m.templateLength} from the derelict's edge, with the fleets' largest disks)`,
    hint: 'Raise table.height, or play Last Starship (remove "scenario")',
  });
}
