import { COMBAT_ROLL, type EffectHooks } from './hooks.js';
import { GROUND, SPACE, type SideState, type Theatre } from '../side-state.js';
import {
  BROTHER_MILOR_GROUND_FORCE, BROTHER_MILOR_PLAYS, isCostliestUnit, TELLURIAN_COSTLIEST_UNIT, TELLURIAN_PLAYS, THUNDARIAN_BEHIND_BY, THUNDARIAN_PLAYS,
} from '../policies/card-timing.js';
import { allOf, isPlayedNow, OncePerBattle, onlyPlaces, onlySide, SIDE_LABELS, type EffectDefinition } from './effect.js';

/**
 * Agents act for the side they are listed on (their owner, or the player the owner helps: "allow
 * that player to …"); each is exhausted once per battle (they ready in the status phase).
 */

/** The unit of a side with the best combat value in a theatre, or -1. */
function bestRoller(side: SideState, theatre: Theatre): number {
  const state = side.theatres[theatre];
  let best = -1;
  for (let u = 0; u < side.n; u++) {
    if (side.alive[u] === 0 || state.dice[u] === 0 || state.targetable[u] === 0) continue;
    if (best < 0 || state.hitOn[u] < state.hitOn[best]) best = u;
  }
  return best;
}

/** An agent that gives 1 unit 1 more die in one round of a theatre (@roundN, default the first). */
function extraDieAgent(theatre: Theatre): EffectDefinition['createHooks'] {
  return (battle, owner, _opponent, use) => {
    const when = { ...use, ground: theatre === GROUND, round: use.round || 1 };
    let chosen = -1;
    owner.usesRoundModifiers = true;
    owner.maxRoundExtraDice += 1;
    return {
      reset() {
        chosen = -1;
      },
      startOfRound(t, round) {
        if (t !== theatre || !isPlayedNow(when, theatre === GROUND, round)) return;
        chosen = bestRoller(owner, theatre);
        if (chosen < 0) return;
        owner.roundExtraDice[chosen] += 1;
        if (battle.tracing) battle.log(`  ${SIDE_LABELS[owner.index]} agent: ${owner.plan.label[chosen]} rolls 1 more die`);
      },
      endOfRound() {
        if (chosen < 0) return;
        owner.roundExtraDice[chosen] -= 1;
        chosen = -1;
      },
    };
  };
}

/** Viscount Unlenn (Barony of Letnev agent). */
export const viscountUnlenn: EffectDefinition = {
  id: 'viscount-unlenn',
  family: 'agent',
  faction: 'letnev',
  name: 'Viscount Unlenn',
  text: 'At the start of a space combat round: You may exhaust this card to choose 1 ship in the active system; that ship rolls 1 additional die during this combat round.',
  timing: 'start of a space combat round (@roundN, default round 1)',
  play: 'the ship with the best combat value, in round 1 (or the round named)',
  takesRound: true,
  sampling: { kind: 'round-dice', lastRound: (use) => use.round || 1 },
  unusable: onlyPlaces(['space', 'tactical']),
  createHooks: extraDieAgent(SPACE),
};

/** Evelyn DeLouis (Federation of Sol agent). */
export const evelynDelouis: EffectDefinition = {
  id: 'evelyn-delouis',
  family: 'agent',
  faction: 'sol',
  name: 'Evelyn DeLouis',
  text: 'At the start of a ground combat round: You may exhaust this card to choose 1 ground force in the active system; that ground force rolls 1 additional die during this combat round.',
  timing: 'start of a ground combat round (@groundN, default the first)',
  play: 'the ground force with the best combat value, in the first ground round (or the round named)',
  takesRound: true,
  sampling: { kind: 'round-dice', lastRound: (use) => use.round || 1 },
  unusable: onlyPlaces(['ground', 'tactical']),
  createHooks: extraDieAgent(GROUND),
};

/**
 * Tellurian (Titans of Ul agent): cancels the first hit — combat, space cannon or bombardment, any
 * hit produced against a unit — that would destroy a unit other than a fighter or an infantry, or
 * only one that would destroy the costliest unit (play policy, policies/card-timing.ts).
 */
export const tellurian: EffectDefinition = {
  id: 'tellurian',
  family: 'agent',
  faction: 'titans',
  name: 'Tellurian',
  text: 'Before a hit would be assigned: You may exhaust this card to cancel that hit.',
  timing: 'before a hit is assigned',
  policies: TELLURIAN_PLAYS,
  policyPlays: ['cancel the first hit (combat, space cannon, bombardment) that would destroy a unit other than a fighter or an infantry', 'cancel the first hit (combat, space cannon, bombardment) that would destroy your costliest unit in the combat'],
  createHooks(battle, owner, _opponent, use) {
    const card = new OncePerBattle(battle);
    const costliestOnly = use.policy === TELLURIAN_COSTLIEST_UNIT;
    const hooks: EffectHooks = {
      onHitAssignment(target, hits, _kind, theatre) {
        // "Before a hit would be assigned": any hit produced against a unit, space cannon included.
        if (target !== owner || card.isUsed) return hits;
        const victim = battle.victimOf(owner, theatre, false);
        if (victim < 0 || (victim & 1) === 0) return hits;
        const u = victim >> 1;
        if (owner.isFighter[u] === 1 || owner.isInfantry[u] === 1) return hits;
        if (costliestOnly && !isCostliestUnit(owner, u, owner.theatres[theatre].targetable)) return hits;
        card.take();
        battle.retire(hooks);
        if (battle.tracing) battle.log(`  ${SIDE_LABELS[owner.index]} Tellurian cancels a hit on ${owner.plan.label[u]}`);
        return hits - 1;
      },
    };
    return hooks;
  },
};

