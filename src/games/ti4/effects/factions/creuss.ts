import { SPACE } from '../../side-state.js';
import { allOf, needsFaction, onlyPlaces, SIDE_LABELS, type EffectDefinition } from '../effect.js';

/**
 * Dimensional Splicer (Ghosts of Creuss faction technology). Listing it says the system holds a
 * wormhole (Hil Colish brings a delta wormhole). The Creuss player assigns the hit (like Magen's).
 */
export const dimensionalSplicer: EffectDefinition = {
  id: 'dimensional-splicer',
  family: 'faction-technology',
  faction: 'creuss',
  name: 'Dimensional Splicer',
  text: "At the start of space combat in a system that contains a wormhole and 1 or more of your ships, you may produce 1 hit and assign it to 1 of your opponent's ships.",
  timing: 'start of space combat (the system has a wormhole)',
  play: 'always; the hit destroys the most valuable ship it can (else damages the most valuable)',
  unusable: allOf(needsFaction('creuss'), onlyPlaces(['space', 'tactical'])),
  createHooks(battle, owner, opponent) {
    return {
      beforeCombat(theatre) {
        if (theatre !== SPACE || opponent.space.count === 0) return;
        if (battle.tracing) battle.log(`  ${SIDE_LABELS[owner.index]} Dimensional Splicer produces 1 hit`);
        battle.assignChosenHit(opponent, SPACE, 'by Dimensional Splicer');
      },
    };
  },
};

/** The Ghosts of Creuss content salvo models. */
export const CREUSS: readonly EffectDefinition[] = [dimensionalSplicer];
