import { COMBAT_ROLL } from '../hooks.js';
import type { SideState } from '../../side-state.js';
import { SPACE } from '../../side-state.js';
import { allOf, hasInvasion, hasSpace, needsFaction, onlyPlaces, SIDE_LABELS, whenFaction, whenUnitPresent, type EffectDefinition } from '../effect.js';

const hasAmbushers = (units: { cruiser?: number; destroyer?: number }) => (units.cruiser ?? 0) + (units.destroyer ?? 0) > 0;

/**
 * Ambush (Mentak Coalition faction ability). Policy: always used, with the 2 cruisers or destroyers
 * that have the best combat value; the opponent assigns the hits like combat hits.
 */
export const ambush: EffectDefinition = {
  id: 'ambush',
  family: 'faction-ability',
  faction: 'mentak',
  name: 'Ambush',
  text: 'At the start of a space combat, you may roll 1 die for each of up to 2 of your cruisers or destroyers in the system. For each result equal to or greater than that ship\'s combat value, produce 1 hit; your opponent must assign it to 1 of their ships.',
  timing: 'start of space combat',
  play: 'always; the 2 cruisers or destroyers with the best combat value roll',
  isAutomatic: whenFaction('mentak', (ctx) => hasSpace(ctx.place) && hasAmbushers(ctx.own.units)),
  unusable: allOf(needsFaction('mentak'), onlyPlaces(['space', 'tactical'])),
  createHooks(battle, owner, opponent) {
    const cruiser = battle.unitTypes.indexOf('cruiser');
    const destroyer = battle.unitTypes.indexOf('destroyer');
    return {
      beforeCombat(theatre) {
        if (theatre !== SPACE || opponent.space.count === 0) return;
        // The two best: the lowest combat values among living cruisers and destroyers.
        let first = -1;
        let second = -1;
        for (let u = 0; u < owner.n; u++) {
          if (owner.alive[u] === 0 || (owner.type[u] !== cruiser && owner.type[u] !== destroyer)) continue;
          if (first < 0 || owner.space.hitOn[u] < owner.space.hitOn[first]) {
            second = first;
            first = u;
          } else if (second < 0 || owner.space.hitOn[u] < owner.space.hitOn[second]) {
            second = u;
          }
        }
        if (first < 0) return;
        let hits = battle.rollDice(owner, owner.space.hitOn[first], 1, 'Ambush');
        if (second >= 0) hits += battle.rollDice(owner, owner.space.hitOn[second], 1, 'Ambush');
        if (battle.tracing) battle.log(`  ${SIDE_LABELS[owner.index]} Ambush: ${hits} hit(s)`);
        battle.assignHits(opponent, hits, SPACE, COMBAT_ROLL);
      },
    };
  },
};

/** Moll Terminus (Mentak mech): the opponent's ground forces cannot sustain while a Mentak mech is on the planet. */
export const mollTerminus: EffectDefinition = {
  id: 'moll-terminus',
  family: 'mech',
  faction: 'mentak',
  name: 'Moll Terminus',
  text: "Other players' ground forces on this planet cannot use SUSTAIN DAMAGE.",
  timing: 'ground combat hit assignment',
  isAutomatic: whenUnitPresent('mentak', 'mech', (ctx) => hasInvasion(ctx.place)),
  unusable: needsFaction('mentak'),
  createHooks(battle, owner, opponent: SideState) {
    const mech = battle.unitTypes.indexOf('mech');
    for (let u = 0; u < owner.n; u++) {
      if (owner.type[u] !== mech) continue;
      if (opponent.groundSustainBlockTo === 0) opponent.groundSustainBlockFrom = u;
      opponent.groundSustainBlockTo = u + 1;
    }
    return {};
  },
};

/** The Mentak Coalition content salvo models. */
export const MENTAK: readonly EffectDefinition[] = [ambush, mollTerminus];
