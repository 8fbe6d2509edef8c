import { needsFlagship, unitsOfType, whenUnitPresent, type EffectDefinition } from '../effect.js';

/**
 * Mahact Gene-Sorcerers flagship Arvicon Rex (faction sheet). Applied by default (the opponent's
 * command token is not in the Mahact fleet pool); `without: [arvicon-rex]` models a table where it is.
 */
export const mahactFlagship: EffectDefinition = {
  id: 'arvicon-rex',
  family: 'flagship',
  faction: 'mahact',
  name: 'Arvicon Rex',
  text: "During combat against an opponent whose command token is not in your fleet pool, apply +2 to the results of this unit's combat rolls.",
  timing: 'its combat rolls',
  exact: true,
  play: "the opponent's command token is not in the Mahact fleet pool (without: [arvicon-rex] when it is)",
  isAutomatic: whenUnitPresent('mahact', 'flagship'),
  unusable: needsFlagship('mahact'),
  compileInPlace(own, _opponent, _use, unitTypes) {
    for (const u of unitsOfType(own, unitTypes, 'flagship')) own.space.hitOn[u] -= 2;
  },
};
