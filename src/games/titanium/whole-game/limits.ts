import type { GameState } from './game-state.js';
import * as codes from './plan.js';
import type { GamePlan } from './plan.js';

/** Imported constants as this module's own (docs/architecture.md, "Hot loops"). */
const { B_COMMAND_CENTER, B_CYBER_FACTORY, B_REFINERY, B_SPACEPORT, MAX_UPGRADES, REFINERY_INCOME, UNIT_SLOTS } = codes;

/** Most Tactic cards a hand can hold in the engine. */
const HAND_CAPACITY = 10;
export const MAX_HAND = HAND_CAPACITY;

/** Buildings with effect `effect` that player p holds (0 when the arsenal has no such card). */
export function effectCount(plan: GamePlan, state: GameState, p: number, effect: number): number {
  const item = plan.effectItem[effect];
  return item < 0 ? 0 : state.buildingsOf(p, plan.itemOf[item]);
}

/**
 * Player p's fleet limit (004, "Glossary — Fleet"; "Card Clarifications — Spaceport"; "Glossary —
 * Bonus"): the leader's, plus each planet's Fleet bonus, plus one per Spaceport; at most UNIT_SLOTS.
 */
export function fleetLimit(plan: GamePlan, state: GameState, p: number): number {
  const limit = plan.leaderFleet[state.leader[p]] + state.fleetBonus[p] + effectCount(plan, state, p, B_SPACEPORT);
  return limit < UNIT_SLOTS ? limit : UNIT_SLOTS;
}

/** Player p's hand limit (004, "Glossary — Hand"; "Command Center"): the leader's plus one per Command Center. */
export function handLimit(plan: GamePlan, state: GameState, p: number): number {
  const limit = plan.leaderHand[state.leader[p]] + effectCount(plan, state, p, B_COMMAND_CENTER);
  return limit < HAND_CAPACITY ? limit : HAND_CAPACITY;
}

/** Upgrade slots of player p's ships of unit kind k (004, "Cyber Factory"; planets' Upgrade-slot bonus). */
export function shipSlots(plan: GamePlan, state: GameState, p: number, kind: number): number {
  if (plan.unitShip[kind] === 0) return 0;
  const slots = plan.unitSlots[kind] + effectCount(plan, state, p, B_CYBER_FACTORY) + state.slotBonus[p];
  return slots < MAX_UPGRADES ? slots : MAX_UPGRADES;
}

/** Building slots of player p's planets: the home planet's (the leader's) plus each conquered planet's. */
export function buildingSlots(plan: GamePlan, state: GameState, p: number): number {
  return plan.leaderSlots[state.leader[p]] + state.planetSlots[p];
}

/** Credits player p collects in Production (004, "Production"): its planets, home planet included, plus 150¢ per Refinery. */
export function production(plan: GamePlan, state: GameState, p: number): number {
  return plan.leaderProduction[state.leader[p]] + state.planetProduction[p] + REFINERY_INCOME * effectCount(plan, state, p, B_REFINERY);
}
