import { COMMIT_NONE, NAALU_COMMITS } from '../../policies/effect-play.js';
import { allOf, hasInvasion, needsFlagship, onlySide, unitsOfType, whenUnitPresent, type EffectDefinition } from '../effect.js';

/**
 * Naalu Collective flagship Matriarch (faction sheet): the active player's fighters land and fight —
 * all of them, or none under the `none` play policy (policies/effect-play.ts: "you may commit").
 */
export const naaluFlagship: EffectDefinition = {
  id: 'matriarch',
  family: 'flagship',
  faction: 'naalu',
  timing: 'invasion: commit fighters',
  name: 'Matriarch',
  text: 'During an invasion in this system, you may commit fighters to planets as if they were ground forces. When combat ends, return those units to the space area.',
  isAutomatic: whenUnitPresent('naalu', 'flagship', (ctx) => ctx.sideName === 'attacker' && hasInvasion(ctx.place)),
  policies: NAALU_COMMITS,
  unusable: allOf(needsFlagship('naalu'), onlySide('attacker', 'fighters are committed during your own invasion')),
  compileInPlace(own, _opponent, use, unitTypes) {
    if (use.policy === COMMIT_NONE) return;
    for (const u of unitsOfType(own, unitTypes, 'fighter')) {
      own.ground.targetable[u] = 1;
      own.ground.hitOn[u] = own.space.hitOn[u];
      own.ground.dice[u] = own.space.dice[u];
    }
  },
};
