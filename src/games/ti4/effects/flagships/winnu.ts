import { DICE_PER_OPPONENT_NON_FIGHTER_SHIP } from '../../plan.js';
import { needsFlagship, unitsOfType, whenUnitPresent, type EffectDefinition } from '../effect.js';

/**
 * Winnu flagship Salai Sai Corian (faction sheet): it rolls one die per opposing non-fighter ship,
 * counted when it rolls (the catalog gives it 1 die without this ability).
 */
export const winnuFlagship: EffectDefinition = {
  id: 'salai-sai-corian',
  family: 'flagship',
  faction: 'winnu',
  timing: 'when it makes a combat roll',
  exact: true,
  name: 'Salai Sai Corian',
  text: "When this unit makes a combat roll, it rolls a number of dice equal to the number of your opponent's non-fighter ships in this system.",
  isAutomatic: whenUnitPresent('winnu', 'flagship'),
  unusable: needsFlagship('winnu'),
  compileInPlace(own, _opponent, _use, unitTypes) {
    for (const u of unitsOfType(own, unitTypes, 'flagship')) own.space.dice[u] = DICE_PER_OPPONENT_NON_FIGHTER_SHIP;
  },
};
