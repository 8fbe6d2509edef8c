import type { GameState } from './game-state.js';
import * as codes from './plan.js';
import type { GamePlan } from './plan.js';

/** Imported constants as this module's own (docs/architecture.md, "Hot loops"). */
const { UPGRADE_EVASION, UPGRADE_SELF_DESTRUCT, UPGRADE_SHIELD, UPGRADE_TARGET } = codes;

/**
 * Fleet slot `at` (p × UNIT_SLOTS + s) of the game state now holds a unit of kind `kind`, with no
 * upgrade: its folded figures (game-state.ts, the `folded*` arrays) are the printed ones.
 */
export function foldUnitInPlace(plan: GamePlan, state: GameState, at: number, kind: number): void {
  state.foldedAttack[at] = plan.unitAttack[kind];
  state.foldedDefense[at] = plan.unitDefense[kind];
  state.foldedCost[at] = plan.itemCost[kind];
  state.foldedEvasion[at] = 0;
  state.foldedSelfDestruct[at] = 0;
  state.foldedShields[at] = -1;
  state.foldedMagnetic[at] = 0;
}

/**
 * The ship in fleet slot `at` takes upgrade `up` (an upgrade index): folded in as ../compile.ts
 * folds a scenario's upgrades, in the order bought — its cost, attack and defense added, Hyperdrive
 * (evasion) and Magnetic Target as flags, Self-Destruct Devices' Blast and Blast Shields' shields summed.
 */
export function foldUpgradeInPlace(plan: GamePlan, state: GameState, at: number, up: number): void {
  state.foldedCost[at] += plan.itemCost[plan.unitKinds + up];
  state.foldedAttack[at] += plan.upgradeAttack[up];
  state.foldedDefense[at] += plan.upgradeDefense[up];
  const special = plan.upgradeSpecial[up];
  if (special === UPGRADE_EVASION) state.foldedEvasion[at] = 1;
  else if (special === UPGRADE_SELF_DESTRUCT) state.foldedSelfDestruct[at] += plan.upgradeBlast[up];
  else if (special === UPGRADE_SHIELD) state.foldedShields[at] = (state.foldedShields[at] < 0 ? 0 : state.foldedShields[at]) + plan.upgradeShields[up];
  else if (special === UPGRADE_TARGET) state.foldedMagnetic[at] = 1;
}
