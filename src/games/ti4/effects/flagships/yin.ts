import { SPACE } from '../../side-state.js';
import { flagshipOf, needsFlagship, type EffectDefinition } from '../effect.js';

/** Yin Brotherhood flagship Van Hauge (faction sheet). */
export const yinFlagship: EffectDefinition = {
  id: 'yin-flagship',
  family: 'flagship',
  name: 'Van Hauge',
  text: 'When this ship is destroyed, destroy all ships in this system.',
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
