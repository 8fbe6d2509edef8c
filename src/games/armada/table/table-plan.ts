import { startingBonus } from '../starting-bonus.js';
import type { ArmadaScenario } from '../scenario.js';
import { shipDiameter } from './measures.js';
import { deployFindersKeepers, deployLastStarship } from './deployment.js';
import { AVOIDANCES, MOVEMENTS, TABLE_ORDERS } from './policies/names.js';

/** Special-type codes the table needs (positions in catalog-types SPECIAL_TYPES). */
export const SPECIAL_GUNSHIP = 0;
export const SPECIAL_BLOCKADE_RUNNER = 1;
export const SPECIAL_SCOUT = 2;
export const SPECIAL_CARRIER = 3;

/**
 * The compiled table of a `model: table` scenario (structured-cloneable, part of ArmadaPlan): its
 * size, every disk's radius, torpedo speeds, the deployment, each fleet's movement policy codes,
 * and the Finders Keepers derelict.
 */
export interface TablePlan {
  width: number;
  height: number;
  /** Beam Range Template length: range: 1. */
  template: number;
  torpedoRadius: number;
  squadronRadius: number;
  bomberTorpedoSpeed: number;
  /** Per ship (plan order). */
  shipRadius: number[];
  shipTorpedoSpeed: number[];
  startX: number[];
  startY: number[];
  startHeading: number[];
  /** Per squadron: maximum speed (flips) and start position. */
  squadronSpeed: number[];
  squadronStartX: number[];
  squadronStartY: number[];
  /** Per side: movement and avoidance codes (policies/names.ts). */
  movement: [number, number];
  avoidance: [number, number];
  /** Per side: how ships choose their orders (policies/names.ts TABLE_ORDERS codes). */
  orders: [number, number];
  /** Finders Keepers (table/derelict.ts): true, with the derelict disk's centre and radius; else false (Last Starship). */
  findersKeepers: boolean;
  derelictX: number;
  derelictY: number;
  derelictRadius: number;
}

/** Compiles a table scenario's geometry (scenario.table must be set). */
export function compileTable(scenario: ArmadaScenario): TablePlan {
  const settings = scenario.table!;
  const m = settings.measures;
  const shipRadius: number[] = [];
  const shipTorpedoSpeed: number[] = [];
  const squadronSpeed: number[] = [];
  const carriersOf: boolean[][] = [];
  for (const { fleet } of [scenario.first, scenario.second]) {
    const carriers: boolean[] = [];
    for (const ship of fleet.ships) {
      shipRadius.push(shipDiameter(m, ship.disk.size) / 2);
      shipTorpedoSpeed.push(ship.disk.torpedoSpeed + startingBonus(ship, 'torpedoSpeed'));
      carriers.push(ship.disk.squadronCapacity > 0);
    }
    for (const { disk, count } of fleet.squadrons) for (let i = 0; i < count; i++) squadronSpeed.push(disk.speed);
    carriersOf.push(carriers);
  }
  const findersKeepers = settings.scenario === 'finders-keepers';
  const derelictRadius = m.standardDiameter / 2;
  const deployment = findersKeepers
    ? deployFindersKeepers(scenario, settings.width, settings.height, m.templateLength, derelictRadius, shipRadius, m.squadronDiameter / 2, carriersOf)
    : deployLastStarship(scenario, settings.width, settings.height, m.templateLength, shipRadius, m.squadronDiameter / 2, carriersOf);
  return {
    width: settings.width,
    height: settings.height,
    template: m.templateLength,
    torpedoRadius: m.torpedoDiameter / 2,
    squadronRadius: m.squadronDiameter / 2,
    bomberTorpedoSpeed: m.bomberTorpedoSpeed,
    shipRadius,
    shipTorpedoSpeed,
    ...deployment,
    squadronSpeed,
    movement: [MOVEMENTS.indexOf(settings.movement[0].policy), MOVEMENTS.indexOf(settings.movement[1].policy)],
    avoidance: [AVOIDANCES.indexOf(settings.movement[0].avoidance), AVOIDANCES.indexOf(settings.movement[1].avoidance)],
    orders: [TABLE_ORDERS.indexOf(settings.movement[0].orders), TABLE_ORDERS.indexOf(settings.movement[1].orders)],
    findersKeepers,
    derelictX: settings.width / 2,
    derelictY: settings.height / 2,
    derelictRadius,
  };
}
