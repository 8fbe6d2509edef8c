import { OUTCOME_BASE, SlotAllocator } from '../../core/tally.js';
import { unitStats, UNIT_KEYS, type Roll, type UnitKey, type UnitOverrides } from './catalog.js';
import { EFFECTS, effectPolicyCode } from './effects/registry.js';
import { absorptionSequence, type AssignableUnit } from './policies/hit-assignment.js';
import { DICE_PER_OPPONENT_NON_FIGHTER_SHIP, NO_ROLL, TI4_OUTCOMES, type TheatrePlan, type Ti4Plan, type Ti4SidePlan } from './plan.js';
import { isSpaceCombatant, type Ti4Scenario, type Ti4Side } from './scenario.js';

const diceOf = (roll: Roll | undefined): number =>
  roll === undefined ? 0 : roll.dice === 'opponentNonFighterShips' ? DICE_PER_OPPONENT_NON_FIGHTER_SHIP : roll.dice;


const emptyTheatre = (): TheatrePlan => ({ hitOn: [], dice: [], targetable: [], sequence: [] });

/** Per-unit arrays of a side before effects and sequences. */
function unitArrays(side: Ti4Side, slots: SlotAllocator, overrides?: UnitOverrides): Ti4SidePlan {
  const plan: Ti4SidePlan = {
    unitCount: 0, type: [], label: [], halfCost: [], isShip: [], isFighter: [], isNonFighterShip: [], isGroundForce: [],
    isInfantry: [], canSustain: [], directHitImmune: [], startsDamaged: [], space: emptyTheatre(), ground: emptyTheatre(),
    barrageHitOn: [], barrageDice: [], cannonHitOn: [], cannonDice: [], cannonDefends: [], bombardHitOn: [], bombardDice: [],
    breaksShield: [], burstFace: [], burstHits: [], restrictedHits: [], restrictionSource: -1, extraDieOnCannonAndBombard: false,
    cannonRestricted: false, cannonOffense: true, cannonDefense: true, planetaryShield: false, extraCannon: { hitOn: NO_ROLL, dice: 0 },
    bombardPenaltyAgainst: 0, cannonPenaltyAgainst: 0, effects: side.effects.map((e) => ({ ...e, policy: effectPolicyCode(e.id, side.effectPolicies) })),
    retreat: {
      afterRound: side.retreat && 'afterRound' in side.retreat ? side.retreat.afterRound : 0,
      whenLosing: side.retreat && 'whenLosing' in side.retreat ? side.retreat.whenLosing : 0,
    },
    survivorSlot: [], typeCount: [], lostSlot: slots.take(2),
  };
  UNIT_KEYS.forEach((key: UnitKey, typeIndex) => {
    const count = side.units[key] ?? 0;
    plan.typeCount.push(count);
    plan.survivorSlot.push(count > 0 ? slots.take(count + 1) : -1);
    if (count === 0) return;
    const stats = unitStats(key, side.upgrades.includes(key), side.faction, overrides);
    const inSpace = isSpaceCombatant(key, side);
    const damaged = side.damaged[key] ?? 0;
    if (stats.planetaryShield) plan.planetaryShield = true;
    for (let i = 0; i < count; i++) {
      plan.unitCount++;
      plan.type.push(typeIndex);
      plan.label.push(count > 1 ? `${stats.name} #${i + 1}` : stats.name);
      plan.halfCost.push(Math.round(stats.cost * 2));
      plan.isShip.push(stats.ship ? 1 : 0);
      plan.isFighter.push(key === 'fighter' ? 1 : 0);
      plan.isNonFighterShip.push(inSpace && key !== 'fighter' ? 1 : 0);
      plan.isGroundForce.push(stats.groundForce ? 1 : 0);
      plan.isInfantry.push(key === 'infantry' ? 1 : 0);
      plan.canSustain.push(stats.sustain ? 1 : 0);
      plan.directHitImmune.push(stats.directHitImmune ? 1 : 0);
      plan.startsDamaged.push(i < damaged ? 1 : 0);
      plan.space.hitOn.push(inSpace ? stats.space!.hitOn : NO_ROLL);
      plan.space.dice.push(inSpace ? diceOf(stats.space) : 0);
      plan.space.targetable.push(inSpace ? 1 : 0);
      plan.ground.hitOn.push(stats.ground?.hitOn ?? NO_ROLL);
      plan.ground.dice.push(diceOf(stats.ground));
      plan.ground.targetable.push(stats.groundForce ? 1 : 0);
      plan.barrageHitOn.push(stats.barrage?.hitOn ?? NO_ROLL);
      plan.barrageDice.push(diceOf(stats.barrage));
      plan.cannonHitOn.push(stats.spaceCannon?.hitOn ?? NO_ROLL);
      plan.cannonDice.push(diceOf(stats.spaceCannon));
      plan.cannonDefends.push(stats.spaceCannon && !stats.ship && !stats.groundForce ? 1 : 0);
      plan.bombardHitOn.push(stats.bombardment?.hitOn ?? NO_ROLL);
      plan.bombardDice.push(diceOf(stats.bombardment));
      plan.breaksShield.push(stats.breaksShield ? 1 : 0);
      plan.burstFace.push(0);
      plan.burstHits.push(0);
      plan.restrictedHits.push(0);
    }
  });
  return plan;
}

/** The absorption sequence of one theatre from the side's hit-assignment policy. */
function theatreSequence(plan: Ti4SidePlan, theatre: TheatrePlan, side: Ti4Side, unitTypes: readonly UnitKey[]): number[] {
  const units: AssignableUnit[] = [];
  const index: number[] = [];
  for (let u = 0; u < plan.unitCount; u++) {
    if (theatre.targetable[u] === 0) continue;
    units.push({ type: unitTypes[plan.type[u]], canSustain: plan.canSustain[u] === 1, startsDamaged: plan.startsDamaged[u] === 1, directHitImmune: plan.directHitImmune[u] === 1 });
    index.push(u);
  }
  return absorptionSequence(units, side).map((entry) => index[entry >> 1] * 2 + (entry & 1));
}

/** Compiles a validated TI4 scenario into the flat plan the hot loop runs. */
export function compileTi4(scenario: Ti4Scenario): Ti4Plan {
  const slots = new SlotAllocator(OUTCOME_BASE + TI4_OUTCOMES.length);
  const roundsSlots = scenario.options.maxRounds * 2 + 1;
  const roundsSlot = slots.take(roundsSlots);
  const lostCrossSlot = slots.take(1);
  const sides: [Ti4SidePlan, Ti4SidePlan] = [unitArrays(scenario.attacker, slots, scenario.overrides), unitArrays(scenario.defender, slots, scenario.overrides)];
  sides.forEach((own, s) => {
    for (const use of own.effects) EFFECTS.get(use.id)!.compileInPlace?.(own, sides[1 - s], use, UNIT_KEYS);
  });
  [scenario.attacker, scenario.defender].forEach((side, s) => {
    sides[s].space.sequence = theatreSequence(sides[s], sides[s].space, side, UNIT_KEYS);
    sides[s].ground.sequence = theatreSequence(sides[s], sides[s].ground, side, UNIT_KEYS);
  });
  return {
    game: 'ti4',
    outcomes: [...TI4_OUTCOMES],
    place: scenario.place,
    maxRounds: scenario.options.maxRounds,
    unitTypes: [...UNIT_KEYS],
    sides,
    roundsSlot,
    roundsSlots,
    lostCrossSlot,
    tallySize: slots.next,
  };
}
