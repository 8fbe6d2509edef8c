import { allOf, hasInvasion, needsFlagship, onlySide, unitsOfType, whenUnitPresent, type EffectDefinition } from '../effect.js';

/** Naalu Collective flagship Matriarch (faction sheet): the active player's fighters land and fight. */
export const naaluFlagship: EffectDefinition = {
  id: 'matriarch',
  family: 'flagship',
  faction: 'naalu',
  timing: 'invasion: commit fighters',
  name: 'Matriarch',
  text: 'During an invasion in this system, you may commit fighters to planets as if they were ground forces. When combat ends, return those units to the space area.',
  isAutomatic: whenUnitPresent('naalu', 'flagship', (ctx) => ctx.sideName === 'attacker' && hasInvasion(ctx.place)),
  unusable: allOf(needsFlagship('naalu'), onlySide('attacker', 'fighters are committed during your own invasion')),
  compileInPlace(own, _opponent, _use, unitTypes) {
    for (const u of unitsOfType(own, unitTypes, 'fighter')) {
      own.ground.targetable[u] = 1;
      own.ground.hitOn[u] = own.space.hitOn[u];
      own.ground.dice[u] = own.space.dice[u];
    }
  },
};
