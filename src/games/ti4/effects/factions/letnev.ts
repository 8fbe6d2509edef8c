import { COMBAT_ROLL } from '../hooks.js';
import { SPACE } from '../../side-state.js';
import { allOf, hasSpace, needsFaction, onlyPlaces, SIDE_LABELS, whenFaction, type EffectDefinition } from '../effect.js';

/**
 * Munitions Reserves (Barony of Letnev faction ability). Policy: spend 2 trade goods at the start of
 * every round while the side has them (`tradeGoods:`), and reroll every miss.
 */
export const munitionsReserves: EffectDefinition = {
  id: 'munitions-reserves',
  family: 'faction-ability',
  faction: 'letnev',
  name: 'Munitions Reserves',
  text: 'At the start of each round of space combat, you may spend 2 trade goods; you may re-roll any number of your dice during that combat round.',
  timing: 'start of each space combat round',
  policy: 'spend 2 trade goods every round while they last (tradeGoods:), reroll every miss',
  isAutomatic: whenFaction('letnev', (ctx) => hasSpace(ctx.place) && ctx.own.tradeGoods >= 2),
  unusable: allOf(needsFaction('letnev'), onlyPlaces(['space', 'tactical']), (ctx) => (ctx.own.tradeGoods >= 2 ? undefined : 'needs 2 trade goods to spend (tradeGoods: 2 or more)')),
  createHooks(battle, owner) {
    let active = false;
    return {
      reset() {
        active = false;
      },
      startOfRound(theatre) {
        active = theatre === SPACE && owner.tradeGoods >= 2;
        if (!active) return;
        owner.tradeGoods -= 2;
        if (battle.tracing) battle.log(`  ${SIDE_LABELS[owner.index]} spends 2 trade goods (Munitions Reserves)`);
      },
      rerolls(theatre, kind) {
        if (!active || theatre !== SPACE || kind !== COMBAT_ROLL) return;
        battle.pendingHits[owner.index] += battle.rerollMisses(owner, SPACE, 'Munitions Reserves');
      },
    };
  },
};

/** The Barony of Letnev content salvo models. */
export const LETNEV: readonly EffectDefinition[] = [munitionsReserves];
