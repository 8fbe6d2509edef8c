import type { GameState } from './game-state.js';
import * as codes from './plan.js';
import type { GamePlan } from './plan.js';

/** Imported constants as this module's own (docs/architecture.md, "Hot loops"). */
const { B_COMMAND_CENTER, B_CYBER_FACTORY, B_REFINERY, B_SPACEPORT, REFINERY_INCOME } = codes;

/** Buildings with effect `effect` that player p holds (0 when the arsenal has no such card). */
export function effectCount(plan: GamePlan, state: GameState, p: number, effect: number): number {
  const item = plan.effectItem[effect];
  return item < 0 ? 0 : state.buildingsOf(p, plan.itemOf[item]);
}

/**
 * Player p's fleet limit (004, "Glossary — Fleet"; "Card Clarifications — Spaceport"; "Glossary —
 * Bonus"; "Units": "You can raise this limit by purchasing Spaceports or conquering Planets that
 * have a Fleet bonus icon"): the leader's, plus each planet's Fleet bonus, plus one per Spaceport.
 * No other cap: the engine's fleet slots (plan.fleetSlots) hold the largest limit reachable.
 */
export function fleetLimit(plan: GamePlan, state: GameState, p: number): number {
  return plan.leaderFleet[state.leader[p]] + state.fleetBonus[p] + effectCount(plan, state, p, B_SPACEPORT);
}

/**
 * Player p's hand limit (004, "Glossary — Hand"; "Card Clarifications — Command Center"): the
 * leader's plus one per Command Center. No other cap (plan.handSlots holds the largest reachable).
 */
export function handLimit(plan: GamePlan, state: GameState, p: number): number {
  return plan.leaderHand[state.leader[p]] + effectCount(plan, state, p, B_COMMAND_CENTER);
}

/**
 * Upgrade slots of player p's ships of unit kind k (004, "Card Clarifications — Cyber Factory";
 * "Upgrades": "conquering Planets that have an Upgrade-slot Bonus"): printed, plus one per Cyber
 * Factory, plus the planets' bonuses. No other cap (plan.upgradeSlots holds the most reachable).
 */
export function shipSlots(plan: GamePlan, state: GameState, p: number, kind: number): number {
  if (plan.unitShip[kind] === 0) return 0;
  return plan.unitSlots[kind] + effectCount(plan, state, p, B_CYBER_FACTORY) + state.slotBonus[p];
}

/** Building slots of player p's planets: the home planet's (the leader's) plus each conquered planet's. */
export function buildingSlots(plan: GamePlan, state: GameState, p: number): number {
  return plan.leaderSlots[state.leader[p]] + state.planetSlots[p];
}

/** Credits player p collects in Production (004, "Production"): its planets, home planet included, plus 150¢ per Refinery. */
export function production(plan: GamePlan, state: GameState, p: number): number {
  return plan.leaderProduction[state.leader[p]] + state.planetProduction[p] + REFINERY_INCOME * effectCount(plan, state, p, B_REFINERY);
}

/** What reachableBounds needs of a plan (a GamePlan before its bounds are set). */
type BoundsInput = Pick<
  GamePlan,
  | 'items' | 'itemKind' | 'itemCopies' | 'unitKinds' | 'unitShip' | 'unitSlots' | 'buildingPerPlayer' | 'effectItem' | 'itemOf' | 'leaderFleet'
  | 'leaderHand' | 'leaderSlots' | 'planetSlots' | 'planetFleetBonus' | 'planetSlotBonus' | 'startingHand'
>;

/**
 * The largest fleet limit, upgrade slots per ship and hand limit any player can reach in a game of
 * this plan: the best Leader's, plus every Planet's bonus (a Planet is conquered at most once), plus
 * the most Spaceports, Cyber Factories or Command Centers one player can hold (building slots of
 * the best home planet and every Planet, the card's per-player limit and its copies) — fewer when
 * the Arsenal's copies of every unit (or upgrade) run out first. The engine sizes its fleets, ships
 * and hands with these (plan.fleetSlots, upgradeSlots, handSlots), so no rule is ever capped by it.
 */
export function reachableBounds(plan: BoundsInput): { fleet: number; upgrades: number; hand: number } {
  const sum = (a: readonly number[]) => a.reduce((t, v) => t + Math.max(0, v), 0);
  const max = (a: readonly number[]) => a.reduce((m, v) => Math.max(m, v), 0);
  const buildingSlotsMax = max(plan.leaderSlots) + sum(plan.planetSlots);
  const most = (effect: number): number => {
    const item = plan.effectItem[effect];
    if (item < 0) return 0;
    const perPlayer = plan.buildingPerPlayer[plan.itemOf[item]];
    const copies = plan.itemCopies[item];
    return Math.min(buildingSlotsMax, perPlayer < 0 ? Infinity : perPlayer, copies < 0 ? Infinity : copies);
  };
  // All copies of a kind of card, or Infinity when one of them never runs out.
  const copiesOf = (kind: number): number => {
    let total = 0;
    for (let i = 0; i < plan.items; i++) if (plan.itemKind[i] === kind) total = plan.itemCopies[i] < 0 ? Infinity : total + plan.itemCopies[i];
    return total;
  };
  const ships = plan.unitSlots.filter((_, k) => plan.unitShip[k] === 1);
  const fleet = Math.min(max(plan.leaderFleet) + sum(plan.planetFleetBonus) + most(B_SPACEPORT), copiesOf(codes.ITEM_UNIT));
  const upgrades = Math.min(max(ships) + sum(plan.planetSlotBonus) + most(B_CYBER_FACTORY), copiesOf(codes.ITEM_UPGRADE));
  const hand = Math.max(plan.startingHand, max(plan.leaderHand) + most(B_COMMAND_CENTER));
  return { fleet: Math.max(1, fleet), upgrades: Math.max(1, upgrades), hand: Math.max(1, hand) };
}
