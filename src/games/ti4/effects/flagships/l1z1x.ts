import { needsFlagship, unitsOfType, whenUnitPresent, type EffectDefinition } from '../effect.js';

/** L1Z1X flagship [0.0.1] (faction sheet): its hits and its dreadnoughts' hits skip fighters while it lives. */
export const l1z1xFlagship: EffectDefinition = {
  id: '001',
  family: 'flagship',
  faction: 'l1z1x',
  timing: 'space combat hit assignment',
  name: '[0.0.1]',
  text: 'During a space combat, hits produced by this ship and by your dreadnoughts in this system must be assigned to non-fighter ships if able.',
  isAutomatic: whenUnitPresent('l1z1x', 'flagship'),
  unusable: needsFlagship('l1z1x'),
  compileInPlace(own, _opponent, _use, unitTypes) {
    const [flagship] = unitsOfType(own, unitTypes, 'flagship');
    for (const u of [flagship, ...unitsOfType(own, unitTypes, 'dreadnought')]) own.restrictedHits[u] = 1;
    own.restrictionSource = flagship;
  },
};
