/**
 * Which effects apply by themselves (EffectDefinition.isAutomatic, effects/registry.ts): a faction
 * ability or unit ability is listed for a side only where it can matter. Devotion (Yin) needs a
 * cruiser or destroyer to sacrifice and a space combat; Indoctrination (Yin) needs 2 influence
 * (tradeGoods) and an opposing infantry in a ground combat; Ambush (Mentak) needs a cruiser or
 * destroyer in a space combat; Arc Secundus (Letnev flagship) needs the flagship. Card texts as
 * quoted in effects/factions/yin.ts, mentak.ts and effects/flagships/letnev.ts; rules 003
 * "SPACE COMBAT", "GROUND COMBAT".
 */
import { describe, expect, it } from 'vitest';
import { parseTi4Scenario } from '../scenario.js';
import { EFFECTS } from './registry.js';

const automatic = (attacker: object, defender: object = { units: { cruiser: 1 } }, place = 'space') =>
  parseTi4Scenario({ game: 'ti4', place, attacker, defender }, 'f.yaml').attacker.effects.filter((e) => e.automatic === true).map((e) => e.id);

describe('Devotion (Yin): "destroy 1 of your cruisers or destroyers" — automatic only with one to destroy', () => {
  it('no cruiser or destroyer (a dreadnought only): not listed', () => {
    expect(automatic({ faction: 'yin', units: { dreadnought: 1 } })).toEqual([]);
  });

  it('1 destroyer, or 1 cruiser: listed', () => {
    expect(automatic({ faction: 'yin', units: { destroyer: 1 } })).toEqual(['devotion']);
    expect(automatic({ faction: 'yin', units: { cruiser: 1 } })).toEqual(['devotion']);
  });

  it('another faction with destroyers: not listed', () => {
    expect(automatic({ faction: 'sol', units: { destroyer: 2 } })).toEqual([]);
  });

  it('a ground combat has no space combat rounds: not listed', () => {
    expect(automatic({ faction: 'yin', units: { infantry: 1 } }, { units: { infantry: 1 } }, 'ground')).toEqual([]);
  });
});

describe('Indoctrination (Yin): "spend 2 influence to replace 1 of your opponent\'s participating infantry"', () => {
  it('2 trade goods and an opposing infantry in a ground combat: listed', () => {
    expect(automatic({ faction: 'yin', units: { infantry: 1 }, tradeGoods: 2 }, { units: { infantry: 1 } }, 'ground')).toEqual(['indoctrination']);
  });

  it('1 trade good: not listed', () => {
    expect(automatic({ faction: 'yin', units: { infantry: 1 }, tradeGoods: 1 }, { units: { infantry: 1 } }, 'ground')).toEqual([]);
  });

  it('no opposing infantry (a mech only): not listed', () => {
    expect(automatic({ faction: 'yin', units: { infantry: 1 }, tradeGoods: 2 }, { units: { mech: 1 } }, 'ground')).toEqual([]);
  });

  it('a tactical action has both: Devotion for the space combat, Indoctrination for the invasion', () => {
    expect(automatic({ faction: 'yin', units: { cruiser: 1, carrier: 1, infantry: 1 }, tradeGoods: 2 }, { units: { infantry: 1 } }, 'tactical')).toEqual(['devotion', 'indoctrination']);
  });
});

describe('Ambush (Mentak): "roll 1 die for each of up to 2 of your cruisers or destroyers"', () => {
  it('a destroyer: listed; a dreadnought only: not listed', () => {
    expect(automatic({ faction: 'mentak', units: { destroyer: 1 } })).toEqual(['ambush']);
    expect(automatic({ faction: 'mentak', units: { dreadnought: 1 } })).toEqual([]);
  });

  it('a ground combat: not listed, though a cruiser is named', () => {
    expect(automatic({ faction: 'mentak', units: { infantry: 1, cruiser: 1 } }, { units: { infantry: 1 } }, 'ground')).toEqual([]);
  });
});

