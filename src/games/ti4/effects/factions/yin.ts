import { COMBAT_ROLL } from '../hooks.js';
import { GROUND, SPACE } from '../../side-state.js';
import { SACRIFICE_PLAYS, SACRIFICE_WHENEVER_ABLE } from '../../policies/card-timing.js';
import type { SideState } from '../../side-state.js';
import { allOf, hasInvasion, hasSpace, needsFaction, onlyPlaces, SIDE_LABELS, whenFaction, type EffectDefinition } from '../effect.js';

/**
 * For a battle's unit types, a function giving the cheapest living cruiser or destroyer of a side
 * (the ship Devotion and Impulse Core give up), or -1. Made once per simulator.
 */
function sacrificePicker(unitTypes: readonly string[]): (side: SideState) => number {
  const cruiser = unitTypes.indexOf('cruiser');
  const destroyer = unitTypes.indexOf('destroyer');
  return (side) => {
    let cheapest = -1;
    for (let u = 0; u < side.n; u++) {
      if (side.alive[u] === 0 || (side.type[u] !== cruiser && side.type[u] !== destroyer)) continue;
      if (cheapest < 0 || side.halfCost[u] < side.halfCost[cheapest]) cheapest = u;
    }
    return cheapest;
  };
}

/**
 * Devotion (Yin Brotherhood faction ability): after each round, sacrifice the cheapest cruiser or
 * destroyer for a hit the Yin player assigns (like Magen's). Play policy (policies/card-timing.ts):
 * `worth-it` when the hit destroys a unit, or damages one, that costs at least the sacrificed ship;
 * `whenever-able` every round.
 */
export const devotion: EffectDefinition = {
  id: 'devotion',
  family: 'faction-ability',
  faction: 'yin',
  name: 'Devotion',
  text: "After each space combat round, you may destroy 1 of your cruisers or destroyers in the active system to produce 1 hit and assign it to 1 of your opponent's ships in that system.",
  timing: 'after each space combat round',
  policies: SACRIFICE_PLAYS,
  policyPlays: [
    'sacrifice the cheapest cruiser or destroyer when the hit destroys or damages a ship worth at least as much',
    'sacrifice the cheapest cruiser or destroyer after every round',
  ],
  isAutomatic: whenFaction('yin', (ctx) => hasSpace(ctx.place) && (ctx.own.units.cruiser ?? 0) + (ctx.own.units.destroyer ?? 0) > 0),
  unusable: allOf(needsFaction('yin'), onlyPlaces(['space', 'tactical'])),
  createHooks(battle, owner, opponent, use) {
    const pickSacrifice = sacrificePicker(battle.unitTypes);
    const always = use.policy === SACRIFICE_WHENEVER_ABLE;
    return {
      endOfRound(theatre) {
        if (theatre !== SPACE || opponent.space.count === 0) return;
        const sacrifice = pickSacrifice(owner);
        if (sacrifice < 0) return;
        const target = battle.chosenHitTarget(opponent, SPACE);
        if (target < 0 || (!always && opponent.halfCost[target >> 1] < owner.halfCost[sacrifice])) return;
        if (battle.tracing) battle.log(`  ${SIDE_LABELS[owner.index]} Devotion: destroys its ${owner.plan.label[sacrifice]}`);
        battle.destroyUnit(owner, sacrifice, SPACE, 'by Devotion');
        battle.assignChosenHit(opponent, SPACE, 'by Devotion');
      },
    };
  },
};

/**
 * Indoctrination (Yin Brotherhood faction ability). Policy: at the start of every ground combat,
 * spend 2 (trade goods for influence) when an opposing infantry is present and 2 are left.
 */
