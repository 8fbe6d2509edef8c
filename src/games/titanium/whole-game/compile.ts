import { OUTCOME_BASE } from '../../../core/tally.js';
import { ROLE_MINEFIELD, ROLE_MISSILE, ROLE_OTHER, ROLE_REPAIR, ROLE_SHIP } from '../plan.js';
import { arenaCodes, createArena } from './arena.js';
import { reachableBounds } from './limits.js';
import { buildingWorth, unitWorth, upgradeWorth } from './policies/item-worth.js';
import { withdrawShare } from './policies/participation.js';
import {
  BUILDING_EFFECTS, EVENT_EFFECTS, ITEM_BUILDING, ITEM_UNIT, ITEM_UPGRADE, LEADER_CHOICE_CODES, PURCHASE_CODES, UPGRADE_SPECIALS,
  type GameMixture, type GamePlan,
} from './plan.js';
import { NOBODY, type GameScenario } from './scenario.js';

const ROLE_CODE = { minefield: ROLE_MINEFIELD, missile: ROLE_MISSILE, repair: ROLE_REPAIR } as const;
const ITEM_KIND_CODE = { unit: ITEM_UNIT, upgrade: ITEM_UPGRADE, building: ITEM_BUILDING } as const;

/**
 * Compiles a whole-game scenario into the plan the hot loop runs: the Arsenal as one item table
 * (units, upgrades, buildings; the Tech levels unprinted are 0, copies unprinted never run out),
 * the leaders and Planet/Event cards as columns, each seat's policies as codes, the arena and the
 * tally layout (plan.ts).
 */
export function compileGame(scenario: GameScenario): GamePlan {
  const plan = compilePure(scenario);
  if (scenario.players.some((p) => p.mix !== undefined)) plan.mixture = compileMixture(scenario);
  return plan;
}

/**
 * Every combination of the players' mixed strategies (a player without a mix plays its policies in
 * each), compiled with the players on those strategies, and the chance of each: the product of the
 * strategies' weights, since each player draws its own.
 */
function compileMixture(scenario: GameScenario): GameMixture {
  const choices = scenario.players.map((p) => p.mix ?? [{ weight: 1, policies: p.policies }]);
  let combos: { weight: number; draw: number[] }[] = [{ weight: 1, draw: [] }];
  for (const mix of choices) combos = combos.flatMap((c) => mix.map((m, j) => ({ weight: c.weight * m.weight, draw: [...c.draw, j] })));
  const total = combos.reduce((sum, c) => sum + c.weight, 0);
  let sum = 0;
  const cumulative = combos.map((c) => (sum += c.weight / total));
  cumulative[cumulative.length - 1] = 1;
  const plans = combos.map(({ draw }) =>
    compilePure({ ...scenario, players: scenario.players.map((p, g) => ({ name: p.name, leader: p.leader, policies: choices[g][draw[g]].policies })) }),
  );
  return { cumulative, plans, draws: combos.map((c) => c.draw) };
}

