import { allOf, onlyPlaces, onlySide, type EffectDefinition } from './effect.js';
import { BOTH_THEATRES, modifyCombatRollsInPlace } from './factions/modifiers.js';

/**
 * Commanders act for the side they are listed on: their owner, or a player holding its Alliance
 * promissory note (or the Mahact, through Imperia).
 */

/** Trrakan Aun Zulok (Argent Flight commander): every unit-ability roll gets 1 more die. */
export const trrakanAunZulok: EffectDefinition = {
  id: 'trrakan-aun-zulok',
  family: 'commander',
  faction: 'argent',
  name: 'Trrakan Aun Zulok',
  text: 'When 1 or more of your units make a roll for a unit ability: You may choose 1 of those units to roll 1 additional die.',
  timing: 'every unit-ability roll (space cannon, barrage, bombardment)',
  exact: true,
  play: 'the extra die goes to the best unit that rolled',
  compileInPlace(own) {
    own.extraAbilityDice[1] += 1;
    own.extraAbilityDice[2] += 1;
    own.extraAbilityDice[3] += 1;
  },
};

/** Agnlan Oln (Universities of Jol-Nar commander): every missed unit-ability die is rerolled. */
export const agnlanOln: EffectDefinition = {
  id: 'agnlan-oln',
  family: 'commander',
  faction: 'jol-nar',
  name: 'Agnlan Oln',
  text: 'After you roll dice for a unit ability: You may reroll any of those dice.',
  timing: 'after every unit-ability roll',
  play: 'reroll every miss',
  compileInPlace(own) {
    own.rerollAbilityMisses = true;
  },
};

/** 2RAM (L1Z1X commander): planetary shields do not stop the side's bombardment. */
export const twoRam: EffectDefinition = {
  id: '2ram',
  family: 'commander',
  faction: 'l1z1x',
  name: '2RAM',
  text: 'Units that have PLANETARY SHIELD do not prevent you from using BOMBARDMENT.',
  timing: 'bombardment',
  exact: true,
  unusable: allOf(onlySide('attacker', 'the active player bombards'), onlyPlaces(['ground', 'tactical'])),
  compileInPlace(own) {
    own.bombardIgnoresShield = true;
  },
};

/** Claire Gibson (Federation of Sol commander): 1 infantry joins the defence of a planet the side controls. */
export const claireGibson: EffectDefinition = {
  id: 'claire-gibson',
  family: 'commander',
  faction: 'sol',
  name: 'Claire Gibson',
  text: 'At the start of a ground combat on a planet you control: You may place 1 infantry from your reinforcements on that planet.',
  timing: 'start of ground combat (a planet you control)',
  exact: true,
  unusable: allOf(onlySide('defender', 'it defends a planet you control'), onlyPlaces(['ground', 'tactical'])),
  placesUnits: () => ({ infantry: 1 }),
};

/**
 * Rickar Rickani (Winnu commander). Listing it says the combat is in the Mecatol Rex system, the
 * Winnu home system or a system with a legendary planet.
 */
export const rickarRickani: EffectDefinition = {
  id: 'rickar-rickani',
  family: 'commander',
  faction: 'winnu',
  name: 'Rickar Rickani',
  text: "During combat: Apply +2 to the result of each of your unit's combat rolls in the Mecatol Rex system, your home system, and each system that contains a legendary planet.",
  timing: 'every combat roll (list it in those systems)',
  exact: true,
  compileInPlace(own) {
    modifyCombatRollsInPlace(own, 2, BOTH_THEATRES);
  },
};

