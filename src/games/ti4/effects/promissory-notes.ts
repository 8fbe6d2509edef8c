import { COMBAT_ROLL } from './hooks.js';
import { WAR_FUNDING_OWN_MISSES_ONLY, WAR_FUNDING_PLAYS } from '../policies/card-timing.js';
import { GROUND, SPACE } from '../side-state.js';
import { allOf, isPlayedNow, notFaction, onlyPlaces, onlySide, SIDE_LABELS, type EffectDefinition } from './effect.js';
import { modifyCombatRollsInPlace, GROUND_ONLY } from './factions/modifiers.js';

/** Tekklar Legion (Sardakk N'orr promissory note): +1 to the holder's ground combat rolls; -1 to the N'orr's. */
export const tekklarLegion: EffectDefinition = {
  id: 'tekklar-legion',
  family: 'promissory-note',
  faction: 'sardakk',
  name: 'Tekklar Legion',
  text: "At the start of an invasion combat: Apply +1 to the result of each of your unit's combat rolls during this combat. If your opponent is the N'orr player, apply -1 to the result of each of their unit's combat rolls during this combat. Then, return this card to the N'orr player.",
  timing: 'start of ground combat',
  exact: true,
  unusable: allOf(notFaction('sardakk'), onlyPlaces(['ground', 'tactical'])),
  compileInPlace(own, opponent) {
    modifyCombatRollsInPlace(own, 1, GROUND_ONLY);
    if (opponent.faction === 'sardakk') modifyCombatRollsInPlace(opponent, -1, GROUND_ONLY);
  },
};

/**
 * Strike Wing Ambuscade (Argent Flight promissory note): 1 more die for one unit-ability roll, once.
 * Policy: the holder's first unit-ability roll of the battle (space cannon, barrage or bombardment).
 */
export const strikeWingAmbuscade: EffectDefinition = {
  id: 'strike-wing-ambuscade',
  family: 'promissory-note',
  faction: 'argent',
  name: 'Strike Wing Ambuscade',
  text: 'When 1 or more of your units make a roll for a unit ability: Choose 1 of those units to roll 1 additional die. Then, return this card to the Argent player.',
  timing: 'a unit-ability roll (space cannon, barrage, bombardment)',
  play: 'the first unit-ability roll of the battle, by the best unit',
  unusable: notFaction('argent'),
  compileInPlace(own) {
    own.oneShotAbilityDice += 1;
  },
};

/**
 * War Funding (Barony of Letnev promissory note), played once in the round its "@roundN" names
 * (default 1): every miss of your own is rerolled, and all of the opponent's dice when they hit more
 * than they expect to, or never (play policy, policies/card-timing.ts).
 */
export const warFunding: EffectDefinition = {
  id: 'war-funding',
  family: 'promissory-note',
  faction: 'letnev',
  name: 'War Funding',
  text: "After you and your opponent roll dice during space combat: You may reroll all of your opponent's dice. You may reroll any number of your dice. Then, return this card to the Letnev player.",
  timing: 'after space combat rolls (@roundN, default round 1)',
  policies: WAR_FUNDING_PLAYS,
  policyPlays: ["reroll the opponent's dice when they beat their expected hits; reroll your misses", "reroll your misses only"],
  takesRound: true,
  unusable: allOf(notFaction('letnev'), onlyPlaces(['space', 'tactical'])),
  createHooks(battle, owner, opponent, use) {
    const when = { ...use, ground: false, round: use.round || 1 };
    const rerollsOpponent = use.policy !== WAR_FUNDING_OWN_MISSES_ONLY;
    return {
      rerolls(theatre, kind, round) {
        if (theatre !== SPACE || kind !== COMBAT_ROLL || !isPlayedNow(when, false, round)) return;
        let expected = 0;
        for (let u = 0; u < opponent.n; u++) {
          if (opponent.lastDice[u] > 0) expected += (opponent.lastDice[u] * Math.max(0, Math.min(10, 11 - battle.combatThreshold(opponent, u, SPACE)))) / 10;
        }
        if (rerollsOpponent && battle.pendingHits[opponent.index] > expected) {
          let hits = 0;
          for (let u = 0; u < opponent.n; u++) {
            const threshold = battle.combatThreshold(opponent, u, SPACE);
            for (let k = 0; k < opponent.lastDice[u]; k++) if (battle.rng.d10() >= threshold) hits++;
          }
          if (battle.tracing) battle.log(`  ${SIDE_LABELS[owner.index]} War Funding: the opponent rerolls, ${hits} hit(s) instead of ${battle.pendingHits[opponent.index]}`);
          battle.pendingHits[opponent.index] = hits;
        }
        battle.pendingHits[owner.index] += battle.rerollMisses(owner, SPACE, 'War Funding');
      },
    };
  },
};

