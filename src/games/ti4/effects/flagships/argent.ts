import { hasSpace, needsFlagship, whenUnitPresent, type EffectDefinition } from '../effect.js';

/** Argent Flight flagship Quetzecoatl (faction sheet): no space cannon against the Argent ships. */
export const argentFlagship: EffectDefinition = {
  id: 'quetzecoatl',
  family: 'flagship',
  faction: 'argent',
  name: 'Quetzecoatl',
  text: 'Other players cannot use SPACE CANNON against your ships in this system.',
  timing: 'space cannon offense',
  exact: true,
  isAutomatic: whenUnitPresent('argent', 'flagship', (ctx) => hasSpace(ctx.place)),
  unusable: needsFlagship('argent'),
  compileInPlace(_own, opponent) {
    opponent.cannonOffense = false;
  },
};
