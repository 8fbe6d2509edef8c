import { needsFaction, whenFaction, type EffectDefinition } from '../effect.js';
import { BOTH_THEATRES, modifyCombatRollsInPlace } from './modifiers.js';

/** Unrelenting (Sardakk N'orr faction ability): +1 to every combat roll, space and ground. */
export const unrelenting: EffectDefinition = {
  id: 'unrelenting',
  family: 'faction-ability',
  faction: 'sardakk',
  name: 'Unrelenting',
  text: "Apply +1 to the result of each of your unit's combat rolls.",
  timing: 'every combat roll',
  exact: true,
  isAutomatic: whenFaction('sardakk'),
  unusable: needsFaction('sardakk'),
  compileInPlace(own) {
    modifyCombatRollsInPlace(own, 1, BOTH_THEATRES);
  },
};

/** The Sardakk N'orr content salvo models. */
export const SARDAKK: readonly EffectDefinition[] = [unrelenting];
