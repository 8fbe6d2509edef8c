/**
 * The policies a result records for each side (result.ts `policiesOf`; docs/scenario-format.md,
 * "policies: { attacker|defender: { hitAssignment: { killOrder, sustainFirst, keepAlive,
 * keepRepairable? }, retreat, effects: [{ id, name, round?, policy?, text }] } }"): the full kill order,
 * keepRepairable only with Duranium Armor, the round an effect names (space "roundN", ground
 * "groundN"), the play policy chosen, automatic abilities marked, and how each is played.
 */
import { describe, expect, it } from 'vitest';
import { policiesOf } from './result.js';
import { parseTi4Scenario } from './scenario.js';

const scenario = parseTi4Scenario(
  {
    game: 'ti4',
    place: 'tactical',
    attacker: { units: { cruiser: 2, dreadnought: 1, infantry: 1 }, faction: 'mentak', effects: ['morale-boost@round2', 'duranium-armor', 'fire-team@ground1'], retreat: { afterRound: 2 }, killOrder: ['cruiser'] },
    defender: { units: { dreadnought: 1, fighter: 1, infantry: 1 }, effects: ['emergency-repairs'], effectPolicies: { 'emergency-repairs': 'first-damaged' }, sustainFirst: false, keepAlive: ['dreadnought'] },
  },
  'f.yaml',
);
const policies = policiesOf(scenario);

describe('policies recorded in a result', () => {
  it('hit assignment: the effective kill order; keepRepairable only with Duranium Armor', () => {
    expect(policies.attacker.hitAssignment).toEqual({
      killOrder: ['cruiser', 'fighter', 'infantry', 'destroyer', 'carrier', 'mech', 'dreadnought', 'flagship', 'warsun', 'pds', 'spacedock'],
      sustainFirst: true,
      keepAlive: [],
      keepRepairable: true,
    });
    expect(policies.defender.hitAssignment).toEqual({
      killOrder: ['fighter', 'infantry', 'destroyer', 'cruiser', 'carrier', 'mech', 'flagship', 'warsun', 'pds', 'spacedock', 'dreadnought'],
      sustainFirst: false,
      keepAlive: ['dreadnought'],
    });
  });

  it('retreat: the policy, or "never"', () => {
    expect(policies.attacker.retreat).toEqual({ afterRound: 2 });
    expect(policies.defender.retreat).toBe('never');
  });

  it('effects: ids and names in order, the listed round, the policy, automatic abilities last and marked', () => {
    const a = policies.attacker.effects;
    expect(a.map((e) => [e.id, e.name, e.round, e.policy, e.automatic])).toEqual([
      ['morale-boost', 'Morale Boost', 'round2', undefined, undefined],
      ['duranium-armor', 'Duranium Armor', undefined, 'costliest', undefined],
      ['fire-team', 'Fire Team', 'ground1', undefined, undefined],
      ['ambush', 'Ambush', undefined, undefined, true],
    ]);
    expect(a[0]).not.toHaveProperty('round', undefined);
    expect(a[0]).not.toHaveProperty('policy');
    expect(a[3].text).toMatch(/^At the start of a space combat, you may roll 1 die/);
    expect(a[3].play).toBe('always; the 2 cruisers or destroyers with the best combat value roll');
  });

  it('the play of a chosen policy is that policy\'s words', () => {
    expect(policies.defender.effects).toEqual([
      {
        id: 'emergency-repairs',
        name: 'Emergency Repairs',
        policy: 'first-damaged',
        text: 'At the start or end of a combat round: Repair all of your units that have SUSTAIN DAMAGE in the active system.',
        play: 'at the end of the first round after which one of your units is damaged (or the round @roundN names)',
      },
    ]);
  });
});
