import { OUTCOME_BASE } from '../../core/tally.js';
import {
  ALLOCATION_CODES, BLAST_SHIELD_CODES, CREDIT_SLOTS, CREDIT_UNIT, DISCARD_CODES, ROLE_MINEFIELD, ROLE_MISSILE, ROLE_OTHER, ROLE_REPAIR, ROLE_SHIP, SPECIAL_DIVERSION,
  SPECIAL_MISSILE_LAUNCH, SPECIAL_NONE, SPECIAL_PLANETARY_FIRE, REPAIR_CODES, TACTIC_CODES, TARGET_MASKS, VALUE_CODES, type TitaniumPlan,
} from './plan.js';
import { handCapacity, RESERVED_OUTCOMES, type TitaniumScenario } from './scenario.js';

const SPECIAL_CODE = { diversion: SPECIAL_DIVERSION, 'missile-launch': SPECIAL_MISSILE_LAUNCH, 'planetary-fire': SPECIAL_PLANETARY_FIRE } as const;
const ROLE_CODE = { minefield: ROLE_MINEFIELD, missile: ROLE_MISSILE, repair: ROLE_REPAIR } as const;
const MEMO_KEY_LIMIT = 2 ** 53;

/**
 * Compiles a validated scenario into the flat plan the hot loop runs: every unit with its upgrades
 * folded in (004, "Example of an equipped Ship": Laser Cannon adds 1 attack, Armor 2 defense),
 * cards as bitmasks over unit kinds, the deck without the fixed hands, and the tally layout.
 */
