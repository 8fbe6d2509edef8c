import { COMMIT_NONE, NEKRO_JOINS } from '../../policies/effect-play.js';
import { needsFlagship, unitsOfType, whenUnitPresent, type EffectDefinition } from '../effect.js';

/**
 * Nekro Virus flagship The Alastor (faction sheet): its side's ground forces in the space area
 * fight in space combat as ships, rolling their ground combat values and taking hits — all of them,
 * or none under the `none` play policy (policies/effect-play.ts: "choose any number").
 */
export const nekroFlagship: EffectDefinition = {
  id: 'the-alastor',
  family: 'flagship',
  faction: 'nekro',
  timing: 'start of space combat',
  name: 'The Alastor',
  text: 'At the start of a space combat, choose any number of your ground forces in this system to participate in that combat as if they were ships.',
  isAutomatic: whenUnitPresent('nekro', 'flagship'),
  policies: NEKRO_JOINS,
  unusable: needsFlagship('nekro'),
  compileInPlace(own, _opponent, use, unitTypes) {
    if (use.policy === COMMIT_NONE) return;
    for (const u of [...unitsOfType(own, unitTypes, 'infantry'), ...unitsOfType(own, unitTypes, 'mech')]) {
      own.space.targetable[u] = 1;
      own.space.hitOn[u] = own.ground.hitOn[u];
      own.space.dice[u] = own.ground.dice[u];
      own.isNonFighterShip[u] = 1;
    }
  },
};
