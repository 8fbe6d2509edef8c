import { needsFlagship, type EffectDefinition } from '../effect.js';

/**
 * Winnu flagship Salai Sai Corian (faction sheet). Its dice count is part of its catalog entry
 * (`dice: 'opponentNonFighterShips'`), counted when it rolls; this entry documents and validates it.
 */
export const winnuFlagship: EffectDefinition = {
  id: 'winnu-flagship',
  family: 'flagship',
  name: 'Salai Sai Corian',
  text: "When this unit makes a combat roll, it rolls a number of dice equal to the number of your opponent's non-fighter ships in this system.",
  unusable: needsFlagship('winnu'),
};
