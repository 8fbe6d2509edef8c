import { COMBAT_ROLL } from '../hooks.js';
import { GROUND } from '../../side-state.js';
import { hasInvasion, needsFaction, SIDE_LABELS, whenFaction, whenUnitPresent, type EffectDefinition } from '../effect.js';
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

/** Valkyrie Exoskeleton (Sardakk N'orr mech): its sustain in ground combat produces 1 hit. */
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
        if (side !== owner || theatre !== GROUND || owner.type[u] !== mech || opponent.ground.count === 0) return;
        if (battle.tracing) battle.log(`  ${SIDE_LABELS[owner.index]} Valkyrie Exoskeleton produces 1 hit`);
        battle.assignHits(opponent, 1, GROUND, COMBAT_ROLL);
      },
    };
  },
};

/** The Sardakk N'orr content salvo models. */
export const SARDAKK: readonly EffectDefinition[] = [unrelenting, valkyrieExoskeleton];
