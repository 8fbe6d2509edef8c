import { COMBAT_ROLL } from '../hooks.js';
import { GROUND, SPACE } from '../../side-state.js';
import { SACRIFICE_PLAYS, SACRIFICE_WHENEVER_ABLE } from '../../policies/card-timing.js';
import { allOf, hasInvasion, hasSpace, needsFaction, onlyPlaces, SIDE_LABELS, whenFaction, whenUnitPresent, type EffectDefinition } from '../effect.js';
import { BOTH_THEATRES, modifyCombatRollsInPlace } from './modifiers.js';

/** Unrelenting (Sardakk N'orr faction ability): +1 to every combat roll, space and ground. */
export const unrelenting: EffectDefinition = {
  id: 'unrelenting',
  family: 'faction-ability',
  faction: 'sardakk',
  name: 'Unrelenting',
  text: "Apply +1 to the result of each of your unit's combat rolls.",
  timing: 'every combat roll',
  exact: true,
  isAutomatic: whenFaction('sardakk'),
  unusable: needsFaction('sardakk'),
  compileInPlace(own) {
    modifyCombatRollsInPlace(own, 1, BOTH_THEATRES);
  },
};

/**
 * Valkyrie Exoskeleton (Sardakk N'orr mech): its sustain during ground combat produces 1 hit — not a
 * sustain against bombardment or space cannon defense, which come before the ground combat.
 */
export const valkyrieExoskeleton: EffectDefinition = {
  id: 'valkyrie-exoskeleton',
  family: 'mech',
  faction: 'sardakk',
  name: 'Valkyrie Exoskeleton',
  text: "After this unit uses its SUSTAIN DAMAGE ability during ground combat, it produces 1 hit against your opponent's ground forces on this planet.",
  timing: 'after it sustains damage in ground combat',
  isAutomatic: whenUnitPresent('sardakk', 'mech', (ctx) => hasInvasion(ctx.place)),
  unusable: needsFaction('sardakk'),
  createHooks(battle, owner, opponent) {
    const mech = battle.unitTypes.indexOf('mech');
    return {
      onSustain(side, u, theatre) {
        // "During ground combat": not a sustain against bombardment or space cannon defense before it.
        if (side !== owner || theatre !== GROUND || battle.combatTheatre !== GROUND || owner.type[u] !== mech || opponent.ground.count === 0) return;
        if (battle.tracing) battle.log(`  ${SIDE_LABELS[owner.index]} Valkyrie Exoskeleton produces 1 hit`);
        battle.assignHits(opponent, 1, GROUND, COMBAT_ROLL);
      },
    };
  },
};

/** Valkyrie Particle Weave (Sardakk N'orr faction technology). */
export const valkyrieParticleWeave: EffectDefinition = {
  id: 'valkyrie-particle-weave',
  family: 'faction-technology',
  faction: 'sardakk',
  name: 'Valkyrie Particle Weave',
  text: 'After making combat rolls during a round of ground combat, if your opponent produced 1 or more hits, you produce 1 additional hit.',
  timing: 'after ground combat rolls',
  exact: true,
  unusable: allOf(needsFaction('sardakk'), onlyPlaces(['ground', 'tactical'])),
  compileInPlace(own) {
    own.bonusHitWhenOpponentHits += 1;
  },
};

/**
 * Exotrireme II (Sardakk N'orr dreadnought upgrade): after a round of space combat it may destroy
 * itself to destroy up to 2 ships (the Sardakk player picks them; they cannot sustain), the damaged
 * one first. Play policy (policies/card-timing.ts): `worth-it` when the 2 most valuable opposing
 * ships are worth more than the Exotrireme; `whenever-able` after every round.
 */
export const exotriremeII: EffectDefinition = {
  id: 'exotrireme-ii',
  family: 'unit-upgrade',
  faction: 'sardakk',
  name: 'Exotrireme II',
  text: 'This unit cannot be destroyed by "Direct Hit" action cards. After a round of space combat, you may destroy this unit to destroy up to 2 ships in this system.',
  timing: 'after each space combat round',
  policies: SACRIFICE_PLAYS,
  policyPlays: ['sacrifice one (damaged first) when the 2 most valuable opposing ships cost more than it', 'sacrifice one (damaged first) after every round'],
  isAutomatic: whenUnitPresent('sardakk', 'dreadnought', (ctx) => hasSpace(ctx.place) && ctx.own.upgrades.includes('dreadnought')),
  unusable: allOf(needsFaction('sardakk'), (ctx) => (ctx.own.upgrades.includes('dreadnought') && (ctx.own.units.dreadnought ?? 0) > 0 ? undefined : 'needs Exotrireme II (upgrades: [dreadnought])')),
  createHooks(battle, owner, opponent, use) {
    const dreadnought = battle.unitTypes.indexOf('dreadnought');
    const always = use.policy === SACRIFICE_WHENEVER_ABLE;
    return {
      endOfRound(theatre) {
        if (theatre !== SPACE || opponent.space.count === 0) return;
        let self = -1;
        for (let u = 0; u < owner.n; u++) {
          if (owner.alive[u] === 1 && owner.type[u] === dreadnought && (self < 0 || owner.damaged[u] > owner.damaged[self])) self = u;
        }
        if (self < 0) return;
        let first = -1;
        let second = -1;
        for (let u = 0; u < opponent.n; u++) {
          if (opponent.alive[u] === 0 || opponent.space.targetable[u] === 0) continue;
          if (first < 0 || opponent.halfCost[u] > opponent.halfCost[first]) {
            second = first;
            first = u;
          } else if (second < 0 || opponent.halfCost[u] > opponent.halfCost[second]) {
            second = u;
          }
        }
        const worth = opponent.halfCost[first] + (second >= 0 ? opponent.halfCost[second] : 0);
        if (!always && worth <= owner.halfCost[self]) return;
        if (battle.tracing) battle.log(`  ${SIDE_LABELS[owner.index]} ${owner.plan.label[self]} destroys itself`);
        battle.destroyUnit(owner, self, SPACE, 'by its own ability');
        battle.destroyUnit(opponent, first, SPACE, 'by Exotrireme II');
        if (second >= 0) battle.destroyUnit(opponent, second, SPACE, 'by Exotrireme II');
      },
    };
  },
};

/** The Sardakk N'orr content salvo models. */
export const SARDAKK: readonly EffectDefinition[] = [unrelenting, valkyrieExoskeleton, valkyrieParticleWeave, exotriremeII];
