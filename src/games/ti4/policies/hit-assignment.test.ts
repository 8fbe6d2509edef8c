import { describe, expect, it } from 'vitest';
import { absorptionSequence, effectiveKillOrder, type AssignableUnit } from './hit-assignment.js';

const unit = (type: AssignableUnit['type'], extra: Partial<AssignableUnit> = {}): AssignableUnit => ({
  type, canSustain: false, startsDamaged: false, directHitImmune: false, ...extra,
});
const describeSeq = (seq: number[]) => seq.map((e) => `${e & 1 ? 'sustain' : 'lose'} ${e >> 1}`);
const policy = { killOrder: [], keepAlive: [], sustainFirst: true };

describe('hit assignment policy (rules 003, "ASSIGN HITS", "SUSTAIN DAMAGE")', () => {
  const fleet = [unit('dreadnought', { canSustain: true }), unit('dreadnought', { canSustain: true }), unit('fighter'), unit('carrier')];

  it('sustainFirst: every sustain, then the cheapest units first', () => {
    expect(describeSeq(absorptionSequence(fleet, policy))).toEqual(['sustain 0', 'sustain 1', 'lose 2', 'lose 3', 'lose 0', 'lose 1']);
  });

  it('sustainFirst false: fodder first, then sustain before losing a dreadnought', () => {
    expect(describeSeq(absorptionSequence(fleet, { ...policy, sustainFirst: false }))).toEqual(['lose 2', 'lose 3', 'sustain 0', 'sustain 1', 'lose 0', 'lose 1']);
  });

  it('units immune to Direct Hit always sustain first', () => {
    const mixed = [unit('fighter'), unit('dreadnought', { canSustain: true, directHitImmune: true }), unit('warsun', { canSustain: true })];
    expect(describeSeq(absorptionSequence(mixed, { ...policy, sustainFirst: false }))).toEqual(['sustain 1', 'lose 0', 'sustain 2', 'lose 1', 'lose 2']);
  });

  it('keepAlive types are lost last; a listed kill order comes first', () => {
    expect(effectiveKillOrder({ killOrder: ['cruiser'], keepAlive: ['carrier'], sustainFirst: true }).slice(0, 3)).toEqual(['cruiser', 'fighter', 'infantry']);
    expect(effectiveKillOrder({ killOrder: [], keepAlive: ['carrier'], sustainFirst: true }).at(-1)).toBe('carrier');
    expect(describeSeq(absorptionSequence(fleet, { ...policy, keepAlive: ['carrier'] })).slice(2)).toEqual(['lose 2', 'lose 0', 'lose 1', 'lose 3']);
  });

  it('a unit that starts damaged has no sustain left and is lost first of its type', () => {
    const pair = [unit('dreadnought', { canSustain: true }), unit('dreadnought', { canSustain: true, startsDamaged: true })];
    expect(describeSeq(absorptionSequence(pair, policy))).toEqual(['sustain 0', 'lose 1', 'lose 0']);
  });
});
