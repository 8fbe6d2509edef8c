import { SPACE } from '../../side-state.js';
import { flagshipOf, needsFlagship, whenUnitPresent, type EffectDefinition } from '../effect.js';

/** Yin Brotherhood flagship Van Hauge (faction sheet). */
export const yinFlagship: EffectDefinition = {
  id: 'van-hauge',
  family: 'flagship',
  faction: 'yin',
  timing: 'when it is destroyed',
  name: 'Van Hauge',
  text: 'When this ship is destroyed, destroy all ships in this system.',
  isAutomatic: whenUnitPresent('yin', 'flagship'),
  unusable: needsFlagship('yin'),
  createHooks(battle, owner) {
    const flagship = flagshipOf(battle, owner);
    return {
      onDestroy(side, u) {
        if (side !== owner || u !== flagship) return;
        for (const s of battle.sides) {
          for (let v = 0; v < s.n; v++) if (s.alive[v] === 1 && s.space.targetable[v] === 1) battle.destroyUnit(s, v, SPACE, 'by Van Hauge');
        }
      },
    };
  },
};
