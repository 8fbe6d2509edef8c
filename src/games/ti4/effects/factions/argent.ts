import { SPACE } from '../../side-state.js';
import { allOf, hasSpace, hasUnitWith, needsFaction, onlyPlaces, SIDE_LABELS, whenFaction, whenUnitPresent, type EffectDefinition } from '../effect.js';

/**
 * Raid Formation (Argent Flight faction ability). Policy: each excess hit damages the opponent's most
 * expensive undamaged ship that has SUSTAIN DAMAGE (it is not a use of Sustain Damage).
 */
export const raidFormation: EffectDefinition = {
  id: 'raid-formation',
  family: 'faction-ability',
  faction: 'argent',
  name: 'Raid Formation',
  text: "When 1 or more of your units uses ANTI-FIGHTER BARRAGE, for each hit produced in excess of your opponent's fighters, choose 1 of your opponent's ships that has SUSTAIN DAMAGE to become damaged.",
  timing: 'anti-fighter barrage',
  play: 'damage the most expensive undamaged ship with SUSTAIN DAMAGE',
  isAutomatic: whenFaction('argent', (ctx) => hasSpace(ctx.place) && hasUnitWith(ctx.own, (s) => s.barrage !== undefined)),
  unusable: allOf(needsFaction('argent'), onlyPlaces(['space', 'tactical'])),
  compileInPlace(own) {
    own.barrageWithoutFighters = true;
  },
  createHooks(battle, owner, opponent) {
    return {
      afterBarrage() {
        let excess = battle.pendingHits[owner.index] - opponent.fighters;
        while (excess > 0) {
          let best = -1;
          for (let u = 0; u < opponent.n; u++) {
            if (opponent.alive[u] === 1 && opponent.space.targetable[u] === 1 && opponent.canSustain[u] === 1 && opponent.noSpaceSustain[u] === 0 && opponent.damaged[u] === 0 && (best < 0 || opponent.halfCost[u] > opponent.halfCost[best])) best = u;
          }
          if (best < 0) return;
          opponent.damaged[best] = 1;
          excess--;
          if (battle.tracing) battle.log(`  ${SIDE_LABELS[owner.index]} Raid Formation: ${opponent.plan.label[best]} becomes damaged`);
        }
      },
    };
  },
};

/**
 * Strike Wing Alpha II (Argent Flight destroyer upgrade): its barrage 9s and 10s also destroy the
 * opponent's infantry in the space area — the attacker's carried ground forces.
 */
export const strikeWingAlphaII: EffectDefinition = {
  id: 'strike-wing-alpha-ii',
  family: 'unit-upgrade',
  faction: 'argent',
  name: 'Strike Wing Alpha II',
  text: "When this unit uses ANTI-FIGHTER BARRAGE, each result of 9 or 10 also destroys 1 of your opponent's infantry in the space area of the active system.",
  timing: 'anti-fighter barrage',
  isAutomatic: whenUnitPresent('argent', 'destroyer', (ctx) => hasSpace(ctx.place) && ctx.own.upgrades.includes('destroyer') && ctx.sideName === 'defender' && (ctx.opponent.units.infantry ?? 0) > 0),
  unusable: allOf(needsFaction('argent'), (ctx) => (ctx.own.upgrades.includes('destroyer') ? undefined : 'needs Strike Wing Alpha II (upgrades: [destroyer])')),
  createHooks(battle, owner, opponent) {
    owner.countHighBarrage = true;
    return {
      afterBarrage() {
        let kills = owner.highBarrageFaces;
        for (let u = 0; u < opponent.n && kills > 0; u++) {
          if (opponent.alive[u] === 0 || opponent.isInfantry[u] === 0 || opponent.space.targetable[u] === 1 || opponent.index !== 0) continue;
          battle.destroyUnit(opponent, u, SPACE, 'by Strike Wing Alpha II');
          kills--;
        }
      },
    };
  },
};

/** The Argent Flight content salvo models. */
export const ARGENT: readonly EffectDefinition[] = [raidFormation, strikeWingAlphaII];
