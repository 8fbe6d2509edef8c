import { SPACE } from '../side-state.js';
import { DURANIUM_REPAIRS, duraniumRepairTarget } from '../policies/effect-play.js';
import { allOf, hasUnitWith, lists, onlyPlaces, SIDE_LABELS, type EffectDefinition } from './effect.js';

/** Non-fighter ships Assault Cannon needs ("3 or more of your non-fighter ships"). */
const ASSAULT_CANNON_SHIPS = 3;

/**
 * A SPACE CANNON source: a unit with it, an Experimental Battlestation's space dock (issue 11), or
 * Elysium under Ul the Progenitor ("as if it were a unit").
 */
const hasSpaceCannon = (ctx: Parameters<NonNullable<EffectDefinition['unusable']>>[0]): boolean =>
  hasUnitWith(ctx.own, (s) => s.spaceCannon !== undefined) || lists(ctx.own, 'experimental-battlestation') || lists(ctx.own, 'ul-the-progenitor');

/**
 * Plasma Scoring (technology card). The extra die goes to the best unit that fired — the space dock
 * of an Experimental Battlestation counts, as it "uses SPACE CANNON 5 (x3)".
 */
export const plasmaScoring: EffectDefinition = {
  id: 'plasma-scoring',
  family: 'technology',
  name: 'Plasma Scoring',
  text: 'When 1 or more of your units use BOMBARDMENT or SPACE CANNON, 1 of those units may roll 1 additional die.',
  timing: 'space cannon and bombardment rolls',
  exact: true,
  play: 'extra die: the unit with the best value among those that fired',
  unusable: (ctx) => (hasSpaceCannon(ctx) || hasUnitWith(ctx.own, (s) => s.bombardment !== undefined) ? undefined : 'needs a unit with SPACE CANNON or BOMBARDMENT (or an Experimental Battlestation)'),
  compileInPlace(own) {
    own.extraAbilityDice[2] += 1;
    own.extraAbilityDice[3] += 1;
  },
};

/** Antimass Deflectors (technology card). */
export const antimassDeflectors: EffectDefinition = {
  id: 'antimass-deflectors',
  family: 'technology',
  name: 'Antimass Deflectors',
  text: "Your ships can move into and through asteroid fields. When other players' units use SPACE CANNON against your units, apply -1 to the result of each die roll.",
  timing: "other players' space cannon rolls",
  exact: true,
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
  timing: 'space cannon offense',
  play: 'exhaust it at the first space cannon offense',
  unusable: (ctx) => (hasSpaceCannon(ctx) ? undefined : 'needs a unit with SPACE CANNON (a PDS) or an Experimental Battlestation'),
  compileInPlace(own) {
    own.cannonRestricted = true;
  },
};

/**
 * Duranium Armor (technology card). Repairs the eligible unit taking part in this combat that its
 * repair policy picks (the most expensive by default, policies/effect-play.ts); "did not use SUSTAIN
 * DAMAGE during this combat round" is checked against the round it last sustained in. Its
 * hit-assignment choice (lose the damaged unit it cannot repair) is the side's `keepRepairable`.
 */
export const duraniumArmor: EffectDefinition = {
  id: 'duranium-armor',
  family: 'technology',
  name: 'Duranium Armor',
  text: 'During each combat round, after you assign hits to your units, repair 1 of your damaged units that did not use SUSTAIN DAMAGE during this combat round.',
  timing: 'end of each combat round',
  play: 'when losing one of two damaged units, keep the one it can repair',
  policies: DURANIUM_REPAIRS,
  // Repairs its owner at the end of a round, from the units and what sustained in the round.
  sampling: { kind: 'units' },
  compileInPlace(own) {
    own.keepRepairable = true;
  },
  createHooks(battle, owner, _opponent, use) {
    const play = use.policy ?? 0;
    return {
      endOfRound(theatre) {
        const best = duraniumRepairTarget(play, owner, theatre, battle.round);
        if (best < 0) return;
        owner.repairInPlace(best);
        if (battle.tracing) battle.log(`  ${SIDE_LABELS[owner.index]} ${owner.plan.label[best]} is repaired (Duranium Armor)`);
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
  timing: 'start of space combat',
  unusable: allOf(onlyPlaces(['space', 'tactical'])),
  // The opponent's own hit-assignment order picks the ship: the start of combat is a function of the units.
  sampling: { kind: 'units' },
  createHooks(battle, owner, opponent) {
    return {
      beforeCombat(theatre) {
        if (theatre !== SPACE || owner.nonFighterShips < ASSAULT_CANNON_SHIPS || opponent.nonFighterShips === 0) return;
        if (battle.tracing) battle.log(`  ${SIDE_LABELS[owner.index]} Assault Cannon: ${SIDE_LABELS[opponent.index]} must destroy a non-fighter ship`);
        battle.chooseAndDestroy(opponent, SPACE, true, 'by Assault Cannon');
      },
    };
  },
};
