import { BARRAGE_ROLL, BOMBARD_ROLL, CANNON_ROLL, COMBAT_ROLL, type EffectHooks } from './hooks.js';
import { GROUND, SPACE } from '../side-state.js';
import {
  EMERGENCY_REPAIRS_PLAYS, EMERGENCY_REPAIRS_WAITS_FOR, isCostliestShip, REFLECTIVE_SHIELDING_COSTLIEST_SHIP, REFLECTIVE_SHIELDING_PLAYS,
  SCRAMBLE_FREQUENCY_PLAYS, SCRAMBLE_FREQUENCY_WAITS_FOR,
} from '../policies/card-timing.js';
import { allOf, fields, isPlayedNow, OncePerBattle, onlyPlaces, onlySide, SIDE_LABELS, type EffectDefinition } from './effect.js';

/** The remaining action cards that act in combat (each played once per battle, by the policy named). */

/**
 * Emergency Repairs (action card), played in the round "@roundN" names, else by its play policy
 * (policies/card-timing.ts): once 2 units are damaged, or once 1 is.
 */
export const emergencyRepairs: EffectDefinition = {
  id: 'emergency-repairs',
  family: 'action-card',
  name: 'Emergency Repairs',
  text: 'At the start or end of a combat round: Repair all of your units that have SUSTAIN DAMAGE in the active system.',
  timing: 'end of a combat round',
  policies: EMERGENCY_REPAIRS_PLAYS,
  policyPlays: [
    'at the end of the first round after which 2 of your units are damaged (or the round @roundN names)',
    'at the end of the first round after which one of your units is damaged (or the round @roundN names)',
  ],
  takesRound: true,
  createHooks(battle, owner, _opponent, use) {
    const card = new OncePerBattle(battle);
    const waitsFor = EMERGENCY_REPAIRS_WAITS_FOR[use.policy ?? 0];
    return {
      endOfRound(theatre, round) {
        if (card.isUsed) return;
        let damaged = 0;
        for (let u = 0; u < owner.n; u++) damaged += owner.alive[u] & owner.damaged[u];
        const now = use.round > 0 ? isPlayedNow(use, theatre === GROUND, round) : damaged >= waitsFor;
        if (!now || damaged === 0 || !card.take()) return;
        for (let u = 0; u < owner.n; u++) if (owner.alive[u] === 1 && owner.damaged[u] === 1) owner.repairInPlace(u);
        if (battle.tracing) battle.log(`  ${SIDE_LABELS[owner.index]} plays Emergency Repairs: ${damaged} unit(s) repaired`);
      },
    };
  },
};

/** Waylay (action card): the side's anti-fighter barrage hits any ship. */
export const waylay: EffectDefinition = {
  id: 'waylay',
  family: 'action-card',
  name: 'Waylay',
  text: 'Before you roll dice for ANTI-FIGHTER BARRAGE: Hits from this roll are produced against all ships (not just fighters).',
  timing: 'anti-fighter barrage',
  exact: true,
  unusable: allOf(onlyPlaces(['space', 'tactical']), (ctx) => (['destroyer', 'flagship'].some((k) => fields(ctx.own, k as 'destroyer')) ? undefined : 'needs a unit with ANTI-FIGHTER BARRAGE')),
  compileInPlace(own) {
    own.barrageWithoutFighters = true;
    own.barrageHitsAllShips = true;
  },
};

/**
 * Scramble Frequency (action card), on the opponent's first space cannon, barrage or bombardment
 * roll with 2 or more hits, or with any hit (play policy, policies/card-timing.ts).
 */
