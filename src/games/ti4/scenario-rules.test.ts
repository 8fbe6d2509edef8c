/**
 * The rules the scenario parser enforces beyond the schema (scenario.ts), with the words of each
 * ConfigError (`where: what — got X, expected Y. Hint.`): a side needs units, one flagship at most;
 * `without` names an automatic effect; a play policy needs its effect; no retreat from ground
 * combat; an invasion needs ground forces (or the Naalu fighters the Matriarch lands) and a ground
 * scenario a defender without ships (rules 002 "Tactical action": invasion follows a won space
 * combat; 003 "INVASION"). Automatic effects: faction abilities and unit abilities apply by themselves.
 */
import { describe, expect, it } from 'vitest';
import { ConfigError } from '../../core/errors.js';
import { parseTi4Scenario } from './scenario.js';

const parse = (attacker: object, defender: object = { units: { cruiser: 1 } }, extra: object = {}) => parseTi4Scenario({ game: 'ti4', attacker, defender, ...extra }, 'f.yaml');

describe('units', () => {
  it('a side with only zero counts has no units', () => {
    expect(() => parse({ units: { cruiser: 0 } })).toThrow(ConfigError);
    expect(() => parse({ units: { cruiser: 0 } })).toThrow('f.yaml: attacker.units: the attacker has no units — got only zero counts');
    expect(() => parse({ units: { cruiser: 1 } }, { units: { fighter: 0 } })).toThrow('f.yaml: defender.units: the defender has no units');
  });

  it('a player has one flagship', () => {
    expect(() => parse({ units: { cruiser: 1, flagship: 2 }, faction: 'sol' })).toThrow('f.yaml: attacker.units.flagship: a player has one flagship — got 2, expected 0 or 1.');
    expect(parse({ units: { flagship: 1 }, faction: 'sol' }).attacker.units).toEqual({ flagship: 1 });
  });

  it('a level II unit that exists is accepted, and units not listed with a count are dropped', () => {
    const s = parse({ units: { cruiser: 2, carrier: 0 }, upgrades: ['cruiser'] });
    expect(s.attacker.units).toEqual({ cruiser: 2 });
    expect(s.attacker.upgrades).toEqual(['cruiser']);
  });

  it('damaged units are kept per type; a zero count is left out', () => {
    expect(parse({ units: { dreadnought: 2, warsun: 1 }, damaged: { dreadnought: 1, warsun: 0 } }).attacker.damaged).toEqual({ dreadnought: 1 });
  });
});

describe('without: automatic effects switched off', () => {
  it('an unknown name lists the known ones', () => {
    expect(() => parse({ units: { cruiser: 1 }, without: ['nonsense'] })).toThrow(/^f\.yaml: attacker\.without\.0: unknown effect "nonsense" — expected the id of an automatic effect/);
  });

  it('a known effect that is not automatic for this side here', () => {
    expect(() => parse({ units: { cruiser: 1 }, without: ['ambush'] })).toThrow('f.yaml: attacker.without.0: "ambush" is not an automatic effect of this side here — expected nothing (this side has no automatic effects here).');
  });

  it('switches the faction ability off: Mentak without Ambush has no effects', () => {
    expect(parse({ units: { cruiser: 1 }, faction: 'mentak' }).attacker.effects).toEqual([{ id: 'ambush', round: 0, ground: false, automatic: true }]);
    expect(parse({ units: { cruiser: 1 }, faction: 'mentak', without: ['ambush'] }).attacker.effects).toEqual([]);
  });

  it('an automatic effect also listed is kept once, as listed', () => {
    expect(parse({ units: { cruiser: 2 }, faction: 'mentak', effects: ['ambush'] }).attacker.effects).toEqual([{ id: 'ambush', round: 0, ground: false }]);
  });
});

describe('effects on the ground and in an invasion', () => {
  it('a listed effect in a ground scenario plays in ground combat; automatic ones too', () => {
    const s = parse({ units: { infantry: 1, mech: 1 }, faction: 'mentak', effects: ['fire-team'] }, { units: { infantry: 1 } }, { place: 'ground' });
    expect(s.attacker.effects).toEqual([
      { id: 'fire-team', round: 0, ground: true },
      { id: 'moll-terminus', round: 0, ground: true, automatic: true },
    ]);
  });

  it('Articles of War ("All mechs lose their printed abilities") switches off the mech abilities of both sides', () => {
    const s = parse({ units: { infantry: 1, mech: 1 }, faction: 'mentak' }, { units: { infantry: 1 }, effects: ['articles-of-war'] }, { place: 'ground' });
    expect(s.attacker.effects).toEqual([]);
  });

  it('a play policy for an effect the side does not use', () => {
    expect(() => parse({ units: { cruiser: 1 }, effectPolicies: { devotion: 'worth-it' } })).toThrow('f.yaml: attacker.effectPolicies.devotion: a play policy for "devotion", which this side does not use');
  });

  it('no retreat from ground combat', () => {
    expect(() => parse({ units: { infantry: 1 }, retreat: { afterRound: 1 } }, { units: { infantry: 1 } }, { place: 'ground' })).toThrow('f.yaml: attacker.retreat: there is no retreat from ground combat.');
    expect(parse({ units: { cruiser: 1, infantry: 1 }, retreat: { afterRound: 1 } }, { units: { cruiser: 1 } }, { place: 'tactical' }).attacker.retreat).toEqual({ afterRound: 1 });
  });
});

describe('an invasion needs forces to land, and a ground scenario a defender without ships', () => {
  it('ground without attacking ground forces', () => {
    expect(() => parse({ units: { cruiser: 1 } }, { units: { infantry: 1 } }, { place: 'ground' })).toThrow('f.yaml: attacker.units: place: ground needs ground forces on the attacker — expected infantry or mechs to land.');
  });

  it('tactical without attacking ground forces', () => {
    expect(() => parse({ units: { cruiser: 1 } }, { units: { infantry: 1 } }, { place: 'tactical' })).toThrow('f.yaml: attacker.units: place: tactical needs ground forces on the attacker — expected infantry or mechs to invade with.');
  });

  it('a ground scenario with defending ships', () => {
    expect(() => parse({ units: { infantry: 1 } }, { units: { cruiser: 1 } }, { place: 'ground' })).toThrow('f.yaml: defender.units: place: ground is an invasion after space is won, so the defender has no ships.');
    expect(parse({ units: { infantry: 1 } }, { units: { infantry: 1, pds: 1 } }, { place: 'ground' }).place).toBe('ground');
  });

  it('the Naalu Matriarch lands fighters: fighters and the flagship may invade without infantry — unless its policy is none', () => {
    const s = parse({ units: { fighter: 2, flagship: 1 }, faction: 'naalu' }, { units: { infantry: 1 } }, { place: 'ground' });
    expect(s.attacker.effects).toEqual([{ id: 'matriarch', round: 0, ground: true, automatic: true }]);
    expect(() => parse({ units: { fighter: 2, flagship: 1 }, faction: 'naalu', effectPolicies: { matriarch: 'none' } }, { units: { infantry: 1 } }, { place: 'ground' })).toThrow('place: ground needs ground forces on the attacker');
    expect(() => parse({ units: { flagship: 1 }, faction: 'naalu' }, { units: { infantry: 1 } }, { place: 'ground' })).toThrow('place: ground needs ground forces on the attacker');
  });
});
