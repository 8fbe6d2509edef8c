import { OUTCOME_BASE, SlotAllocator } from '../../core/tally.js';
import { ABILITY_EFFECTS, ABILITY_TYPES, BRIDGE_CREW, CRITICALS, MAX_SPEED_OF_SIZE, ORDERS, SPECIAL_TYPES } from './catalog-types.js';
import { isCarrier, shipCost, standingBonus } from './fleet.js';
import { ARMADA_OUTCOMES, encodeRow, type ArmadaPlan, type DiskPlan, type ShipPlan, type SideSlots, type SquadronPlan } from './plan.js';
import { ORDER_MIX_SLOTS } from './order-mix.js';
import { policyCodes } from './policies/names.js';
import { chosenSpeeds } from './policies/speed-choice.js';
import type { ArmadaScenario } from './scenario.js';
import { SQUADRON_TARGET_RULES } from './rule-options.js';
import { compileTable } from './table/table-plan.js';
import { startingBonus } from './starting-bonus.js';


/**
 * Compiles a validated scenario into the flat plan the hot loop runs: both fleets' ships, disks
 * and squadrons as struct-of-arrays, policies as codes, tally slots allocated.
 */
export function compileArmada(scenario: ArmadaScenario): ArmadaPlan {
  const ships: ShipPlan = { count: 0, side: [], label: [], cost: [], shields: [], hull: [], beam: [], speed: [], chosenSpeed: [], squadronCapacity: [], torpedoes: [], torpedoDamage: [], teleport: [], special: [], carrier: [] };
  const disks: DiskPlan = { count: 0, ship: [], side: [], isCrew: [], isBridge: [], isSecurity: [], isPersonal: [], command: [], combat: [], rowStart: [], rowCount: [], rows: [], key: [], label: [], abilityType: [], abilityEffect: [], abilityValue: [], abilityCritical: [] };
  const squadrons: SquadronPlan = { count: 0, side: [], bomber: [], hull: [], beam: [], torpedoes: [], torpedoDamage: [], cost: [], label: [] };
  const keys = new Map<string, number>();
  const keyOf = (id: string) => {
    if (!keys.has(id)) keys.set(id, keys.size);
    return keys.get(id)!;
  };
  let maxDrop = 5;
  let totalCombat = 0;
  const sideShipCounts = [0, 0];
  const sideSquadronCounts = [0, 0];
  [scenario.first, scenario.second].forEach(({ fleet }, side) => {
    ships.chosenSpeed.push(...(side === 0 ? chosenSpeeds(scenario.first, scenario.second) : chosenSpeeds(scenario.second, scenario.first)));
    for (const ship of fleet.ships) {
      const s = ships.count++;
      const d = ship.disk;
      sideShipCounts[side]++;
      ships.side.push(side);
      ships.label.push(ship.label);
      ships.cost.push(shipCost(ship));
      ships.shields.push(d.shields + startingBonus(ship, 'maxShields'));
      ships.hull.push(d.hull + startingBonus(ship, 'maxHull'));
      ships.beam.push(d.beam + startingBonus(ship, 'beam'));
      ships.speed.push(MAX_SPEED_OF_SIZE[d.size] + startingBonus(ship, 'maxSpeed'));
      ships.squadronCapacity.push(isCarrier(d) ? d.squadronCapacity + startingBonus(ship, 'squadronCapacity') : 0);
      ships.torpedoes.push(d.torpedoes + standingBonus(ship, 'torpedoCapacity'));
      ships.torpedoDamage.push(d.torpedoDamage + startingBonus(ship, 'torpedoDamage'));
      ships.teleport.push(startingBonus(ship, 'teleport'));
      ships.special.push(d.special === undefined ? -1 : SPECIAL_TYPES.indexOf(d.special));
      ships.carrier.push(isCarrier(d) ? 1 : 0);
      let timedBeam = 0;
      let timedTorpedo = 0;
      const entries = [...ship.crew.map((c) => ({ crew: c, tech: undefined })), ...ship.tech.map((t) => ({ crew: undefined, tech: t }))];
      for (const { crew, tech } of entries) {
        const disk = crew ?? tech!;
        disks.count++;
        disks.ship.push(s);
        disks.side.push(side);
        disks.isCrew.push(crew ? 1 : 0);
        disks.isBridge.push(crew && BRIDGE_CREW.includes(crew.type) ? 1 : 0);
        disks.isSecurity.push(crew?.type === 'security' ? 1 : 0);
        disks.isPersonal.push(tech?.type === 'personal' ? 1 : 0);
        disks.command.push(crew?.command ?? 0);
        disks.combat.push(crew?.combat ?? 0);
        totalCombat += crew?.combat ?? 0;
        disks.rowStart.push(disks.rows.length);
        const rows = crew?.orders ?? [];
        disks.rowCount.push(rows.length);
        for (const row of rows) disks.rows.push(encodeRow(row.map((order) => ORDERS.indexOf(order))));
        disks.key.push(keyOf(disk.id));
        disks.label.push(`${disk.name} (${ship.label})`);
        const a = disk.ability;
        disks.abilityType.push(a ? ABILITY_TYPES.indexOf(a.type) : -1);
        disks.abilityEffect.push(a ? ABILITY_EFFECTS.indexOf(a.effect) : -1);
        disks.abilityValue.push(a?.value ?? 0);
        disks.abilityCritical.push(a?.critical !== undefined ? CRITICALS.indexOf(a.critical) : -1);
        if (a && a.type !== 'starting') {
          if (a.effect === 'beam') timedBeam += a.value;
          if (a.effect === 'torpedoDamage') timedTorpedo += a.value;
        }
      }
      maxDrop = Math.max(maxDrop, d.beam + startingBonus(ship, 'beam') + timedBeam, d.torpedoDamage + startingBonus(ship, 'torpedoDamage') + timedTorpedo);
    }
    for (const { disk, count } of fleet.squadrons) {
      for (let i = 0; i < count; i++) {
        squadrons.count++;
        sideSquadronCounts[side]++;
        squadrons.side.push(side);
        squadrons.bomber.push(disk.kind === 'bomber' ? 1 : 0);
        squadrons.hull.push(disk.hull);
        squadrons.beam.push(disk.beam);
        squadrons.torpedoes.push(disk.torpedoes);
        squadrons.torpedoDamage.push(disk.torpedoDamage);
        squadrons.cost.push(disk.cost);
        squadrons.label.push(count > 1 ? `${disk.name} #${i + 1}` : disk.name);
        maxDrop = Math.max(maxDrop, disk.beam + 8, disk.torpedoDamage);
      }
    }
  });
  const slots = new SlotAllocator(OUTCOME_BASE + ARMADA_OUTCOMES.length);
  const turnsSlot = slots.take(scenario.maxTurns + 1);
  const sideSlots = [0, 1].map((s): SideSlots => ({
    shipsLeft: slots.take(sideShipCounts[s] + 1),
    ships: sideShipCounts[s],
    squadronsLeft: slots.take(sideSquadronCounts[s] + 1),
    squadrons: sideSquadronCounts[s],
    lost: slots.take(2),
    criticals: slots.take(CRITICALS.length),
    captures: slots.take(1),
    torpedoStrikes: slots.take(1),
    withdrawn: slots.take(1),
    orders: slots.take(ORDER_MIX_SLOTS),
  })) as [SideSlots, SideSlots];
  const shipSurvivedSlot = slots.take(ships.count);
  const lostCrossSlot = slots.take(1);
  return {
    game: 'armada',
    table: scenario.model === 'table' ? compileTable(scenario) : null,
    outcomes: [...ARMADA_OUTCOMES],
    pExplosion: scenario.pExplosion,
    torpedoHit: scenario.torpedoHit,
    maxTurns: scenario.maxTurns,
    squadronTargets: SQUADRON_TARGET_RULES.indexOf(scenario.rules.squadronTargets),
    ships,
    disks,
    squadrons,
    keyCount: keys.size,
    maxDrop: Math.max(maxDrop, totalCombat),
    policies: [policyCodes(scenario.first.policies), policyCodes(scenario.second.policies)],
    turnsSlot,
    sides: sideSlots,
    shipSurvivedSlot,
    lostCrossSlot,
    tallySize: slots.next,
  };
}
