/**
 * The kill order of the hit-assignment policy (policies/hit-assignment.ts; rules 003 "ASSIGN HITS":
 * the owner chooses; docs/rules-interpretations.md: "the listed killOrder comes first, then unlisted
 * types in the default order (fighter, infantry, destroyer, cruiser, carrier, mech, dreadnought,
 * flagship, war sun); keepAlive types are lost last").
 */
import { describe, expect, it } from 'vitest';
import { absorptionSequence, DEFAULT_KILL_ORDER, effectiveKillOrder, type AssignableUnit } from './hit-assignment.js';

const unit = (type: AssignableUnit['type'], extra: Partial<AssignableUnit> = {}): AssignableUnit => ({ type, canSustain: false, startsDamaged: false, directHitImmune: false, ...extra });
const describeSeq = (seq: number[]) => seq.map((e) => `${e & 1 ? 'sustain' : 'lose'} ${e >> 1}`);

describe('kill order', () => {
  it('the default: cheapest first, the structures last', () => {
    expect([...DEFAULT_KILL_ORDER]).toEqual(['fighter', 'infantry', 'destroyer', 'cruiser', 'carrier', 'mech', 'dreadnought', 'flagship', 'warsun', 'pds', 'spacedock']);
    expect(effectiveKillOrder({ killOrder: [], keepAlive: [], sustainFirst: true })).toEqual([...DEFAULT_KILL_ORDER]);
  });

  it('a listed order first, the rest in default order, each type once; keepAlive types last in their listed order', () => {
    expect(effectiveKillOrder({ killOrder: ['carrier', 'fighter'], keepAlive: ['flagship', 'destroyer'], sustainFirst: true })).toEqual([
      'carrier', 'fighter', 'infantry', 'cruiser', 'mech', 'dreadnought', 'warsun', 'pds', 'spacedock', 'flagship', 'destroyer',
    ]);
  });

  it('sustainFirst false without any unit that can sustain: every unit is fodder, in kill order', () => {
    const fleet = [unit('cruiser'), unit('fighter'), unit('carrier')];
    expect(describeSeq(absorptionSequence(fleet, { killOrder: [], keepAlive: [], sustainFirst: false }))).toEqual(['lose 1', 'lose 0', 'lose 2']);
  });

  it('sustainFirst false: a damaged dreadnought has no sustain, so it does not end the fodder', () => {
    const fleet = [unit('dreadnought', { canSustain: true, startsDamaged: true }), unit('fighter'), unit('warsun', { canSustain: true })];
    expect(describeSeq(absorptionSequence(fleet, { killOrder: [], keepAlive: [], sustainFirst: false }))).toEqual(['lose 1', 'lose 0', 'sustain 2', 'lose 2']);
  });
});