/**
 * The Thundarian (Nomad agent), exhausted after the first combat roll in which the opponent's hits
 * exceed yours by 2 or more, or by 1 or more (play policy, policies/card-timing.ts); both sides roll
 * that round again.
 */
export const theThundarian: EffectDefinition = {
  id: 'the-thundarian',
  family: 'agent',
  faction: 'nomad',
  name: 'The Thundarian',
  text: 'After the "Roll Dice" step of combat: You may exhaust this card. If you do, hits are not assigned to either player\'s units. Return to the start of this combat round\'s "Roll Dice" step.',
  timing: 'after the roll dice step of a combat round',
  policies: THUNDARIAN_PLAYS,
  policyPlays: ["the first roll in which the opponent's hits exceed yours by 2 or more", "the first roll in which the opponent's hits exceed yours"],
  createHooks(battle, owner, opponent, use) {
    const card = new OncePerBattle(battle);
    const behindBy = THUNDARIAN_BEHIND_BY[use.policy ?? 0];
    return {
      rerolls(theatre, kind) {
        if (kind !== COMBAT_ROLL || card.isUsed || battle.pendingHits[opponent.index] < battle.pendingHits[owner.index] + behindBy) return;
        card.take();
        if (battle.tracing) battle.log(`  ${SIDE_LABELS[owner.index]} exhausts The Thundarian: both sides roll again`);
        battle.rollCombatAgain(theatre);
      },
    };
  },
};

/**
 * Brother Milor (Yin Brotherhood agent), used on the side's own loss: the first of its non-fighter
 * ships destroyed in space combat brings 2 fighters, the first ground force destroyed in ground
 * combat 2 infantry; or it is kept for the first ground force (play policy, policies/card-timing.ts).
 */
export const brotherMilor: EffectDefinition = {
  id: 'brother-milor',
  family: 'agent',
  faction: 'yin',
  name: 'Brother Milor',
  text: "After a player's unit is destroyed during combat: You may exhaust this card to allow that player to place 2 fighters in the destroyed unit's system if it was a ship, or 2 infantry on its planet if it was a ground force.",
  timing: 'after one of your units is destroyed in combat',
  policies: BROTHER_MILOR_PLAYS,
  policyPlays: ['the first non-fighter ship destroyed (2 fighters), or the first ground force (2 infantry)', 'the first ground force destroyed (2 infantry); never on a ship'],
  reserveUnits: (_own, _opponent) => ({ fighter: 2, infantry: 2 }),
  createHooks(battle, owner, _opponent, use) {
    const card = new OncePerBattle(battle);
    const groundOnly = use.policy === BROTHER_MILOR_GROUND_FORCE;
    const fighter = battle.unitTypes.indexOf('fighter');
    const infantry = battle.unitTypes.indexOf('infantry');
    const hooks: EffectHooks = {
      onDestroy(side, u, theatre) {
        if (side !== owner || card.isUsed || (theatre === SPACE ? battle.spaceRound : battle.groundRound) === 0) return;
        const ship = theatre === SPACE && owner.isNonFighterShip[u] === 1 && !groundOnly;
        const groundForce = theatre === GROUND && owner.isGroundForce[u] === 1;
        if (!ship && !groundForce) return;
        card.take();
        battle.retire(hooks);
        for (let k = 0; k < 2; k++) {
          const placed = owner.reserveOf(ship ? fighter : infantry);
          if (placed >= 0) owner.deployInPlace(placed);
        }
        if (battle.tracing) battle.log(`  ${SIDE_LABELS[owner.index]} Brother Milor places 2 ${ship ? 'fighters' : 'infantry'}`);
      },
    };
    return hooks;
  },
};

/** I48S (L1Z1X agent), for the active player: 1 infantry in the active system becomes a mech. */
export const i48s: EffectDefinition = {
  id: 'i48s',
  family: 'agent',
  faction: 'l1z1x',
  name: 'I48S',
  text: 'After a player activates a system: You may exhaust this card to allow that player to replace 1 of their infantry in the active system with 1 mech from their reinforcements.',
  timing: 'after the activation',
  exact: true,
  unusable: allOf(onlySide('attacker', 'the active player replaces an infantry'), (ctx) => ((ctx.own.units.infantry ?? 0) > 0 ? undefined : 'needs an infantry to replace')),
  placesUnits: () => ({ infantry: -1, mech: 1 }),
};
