import type { BuildingCard, UnitCard, UpgradeCard } from '../../arsenal.js';

/** The attack and defense an Arsenal card is worth to a fleet, for the purchase heuristics. */
export interface Worth {
  attack: number;
  defense: number;
}

/**
 * What a card adds to a fleet's attack A and defense D, the two factors of the purchase
 * heuristics' fleet strength A × D (policies/purchase.ts). A named heuristic, not a rule: printed
 * attack and defense count as they are; the rest is an estimate —
 *
 * - Minefield, Interstellar Missile: 1.5 × Blast as attack (a Blast hits every enemy ship; a
 *   Conquest meets one or two), plus their defense;
 * - Repair Drone: 2 × repair as defense (about two Offensives per Conquest), plus its defense;
 * - Hyperdrive 3 defense; Self-Destruct Device half its Blast as attack (it fires once); Blast Shield 1.5 × ships shielded
 *   as defense; Magnetic Target 2 defense;
 * - Planetary Support: half its attack (only Planetary Fire activates it); Command Center 1 and 1
 *   (one more Tactic to choose from); other buildings 0 (their value is not combat).
 */
export function unitWorth(unit: UnitCard): Worth {
  if (unit.ship) return { attack: unit.attack, defense: unit.defense };
  if (unit.effect === 'minefield' || unit.effect === 'missile') return { attack: 1.5 * unit.blast, defense: unit.defense };
  if (unit.effect === 'repair') return { attack: 0, defense: 2 * unit.repair + unit.defense };
  return { attack: 0, defense: unit.defense };
}

/** See unitWorth. */
export function upgradeWorth(upgrade: UpgradeCard): Worth {
  const worth = { attack: upgrade.attack, defense: upgrade.defense };
  if (upgrade.special === 'evasion') worth.defense += 3;
  else if (upgrade.special === 'self-destruct') worth.attack += upgrade.blast / 2;
  else if (upgrade.special === 'shield') worth.defense += 1.5 * upgrade.shields;
  else if (upgrade.special === 'target') worth.defense += 2;
  return worth;
}

/** See unitWorth. */
export function buildingWorth(building: BuildingCard): Worth {
  if (building.effect === 'planetary-support') return { attack: building.attack / 2, defense: 0 };
  if (building.effect === 'command-center') return { attack: 1, defense: 1 };
  return { attack: 0, defense: 0 };
}
