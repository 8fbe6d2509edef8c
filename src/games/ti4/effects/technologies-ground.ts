import { BOMBARD_ROLL, COMBAT_ROLL } from './hooks.js';
import { GROUND } from '../side-state.js';
import { allOf, onlyPlaces, type EffectDefinition } from './effect.js';

const SIDE = ['attacker', 'defender'] as const;

/** Magen Defense Grid (Prophecy of Kings technology card). */
export const magenDefenseGrid: EffectDefinition = {
  id: 'magen-defense-grid',
  family: 'technology',
  name: 'Magen Defense Grid',
  text: "At the start of ground combat on a planet that contains 1 or more of your structures, you may produce 1 hit and assign it to 1 of your opponent's ground forces.",
  unusable: allOf(onlyPlaces(['ground', 'tactical']), (ctx) => ((ctx.own.units.pds ?? 0) + (ctx.own.units.spacedock ?? 0) > 0 && ctx.sideName === 'defender' ? undefined : 'needs a structure (PDS or space dock) on the defended planet')),
  createHooks(battle, owner, opponent) {
    return {
      beforeCombat(theatre) {
        if (theatre !== GROUND || opponent.ground.count === 0) return;
        if (battle.tracing) battle.log(`  ${SIDE[owner.index]} Magen Defense Grid produces 1 hit`);
        battle.assignHits(opponent, 1, GROUND, COMBAT_ROLL);
      },
    };
  },
};

/** X-89 Bacterial Weapon Ω (Prophecy of Kings technology card). */
export const x89BacterialWeapon: EffectDefinition = {
  id: 'x89-bacterial-weapon',
  family: 'technology',
  name: 'X-89 Bacterial Weapon',
  text: "After 1 or more of your units use BOMBARDMENT against a planet, if at least 1 of your opponent's infantry was destroyed, you may destroy all of your opponent's infantry on that planet.",
  unusable: allOf(onlyPlaces(['ground', 'tactical']), (ctx) => (ctx.sideName === 'attacker' ? undefined : 'only the attacker bombards')),
  createHooks(battle, owner, opponent) {
    let infantryBefore = 0;
    const countInfantry = () => {
      let n = 0;
      for (let u = 0; u < opponent.n; u++) n += opponent.isInfantry[u] & opponent.alive[u];
      return n;
    };
    return {
      afterRolls(_theatre, kind) {
        if (kind === BOMBARD_ROLL) infantryBefore = countInfantry();
      },
      afterAssignment(kind) {
        if (kind !== BOMBARD_ROLL || countInfantry() >= infantryBefore) return;
        if (battle.tracing) battle.log(`  ${SIDE[owner.index]} X-89 Bacterial Weapon destroys all infantry`);
        for (let u = 0; u < opponent.n; u++) if (opponent.isInfantry[u] === 1 && opponent.alive[u] === 1) battle.destroyUnit(opponent, u, GROUND, 'by X-89');
      },
    };
  },
};
