import { OUTCOME_BASE, SlotAllocator } from '../../core/tally.js';
import { unitStats, UNIT_KEYS, type Roll, type UnitKey, type UnitOverrides } from './catalog.js';
import { EFFECTS, effectPolicyCode } from './effects/registry.js';
import { absorptionSequence, type AssignableUnit } from './policies/hit-assignment.js';
import { DICE_PER_OPPONENT_NON_FIGHTER_SHIP, NO_ROLL, TI4_OUTCOMES, type TheatrePlan, type Ti4Plan, type Ti4SidePlan } from './plan.js';
import { roundSamplingOf } from './sampling/round-sampling.js';
import { isSpaceCombatant, type Ti4Scenario, type Ti4Side, type UnitCounts } from './scenario.js';

const diceOf = (roll: Roll | undefined): number =>
  roll === undefined ? 0 : roll.dice === 'opponentNonFighterShips' ? DICE_PER_OPPONENT_NON_FIGHTER_SHIP : roll.dice;


const emptyTheatre = (): TheatrePlan => ({ hitOn: [], dice: [], targetable: [], sequence: [] });

/** Per-unit arrays of a side before effects and sequences. */
function unitArrays(side: Ti4Side, index: 0 | 1, slots: SlotAllocator, overrides: UnitOverrides | undefined, reserves: UnitCounts): Ti4SidePlan {
  const plan: Ti4SidePlan = {
    faction: side.faction ?? '', index, unitCount: 0, type: [], label: [], halfCost: [], isShip: [], isFighter: [], isNonFighterShip: [], isGroundForce: [],
    isInfantry: [], canSustain: [], directHitImmune: [], startsDamaged: [], space: emptyTheatre(), ground: emptyTheatre(),
    barrageHitOn: [], barrageDice: [], cannonHitOn: [], cannonDice: [], cannonDefends: [], bombardHitOn: [], bombardDice: [],
    breaksShield: [], burstFace: [], burstHits: [], restrictedHits: [], restrictionSource: -1, extraAbilityDice: [0, 0, 0, 0], groundHitFactor: 1, bombardHitFactor: 1, barrageWithoutFighters: false, barrageHitsAllShips: false,
    oneShotAbilityDice: 0, rerollAbilityMisses: false, returnsLandingForces: false, removesDefendingForces: false, skipsToLanding: false,
    bonusHitWhenOpponentHits: 0, sustainAbsorbs: [], spaceSustainOnly: [], noSpaceSustain: [], shieldUnits: [], keepRepairable: false,
    cannonRestricted: false, cannonOffense: true, cannonDefense: true, planetaryShield: false, bombardImmune: false, bombardIgnoresShield: false, extraCannon: { hitOn: NO_ROLL, dice: 0, label: '' },
    bombardPenaltyAgainst: 0, cannonPenaltyAgainst: 0, effects: side.effects.map((e) => ({ ...e, policy: effectPolicyCode(e.id, side.effectPolicies) })), reserve: [], tradeGoods: side.tradeGoods,
    retreat: {
      afterRound: side.retreat && 'afterRound' in side.retreat ? side.retreat.afterRound : 0,
      whenLosing: side.retreat && 'whenLosing' in side.retreat ? side.retreat.whenLosing : 0,
    },
    survivorSlot: [], typeCount: [], lostSlot: slots.take(2),
  };
  UNIT_KEYS.forEach((key: UnitKey, typeIndex) => {
    const present = side.units[key] ?? 0;
    const count = present + (reserves[key] ?? 0);
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
      plan.label.push(i >= present ? `${stats.name} (placed during the battle)${count > 1 ? ` #${i + 1}` : ''}` : count > 1 ? `${stats.name} #${i + 1}` : stats.name);
      plan.reserve.push(i >= present ? 1 : 0);
      plan.halfCost.push(Math.round(stats.cost * 2));
      plan.isShip.push(stats.ship ? 1 : 0);
      plan.isFighter.push(key === 'fighter' ? 1 : 0);
      plan.isNonFighterShip.push(inSpace && key !== 'fighter' ? 1 : 0);
      plan.isGroundForce.push(stats.groundForce ? 1 : 0);
      plan.isInfantry.push(key === 'infantry' ? 1 : 0);
      plan.canSustain.push(stats.sustain ? 1 : 0);
      plan.sustainAbsorbs.push(1);
      plan.spaceSustainOnly.push(0);
      plan.shieldUnits.push(stats.planetaryShield ? 1 : 0);
      plan.noSpaceSustain.push(stats.spaceSustain === false ? 1 : 0);
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
      // Units on the planet fire space cannon defense: PDS, Hel-Titans, Indomitus (not ships).
      plan.cannonDefends.push(stats.spaceCannon && !stats.ship ? 1 : 0);
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

/**
 * The absorption sequence of one theatre from the side's hit-assignment policy. Units that lend
 * their sustain to the ships (Quantum Manipulator) sustain after the ships, before any loss — and,
 * with Direct Hit in the opponent's hand (`facesDirectHit`), before the first ship Direct Hit can
 * destroy: a mech is not a ship, so its sustain cannot be answered by the card.
 */
function theatreSequence(plan: Ti4SidePlan, theatre: TheatrePlan, side: Ti4Side, unitTypes: readonly UnitKey[], facesDirectHit: boolean): number[] {
  const units: AssignableUnit[] = [];
  const index: number[] = [];
  for (let u = 0; u < plan.unitCount; u++) {
    if (theatre.targetable[u] === 0) continue;
    const canSustain = plan.canSustain[u] === 1 && (theatre !== plan.space || plan.noSpaceSustain[u] === 0);
    units.push({ type: unitTypes[plan.type[u]], canSustain, startsDamaged: plan.startsDamaged[u] === 1, directHitImmune: plan.directHitImmune[u] === 1 });
    index.push(u);
  }
  const sequence = absorptionSequence(units, side).map((entry) => index[entry >> 1] * 2 + (entry & 1));
  if (theatre !== plan.space) return sequence;
  // Units that only lend their sustain to the ships: after the ships' sustains, before any loss.
  const lend: number[] = [];
  for (let u = 0; u < plan.unitCount; u++) if (plan.spaceSustainOnly[u] === 1 && plan.canSustain[u] === 1 && plan.startsDamaged[u] === 0) lend.push(u * 2 + 1);
  if (lend.length === 0) return sequence;
  const firstLoss = sequence.findIndex((entry) => (entry & 1) === 0);
  const exposed = (entry: number) => (entry & 1) === 1 && plan.isShip[entry >> 1] === 1 && plan.directHitImmune[entry >> 1] === 0;
  const firstExposed = facesDirectHit ? sequence.findIndex(exposed) : -1;
  const at = Math.min(firstLoss < 0 ? sequence.length : firstLoss, firstExposed < 0 ? sequence.length : firstExposed);
  return [...sequence.slice(0, at), ...lend, ...sequence.slice(at)];
}

/** The side with the units its effects place before the battle (Magen Defense Grid's infantry). */
export function withPlacedUnits(side: Ti4Side, opponent: Ti4Side): Ti4Side {
  let units = side.units;
  for (const use of side.effects) {
    const placed = EFFECTS.get(use.id)!.placesUnits?.(side, opponent);
    if (!placed) continue;
    units = { ...units };
    for (const key of UNIT_KEYS) {
      if ((placed[key] ?? 0) === 0) continue;
      const count = Math.max(0, (units[key] ?? 0) + placed[key]!);
      if (count > 0) units[key] = count;
      else delete units[key];
    }
  }
  return units === side.units ? side : { ...side, units };
}

/** Units the side's effects may place during the battle (they start off the board). */
function reserveUnits(side: Ti4Side, opponent: Ti4Side): UnitCounts {
  const reserves: UnitCounts = {};
  for (const use of side.effects) {
    const more = EFFECTS.get(use.id)!.reserveUnits?.(side, opponent);
    if (!more) continue;
    for (const key of UNIT_KEYS) if ((more[key] ?? 0) > 0) reserves[key] = (reserves[key] ?? 0) + more[key]!;
  }
  return reserves;
}

/** Compiles a validated TI4 scenario into the flat plan the hot loop runs. */
export function compileTi4(scenario: Ti4Scenario): Ti4Plan {
  const slots = new SlotAllocator(OUTCOME_BASE + TI4_OUTCOMES.length);
  const roundsSlots = scenario.options.maxRounds * 2 + 1;
  const roundsSlot = slots.take(roundsSlots);
  const lostCrossSlot = slots.take(1);
  const attacker = withPlacedUnits(scenario.attacker, scenario.defender);
  const defender = withPlacedUnits(scenario.defender, scenario.attacker);
  const sides: [Ti4SidePlan, Ti4SidePlan] = [
    unitArrays(attacker, 0, slots, scenario.overrides, reserveUnits(attacker, defender)),
    unitArrays(defender, 1, slots, scenario.overrides, reserveUnits(defender, attacker)),
  ];
  sides.forEach((own, s) => {
    for (const use of own.effects) EFFECTS.get(use.id)!.compileInPlace?.(own, sides[1 - s], use, UNIT_KEYS);
  });
  // A planetary shield needs a unit that still has one (Disable takes the PDS units' away).
  for (const own of sides) own.planetaryShield &&= own.shieldUnits.some((shield) => shield === 1);
  // The side may choose not to keep the repairable unit (hit-assignment policy `keepRepairable: false`).
  [attacker, defender].forEach((side, s) => (sides[s].keepRepairable &&= side.keepRepairable));
  [attacker, defender].forEach((side, s) => {
    const facesDirectHit = sides[1 - s].effects.some((e) => e.id === 'direct-hit');
    sides[s].space.sequence = theatreSequence(sides[s], sides[s].space, side, UNIT_KEYS, facesDirectHit);
    sides[s].ground.sequence = theatreSequence(sides[s], sides[s].ground, side, UNIT_KEYS, false);
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
    roundSampling: roundSamplingOf(sides),
    tallySize: slots.next,
  };
}
