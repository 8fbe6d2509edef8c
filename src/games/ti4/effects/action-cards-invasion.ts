import { COMBAT_ROLL } from './hooks.js';
import { GROUND } from '../side-state.js';
import { allOf, isPlayedNow, onlyPlaces, onlySide, unitsOfType, type EffectDefinition } from './effect.js';


/** Fire Team (action card): rerolls every miss, in the ground round its "@roundN" names (default 1). */
export const fireTeam: EffectDefinition = {
  id: 'fire-team',
  family: 'action-card',
  name: 'Fire Team',
  text: 'After your ground forces make combat rolls during a round of ground combat: Reroll any number of your dice.',
  timing: 'after ground combat rolls (round @roundN, default 1)',
  play: 'reroll every miss',
  takesRound: true,
  unusable: onlyPlaces(['ground', 'tactical']),
  createHooks(battle, owner, _opponent, use) {
    const when = { ...use, ground: true, round: use.round || 1 };
    return {
      rerolls(theatre, kind, round) {
        if (theatre !== GROUND || kind !== COMBAT_ROLL || !isPlayedNow(when, true, round)) return;
        battle.pendingHits[owner.index] += battle.rerollMisses(owner, GROUND, 'plays Fire Team');
      },
    };
  },
};

/** Disable (action card): the opponent's PDS units (Hel-Titans too) lose PLANETARY SHIELD and space cannon defense. */
export const disable: EffectDefinition = {
  id: 'disable',
  family: 'action-card',
  name: 'Disable',
  text: "At the start of an invasion in a system that contains 1 or more of your opponents' PDS units: Your opponents' PDS units lose PLANETARY SHIELD and SPACE CANNON during this invasion.",
  timing: 'start of an invasion',
  exact: true,
  unusable: allOf(onlySide('attacker', 'it is played at the start of your invasion'), onlyPlaces(['ground', 'tactical']), (ctx) => ((ctx.opponent.units.pds ?? 0) > 0 ? undefined : 'needs a defending PDS')),
  // PDS units only: another unit's SPACE CANNON (Indomitus) or PLANETARY SHIELD (Letani Behemoth) stays.
  compileInPlace(_own, opponent, _use, unitTypes) {
    for (const u of unitsOfType(opponent, unitTypes, 'pds')) {
      opponent.cannonDefends[u] = 0;
      opponent.shieldUnits[u] = 0;
    }
  },
};

/** Bunker (action card). */
export const bunker: EffectDefinition = {
  id: 'bunker',
  family: 'action-card',
  name: 'Bunker',
  text: 'At the start of an invasion: During this invasion, apply -4 to the result of each BOMBARDMENT roll against planets you control.',
  timing: 'start of an invasion',
  exact: true,
  unusable: allOf(onlySide('defender', 'it protects planets you control'), onlyPlaces(['ground', 'tactical'])),
  compileInPlace(own) {
    own.bombardPenaltyAgainst += 4;
  },
};
