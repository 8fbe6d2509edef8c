import { needsFaction, type EffectDefinition } from '../effect.js';
import { modifyUnitTypeRollsInPlace } from './modifiers.js';

/**
 * Iconoclast (Naalu Collective mech). Listed, not automatic: it needs a fact the scenario does not
 * hold — the opponent has a relic fragment. List `iconoclast` when it does.
 */
export const iconoclast: EffectDefinition = {
  id: 'iconoclast',
  family: 'mech',
  faction: 'naalu',
  name: 'Iconoclast',
  text: "During combat against an opponent who has at least 1 relic fragment, apply +2 to the results of this unit's combat rolls.",
  timing: 'its combat rolls (list it when the opponent has a relic fragment)',
  exact: true,
  unusable: needsFaction('naalu'),
  compileInPlace(own, _opponent, _use, unitTypes) {
    modifyUnitTypeRollsInPlace(own, unitTypes, 'mech', 2);
  },
};

/** The Naalu Collective content salvo models (beyond its flagship, in flagships/naalu.ts). */
export const NAALU: readonly EffectDefinition[] = [iconoclast];