export function compileTitanium(scenario: TitaniumScenario): TitaniumPlan {
  const { arsenal } = scenario;
  const kindKeys = arsenal.units.map((u) => u.key);
  const P = scenario.players.length;
  const plan = {
    game: 'titanium', players: P, playerNames: scenario.players.map((p) => p.name), maxOffensives: scenario.maxOffensives, kindKeys,
    unitCount: 0, unitOwner: [], unitKind: [], unitRole: [], unitLabel: [], unitAttack: [], unitDefense: [], unitStartDamage: [],
    unitEvasion: [], unitSelfDestruct: [], unitShields: [], unitMagnetic: [], unitPower: [], unitCost: [], valueTable: [[], []],
    shipOrder: [], handLimit: [], credits: [], fixedHand: [], allocation: [], valueCode: [], tactic: [], priorityWeight: [],
    withdrawBelow: [], discard: [], useMinefield: [], blastShield: [], repair: [], cardKeys: [], cardNames: [], cardPriority: [], cardActivates: [],
    cardTargets: [], cardMultiplier: [], cardSpecial: [], buildingAttack: [], deck: [], deckSize: scenario.deck.size,
    deckSample: scenario.deck.sample, maxStrength: 0, memoFeasible: [], offensivesSlot: 0, rotateSeats: scenario.seats === 'rotate' ? 1 : 0, seatWinSlot: 0, creditSlot: [], survivorSlot: [],
    survivorCount: [], unitSurvivedSlot: [], outcomes: [...scenario.players.map((p) => p.name), ...RESERVED_OUTCOMES], tallySize: 0,
  } as TitaniumPlan;

  const cards = scenario.deck.cards;
  const cardIndex = new Map(cards.map((c, i) => [c.key, i]));
  const activationBit = (key: string) => {
    const kind = kindKeys.indexOf(key);
    return kind >= 0 ? 1 << kind : 0;
  };
  for (const card of cards) {
    plan.cardKeys.push(card.key);
    plan.cardNames.push(card.name);
    plan.cardPriority.push(card.priority);
    plan.cardActivates.push(card.activates.reduce((bits, key) => bits | activationBit(key), 0));
    plan.cardTargets.push(card.targets.reduce((bits, key) => bits | activationBit(key), 0));
    plan.cardMultiplier.push(card.x2 ? 2 : 1);
    plan.cardSpecial.push(card.special === null ? SPECIAL_NONE : SPECIAL_CODE[card.special]);
  }

  let maxStrength = 0;
  scenario.players.forEach((player, p) => {
    const kindCounts = new Map<string, number>();
    const first = plan.unitCount;
    let attackSum = 0;
    for (const entry of player.fleet) {
      const unit = arsenal.unit.get(entry.unit)!;
      const upgrades = entry.upgrades.map((key) => arsenal.upgrade.get(key)!);
      const n = (kindCounts.get(unit.key) ?? 0) + 1;
      kindCounts.set(unit.key, n);
      plan.unitCount++;
      const attack = unit.attack + upgrades.reduce((s, g) => s + g.attack, 0);
      const shields = upgrades.filter((g) => g.special === 'shield');
      plan.unitOwner.push(p);
      plan.unitKind.push(kindKeys.indexOf(unit.key));
      plan.unitRole.push(unit.ship ? ROLE_SHIP : unit.effect === null ? ROLE_OTHER : ROLE_CODE[unit.effect]);
      plan.unitLabel.push(`${player.name}'s ${unit.name} #${n}${upgrades.length > 0 ? ` (${upgrades.map((g) => g.name).join(', ')})` : ''}`);
      plan.unitAttack.push(attack);
      plan.unitDefense.push(unit.defense + upgrades.reduce((s, g) => s + g.defense, 0));
      plan.unitStartDamage.push(entry.damage);
      plan.unitEvasion.push(upgrades.some((g) => g.special === 'evasion') ? 1 : 0);
      plan.unitSelfDestruct.push(upgrades.filter((g) => g.special === 'self-destruct').reduce((s, g) => s + g.blast, 0));
      plan.unitShields.push(shields.length === 0 ? -1 : shields.reduce((s, g) => s + g.shields, 0));
      plan.unitMagnetic.push(upgrades.some((g) => g.special === 'target') ? 1 : 0);
      plan.unitPower.push(unit.effect === 'repair' ? unit.repair : unit.blast);
      const cost = unit.cost + upgrades.reduce((s, g) => s + g.cost, 0);
      plan.unitCost.push(Math.round(cost / CREDIT_UNIT));
      plan.valueTable[0].push(cost);
      plan.valueTable[1].push(unit.ship ? attack : unit.effect === 'repair' ? unit.repair : unit.blast);
      attackSum += attack;
    }
    const ships = [];
    for (let u = first; u < plan.unitCount; u++) if (plan.unitRole[u] === ROLE_SHIP) ships.push(u);
    plan.shipOrder.push(ships.sort((a, b) => plan.unitCost[b] - plan.unitCost[a] || a - b));
    let buildingMax = 0;
    for (const card of cards) {
      let extra = 0;
      for (const key of card.activates) {
        const building = arsenal.building.get(key);
        if (building) extra += building.attack * (player.buildings[key] ?? 0);
      }
      plan.buildingAttack.push(extra);
      buildingMax = Math.max(buildingMax, extra);
    }
    maxStrength = Math.max(maxStrength, 2 * (attackSum + buildingMax));
    plan.handLimit.push(handCapacity(player, arsenal));
    plan.credits.push(player.credits);
    plan.fixedHand.push(player.hand.map((key) => cardIndex.get(key)!));
    const policies = player.policies;
    plan.allocation.push(ALLOCATION_CODES.indexOf(policies.allocation));
    plan.valueCode.push(VALUE_CODES.indexOf(policies.value));
    plan.tactic.push(TACTIC_CODES.indexOf(policies.tactic));
    plan.priorityWeight.push(policies.priorityWeight);
    plan.withdrawBelow.push(policies.withdraw === 'never' ? -1 : policies.withdraw.below);
    plan.discard.push(DISCARD_CODES.indexOf(policies.discard));
    plan.useMinefield.push(policies.minefield === 'always' ? 1 : 0);
    plan.blastShield.push(BLAST_SHIELD_CODES.indexOf(policies.blastShield));
    plan.repair.push(REPAIR_CODES.indexOf(policies.repair));
  });
  plan.maxStrength = maxStrength;

  const held = new Map<number, number>();
  for (const hand of plan.fixedHand) for (const c of hand) held.set(c, (held.get(c) ?? 0) + 1);
  cards.forEach((card, c) => {
    for (let k = held.get(c) ?? 0; k < card.count; k++) plan.deck.push(c);
  });

  for (let a = 0; a < P; a++) {
    let product = (maxStrength + 1) * TARGET_MASKS * P * cards.length;
    for (let u = 0; u < plan.unitCount; u++) if (plan.unitOwner[u] !== a) product *= plan.unitDefense[u] + 1;
    plan.memoFeasible.push(product < MEMO_KEY_LIMIT ? 1 : 0);
  }

  let next = OUTCOME_BASE + plan.outcomes.length;
  const take = (n: number) => ((next += n), next - n);
  plan.offensivesSlot = take(plan.maxOffensives + 1);
  for (let p = 0; p < P; p++) {
    plan.creditSlot.push(take(CREDIT_SLOTS));
    for (let k = 0; k < kindKeys.length; k++) {
      let count = 0;
      for (let u = 0; u < plan.unitCount; u++) if (plan.unitOwner[u] === p && plan.unitKind[u] === k) count++;
      plan.survivorCount.push(count);
      plan.survivorSlot.push(count > 0 ? take(count + 1) : -1);
    }
  }
  for (let u = 0; u < plan.unitCount; u++) plan.unitSurvivedSlot.push(take(1));
  plan.seatWinSlot = take(P);
  plan.tallySize = next;
  return plan;
}