describe('Arc Secundus (Letnev flagship): automatic when the flagship takes part', () => {
  it('with the flagship: listed; without it: not', () => {
    expect(automatic({ faction: 'letnev', units: { flagship: 1 } })).toEqual(['arc-secundus']);
    expect(automatic({ faction: 'letnev', units: { cruiser: 1 } })).toEqual([]);
  });
});

describe('Matriarch (Naalu flagship): "During an invasion in this system, you may commit fighters to planets" — automatic for the attacker of an invasion', () => {
  const naalu = { faction: 'naalu', units: { flagship: 1, fighter: 2, infantry: 1 } };

  it('the attacker of a tactical action (space combat, then invasion): listed; of a space combat only: not', () => {
    expect(automatic(naalu, { units: { infantry: 1, cruiser: 1 } }, 'tactical')).toContain('matriarch');
    expect(automatic(naalu, { units: { cruiser: 1 } }, 'space')).not.toContain('matriarch');
  });

  it('the defender never commits (it is not its invasion); another faction or no flagship: not listed', () => {
    const parsed = parseTi4Scenario({ game: 'ti4', place: 'tactical', attacker: naalu, defender: { units: { infantry: 1 } } }, 'f.yaml');
    const matriarch = EFFECTS.get('matriarch')!;
    expect(matriarch.isAutomatic!({ own: parsed.attacker, opponent: parsed.defender, sideName: 'attacker', place: 'tactical' })).toBe(true);
    expect(matriarch.isAutomatic!({ own: parsed.attacker, opponent: parsed.defender, sideName: 'defender', place: 'tactical' })).toBe(false);
    expect(automatic({ ...naalu, faction: 'sol' }, { units: { infantry: 1 } }, 'tactical')).not.toContain('matriarch');
    expect(automatic({ faction: 'naalu', units: { carrier: 1, fighter: 2, infantry: 1 } }, { units: { infantry: 1 } }, 'tactical')).not.toContain('matriarch');
  });
});

describe('Dunlain Reaper (Letnev mech, DEPLOY): "spend 2 resources to replace 1 of your infantry in that combat with 1 mech" — automatic where it can be used', () => {
  const letnev = (units: object, tradeGoods = 2) => ({ faction: 'letnev', units, tradeGoods });
  const ground = { units: { infantry: 1 } };

  it('a ground combat with 2 trade goods, an infantry and fewer than 4 mechs: listed', () => {
    expect(automatic(letnev({ infantry: 1 }), ground, 'ground')).toContain('dunlain-reaper');
    expect(automatic(letnev({ infantry: 1, mech: 3 }), ground, 'ground')).toContain('dunlain-reaper');
  });

  it('a space combat, 1 trade good, no infantry, or all 4 mechs already on the board: not listed', () => {
    expect(automatic(letnev({ cruiser: 1, infantry: 1 }), { units: { cruiser: 1 } }, 'space')).not.toContain('dunlain-reaper');
    expect(automatic(letnev({ infantry: 1 }, 1), ground, 'ground')).not.toContain('dunlain-reaper');
    expect(automatic(letnev({ mech: 1 }), ground, 'ground')).not.toContain('dunlain-reaper');
    expect(automatic(letnev({ infantry: 1, mech: 4 }), ground, 'ground')).not.toContain('dunlain-reaper');
    // Asked directly (the parser also drops it as unusable with fewer than 2 trade goods).
    const parsed = parseTi4Scenario({ game: 'ti4', place: 'ground', attacker: letnev({ infantry: 1 }), defender: ground }, 'f.yaml');
    const reaper = EFFECTS.get('dunlain-reaper')!;
    expect(reaper.isAutomatic!({ own: parsed.attacker, opponent: parsed.defender, sideName: 'attacker', place: 'ground' })).toBe(true);
    expect(reaper.isAutomatic!({ own: { ...parsed.attacker, tradeGoods: 1 }, opponent: parsed.defender, sideName: 'attacker', place: 'ground' })).toBe(false);
  });
});
