import { GROUND } from '../../side-state.js';
import { hasInvasion, needsFaction, whenFaction, whenUnitPresent, type EffectDefinition } from '../effect.js';
import { BOTH_THEATRES, modifyCombatRollsInPlace } from './modifiers.js';

/** Fragile (Universities of Jol-Nar faction ability): -1 to every combat roll, space and ground. */
export const fragile: EffectDefinition = {
  id: 'fragile',
  family: 'faction-ability',
  faction: 'jol-nar',
  name: 'Fragile',
  text: "Apply -1 to the result of each of your unit's combat rolls.",
  timing: 'every combat roll',
  exact: true,
  isAutomatic: whenFaction('jol-nar'),
  unusable: needsFaction('jol-nar'),
  compileInPlace(own) {
    modifyCombatRollsInPlace(own, -1, BOTH_THEATRES);
  },
};

/**
 * Shield Paling (Jol-Nar mech): while a Jol-Nar mech is on the planet, the Jol-Nar infantry there
 * roll without Fragile's -1 (each ground round checks that a mech still lives).
 */
export const shieldPaling: EffectDefinition = {
  id: 'shield-paling',
  family: 'mech',
  faction: 'jol-nar',
  name: 'Shield Paling',
  text: 'Your infantry on this planet are not affected by your FRAGILE faction ability.',
  timing: 'ground combat rolls of your infantry',
  isAutomatic: whenUnitPresent('jol-nar', 'mech', (ctx) => hasInvasion(ctx.place) && (ctx.own.units.infantry ?? 0) > 0 && !ctx.own.without.includes('fragile')),
  unusable: needsFaction('jol-nar'),
  sampling: { kind: 'round-dice', lastRound: () => 0 },
  createHooks(battle, owner) {
    const mech = battle.unitTypes.indexOf('mech');
    owner.usesRoundModifiers = true;
    return {
      startOfRound(theatre) {
        let mechOnPlanet = false;
        for (let u = 0; u < owner.n; u++) if (owner.type[u] === mech && owner.alive[u] === 1) mechOnPlanet = true;
        const bonus = theatre === GROUND && mechOnPlanet ? 1 : 0;
        for (let u = 0; u < owner.n; u++) if (owner.isInfantry[u] === 1) owner.roundHitBonus[u] = bonus;
      },
    };
  },
};

/** The Jol-Nar content salvo models. */
export const JOL_NAR: readonly EffectDefinition[] = [fragile, shieldPaling];