/**
 * The Cavalry (Nomad promissory note): one of the holder's non-fighter ships gets Memoria's SUSTAIN
 * DAMAGE, combat value (7 x2) and ANTI-FIGHTER BARRAGE (8 x3) for the combat. Policy: the most
 * expensive non-fighter ship without SUSTAIN DAMAGE (else the most expensive).
 */
export const theCavalry: EffectDefinition = {
  id: 'the-cavalry',
  family: 'promissory-note',
  faction: 'nomad',
  name: 'The Cavalry',
  text: "At the start of a space combat against a player other than the Nomad: During this combat, treat 1 of your non-fighter ships as if it has the SUSTAIN DAMAGE ability, combat value, and ANTI-FIGHTER BARRAGE value of the Nomad's flagship. Then, return this card to the Nomad player at the end of that combat.",
  timing: 'start of space combat',
  exact: true,
  play: "the most expensive non-fighter ship without SUSTAIN DAMAGE (Memoria I's values: 7 x2, barrage 8 x3)",
  unusable: allOf(notFaction('nomad'), onlyPlaces(['space', 'tactical']), (ctx) => (ctx.opponent.faction === 'nomad' ? 'is played against a player other than the Nomad' : undefined)),
  compileInPlace(own) {
    let pick = -1;
    for (let u = 0; u < own.unitCount; u++) {
      if (own.isNonFighterShip[u] === 0 || own.space.targetable[u] === 0) continue;
      const better = pick < 0 || own.canSustain[pick] > own.canSustain[u] || (own.canSustain[pick] === own.canSustain[u] && own.halfCost[u] > own.halfCost[pick]);
      if (better) pick = u;
    }
    if (pick < 0) return;
    own.canSustain[pick] = 1;
    own.space.hitOn[pick] = 7;
    own.space.dice[pick] = 2;
    own.barrageHitOn[pick] = 8;
    own.barrageDice[pick] = 3;
  },
};

/** Greyfire Mutagen (Yin Brotherhood promissory note): 1 opposing infantry becomes the holder's. */
export const greyfireMutagen: EffectDefinition = {
  id: 'greyfire-mutagen',
  family: 'promissory-note',
  faction: 'yin',
  name: 'Greyfire Mutagen',
  text: "At the start of a ground combat against 2 or more ground forces that are not controlled by the Yin player: Replace 1 of your opponent's infantry with 1 infantry from your reinforcements. Then, return this card to the Yin player.",
  timing: 'start of ground combat',
  unusable: allOf(notFaction('yin'), onlyPlaces(['ground', 'tactical']), (ctx) => (ctx.opponent.faction === 'yin' ? "is played against ground forces not controlled by the Yin player" : undefined)),
  reserveUnits: () => ({ infantry: 1 }),
  createHooks(battle, owner, opponent) {
    const infantry = battle.unitTypes.indexOf('infantry');
    return {
      beforeCombat(theatre) {
        if (theatre !== GROUND || opponent.ground.count < 2) return;
        let victim = -1;
        for (let u = 0; u < opponent.n; u++) if (opponent.alive[u] === 1 && opponent.isInfantry[u] === 1 && opponent.ground.targetable[u] === 1) victim = u;
        const recruit = owner.reserveOf(infantry);
        if (victim < 0 || recruit < 0) return;
        opponent.destroyInPlace(victim);
        owner.deployInPlace(recruit);
        if (battle.tracing) battle.log(`  ${SIDE_LABELS[owner.index]} Greyfire Mutagen: ${opponent.plan.label[victim]} becomes its infantry`);
      },
    };
  },
};

/** Ragh's Call (Clan of Saar promissory note), played by the invader: the Saar ground forces leave the planet. */
export const raghsCall: EffectDefinition = {
  id: 'raghs-call',
  family: 'promissory-note',
  faction: 'saar',
  name: "Ragh's Call",
  text: 'After you commit 1 or more units to land on a planet: Remove all of the Saar player\'s ground forces from that planet and place them on a planet controlled by the Saar player. Then, return this card to the Saar player.',
  timing: 'after committing ground forces',
  unusable: allOf(notFaction('saar'), onlySide('attacker', 'it is played after you commit ground forces'), onlyPlaces(['ground', 'tactical']), (ctx) => (ctx.opponent.faction === 'saar' ? undefined : 'needs the Saar player as the defender (defender faction: saar)')),
  compileInPlace(own) {
    own.removesDefendingForces = true;
  },
};

