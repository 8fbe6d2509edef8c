import { needsFaction, type EffectDefinition } from '../effect.js';
import { modifyUnitTypeRollsInPlace } from './modifiers.js';

/**
 * Mordred (Nekro Virus mech). Listed, not automatic: it needs a fact the scenario does not hold —
 * the opponent has an X or Y assimilator token on a technology. List `mordred` when it does.
 */
export const mordred: EffectDefinition = {
  id: 'mordred',
  family: 'mech',
  faction: 'nekro',
  name: 'Mordred',
  text: 'During combat against an opponent who has an "X" or "Y" token on 1 or more of their technologies, apply +2 to the result of each of this unit\'s combat rolls.',
  timing: 'its combat rolls (list it when the opponent has an X or Y token)',
  exact: true,
  unusable: needsFaction('nekro'),
  compileInPlace(own, _opponent, _use, unitTypes) {
    modifyUnitTypeRollsInPlace(own, unitTypes, 'mech', 2);
  },
};

/** The Nekro Virus content salvo models (beyond its flagship, in flagships/nekro.ts). */
export const NEKRO: readonly EffectDefinition[] = [mordred];
