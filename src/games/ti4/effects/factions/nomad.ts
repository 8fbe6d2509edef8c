import { hasSpace, needsFaction, unitsOfType, whenUnitPresent, type EffectDefinition } from '../effect.js';

/**
 * Quantum Manipulator (Nomad mech): the attacker's mechs ride in the space area, so each may spend
 * its SUSTAIN DAMAGE on a hit against the Nomad ships. Policy: after the ships' own sustains,
 * before any ship is lost (the mech then lands damaged); with Direct Hit in the opponent's hand,
 * before the sustain of any ship Direct Hit can destroy (a mech is not a ship: it cannot).
 */
export const quantumManipulator: EffectDefinition = {
  id: 'quantum-manipulator',
  family: 'mech',
  faction: 'nomad',
  name: 'Quantum Manipulator',
  text: 'While this unit is in a space area during combat, you may use its SUSTAIN DAMAGE ability to cancel a hit that is produced against your ships in this system.',
  timing: 'space combat hit assignment',
  play: "the mechs' sustains come after the ships' sustains, before any ship is lost (against Direct Hit: before the sustain of any ship it can destroy)",
  exact: true,
  isAutomatic: whenUnitPresent('nomad', 'mech', (ctx) => ctx.sideName === 'attacker' && hasSpace(ctx.place)),
  unusable: needsFaction('nomad'),
  compileInPlace(own, _opponent, _use, unitTypes) {
    for (const u of unitsOfType(own, unitTypes, 'mech')) if (own.space.targetable[u] === 0) own.spaceSustainOnly[u] = 1;
  },
};

/** The Nomad content salvo models. */
export const NOMAD: readonly EffectDefinition[] = [quantumManipulator];
