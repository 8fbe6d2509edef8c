import { flagshipOf, needsFlagship, whenUnitPresent, type EffectDefinition } from '../effect.js';

/** Mentak Coalition flagship Fourth Moon (faction sheet): no Sustain Damage for the other side's ships while it lives. */
export const mentakFlagship: EffectDefinition = {
  id: 'fourth-moon',
  family: 'flagship',
  faction: 'mentak',
  timing: 'space combat hit assignment',
  name: 'Fourth Moon',
  text: "Other players' ships in this system cannot use SUSTAIN DAMAGE.",
  isAutomatic: whenUnitPresent('mentak', 'flagship'),
  unusable: needsFlagship('mentak'),
  createHooks(battle, owner, opponent) {
    opponent.sustainBlocker = flagshipOf(battle, owner);
    return {};
  },
};
