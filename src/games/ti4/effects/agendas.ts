import { allOf, onlyPlaces, type EffectDefinition } from './effect.js';
import { modifyCombatRollsInPlace, SPACE_ONLY } from './factions/modifiers.js';

/**
 * Agendas in play. A law applies to both sides: list it on either one. An elected card (Prophecy of
 * Ixth) acts for the side it is listed on (its owner).
 */

/** Publicize Weapon Schematics (law, "For"): every war sun loses SUSTAIN DAMAGE. */
export const publicizeWeaponSchematics: EffectDefinition = {
  id: 'publicize-weapon-schematics',
  family: 'agenda',
  name: 'Publicize Weapon Schematics',
  text: 'For: If any player owns a war sun technology, all players may ignore all prerequisites on war sun technologies. All war suns lose SUSTAIN DAMAGE.',
  timing: 'a law in play (both sides)',
  exact: true,
  compileInPlace(own, opponent, _use, unitTypes) {
    const warsun = unitTypes.indexOf('warsun');
    for (const plan of [own, opponent]) for (let u = 0; u < plan.unitCount; u++) if (plan.type[u] === warsun) plan.canSustain[u] = 0;
  },
};

/** Conventions of War (law, "For"): listing it says the invaded planet is cultural. */
export const conventionsOfWar: EffectDefinition = {
  id: 'conventions-of-war',
  family: 'agenda',
  name: 'Conventions of War',
  text: 'For: Players cannot use BOMBARDMENT against units that are on cultural planets.',
  timing: 'a law in play: no bombardment of the (cultural) planet',
  exact: true,
  unusable: allOf(onlyPlaces(['ground', 'tactical'])),
  compileInPlace(own, opponent) {
    // The planet is the defender's, whichever side lists the law.
    (own.index === 1 ? own : opponent).bombardImmune = true;
  },
};

/**
 * Articles of War (law, "For"): mechs keep only SUSTAIN DAMAGE — no mech ability applies (their
 * effects are not added), and mechs lose BOMBARDMENT, SPACE CANNON, PLANETARY SHIELD and the
 * Eidolon its place in space combat.
 */
export const articlesOfWar: EffectDefinition = {
  id: 'articles-of-war',
  family: 'agenda',
  name: 'Articles of War',
  text: 'For: All mechs lose their printed abilities except for SUSTAIN DAMAGE.',
  timing: 'a law in play (both sides)',
  exact: true,
  compileInPlace(own, opponent, _use, unitTypes) {
    const mech = unitTypes.indexOf('mech');
    for (const plan of [own, opponent]) {
      for (let u = 0; u < plan.unitCount; u++) {
        if (plan.type[u] !== mech) continue;
        plan.bombardDice[u] = 0;
        plan.cannonDice[u] = 0;
        plan.cannonDefends[u] = 0;
        plan.space.dice[u] = 0;
        plan.space.targetable[u] = 0;
        plan.isNonFighterShip[u] = 0;
        plan.shieldUnits[u] = 0;
      }
    }
  },
};

/** Prophecy of Ixth (elected, owned by the side it is listed on): +1 to its fighters' combat rolls. */
export const prophecyOfIxth: EffectDefinition = {
  id: 'prophecy-of-ixth',
  family: 'agenda',
  name: 'Prophecy of Ixth',
  text: "For: The elected player gains this card. The owner of this card applies +1 to the result of their fighter's combat rolls. When the owner of this card uses PRODUCTION, they discard this card unless they produce 2 or more fighters.",
  timing: "its owner's fighters' combat rolls",
  exact: true,
  compileInPlace(own) {
    modifyCombatRollsInPlace(own, 1, SPACE_ONLY, (u) => own.isFighter[u] === 1);
  },
};