/** The plan of a scenario whose players each play one strategy. */
function compilePure(scenario: GameScenario): GamePlan {
  const { arsenal, leaders, planets, deck } = scenario;
  const P = scenario.players.length;
  const cards = [...arsenal.units, ...arsenal.upgrades, ...arsenal.buildings];
  const worths = [...arsenal.units.map(unitWorth), ...arsenal.upgrades.map(upgradeWorth), ...arsenal.buildings.map(buildingWorth)];
  const itemKind = [...arsenal.units.map(() => ITEM_UNIT), ...arsenal.upgrades.map(() => ITEM_UPGRADE), ...arsenal.buildings.map(() => ITEM_BUILDING)];
  const itemOf = [...arsenal.units.map((_, i) => i), ...arsenal.upgrades.map((_, i) => i), ...arsenal.buildings.map((_, i) => i)];
  const itemKeys = cards.map((c) => c.key);
  const cardBuildingStart: number[] = [];
  const cardBuildings: number[] = [];
  for (const card of deck.cards) {
    cardBuildingStart.push(cardBuildings.length);
    for (const key of card.activates) if (arsenal.building.has(key)) cardBuildings.push(itemKeys.indexOf(key));
  }
  cardBuildingStart.push(cardBuildings.length);
  const buildingCards = deck.cards.flatMap((_, c) => (cardBuildingStart[c + 1] > cardBuildingStart[c] ? [c] : []));
  const seat = <T>(pick: (policies: GameScenario['players'][number]['policies']) => T) => scenario.players.map((p) => pick(p.policies));
  const plan: GamePlan = {
    game: 'titanium-game', players: P, playerNames: scenario.players.map((p) => p.name), target: scenario.target, maxTurns: scenario.maxTurns,
    firstRandom: scenario.firstPlayer === 'random' ? 1 : 0, startingCredits: scenario.startingCredits, startingHand: scenario.startingHand,
    fleetSlots: 0, upgradeSlots: 0, handSlots: 0,
    items: cards.length, itemKeys, itemNames: cards.map((c) => c.name), itemKind, itemOf,
    itemCost: cards.map((c) => c.cost), itemTech: cards.map((c) => c.tech ?? 0), itemCopies: cards.map((c) => c.copies ?? -1),
    worthAttack: worths.map((w) => w.attack), worthDefense: worths.map((w) => w.defense),
    unitKinds: arsenal.units.length, unitShip: arsenal.units.map((u) => (u.ship ? 1 : 0)), unitAttack: arsenal.units.map((u) => u.attack),
    unitDefense: arsenal.units.map((u) => u.defense), unitSlots: arsenal.units.map((u) => u.slots),
    unitRole: arsenal.units.map((u) => (u.ship ? ROLE_SHIP : u.effect === null ? ROLE_OTHER : ROLE_CODE[u.effect])),
    unitPower: arsenal.units.map((u) => (u.effect === 'repair' ? u.repair : u.blast)),
    upgradeCount: arsenal.upgrades.length, upgradeAttack: arsenal.upgrades.map((g) => g.attack), upgradeDefense: arsenal.upgrades.map((g) => g.defense),
    upgradeSpecial: arsenal.upgrades.map((g) => UPGRADE_SPECIALS.indexOf(g.special)), upgradeBlast: arsenal.upgrades.map((g) => g.blast),
    upgradeShields: arsenal.upgrades.map((g) => g.shields),
    buildingCount: arsenal.buildings.length, buildingEffect: arsenal.buildings.map((b) => BUILDING_EFFECTS.indexOf(b.effect)),
    buildingAttack: arsenal.buildings.map((b) => b.attack), buildingPerPlayer: arsenal.buildings.map((b) => b.perPlayer ?? -1),
    buildingPerPlanet: arsenal.buildings.map((b) => b.perPlanet ?? -1),
    effectItem: BUILDING_EFFECTS.map((effect) => {
      const b = arsenal.buildings.findIndex((card) => card.effect === effect);
      return b < 0 ? -1 : arsenal.units.length + arsenal.upgrades.length + b;
    }),
    leaders: leaders.leaders.length, leaderKeys: leaders.leaders.map((l) => l.key), leaderNames: leaders.leaders.map((l) => l.name),
    leaderProduction: leaders.leaders.map((l) => l.production), leaderSlots: leaders.leaders.map((l) => l.buildingSlots),
    leaderFleet: leaders.leaders.map((l) => l.fleet), leaderHand: leaders.leaders.map((l) => l.hand),
    planetCards: planets.cards.length, planetNames: planets.cards.map((c) => c.planet.name), planetProduction: planets.cards.map((c) => c.planet.production),
    planetSlots: planets.cards.map((c) => c.planet.buildingSlots), planetFleetBonus: planets.cards.map((c) => c.planet.fleetBonus),
    planetSlotBonus: planets.cards.map((c) => c.planet.upgradeSlotBonus), planetDeposits: planets.cards.map((c) => c.planet.deposits),
    eventNames: planets.cards.map((c) => c.event.name), eventEffect: planets.cards.map((c) => EVENT_EFFECTS.indexOf(c.event.effect)),
    eventAmount: planets.cards.map((c) => c.event.amount), eventItemKind: planets.cards.map((c) => (c.event.type === null ? -1 : ITEM_KIND_CODE[c.event.type])),
    fixedLeader: scenario.players.map((p) => (p.leader === null ? -1 : leaders.leaders.findIndex((l) => l.key === p.leader))),
    purchase: seat((p) => PURCHASE_CODES.indexOf(p.purchase)), participation: seat((p) => p.participation),
    withdrawShare: seat((p) => withdrawShare(p.participation)),
    leaderChoice: seat((p) => LEADER_CHOICE_CODES.indexOf(p.leader)),
    avoid: scenario.players.flatMap((p) => itemKeys.map((key) => (p.policies.avoid.includes(key) ? 1 : 0))),
    openCard: seat((p) => (p.openWith === null ? -1 : itemKeys.indexOf(p.openWith.card))), openPrice: seat((p) => p.openWith?.price ?? 0),
    allocation: seat((p) => arenaCodes.allocation.indexOf(p.allocation)), valueCode: seat((p) => arenaCodes.value.indexOf(p.value)),
    tactic: seat((p) => arenaCodes.tactic.indexOf(p.tactic)), priorityWeight: seat((p) => p.priorityWeight),
    discard: seat((p) => arenaCodes.discard.indexOf(p.discard)), useMinefield: seat((p) => (p.minefield === 'always' ? 1 : 0)),
    blastShield: seat((p) => arenaCodes.blastShield.indexOf(p.blastShield)), repair: seat((p) => arenaCodes.repair.indexOf(p.repair)),
    arena: createArena(P, arsenal, deck, scenario.maxOffensives, 1, 1), cardBuildingStart, cardBuildings, buildingCards,
    seatWinSlot: 0, leaderSlot: 0, policySlot: 0, turnsSlot: 0, itemSlot: 0, boughtTurnSlot: 0, purchasesSlot: 0, depositsSlot: 0, conquestsSlot: 0, lossSlot: [], fleetSlot: [],
    outcomes: [...scenario.players.map((p) => p.name), NOBODY], tallySize: 0,
  };
  const bounds = reachableBounds(plan);
  plan.fleetSlots = bounds.fleet;
  plan.upgradeSlots = bounds.upgrades;
  plan.handSlots = bounds.hand;
  plan.arena = createArena(P, arsenal, deck, scenario.maxOffensives, bounds.fleet, bounds.hand);
  let next = OUTCOME_BASE + plan.outcomes.length;
  const take = (n: number) => ((next += n), next - n);
  plan.seatWinSlot = take(P);
  plan.leaderSlot = take(2 * plan.leaders);
  plan.policySlot = take(2 * PURCHASE_CODES.length);
  plan.turnsSlot = take(plan.maxTurns + 1);
  plan.itemSlot = take(2 * plan.items);
  plan.boughtTurnSlot = take(2 * plan.items * plan.maxTurns);
  plan.purchasesSlot = take(plan.items);
  plan.depositsSlot = take(P);
  plan.conquestsSlot = take(P + 1);
  for (let p = 0; p < P; p++) {
    plan.lossSlot.push(take(6));
    for (let k = 0; k < plan.unitKinds; k++) plan.fleetSlot.push(take(plan.fleetSlots + 1));
  }
  plan.tallySize = next;
  return plan;
}
