import { SPACE } from '../../side-state.js';
import { flagshipOf, needsFlagship, whenUnitPresent, type EffectDefinition } from '../effect.js';

/**
 * Barony of Letnev flagship Arc Secundus (faction sheet). Its bombardment 5 x3 and its removal of
 * planetary shields are catalog values (`bombardment`, `breaksShield`); the repair is this hook.
 */
export const letnevFlagship: EffectDefinition = {
  id: 'arc-secundus',
  family: 'flagship',
  faction: 'letnev',
  timing: 'start of each space combat round; bombardment',
  name: 'Arc Secundus',
  text: "Other players' units in this system lose PLANETARY SHIELD. At the start of each space combat round, repair this ship. BOMBARDMENT 5 (x3).",
  isAutomatic: whenUnitPresent('letnev', 'flagship'),
  unusable: needsFlagship('letnev'),
  createHooks(battle, owner) {
    const flagship = flagshipOf(battle, owner);
    return {
      startOfRound(theatre) {
        if (theatre !== SPACE || owner.alive[flagship] === 0 || owner.damaged[flagship] === 0) return;
        owner.repairInPlace(flagship);
        if (battle.tracing) battle.log(`  ${owner.index === 0 ? 'attacker' : 'defender'} Arc Secundus is repaired`);
      },
    };
  },
};
