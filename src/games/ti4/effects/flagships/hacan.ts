import { COMBAT_ROLL } from '../hooks.js';
import { SPACE } from '../../side-state.js';
import { allOf, hasSpace, needsFlagship, SIDE_LABELS, whenUnitPresent, type EffectDefinition } from '../effect.js';

/**
 * Emirates of Hacan flagship Wrath of Kenara (faction sheet). Policy: after each space combat roll,
 * spend 1 trade good (`tradeGoods:`) on every die that missed by exactly 1, while they last.
 */
export const hacanFlagship: EffectDefinition = {
  id: 'wrath-of-kenara',
  family: 'flagship',
  faction: 'hacan',
  name: 'Wrath of Kenara',
  text: 'After you roll a die during a space combat in this system, you may spend 1 trade good to apply +1 to the result.',
  timing: 'after each space combat roll',
  play: 'spend 1 trade good on each combat die that missed by 1, while they last (tradeGoods:)',
  isAutomatic: whenUnitPresent('hacan', 'flagship', (ctx) => hasSpace(ctx.place) && ctx.own.tradeGoods > 0),
  unusable: allOf(needsFlagship('hacan'), (ctx) => (ctx.own.tradeGoods > 0 ? undefined : 'needs trade goods to spend (tradeGoods: 1 or more)')),
  createHooks(battle, owner) {
    owner.countNearMisses = true;
    return {
      afterRolls(theatre, kind) {
        if (theatre !== SPACE || kind !== COMBAT_ROLL) return;
        const spend = Math.min(owner.nearMisses, owner.tradeGoods);
        if (spend === 0) return;
        owner.tradeGoods -= spend;
        battle.pendingHits[owner.index] += spend;
        if (battle.tracing) battle.log(`  ${SIDE_LABELS[owner.index]} Wrath of Kenara: spends ${spend} trade good(s) for ${spend} more hit(s)`);
      },
    };
  },
};
