import { OUTCOME_BASE } from '../../core/tally.js';
import { unitStats, UNIT_KEYS, type Roll, type UnitKey } from './catalog.js';
import { absorptionSequence, type AssignableUnit } from './policies/hit-assignment.js';
import { DICE_PER_OPPONENT_NON_FIGHTER_SHIP, TI4_OUTCOMES, type Ti4Plan, type Ti4SidePlan } from './plan.js';
import { isSpaceCombatant, type Ti4Scenario, type Ti4Side } from './scenario.js';

const diceOf = (roll: Roll | undefined): number =>
  roll === undefined ? 0 : roll.dice === 'opponentNonFighterShips' ? DICE_PER_OPPONENT_NON_FIGHTER_SHIP : roll.dice;

/** Allocates tally slots in order. */
class SlotAllocator {
  constructor(public next: number) {}
  take(count: number): number {
    const slot = this.next;
    this.next += count;
    return slot;
  }
}

function compileSide(side: Ti4Side, slots: SlotAllocator): Ti4SidePlan {
  const plan: Ti4SidePlan = {
    unitCount: 0, type: [], label: [], halfCost: [], targetable: [], isFighter: [], isNonFighterShip: [],
    combatHitOn: [], combatDice: [], barrageHitOn: [], barrageDice: [], cannonHitOn: [], cannonDice: [],
    startsDamaged: [], sequence: [], survivorSlot: [], typeCount: [], lostSlot: slots.take(2),
  };
  const assignable: AssignableUnit[] = [];
  const unitIndexOfAssignable: number[] = [];
  UNIT_KEYS.forEach((key: UnitKey, typeIndex) => {
    const count = side.units[key] ?? 0;
    plan.typeCount.push(count);
    plan.survivorSlot.push(count > 0 ? slots.take(count + 1) : -1);
    if (count === 0) return;
    const stats = unitStats(key, side.upgrades.includes(key), side.faction);
    const fights = isSpaceCombatant(key, side);
    const damaged = side.damaged[key] ?? 0;
    for (let i = 0; i < count; i++) {
      const unit = plan.unitCount++;
      plan.type.push(typeIndex);
      plan.label.push(count > 1 ? `${stats.name} #${i + 1}` : stats.name);
      plan.halfCost.push(Math.round(stats.cost * 2));
      plan.targetable.push(fights ? 1 : 0);
      plan.isFighter.push(key === 'fighter' ? 1 : 0);
      plan.isNonFighterShip.push(stats.ship && key !== 'fighter' ? 1 : 0);
      plan.combatHitOn.push(fights ? stats.space!.hitOn : 11);
      plan.combatDice.push(fights ? diceOf(stats.space) : 0);
      plan.barrageHitOn.push(stats.barrage?.hitOn ?? 11);
      plan.barrageDice.push(diceOf(stats.barrage));
      plan.cannonHitOn.push(stats.spaceCannon?.hitOn ?? 11);
      plan.cannonDice.push(diceOf(stats.spaceCannon));
      plan.startsDamaged.push(i < damaged ? 1 : 0);
      if (fights) {
        assignable.push({ type: key, canSustain: stats.sustain, startsDamaged: i < damaged, directHitImmune: stats.directHitImmune });
        unitIndexOfAssignable.push(unit);
      }
    }
  });
  plan.sequence = absorptionSequence(assignable, side).map((entry) => unitIndexOfAssignable[entry >> 1] * 2 + (entry & 1));
  return plan;
}

/** Compiles a validated TI4 scenario into the flat plan the hot loop runs. */
export function compileTi4(scenario: Ti4Scenario): Ti4Plan {
  const slots = new SlotAllocator(OUTCOME_BASE + TI4_OUTCOMES.length);
  const roundsSlot = slots.take(scenario.options.maxRounds + 1);
  const attacker = compileSide(scenario.attacker, slots);
  const defender = compileSide(scenario.defender, slots);
  return {
    game: 'ti4',
    outcomes: [...TI4_OUTCOMES],
    place: scenario.place,
    maxRounds: scenario.options.maxRounds,
    unitTypes: [...UNIT_KEYS],
    sides: [attacker, defender],
    roundsSlot,
    tallySize: slots.next,
  };
}
