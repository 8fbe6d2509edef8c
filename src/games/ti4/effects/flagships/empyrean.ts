import { allOf, needsFlagship, SIDE_LABELS, whenUnitPresent, type EffectDefinition } from '../effect.js';

/**
 * Empyrean flagship Dynamo (faction sheet). Policy: repair each of the Empyrean's own units right
 * after it sustains, while 2 trade goods (as influence, `tradeGoods:`) are left.
 */
export const empyreanFlagship: EffectDefinition = {
  id: 'dynamo',
  family: 'flagship',
  faction: 'empyrean',
  name: 'Dynamo',
  text: "After any player's unit in this system or an adjacent system uses SUSTAIN DAMAGE, you may spend 2 influence to repair that unit.",
  timing: 'after a unit sustains damage',
  play: 'repair your own units when they sustain, 2 (tradeGoods:, as influence) each, while they last',
  isAutomatic: whenUnitPresent('empyrean', 'flagship', (ctx) => ctx.own.tradeGoods >= 2),
  unusable: allOf(needsFlagship('empyrean'), (ctx) => (ctx.own.tradeGoods >= 2 ? undefined : 'needs 2 influence to spend (tradeGoods: 2 or more)')),
  createHooks(battle, owner) {
    const flagship = battle.unitTypes.indexOf('flagship');
    let ship = -1;
    for (let u = 0; u < owner.n; u++) if (owner.type[u] === flagship) ship = u;
    return {
      onSustain(side, u) {
        if (side !== owner || owner.alive[ship] === 0 || owner.tradeGoods < 2) return;
        owner.tradeGoods -= 2;
        owner.repairInPlace(u);
        if (battle.tracing) battle.log(`  ${SIDE_LABELS[owner.index]} Dynamo: spends 2 to repair ${owner.plan.label[u]}`);
      },
    };
  },
};
