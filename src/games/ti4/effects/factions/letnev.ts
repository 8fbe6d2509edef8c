import { COMBAT_ROLL } from '../hooks.js';
import { GROUND, SPACE } from '../../side-state.js';
import { allOf, hasInvasion, hasSpace, needsFaction, onlyPlaces, onlySide, SIDE_LABELS, whenFaction, type EffectDefinition } from '../effect.js';

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
  play: 'spend 2 trade goods every round while they last (tradeGoods:), reroll every miss',
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

/**
 * Dunlain Reaper (Barony of Letnev mech, DEPLOY). Policy: at the start of every ground combat round,
 * while 2 trade goods (as resources, `tradeGoods:`) are left, replace 1 infantry with a mech.
 */
export const dunlainReaper: EffectDefinition = {
  id: 'dunlain-reaper',
  family: 'mech',
  faction: 'letnev',
  name: 'Dunlain Reaper',
  text: 'DEPLOY: At the start of a round of ground combat, you may spend 2 resources to replace 1 of your infantry in that combat with 1 mech.',
  timing: 'start of each ground combat round',
  play: 'replace an infantry every round while 2 (tradeGoods:, as resources) are left',
  isAutomatic: whenFaction('letnev', (ctx) => hasInvasion(ctx.place) && ctx.own.tradeGoods >= 2 && (ctx.own.units.infantry ?? 0) > 0 && (ctx.own.units.mech ?? 0) < 4),
  unusable: allOf(needsFaction('letnev'), (ctx) => (ctx.own.tradeGoods >= 2 ? undefined : 'needs 2 resources to spend (tradeGoods: 2 or more)')),
  reserveUnits: (own) => ({ mech: Math.min(Math.floor(own.tradeGoods / 2), own.units.infantry ?? 0, 4 - (own.units.mech ?? 0)) }),
  createHooks(battle, owner) {
    const mech = battle.unitTypes.indexOf('mech');
    return {
      startOfRound(theatre) {
        if (theatre !== GROUND || owner.tradeGoods < 2) return;
        let infantry = -1;
        for (let u = 0; u < owner.n; u++) if (owner.isInfantry[u] === 1 && owner.alive[u] === 1 && owner.ground.targetable[u] === 1) infantry = u;
        const reaper = owner.reserveOf(mech);
        if (infantry < 0 || reaper < 0) return;
        owner.tradeGoods -= 2;
        owner.removeInPlace(infantry);
        owner.deployInPlace(reaper);
        if (battle.tracing) battle.log(`  ${SIDE_LABELS[owner.index]} Dunlain Reaper: spends 2 to replace ${owner.plan.label[infantry]} with a mech`);
      },
    };
  },
};

/** Non-Euclidean Shielding (Barony of Letnev faction technology). */
export const nonEuclideanShielding: EffectDefinition = {
  id: 'noneuclidean-shielding',
  family: 'faction-technology',
  faction: 'letnev',
  name: 'Non-Euclidean Shielding',
  text: 'When 1 of your units uses SUSTAIN DAMAGE, cancel 2 hits instead of 1.',
  timing: 'when a unit sustains damage',
  exact: true,
  unusable: needsFaction('letnev'),
  compileInPlace(own) {
    own.sustainAbsorbs.fill(2);
  },
};

/** L4 Disruptors (Barony of Letnev faction technology): no space cannon defense against the Letnev invasion. */
export const l4Disruptors: EffectDefinition = {
  id: 'l4-disruptors',
  family: 'faction-technology',
  faction: 'letnev',
  name: 'L4 Disruptors',
  text: 'During an invasion, units cannot use SPACE CANNON against your units.',
  timing: 'invasion (space cannon defense)',
  exact: true,
  unusable: allOf(needsFaction('letnev'), onlySide('attacker', 'space cannon defense fires at the invader'), onlyPlaces(['ground', 'tactical'])),
  compileInPlace(_own, opponent) {
    opponent.cannonDefense = false;
  },
};

/** The Barony of Letnev content salvo models. */
export const LETNEV: readonly EffectDefinition[] = [munitionsReserves, dunlainReaper, nonEuclideanShielding, l4Disruptors];
