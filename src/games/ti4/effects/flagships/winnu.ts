import { needsFlagship, whenUnitPresent, type EffectDefinition } from '../effect.js';

/**
 * Winnu flagship Salai Sai Corian (faction sheet). Its dice count is part of its catalog entry
 * (`dice: 'opponentNonFighterShips'`), counted when it rolls; this entry documents and validates it.
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
};
