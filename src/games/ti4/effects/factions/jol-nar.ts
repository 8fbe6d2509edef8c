import { needsFaction, whenFaction, type EffectDefinition } from '../effect.js';
import { BOTH_THEATRES, modifyCombatRollsInPlace } from './modifiers.js';

/** Fragile (Universities of Jol-Nar faction ability): -1 to every combat roll, space and ground. */
export const fragile: EffectDefinition = {
  id: 'fragile',
  family: 'faction-ability',
  faction: 'jol-nar',
  name: 'Fragile',
  text: "Apply -1 to the result of each of your unit's combat rolls.",
  timing: 'every combat roll',
  exact: true,
  isAutomatic: whenFaction('jol-nar'),
  unusable: needsFaction('jol-nar'),
  compileInPlace(own) {
    modifyCombatRollsInPlace(own, -1, BOTH_THEATRES);
  },
};

/** The Jol-Nar content salvo models. */
export const JOL_NAR: readonly EffectDefinition[] = [fragile];