export const scrambleFrequency: EffectDefinition = {
  id: 'scramble-frequency',
  family: 'action-card',
  name: 'Scramble Frequency',
  text: 'After another player makes a BOMBARDMENT, SPACE CANNON, or ANTI-FIGHTER BARRAGE roll: That player rerolls all of their dice.',
  timing: "after an opponent's unit-ability roll",
  policies: SCRAMBLE_FREQUENCY_PLAYS,
  policyPlays: ["the opponent's first space cannon, barrage or bombardment roll with 2 or more hits", "the opponent's first space cannon, barrage or bombardment roll that hits"],
  createHooks(battle, owner, opponent, use) {
    const card = new OncePerBattle(battle);
    const waitsFor = SCRAMBLE_FREQUENCY_WAITS_FOR[use.policy ?? 0];
    return {
      rerolls(theatre, kind) {
        if ((kind !== CANNON_ROLL && kind !== BARRAGE_ROLL && kind !== BOMBARD_ROLL) || card.isUsed || battle.pendingHits[opponent.index] < waitsFor) return;
        card.take();
        if (battle.tracing) battle.log(`  ${SIDE_LABELS[owner.index]} plays Scramble Frequency`);
        const hits = battle.rerollAbilityRoll(opponent, kind, theatre);
        battle.pendingHits[opponent.index] = hits;
        if (battle.pendingRestricted[opponent.index] > 0) battle.pendingRestricted[opponent.index] = hits;
      },
    };
  },
};

/**
 * Reflective Shielding (action card), the first time one of your ships sustains in space combat, or
 * only when the ship is your costliest (play policy, policies/card-timing.ts).
 */
export const reflectiveShielding: EffectDefinition = {
  id: 'reflective-shielding',
  family: 'action-card',
  name: 'Reflective Shielding',
  text: "When one of your ships uses SUSTAIN DAMAGE during combat: Produce 2 hits against your opponent's ships in the active system.",
  timing: 'when one of your ships sustains damage',
  policies: REFLECTIVE_SHIELDING_PLAYS,
  policyPlays: ['the first time one of your ships sustains', 'the first time your costliest ship sustains'],
  unusable: onlyPlaces(['space', 'tactical']),
  createHooks(battle, owner, opponent, use) {
    const card = new OncePerBattle(battle);
    const costliestOnly = use.policy === REFLECTIVE_SHIELDING_COSTLIEST_SHIP;
    const hooks: EffectHooks = {
      onSustain(side, u, theatre) {
        // "During combat": not a sustain against space cannon offense, before the space combat.
        if (side !== owner || theatre !== SPACE || battle.combatTheatre !== SPACE || owner.isShip[u] === 0 || opponent.space.count === 0) return;
        if ((costliestOnly && !isCostliestShip(owner, u)) || !card.take()) return;
        battle.retire(hooks);
        if (battle.tracing) battle.log(`  ${SIDE_LABELS[owner.index]} plays Reflective Shielding: 2 hits`);
        battle.assignHits(opponent, 2, SPACE, COMBAT_ROLL);
      },
    };
    return hooks;
  },
};

/** Intercept (action card): the opponent's first announced retreat does not happen that round. */
export const intercept: EffectDefinition = {
  id: 'intercept',
  family: 'action-card',
  name: 'Intercept',
  text: 'After your opponent declares a retreat during a space combat: Your opponent cannot retreat during this round of space combat.',
  timing: 'after the opponent announces a retreat',
  play: "the opponent's first retreat",
  unusable: allOf(onlyPlaces(['space', 'tactical']), (ctx) => (ctx.opponent.retreat ? undefined : 'needs an opponent that retreats (a retreat policy)')),
  createHooks(battle, owner, opponent) {
    const card = new OncePerBattle(battle);
    return {
      onRetreatAnnounced(side) {
        if (side !== opponent || !card.take()) return false;
        if (battle.tracing) battle.log(`  ${SIDE_LABELS[owner.index]} plays Intercept`);
        return true;
      },
    };
  },
};

/** Blitz (action card): the attacker's non-fighter ships without BOMBARDMENT gain BOMBARDMENT 6. */
export const blitz: EffectDefinition = {
  id: 'blitz',
  family: 'action-card',
  name: 'Blitz',
  text: 'At the start of an invasion: Each of your non-fighter ships in the active system that do not have BOMBARDMENT gain BOMBARDMENT 6 until the end of the invasion.',
  timing: 'start of an invasion',
  exact: true,
  unusable: allOf(onlySide('attacker', 'it is played at the start of your invasion'), onlyPlaces(['ground', 'tactical'])),
  compileInPlace(own) {
    for (let u = 0; u < own.unitCount; u++) {
      if (own.isShip[u] === 1 && own.isFighter[u] === 0 && own.bombardDice[u] === 0) {
        own.bombardHitOn[u] = 6;
        own.bombardDice[u] = 1;
      }
    }
  },
};

