import { BOMBARD_ROLL } from './hooks.js';
import { GROUND } from '../side-state.js';
import { MAGEN_SOAKED_BY_A_MECH, MAGEN_TARGETS } from '../policies/effect-play.js';
import { allOf, fields, hasUnitWith, isPlayedNow, onlyPlaces, onlySide, SIDE_LABELS, type EffectContext, type EffectDefinition } from './effect.js';

const STRUCTURES = (ctx: EffectContext): string | undefined =>
  fields(ctx.own, 'pds') || fields(ctx.own, 'spacedock') ? undefined : 'needs a structure (PDS or space dock) on the defended planet';

/**
 * The Magen hit: at the start of ground combat, 1 hit the Magen owner assigns (issue 11: the owner
 * chooses), to the ground force its play policy names (policies/effect-play.ts, MAGEN_TARGETS).
 */
const magenHit: EffectDefinition['createHooks'] = (battle, owner, opponent, use) => {
  const soak = use.policy === MAGEN_SOAKED_BY_A_MECH;
  return {
    beforeCombat(theatre) {
      if (theatre !== GROUND || opponent.ground.count === 0) return;
      if (battle.tracing) battle.log(`  ${SIDE_LABELS[owner.index]} Magen Defense Grid produces 1 hit`);
      battle.assignChosenHit(opponent, GROUND, 'by Magen Defense Grid', false, soak);
    },
  };
};

/**
 * Magen Defense Grid ΩΩ (technology card, Codex IV revision; the current printing). Its infantry are
 * placed when the active player activates the system, so they join the defence; the hit is assigned
 * by the Magen owner, who picks the ground force it destroys (a mech's sustain cannot soak it).
 */
export const magenDefenseGrid: EffectDefinition = {
  id: 'magen-defense-grid',
  family: 'technology',
  name: 'Magen Defense Grid',
  text: "When any player activates a system that contains 1 or more of your structures, place 1 infantry from your reinforcements with each of those structures. At the start of ground combat on a planet that contains 1 or more of your structures, produce 1 hit and assign it to 1 of your opponent's ground forces.",
  timing: 'activation (infantry); start of ground combat (1 hit)',
  play: 'hit target: the most valuable ground force the hit destroys (else the most valuable that must sustain it)',
  policies: MAGEN_TARGETS,
  policyPlays: [
    'hit target: the most valuable ground force the hit destroys (else the most valuable that must sustain it)',
    'hit target: the most valuable mech that sustains it (else the most valuable ground force it destroys)',
  ],
  unusable: allOf(onlyPlaces(['ground', 'tactical']), onlySide('defender', 'its structures are on the defended planet'), STRUCTURES),
  placesUnits: (own) => ({ infantry: (own.units.pds ?? 0) + (own.units.spacedock ?? 0) }),
  // Its hit goes where its policy says, from the units alone: the start of ground combat is a function of the state.
  sampling: { kind: 'units' },
  createHooks: magenHit,
};

/** Magen Defense Grid Ω (Codex I revision): the hit only. */
export const magenDefenseGridOmega: EffectDefinition = {
  ...magenDefenseGrid,
  id: 'magen-defense-grid@omega',
  text: "At the start of ground combat on a planet that contains 1 or more of your structures, you may produce 1 hit and assign it to 1 of your opponent's ground forces.",
  timing: 'start of ground combat',
  placesUnits: undefined,
};

/**
 * Magen Defense Grid (first printing, Prophecy of Kings), exhausted in the ground combat round its
 * "@groundN" names, by default the first (it readies only in the status phase).
 */
export const magenDefenseGridOriginal: EffectDefinition = {
  id: 'magen-defense-grid@original',
  family: 'technology',
  name: 'Magen Defense Grid',
  text: 'You may exhaust this card at the start of a round of ground combat on a planet that contains 1 or more of your units that have PLANETARY SHIELD; your opponent cannot make combat rolls this combat round.',
  timing: 'start of a ground combat round (@groundN, default the first)',
  play: 'exhaust it in the first round of ground combat (or the round @groundN names)',
  takesRound: true,
  unusable: allOf(onlyPlaces(['ground', 'tactical']), onlySide('defender', 'its planetary shield units are on the defended planet'), (ctx) => (hasUnitWith(ctx.own, (s) => s.planetaryShield) ? undefined : 'needs a unit with PLANETARY SHIELD (a PDS) on the planet')),
  createHooks(battle, owner, opponent, use) {
    const when = { ...use, ground: true, round: use.round || 1 };
    return {
      startOfRound(theatre, round) {
        if (theatre !== GROUND || !isPlayedNow(when, true, round)) return;
        opponent.cannotRoll = true;
        if (battle.tracing) battle.log(`  ${SIDE_LABELS[owner.index]} exhausts Magen Defense Grid: ${SIDE_LABELS[opponent.index]} cannot roll this round`);
      },
      endOfRound(theatre) {
        if (theatre === GROUND) opponent.cannotRoll = false;
      },
    };
  },
};

/**
 * X-89 Bacterial Weapon ΩΩ (technology card, Codex IV revision; the current printing): the owner's
 * bombardment and ground combat hits count double (attacker or defender).
 */
export const x89BacterialWeapon: EffectDefinition = {
  id: 'x89-bacterial-weapon',
  family: 'technology',
  name: 'X-89 Bacterial Weapon',
  text: "Double the hits produced by your units' BOMBARDMENT and ground combat rolls. Exhaust each planet you use BOMBARDMENT against.",
  timing: 'bombardment and ground combat rolls',
  exact: true,
  unusable: onlyPlaces(['ground', 'tactical']),
  compileInPlace(own) {
    own.groundHitFactor *= 2;
    own.bombardHitFactor *= 2;
  },
};

/** X-89 Bacterial Weapon Ω (Codex I revision). */
export const x89BacterialWeaponOmega: EffectDefinition = {
  id: 'x89-bacterial-weapon@omega',
  family: 'technology',
  name: 'X-89 Bacterial Weapon',
  text: "After 1 or more of your units use BOMBARDMENT against a planet, if at least 1 of your opponent's infantry was destroyed, you may destroy all of your opponent's infantry on that planet.",
  timing: 'after bombardment',
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
        if (battle.tracing) battle.log(`  ${SIDE_LABELS[owner.index]} X-89 Bacterial Weapon destroys all infantry`);
        for (let u = 0; u < opponent.n; u++) if (opponent.isInfantry[u] === 1 && opponent.alive[u] === 1) battle.destroyUnit(opponent, u, GROUND, 'by X-89');
      },
    };
  },
};
