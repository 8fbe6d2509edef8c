import { needsFlagship, whenUnitPresent, type EffectDefinition } from '../effect.js';

/** Naaz-Rokha Alliance flagship Visz El Vir (faction sheet): its mechs roll 1 more die while it is in the system. */
export const naazRokhaFlagship: EffectDefinition = {
  id: 'visz-el-vir',
  family: 'flagship',
  faction: 'naaz-rokha',
  name: 'Visz El Vir',
  text: 'Your mechs in this system roll 1 additional die during combat.',
  timing: 'start of each combat round (mechs roll 1 more die while it lives)',
  isAutomatic: whenUnitPresent('naaz-rokha', 'flagship', (ctx) => (ctx.own.units.mech ?? 0) > 0),
  unusable: needsFlagship('naaz-rokha'),
  sampling: { kind: 'round-dice', lastRound: () => 0 },
  createHooks(battle, owner) {
    const mech = battle.unitTypes.indexOf('mech');
    const flagship = battle.unitTypes.indexOf('flagship');
    let ship = -1;
    for (let u = 0; u < owner.n; u++) if (owner.type[u] === flagship) ship = u;
    owner.usesRoundModifiers = true;
    for (let u = 0; u < owner.n; u++) if (owner.type[u] === mech) owner.maxRoundExtraDice++;
    return {
      startOfRound() {
        const extra = owner.alive[ship] === 1 ? 1 : 0;
        for (let u = 0; u < owner.n; u++) if (owner.type[u] === mech) owner.roundExtraDice[u] = extra;
      },
    };
  },
};
