import { flagshipOf, needsFlagship, type EffectDefinition } from '../effect.js';

/** Mentak Coalition flagship Fourth Moon (faction sheet): no Sustain Damage for the other side's ships while it lives. */
export const mentakFlagship: EffectDefinition = {
  id: 'mentak-flagship',
  family: 'flagship',
  name: 'Fourth Moon',
  text: "Other players' ships in this system cannot use SUSTAIN DAMAGE.",
  unusable: needsFlagship('mentak'),
  createHooks(battle, owner, opponent) {
    opponent.sustainBlocker = flagshipOf(battle, owner);
    return {};
  },
};