/** Parley (action card): the defender sends the landing forces back to space — no ground combat. */
export const parley: EffectDefinition = {
  id: 'parley',
  family: 'action-card',
  name: 'Parley',
  text: 'After another player commits units to land on a planet you control: Return the committed units to the space area.',
  timing: 'after the attacker commits ground forces',
  unusable: allOf(onlySide('defender', 'it protects a planet you control'), onlyPlaces(['ground', 'tactical'])),
  compileInPlace(own) {
    own.returnsLandingForces = true;
  },
};

/** Fighter Prototype (action card): +2 to the side's fighters in the first space combat round. */
export const fighterPrototype: EffectDefinition = {
  id: 'fighter-prototype',
  family: 'action-card',
  name: 'Fighter Prototype',
  text: "At the start of the first round of a space combat: Apply +2 to the result of each of your fighters' combat rolls during this combat round.",
  timing: 'start of the first space combat round',
  unusable: allOf(onlyPlaces(['space', 'tactical']), (ctx) => (fields(ctx.own, 'fighter') ? undefined : 'needs fighters')),
  sampling: { kind: 'round-dice', lastRound: () => 1 },
  createHooks(battle, owner) {
    owner.usesRoundModifiers = true;
    return {
      startOfRound(theatre, round) {
        const bonus = theatre === SPACE && round === 1 ? 2 : 0;
        for (let u = 0; u < owner.n; u++) if (owner.isFighter[u] === 1) owner.roundHitBonus[u] = bonus;
        if (bonus > 0 && battle.tracing) battle.log(`  ${SIDE_LABELS[owner.index]} plays Fighter Prototype`);
      },
    };
  },
};

/** Skilled Retreat (action card): the side leaves at the start of the round its "@roundN" names (default 2). */
export const skilledRetreat: EffectDefinition = {
  id: 'skilled-retreat',
  family: 'action-card',
  name: 'Skilled Retreat',
  text: 'At the start of a combat round: Move all of your ships from the active system into an adjacent system that does not contain another player\'s ships. The space combat ends in a draw. Then, place a command token from your reinforcements in that system.',
  timing: 'start of a space combat round (@roundN, default round 2)',
  takesRound: true,
  unusable: onlyPlaces(['space', 'tactical']),
  createHooks(_battle, owner, _opponent, use) {
    const when = { ...use, ground: false, round: use.round || 2 };
    return {
      startOfRound(theatre, round) {
        if (theatre === SPACE && isPlayedNow(when, false, round)) owner.retreatNow = true;
      },
    };
  },
};

/** Rout (action card), played by the defender: the attacker must announce a retreat in the round named (default 1). */
export const rout: EffectDefinition = {
  id: 'rout',
  family: 'action-card',
  name: 'Rout',
  text: "At the start of the \"Announce Retreats\" step of space combat, if you are the defender: Your opponent must announce a retreat, if able.",
  timing: 'announce retreats step (@roundN, default round 1)',
  takesRound: true,
  unusable: allOf(onlySide('defender', 'only the defender may play it'), onlyPlaces(['space', 'tactical'])),
  createHooks(_battle, _owner, opponent, use) {
    const when = { ...use, ground: false, round: use.round || 1 };
    return {
      startOfRound(theatre, round) {
        opponent.forcedRetreat = theatre === SPACE && isPlayedNow(when, false, round);
      },
    };
  },
};

/** Upgrade (action card), for the active player: 1 cruiser becomes a dreadnought. */
export const upgrade: EffectDefinition = {
  id: 'upgrade',
  family: 'action-card',
  name: 'Upgrade',
  text: 'After you activate a system that contains 1 or more of your ships: Replace 1 of your cruisers in that system with 1 dreadnought from your reinforcements.',
  timing: 'after the activation',
  exact: true,
  unusable: allOf(onlySide('attacker', 'it is played after you activate a system'), (ctx) => (fields(ctx.own, 'cruiser') ? undefined : 'needs a cruiser to replace')),
  placesUnits: () => ({ cruiser: -1, dreadnought: 1 }),
};
