import { GROUND } from '../../side-state.js';
import { allOf, hasInvasion, hasUnitWith, needsFaction, onlyPlaces, onlySide, whenFaction, type EffectDefinition } from '../effect.js';

/** Harrow (L1Z1X Mindnet faction ability): the attacker's ships bombard after every ground combat round. */
export const harrow: EffectDefinition = {
  id: 'harrow',
  family: 'faction-ability',
  faction: 'l1z1x',
  name: 'Harrow',
  text: "At the end of each round of ground combat, your ships in the active system may use their BOMBARDMENT abilities against your opponent's ground forces on the planet.",
  timing: 'end of each ground combat round',
  play: 'always, with every ship that has BOMBARDMENT',
  isAutomatic: whenFaction('l1z1x', (ctx) => ctx.sideName === 'attacker' && hasInvasion(ctx.place) && hasUnitWith(ctx.own, (s) => s.ship && s.bombardment !== undefined)),
  unusable: allOf(needsFaction('l1z1x'), onlySide('attacker', 'the active player bombards'), onlyPlaces(['ground', 'tactical'])),
  createHooks(battle, _owner, opponent) {
    return {
      endOfRound(theatre) {
        if (theatre === GROUND && opponent.ground.count > 0) battle.bombard('Harrow');
      },
    };
  },
};

/** The L1Z1X content salvo models. */
export const L1Z1X: readonly EffectDefinition[] = [harrow];
