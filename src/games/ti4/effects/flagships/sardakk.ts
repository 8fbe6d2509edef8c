import { flagshipOf, needsFlagship, whenUnitPresent, type EffectDefinition } from '../effect.js';

/** Sardakk N'orr flagship C'morran N'orr (faction sheet): a bonus to the other ships while it lives. */
export const sardakkFlagship: EffectDefinition = {
  id: 'cmorran-norr',
  family: 'flagship',
  faction: 'sardakk',
  timing: 'space combat rolls',
  name: "C'morran N'orr",
  text: "Apply +1 to the result of each of your other ship's combat rolls in this system.",
  isAutomatic: whenUnitPresent('sardakk', 'flagship'),
  unusable: needsFlagship('sardakk'),
  // +1 while the flagship lives: the state says whether it does.
  sampling: { kind: 'round-dice', lastRound: () => 0 },
  createHooks(battle, owner) {
    owner.allyBonusSource = flagshipOf(battle, owner);
    return {};
  },
};
