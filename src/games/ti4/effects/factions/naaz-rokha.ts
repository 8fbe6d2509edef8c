import { GROUND } from '../../side-state.js';
import { isPlayedNow, needsFaction, OncePerBattle, SIDE_LABELS, type EffectDefinition } from '../effect.js';

/**
 * Supercharge (Naaz-Rokha Alliance faction technology). Exhausted once (it readies in the status
 * phase): in the round its "@roundN" / "@groundN" names (default: the first round of the battle).
 */
export const supercharge: EffectDefinition = {
  id: 'supercharge',
  family: 'faction-technology',
  faction: 'naaz-rokha',
  name: 'Supercharge',
  text: "At the start of a combat round, you may exhaust this card to apply +1 to the result of each of your unit's combat rolls during this combat round.",
  timing: 'start of a combat round (@roundN / @groundN, default the first)',
  play: 'exhaust it in the first combat round (or the round named)',
  takesRound: true,
  unusable: needsFaction('naaz-rokha'),
  createHooks(battle, owner, _opponent, use) {
    const card = new OncePerBattle(battle);
    let active = false;
    return {
      reset() {
        active = false;
      },
      startOfRound(theatre, round) {
        const now = use.round === 0 ? !card.isUsed : isPlayedNow(use, theatre === GROUND, round);
        if (!now || !card.take()) return;
        owner.roundBonus += 1;
        active = true;
        if (battle.tracing) battle.log(`  ${SIDE_LABELS[owner.index]} exhausts Supercharge`);
      },
      endOfRound() {
        if (!active) return;
        owner.roundBonus -= 1;
        active = false;
      },
    };
  },
};

/** The Naaz-Rokha Alliance content salvo models. */
export const NAAZ_ROKHA: readonly EffectDefinition[] = [supercharge];