export const indoctrination: EffectDefinition = {
  id: 'indoctrination',
  family: 'faction-ability',
  faction: 'yin',
  name: 'Indoctrination',
  text: "At the start of a ground combat, you may spend 2 influence to replace 1 of your opponent's participating infantry with 1 infantry from your reinforcements.",
  timing: 'start of ground combat',
  play: 'spend 2 (tradeGoods:, as influence) whenever an opposing infantry takes part',
  isAutomatic: whenFaction('yin', (ctx) => hasInvasion(ctx.place) && ctx.own.tradeGoods >= 2 && (ctx.opponent.units.infantry ?? 0) > 0),
  unusable: allOf(needsFaction('yin'), onlyPlaces(['ground', 'tactical']), (ctx) => (ctx.own.tradeGoods >= 2 ? undefined : 'needs 2 influence to spend (tradeGoods: 2 or more)')),
  reserveUnits: () => ({ infantry: 1 }),
  createHooks(battle, owner, opponent) {
    const infantry = battle.unitTypes.indexOf('infantry');
    const mech = battle.unitTypes.indexOf('mech');
    const ashes = owner.plan.effects.some((e) => e.id === 'moyins-ashes');
    return {
      beforeCombat(theatre) {
        if (theatre !== GROUND || owner.tradeGoods < 2) return;
        let victim = -1;
        for (let u = 0; u < opponent.n; u++) if (opponent.alive[u] === 1 && opponent.isInfantry[u] === 1 && opponent.ground.targetable[u] === 1) victim = u;
        // Moyin's Ashes: 1 more influence buys a mech instead of an infantry.
        const asMech = ashes && owner.tradeGoods >= 3 ? owner.reserveOf(mech) : -1;
        const recruit = asMech >= 0 ? asMech : owner.reserveOf(infantry);
        if (victim < 0 || recruit < 0) return;
        owner.tradeGoods -= asMech >= 0 ? 3 : 2;
        opponent.destroyInPlace(victim);
        owner.deployInPlace(recruit);
        if (battle.tracing) battle.log(`  ${SIDE_LABELS[owner.index]} Indoctrination: replaces ${opponent.plan.label[victim]} with its own ${asMech >= 0 ? 'mech' : 'infantry'}`);
      },
    };
  },
};

/**
 * Moyin's Ashes (Yin Brotherhood mech, DEPLOY): with Indoctrination, 1 more influence replaces the
 * opponent's infantry with a mech. Policy: whenever 3 (tradeGoods:) are left.
 */
export const moyinsAshes: EffectDefinition = {
  id: 'moyins-ashes',
  family: 'mech',
  faction: 'yin',
  name: "Moyin's Ashes",
  text: "DEPLOY: When you use your INDOCTRINATION faction ability, you may spend 1 additional influence to replace your opponent's unit with 1 mech instead of 1 infantry.",
  timing: 'with Indoctrination, start of ground combat',
  play: 'a mech instead of an infantry whenever 3 (tradeGoods:, as influence) are left',
  isAutomatic: whenFaction('yin', (ctx) => hasInvasion(ctx.place) && ctx.own.tradeGoods >= 3 && (ctx.opponent.units.infantry ?? 0) > 0 && (ctx.own.units.mech ?? 0) < 4 && !ctx.own.without.includes('indoctrination')),
  unusable: allOf(needsFaction('yin'), (ctx) => (ctx.own.tradeGoods >= 3 ? undefined : 'needs 3 influence to spend (tradeGoods: 3 or more)')),
  reserveUnits: () => ({ mech: 1 }),
};

/**
 * Impulse Core (Yin Brotherhood faction technology): at the start of space combat against a
 * non-fighter ship, sacrifice the cheapest cruiser or destroyer. Play policy (policies/card-timing.ts):
 * `worth-it` when the opponent would lose (not sustain) a non-fighter ship worth at least as much;
 * `whenever-able` always.
 */
export const impulseCore: EffectDefinition = {
  id: 'impulse-core',
  family: 'faction-technology',
  faction: 'yin',
  name: 'Impulse Core',
  text: "At the start of a space combat, you may destroy 1 of your cruisers or destroyers in the active system to produce 1 hit against your opponent's ships; that hit must be assigned by your opponent to 1 of their non-fighter ships if able.",
  timing: 'start of space combat',
  policies: SACRIFICE_PLAYS,
  policyPlays: [
    'sacrifice the cheapest cruiser or destroyer when the opponent would lose (not sustain) a non-fighter ship worth at least as much',
    'sacrifice the cheapest cruiser or destroyer whenever the opponent has a non-fighter ship',
  ],
  unusable: allOf(needsFaction('yin'), onlyPlaces(['space', 'tactical'])),
  createHooks(battle, owner, opponent, use) {
    const pickSacrifice = sacrificePicker(battle.unitTypes);
    const always = use.policy === SACRIFICE_WHENEVER_ABLE;
    return {
      beforeCombat(theatre) {
        if (theatre !== SPACE || opponent.nonFighterShips === 0) return;
        const sacrifice = pickSacrifice(owner);
        if (sacrifice < 0) return;
        const victim = battle.victimOf(opponent, SPACE, true);
        if (victim < 0 || (!always && ((victim & 1) === 0 || opponent.halfCost[victim >> 1] < owner.halfCost[sacrifice]))) return;
        if (battle.tracing) battle.log(`  ${SIDE_LABELS[owner.index]} Impulse Core: destroys its ${owner.plan.label[sacrifice]}`);
        battle.destroyUnit(owner, sacrifice, SPACE, 'by Impulse Core');
        battle.assignNonFighterHits(opponent, 1, SPACE, COMBAT_ROLL);
      },
    };
  },
};

/** The Yin Brotherhood content salvo models. */
export const YIN: readonly EffectDefinition[] = [devotion, indoctrination, moyinsAshes, impulseCore];
