import { CANNON_ROLL, COMBAT_ROLL, type EffectHooks } from './hooks.js';
import { GROUND, SPACE } from '../side-state.js';
import { MANEUVERING_JETS_LANDING_FORCES, MANEUVERING_JETS_PLAYS } from '../policies/card-timing.js';
import {
  COURAGEOUS_PLAYS, DIRECT_HIT_PLAYS, isCourageousPlayed, isDirectHitPlayed, isShieldsHoldingPlayed, SHIELDS_HOLDING_CANCELS, SHIELDS_HOLDING_PLAYS,
} from '../policies/effect-play.js';
import { addSpaceCannon5x3InPlace, allOf, isPlayedNow, OncePerBattle, onlyPlaces, onlySide, type EffectDefinition } from './effect.js';

const SIDE = ['attacker', 'defender'] as const;
/** Dice Courageous to the End rolls ("Roll 2 dice"). */
const COURAGEOUS_DICE = 2;

/** Morale Boost (action card), played in the round its "@roundN" names (default round 1). */
export const moraleBoost: EffectDefinition = {
  id: 'morale-boost',
  family: 'action-card',
  name: 'Morale Boost',
  text: "At the start of a combat round: Apply +1 to the result of each of your unit's combat rolls during this combat round.",
  timing: 'start of a combat round (@roundN / @groundN, default round 1)',
  takesRound: true,
  sampling: { kind: 'round-dice', lastRound: (use) => use.round || 1 },
  createHooks(battle, owner, _opponent, use) {
    const when = { ...use, round: use.round || 1 };
    let active = false;
    return {
      reset() {
        active = false;
      },
      startOfRound(theatre, round) {
        if (!isPlayedNow(when, theatre === GROUND, round)) return;
        owner.roundBonus += 1;
        active = true;
        if (battle.tracing) battle.log(`  ${SIDE[owner.index]} plays Morale Boost`);
      },
      endOfRound() {
        if (!active) return;
        owner.roundBonus -= 1;
        active = false;
      },
    };
  },
};

/** Direct Hit (action card), played on an eligible sustain chosen by its play policy (policies/effect-play.ts). */
export const directHit: EffectDefinition = {
  id: 'direct-hit',
  family: 'action-card',
  name: 'Direct Hit',
  text: "After another player's ship uses SUSTAIN DAMAGE to cancel a hit produced by your units or abilities: Destroy that ship.",
  timing: 'after an opponent ship sustains damage',
  policies: DIRECT_HIT_PLAYS,
  unusable: onlyPlaces(['space', 'tactical']),
  // Destroys the ship that sustained, on the opponent's side, once: a flag of the opponent's state key.
  sampling: { kind: 'units' },
  createHooks(battle, owner, opponent, use) {
    const card = new OncePerBattle(battle);
    opponent.keyFlags.push(card);
    const play = use.policy ?? 0;
    const hooks: EffectHooks = {
      onSustain(side, u, theatre) {
        if (side !== opponent || theatre !== SPACE || side.isShip[u] === 0 || side.directHitImmune[u] === 1) return;
        if (!isDirectHitPlayed(play, side, u) || !card.take()) return;
        battle.retire(hooks);
        if (battle.tracing) battle.log(`  ${SIDE[owner.index]} plays Direct Hit`);
        battle.destroyUnit(side, u, SPACE, 'by Direct Hit');
      },
    };
    return hooks;
  },
};

/**
 * Shields Holding (action card): cancels up to 2 hits, the first time hits arrive (or in round N),
 * or the first time two do (play policy, policies/effect-play.ts).
 */
export const shieldsHolding: EffectDefinition = {
  id: 'shields-holding',
  family: 'action-card',
  name: 'Shields Holding',
  text: 'Before you assign hits to your ships during a space combat: Cancel up to 2 hits.',
  timing: 'before you assign space combat hits (@roundN, default the first time)',
  takesRound: true,
  policies: SHIELDS_HOLDING_PLAYS,
  unusable: onlyPlaces(['space', 'tactical']),
  createHooks(battle, owner, _opponent, use) {
    const card = new OncePerBattle(battle);
    const play = use.policy ?? 0;
    const hooks: EffectHooks = {
      onHitAssignment(target, hits, kind, theatre) {
        if (target !== owner || kind !== COMBAT_ROLL || theatre !== SPACE || !isPlayedNow(use, false, battle.spaceRound)) return hits;
        if (!isShieldsHoldingPlayed(play, hits) || !card.take()) return hits;
        battle.retire(hooks);
        if (battle.tracing) battle.log(`  ${SIDE[owner.index]} plays Shields Holding: cancels ${Math.min(SHIELDS_HOLDING_CANCELS, hits)} hit(s)`);
        return Math.max(0, hits - SHIELDS_HOLDING_CANCELS);
      },
    };
    return hooks;
  },
};

