import { SPACE } from '../side-state.js';
import { UNIT_KEYS } from '../catalog.js';
import type { UnitCounts } from '../scenario.js';
import { addSpaceCannon5x3InPlace, allOf, isPlayedNow, needsFaction, OncePerBattle, onlyPlaces, onlySide, SIDE_LABELS, type EffectDefinition } from './effect.js';

/** Heroes act for their own faction; each is purged after one use. */

/**
 * Ipswitch, Loose Cannon (Mentak Coalition hero): for each opposing ship destroyed in this combat, a
 * Mentak ship of its type joins the combat. Policy: purged at the start of the space combat.
 */
export const ipswitchLooseCannon: EffectDefinition = {
  id: 'ipswitch-loose-cannon',
  family: 'hero',
  faction: 'mentak',
  name: 'Ipswitch, Loose Cannon',
  text: "At the start of a space combat that you are participating in: You may purge this card; if you do, for each other player's ship that is destroyed during this combat, place 1 ship of that type from your reinforcements in the active system.",
  timing: 'start of space combat; each opposing ship destroyed',
  play: 'purge it at the start of the space combat',
  unusable: allOf(needsFaction('mentak'), onlyPlaces(['space', 'tactical'])),
  reserveUnits(own, opponent) {
    const ships: UnitCounts = {};
    for (const key of UNIT_KEYS) if (key !== 'infantry' && key !== 'mech' && key !== 'pds' && key !== 'spacedock' && key !== 'flagship' && (opponent.units[key] ?? 0) > 0) ships[key] = opponent.units[key];
    void own;
    return ships;
  },
  createHooks(battle, owner, opponent) {
    let active = false;
    return {
      reset() {
        active = false;
      },
      beforeCombat(theatre) {
        if (theatre === SPACE) active = true;
      },
      onDestroy(side, u, theatre) {
        if (!active || side !== opponent || theatre !== SPACE || opponent.space.targetable[u] === 0) return;
        const placed = owner.reserveOf(opponent.type[u]);
        if (placed < 0) return;
        owner.deployInPlace(placed);
        if (battle.tracing) battle.log(`  ${SIDE_LABELS[owner.index]} Ipswitch places ${owner.plan.label[placed]}`);
      },
      endOfRound(theatre) {
        if (theatre !== SPACE) return;
        if (owner.space.count === 0 || opponent.space.count === 0) active = false;
      },
    };
  },
};

/**
 * Kuuasi Aun Jalatai (Council Keleres hero, Argent Flight origin). Policy: purged at the start of
 * the first space combat round (or the round named): the flagship (unless already there) and 2
 * cruisers join.
 */
export const kuuasiAunJalatai: EffectDefinition = {
  id: 'kuuasi-aun-jalatai',
  family: 'hero',
  faction: 'keleres',
  name: 'Kuuasi Aun Jalatai',
  text: 'At the start of a round of space combat in a system that contains a planet you control: You may place your flagship and up to a total of 2 cruisers and/or destroyers from your reinforcements in the active system. Then, purge this card.',
  timing: 'start of a space combat round (@roundN, default round 1)',
  play: 'round 1: the flagship and 2 cruisers',
  takesRound: true,
  unusable: allOf(needsFaction('keleres'), onlySide('defender', 'the system contains a planet you control'), onlyPlaces(['space', 'tactical'])),
  reserveUnits: (own) => ({ ...((own.units.flagship ?? 0) === 0 ? { flagship: 1 } : {}), cruiser: 2 }),
  createHooks(battle, owner, _opponent, use) {
    const card = new OncePerBattle(battle);
    const when = { ...use, ground: false, round: use.round || 1 };
    const arrivals = [battle.unitTypes.indexOf('flagship'), battle.unitTypes.indexOf('cruiser'), battle.unitTypes.indexOf('cruiser')];
    return {
      startOfRound(theatre, round) {
        if (theatre !== SPACE || !isPlayedNow(when, false, round) || !card.take()) return;
        for (const type of arrivals) {
          const placed = owner.reserveOf(type);
          if (placed >= 0) owner.deployInPlace(placed);
        }
        if (battle.tracing) battle.log(`  ${SIDE_LABELS[owner.index]} Kuuasi Aun Jalatai places the flagship and 2 cruisers`);
      },
    };
  },
};

/** Sh'val, Harbinger (Sardakk N'orr hero): the fleet skips space combat and bombardment and lands. */
export const shvalHarbinger: EffectDefinition = {
  id: 'shval-harbinger',
  family: 'hero',
  faction: 'sardakk',
  name: "Sh'val, Harbinger",
  text: 'After you move ships into the active system: You may skip directly to the "Commit Ground Forces" step. If you do, after you commit ground forces to land on planets, purge this card and return each of your ships in the active system to your reinforcements.',
  timing: 'after movement',
  unusable: allOf(needsFaction('sardakk'), onlySide('attacker', 'the active player moves ships in'), onlyPlaces(['tactical'])),
  compileInPlace(own) {
    own.skipsToLanding = true;
  },
};

/** Dannel of the Tenth (Yin Brotherhood hero): the committed infantry cannot be hit by space cannon. */
export const dannelOfTheTenth: EffectDefinition = {
  id: 'dannel-of-the-tenth',
  family: 'hero',
  faction: 'yin',
  name: 'Dannel of the Tenth',
  text: 'ACTION: Commit up to 3 infantry from your reinforcements to any non-home planets and resolve ground combats on those planets. Players cannot use SPACE CANNON against these units. Then, purge this card.',
  timing: 'the invasion it starts (no space cannon defense)',
  exact: true,
  unusable: allOf(needsFaction('yin'), onlySide('attacker', 'the Yin commit the infantry'), onlyPlaces(['ground']), (ctx) => ((ctx.own.units.infantry ?? 0) <= 3 ? undefined : 'commits up to 3 infantry')),
  compileInPlace(_own, opponent) {
    opponent.cannonDefense = false;
  },
};

/**
 * Ul the Progenitor (Titans of Ul hero): Elysium, with the card attached, fires SPACE CANNON 5 (x3)
 * at the opposing ships in its system, as a space dock under Experimental Battlestation does.
 * List it on the Titans' side when the battle is in Elysium's system. Its space cannon defense
 * against forces landing on Elysium is not modelled (the extra dice fire at ships only).
 */
export const ulTheProgenitor: EffectDefinition = {
  id: 'ul-the-progenitor',
  family: 'hero',
  faction: 'titans',
  name: 'Ul the Progenitor',
  text: 'ACTION: Ready Elysium and attach this card to it. Its resource and influence values are each increased by 3, and it gains the SPACE CANNON 5 (x3) ability as if it were a unit.',
  timing: "space cannon offense (in Elysium's system)",
  exact: true,
  unusable: allOf(needsFaction('titans'), onlyPlaces(['space', 'tactical'])),
  compileInPlace(own) {
    addSpaceCannon5x3InPlace(own, 'Elysium space cannon (Ul the Progenitor)');
  },
};
