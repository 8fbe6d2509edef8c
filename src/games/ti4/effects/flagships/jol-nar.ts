import { needsFlagship, unitsOfType, whenUnitPresent, type EffectDefinition } from '../effect.js';

/** Universities of Jol-Nar flagship J.N.S. Hylarim (faction sheet). */
export const jolNarFlagship: EffectDefinition = {
  id: 'jns-hylarim',
  family: 'flagship',
  faction: 'jol-nar',
  timing: 'when it makes a combat roll',
  name: 'J.N.S. Hylarim',
  text: 'When making a combat roll for this ship, each result of 9 or 10, before applying modifiers, produces 2 additional hits.',
  isAutomatic: whenUnitPresent('jol-nar', 'flagship'),
  unusable: needsFlagship('jol-nar'),
  compileInPlace(own, _opponent, _use, unitTypes) {
    for (const u of unitsOfType(own, unitTypes, 'flagship')) {
      own.burstFace[u] = 9;
      own.burstHits[u] = 2;
    }
  },
};
