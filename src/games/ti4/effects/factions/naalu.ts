import { allOf, hasSpace, needsFaction, onlyPlaces, whenUnitPresent, type EffectDefinition } from '../effect.js';
import { modifyUnitTypeRollsInPlace } from './modifiers.js';

/**
 * Iconoclast Ω (Naalu Collective mech, Codex III revision; the current printing): while a Naalu
 * mech is in the system — in the space area or on a planet — the opponent's units have no
 * ANTI-FIGHTER BARRAGE against the Naalu units (no barrage at all in a two-player combat).
 */
export const iconoclast: EffectDefinition = {
  id: 'iconoclast',
  family: 'mech',
  faction: 'naalu',
  name: 'Iconoclast',
  text: 'Other players cannot use ANTI-FIGHTER BARRAGE against your units in this system.',
  timing: 'anti-fighter barrage',
  exact: true,
  isAutomatic: whenUnitPresent('naalu', 'mech', (ctx) => hasSpace(ctx.place)),
  unusable: allOf(needsFaction('naalu'), onlyPlaces(['space', 'tactical'])),
  compileInPlace(_own, opponent) {
    opponent.barrageDice.fill(0);
  },
};

/** Iconoclast (first printing, Prophecy of Kings): +2 to the mechs' combat rolls against a holder of a relic fragment. */
export const iconoclastOriginal: EffectDefinition = {
  id: 'iconoclast@original',
  family: 'mech',
  faction: 'naalu',
  name: 'Iconoclast',
  text: "During combat against an opponent who has at least 1 relic fragment, apply +2 to the results of this unit's combat rolls.",
  timing: 'its combat rolls (list it when the opponent has a relic fragment)',
  exact: true,
  unusable: needsFaction('naalu'),
  compileInPlace(own, _opponent, _use, unitTypes) {
    modifyUnitTypeRollsInPlace(own, unitTypes, 'mech', 2);
  },
};

/** The Naalu Collective content salvo models (beyond its flagship, in flagships/naalu.ts). */
export const NAALU: readonly EffectDefinition[] = [iconoclast, iconoclastOriginal];