/**
 * Maneuvering Jets (action card): cancels 1 space cannon hit, the first time one arrives, or only
 * one against the forces landing (space cannon defense; play policy, policies/card-timing.ts).
 */
export const maneuveringJets: EffectDefinition = {
  id: 'maneuvering-jets',
  family: 'action-card',
  name: 'Maneuvering Jets',
  text: "Before you assign hits produced by another player's SPACE CANNON roll: Cancel 1 hit.",
  timing: 'before you assign space cannon hits',
  policies: MANEUVERING_JETS_PLAYS,
  policyPlays: ['play it on the first space cannon hit', 'keep it for the first space cannon defense hit on the landing forces'],
  sampling: { kind: 'cannon-hits' },
  createHooks(battle, owner, _opponent, use) {
    const card = new OncePerBattle(battle);
    const landingOnly = use.policy === MANEUVERING_JETS_LANDING_FORCES;
    const hooks: EffectHooks = {
      beforeCombat(theatre) {
        // In a space battle no space cannon fires after this point: the card stays in hand.
        if (theatre === SPACE && battle.place === 'space') battle.retire(hooks);
      },
      onHitAssignment(target, hits, kind, theatre) {
        if (target !== owner || kind !== CANNON_ROLL || (landingOnly && theatre !== GROUND) || !card.take()) return hits;
        battle.retire(hooks);
        if (battle.tracing) battle.log(`  ${SIDE[owner.index]} plays Maneuvering Jets: cancels 1 hit`);
        return hits - 1;
      },
    };
    return hooks;
  },
};

/** Experimental Battlestation (action card): a space dock fires space cannon 5 (x3) at the active player's ships. */
export const experimentalBattlestation: EffectDefinition = {
  id: 'experimental-battlestation',
  family: 'action-card',
  name: 'Experimental Battlestation',
  text: 'After another player moves ships into a system during a tactical action: Choose 1 of your space docks that is either in or adjacent to that system. That space dock uses SPACE CANNON 5 (x3) against ships in the active system.',
  timing: 'after the active player moves ships in',
  exact: true,
  unusable: allOf(onlySide('defender', 'it answers another player moving in'), onlyPlaces(['space', 'tactical']), (ctx) => ((ctx.own.units.spacedock ?? 0) > 0 ? undefined : 'needs a space dock (units: { spacedock: 1 })')),
  compileInPlace(own) {
    addSpaceCannon5x3InPlace(own, 'Experimental Battlestation space cannon');
  },
};

/** Solar Flare (action card). */
export const solarFlare: EffectDefinition = {
  id: 'solar-flare',
  family: 'action-card',
  name: 'Solar Flare',
  text: 'After you activate a system: During this movement, other players cannot use SPACE CANNON against your ships.',
  timing: 'after you activate a system',
  exact: true,
  unusable: allOf(onlySide('attacker', 'it is played after you activate a system'), onlyPlaces(['space', 'tactical'])),
  compileInPlace(_own, opponent) {
    opponent.cannonOffense = false;
  },
};

/**
 * Courageous to the End (action card), played when a non-fighter ship of the side is destroyed in
 * combat: the first one, or the one with the best combat value left (play policy, policies/effect-play.ts).
 */
export const courageousToTheEnd: EffectDefinition = {
  id: 'courageous-to-the-end',
  family: 'action-card',
  name: 'Courageous to the End',
  text: "After 1 of your ships is destroyed during a space combat: Roll 2 dice. For each result equal to or greater than that ship's combat value, your opponent must choose and destroy 1 of their ships.",
  timing: 'after one of your ships is destroyed in space combat',
  policies: COURAGEOUS_PLAYS,
  unusable: onlyPlaces(['space', 'tactical']),
  createHooks(battle, owner, opponent, use) {
    const card = new OncePerBattle(battle);
    const play = use.policy ?? 0;
    const hooks: EffectHooks = {
      onDestroy(side, u, theatre) {
        if (side !== owner || theatre !== SPACE || battle.spaceRound === 0 || side.isNonFighterShip[u] === 0) return;
        if (!isCourageousPlayed(play, side, u) || !card.take()) return;
        battle.retire(hooks);
        const hitOn = side.space.hitOn[u];
        let hits = 0;
        for (let k = 0; k < COURAGEOUS_DICE; k++) if (battle.rng.d10() >= hitOn) hits++;
        if (battle.tracing) battle.log(`  ${SIDE[owner.index]} plays Courageous to the End for ${side.plan.label[u]}: ${hits} hit(s) on ${hitOn}+`);
        for (let h = 0; h < hits; h++) battle.chooseAndDestroy(opponent, SPACE, false, 'by Courageous to the End');
      },
    };
    return hooks;
  },
};
