import { SPACE } from '../side-state.js';
import { DURANIUM_REPAIRS, duraniumRepairTarget } from '../policies/effect-play.js';
import { allOf, onlyPlaces, type EffectDefinition } from './effect.js';

const SIDE = ['attacker', 'defender'] as const;
/** Non-fighter ships Assault Cannon needs ("3 or more of your non-fighter ships"). */
const ASSAULT_CANNON_SHIPS = 3;

/** Plasma Scoring (technology card). The extra die is rolled at the best threshold among the units that fired. */
export const plasmaScoring: EffectDefinition = {
  id: 'plasma-scoring',
  family: 'technology',
  name: 'Plasma Scoring',
  text: 'When 1 or more of your units use BOMBARDMENT or SPACE CANNON, 1 of those units may roll 1 additional die.',
  unusable: (ctx) => (['pds', 'dreadnought', 'warsun', 'flagship'] as const).some((k) => (ctx.own.units[k] ?? 0) > 0) ? undefined : 'needs a unit with SPACE CANNON or BOMBARDMENT',
  compileInPlace(own) {
    own.extraDieOnCannonAndBombard = true;
  },
};

/** Antimass Deflectors (technology card). */
export const antimassDeflectors: EffectDefinition = {
  id: 'antimass-deflectors',
  family: 'technology',
  name: 'Antimass Deflectors',
  text: "Your ships can move into and through asteroid fields. When other players' units use SPACE CANNON against your units, apply -1 to the result of each die roll.",
  compileInPlace(own) {
    own.cannonPenaltyAgainst += 1;
  },
};

/** Graviton Laser System (technology card): the owner always exhausts it before firing. */
export const gravitonLaserSystem: EffectDefinition = {
  id: 'graviton-laser-system',
  family: 'technology',
  name: 'Graviton Laser System',
  text: 'You may exhaust this card before 1 or more of your units uses SPACE CANNON; hits produced by those units must be assigned to non-fighter ships if able.',
  unusable: (ctx) => ((ctx.own.units.pds ?? 0) > 0 || ctx.own.faction === 'xxcha' ? undefined : 'needs a unit with SPACE CANNON (a PDS)'),
  compileInPlace(own) {
    own.cannonRestricted = true;
  },
};

/**
 * Duranium Armor (technology card). Repairs the eligible unit its repair policy picks (the most
 * expensive by default, policies/effect-play.ts); "did not use SUSTAIN DAMAGE during this combat
 * round" is checked against the round it last sustained in.
 */
export const duraniumArmor: EffectDefinition = {
  id: 'duranium-armor',
  family: 'technology',
  name: 'Duranium Armor',
  text: 'During each combat round, after you assign hits to your units, repair 1 of your damaged units that did not use SUSTAIN DAMAGE during this combat round.',
  policies: DURANIUM_REPAIRS,
  createHooks(battle, owner, _opponent, use) {
    const play = use.policy ?? 0;
    return {
      endOfRound(theatre) {
        const best = duraniumRepairTarget(play, owner, theatre, battle.round);
        if (best < 0) return;
        owner.repairInPlace(best);
        if (battle.tracing) battle.log(`  ${SIDE[owner.index]} ${owner.plan.label[best]} is repaired (Duranium Armor)`);
      },
    };
  },
};

/** Assault Cannon (technology card). */
export const assaultCannon: EffectDefinition = {
  id: 'assault-cannon',
  family: 'technology',
  name: 'Assault Cannon',
  text: 'At the start of a space combat in a system that contains 3 or more of your non-fighter ships, your opponent must destroy 1 of their non-fighter ships.',
  unusable: allOf(onlyPlaces(['space', 'tactical'])),
  createHooks(battle, owner, opponent) {
    return {
      beforeCombat(theatre) {
        if (theatre !== SPACE || owner.nonFighterShips < ASSAULT_CANNON_SHIPS || opponent.nonFighterShips === 0) return;
        if (battle.tracing) battle.log(`  ${SIDE[owner.index]} Assault Cannon: ${SIDE[opponent.index]} must destroy a non-fighter ship`);
        battle.chooseAndDestroy(opponent, SPACE, true, 'by Assault Cannon');
      },
    };
  },
};

