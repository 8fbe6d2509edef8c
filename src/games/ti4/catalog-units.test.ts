/**
 * The TI4 unit catalog against the printed unit cards (base game, Prophecy of Kings, Codices; listed
 * for users in docs/ti4-content.md and docs/scenario-format.md; rules 003 "MAKE COMBAT ROLLS": a hit
 * on the combat value or more, one die per burst icon). [hit on, dice] per roll; costs in resources
 * (2 fighters or 2 infantry for 1).
 */
import { describe, expect, it } from 'vitest';
import { FACTIONS, unitStats, UNIT_KEYS, type Faction, type UnitKey, type UnitStats } from './catalog.js';

type Row = { name: string; cost: number; space?: number[]; ground?: number[]; barrage?: number[]; spaceCannon?: number[]; bombardment?: number[] } & Partial<Record<'ship' | 'groundForce' | 'sustain' | 'directHitImmune' | 'planetaryShield' | 'breaksShield', true>>;

/** A unit's statistics in the form of the table rows below. */
function row(stats: UnitStats): Row {
  const out: Row = { name: stats.name, cost: stats.cost };
  for (const key of ['space', 'ground', 'barrage', 'spaceCannon', 'bombardment'] as const) {
    const roll = stats[key];
    if (roll) out[key] = [roll.hitOn, roll.dice as number];
  }
  for (const key of ['ship', 'groundForce', 'sustain', 'directHitImmune', 'planetaryShield', 'breaksShield'] as const) if (stats[key]) out[key] = true;
  return out;
}

const BASE: Record<Exclude<UnitKey, 'flagship'>, [Row, Row]> = {
  carrier: [{ name: 'Carrier', cost: 3, space: [9, 1], ship: true }, { name: 'Carrier II', cost: 3, space: [9, 1], ship: true }],
  cruiser: [{ name: 'Cruiser', cost: 2, space: [7, 1], ship: true }, { name: 'Cruiser II', cost: 2, space: [6, 1], ship: true }],
  destroyer: [{ name: 'Destroyer', cost: 1, space: [9, 1], barrage: [9, 2], ship: true }, { name: 'Destroyer II', cost: 1, space: [8, 1], barrage: [6, 3], ship: true }],
  dreadnought: [
    { name: 'Dreadnought', cost: 4, space: [5, 1], bombardment: [5, 1], ship: true, sustain: true },
    { name: 'Dreadnought II', cost: 4, space: [5, 1], bombardment: [5, 1], ship: true, sustain: true, directHitImmune: true },
  ],
  fighter: [{ name: 'Fighter', cost: 0.5, space: [9, 1], ship: true }, { name: 'Fighter II', cost: 0.5, space: [8, 1], ship: true }],
  warsun: [
    { name: 'War Sun', cost: 12, space: [3, 3], bombardment: [3, 3], ship: true, sustain: true, breaksShield: true },
    { name: 'War Sun II', cost: 12, space: [3, 3], bombardment: [3, 3], ship: true, sustain: true, breaksShield: true },
  ],
  infantry: [{ name: 'Infantry', cost: 0.5, ground: [8, 1], groundForce: true }, { name: 'Infantry II', cost: 0.5, ground: [7, 1], groundForce: true }],
  mech: [{ name: 'Mech', cost: 2, ground: [6, 1], groundForce: true, sustain: true }, { name: 'Mech', cost: 2, ground: [6, 1], groundForce: true, sustain: true }],
  pds: [{ name: 'PDS', cost: 0, spaceCannon: [6, 1], planetaryShield: true }, { name: 'PDS II', cost: 0, spaceCannon: [5, 1], planetaryShield: true }],
  spacedock: [{ name: 'Space Dock', cost: 0 }, { name: 'Space Dock II', cost: 0 }],
};

const FACTION_UNITS: [Faction, UnitKey, Row, Row][] = [
  ['sol', 'carrier', { name: 'Advanced Carrier', cost: 3, space: [9, 1], ship: true }, { name: 'Advanced Carrier II', cost: 3, space: [9, 1], ship: true, sustain: true }],
  ['sol', 'infantry', { name: 'Spec Ops', cost: 0.5, ground: [7, 1], groundForce: true }, { name: 'Spec Ops II', cost: 0.5, ground: [6, 1], groundForce: true }],
  ['l1z1x', 'dreadnought', { name: 'Super-Dreadnought', cost: 4, space: [5, 1], bombardment: [5, 1], ship: true, sustain: true }, { name: 'Super-Dreadnought II', cost: 4, space: [4, 1], bombardment: [4, 1], ship: true, sustain: true, directHitImmune: true }],
  ['sardakk', 'dreadnought', { name: 'Exotrireme', cost: 4, space: [5, 1], bombardment: [4, 2], ship: true, sustain: true }, { name: 'Exotrireme II', cost: 4, space: [5, 1], bombardment: [4, 2], ship: true, sustain: true, directHitImmune: true }],
  ['naalu', 'fighter', { name: 'Hybrid Crystal Fighter', cost: 0.5, space: [8, 1], ship: true }, { name: 'Hybrid Crystal Fighter II', cost: 0.5, space: [7, 1], ship: true }],
  ['argent', 'destroyer', { name: 'Strike Wing Alpha', cost: 1, space: [8, 1], barrage: [9, 2], ship: true }, { name: 'Strike Wing Alpha II', cost: 1, space: [7, 1], barrage: [6, 3], ship: true }],
  ['titans', 'cruiser', { name: 'Saturn Engine', cost: 2, space: [7, 1], ship: true }, { name: 'Saturn Engine II', cost: 2, space: [6, 1], ship: true, sustain: true }],
  ['muaat', 'warsun', { name: 'Prototype War Sun', cost: 12, space: [3, 3], bombardment: [3, 3], ship: true, sustain: true, breaksShield: true }, { name: 'Prototype War Sun II', cost: 10, space: [3, 3], bombardment: [3, 3], ship: true, sustain: true, breaksShield: true }],
  ['naaz-rokha', 'mech', { name: 'Eidolon', cost: 2, space: [8, 2], ground: [6, 2], groundForce: true, sustain: true }, { name: 'Eidolon', cost: 2, space: [8, 2], ground: [6, 2], groundForce: true, sustain: true }],
  ['arborec', 'infantry', { name: 'Letani Warrior', cost: 0.5, ground: [8, 1], groundForce: true }, { name: 'Letani Warrior II', cost: 0.5, ground: [7, 1], groundForce: true }],
  ['mahact', 'infantry', { name: 'Crimson Legionnaire', cost: 0.5, ground: [8, 1], groundForce: true }, { name: 'Crimson Legionnaire II', cost: 0.5, ground: [7, 1], groundForce: true }],
  ['titans', 'pds', { name: 'Hel-Titan', cost: 0, ground: [7, 1], spaceCannon: [6, 1], groundForce: true, sustain: true, planetaryShield: true }, { name: 'Hel-Titan II', cost: 0, ground: [6, 1], spaceCannon: [5, 1], groundForce: true, sustain: true, planetaryShield: true }],
  ['arborec', 'mech', { name: 'Letani Behemoth', cost: 2, ground: [6, 1], groundForce: true, sustain: true, planetaryShield: true }, { name: 'Letani Behemoth', cost: 2, ground: [6, 1], groundForce: true, sustain: true, planetaryShield: true }],
  ['l1z1x', 'mech', { name: 'Annihilator', cost: 2, ground: [6, 1], bombardment: [8, 1], groundForce: true, sustain: true }, { name: 'Annihilator', cost: 2, ground: [6, 1], bombardment: [8, 1], groundForce: true, sustain: true }],
  ['xxcha', 'mech', { name: 'Indomitus', cost: 2, ground: [6, 1], spaceCannon: [8, 1], groundForce: true, sustain: true }, { name: 'Indomitus', cost: 2, ground: [6, 1], spaceCannon: [8, 1], groundForce: true, sustain: true }],
  ['nomad', 'flagship', { name: 'Memoria', cost: 8, space: [7, 2], barrage: [8, 3], ship: true, sustain: true }, { name: 'Memoria II', cost: 8, space: [5, 2], barrage: [5, 3], ship: true, sustain: true }],
];

/** Flagship (name, combat value, dice, stat-box abilities) and mech name of every faction. */
const FLAGSHIPS_AND_MECHS: [Faction, string, number, number, string, Partial<Row>?][] = [
  ['arborec', 'Duha Menaimon', 7, 2, 'Letani Behemoth'],
  ['argent', 'Quetzecoatl', 7, 2, 'Aerie Sentinel'],
  ['creuss', 'Hil Colish', 5, 1, 'Icarus Drive'],
  ['empyrean', 'Dynamo', 5, 2, 'Watcher'],
  ['hacan', 'Wrath of Kenara', 7, 2, 'Pride of Kenara'],
  ['jol-nar', 'J.N.S. Hylarim', 6, 2, 'Shield Paling'],
  ['keleres', 'Artemiris', 7, 2, 'Omniopiares'],
  ['l1z1x', '[0.0.1]', 5, 2, 'Annihilator'],
  ['letnev', 'Arc Secundus', 5, 2, 'Dunlain Reaper', { bombardment: [5, 3], breaksShield: true }],
  ['mahact', 'Arvicon Rex', 5, 2, 'Starlancer'],
  ['mentak', 'Fourth Moon', 7, 2, 'Moll Terminus'],
  ['muaat', 'The Inferno', 5, 2, 'Ember Colossus'],
  ['naalu', 'Matriarch', 9, 2, 'Iconoclast'],
  ['naaz-rokha', 'Visz El Vir', 9, 2, 'Eidolon'],
  ['nekro', 'The Alastor', 9, 2, 'Mordred'],
  ['nomad', 'Memoria', 7, 2, 'Quantum Manipulator', { barrage: [8, 3] }],
  ['saar', 'Son of Ragh', 5, 2, 'Scavenger Zeta', { barrage: [6, 4] }],
  ['sardakk', "C'morran N'orr", 6, 2, 'Valkyrie Exoskeleton'],
  ['sol', 'Genesis', 5, 2, 'ZS Thunderbolt M2'],
  ['titans', 'Ouranos', 7, 2, 'Hecatoncheires'],
  ['vuil-raith', 'The Terror Between', 5, 2, 'Reanimator', { bombardment: [5, 1] }],
  ['winnu', 'Salai Sai Corian', 7, 1, 'Reclaimer'],
  ['xxcha', 'Loncara Ssodu', 7, 2, 'Indomitus', { spaceCannon: [5, 3] }],
  ['yin', 'Van Hauge', 9, 2, "Moyin's Ashes"],
  ['yssaril', "Y'sia Y'ssrila", 5, 2, 'Blackshade Infiltrator'],
];

describe('base units, levels I and II', () => {
  for (const key of UNIT_KEYS) {
    if (key === 'flagship') continue;
    it(key, () => {
      expect(row(unitStats(key, false))).toEqual(BASE[key][0]);
      expect(row(unitStats(key, true))).toEqual(BASE[key][1]);
    });
  }
});

describe('faction units that replace a base unit', () => {
  for (const [faction, key, one, two] of FACTION_UNITS) {
    it(`${faction} ${key}: ${one.name}`, () => {
      expect(row(unitStats(key, false, faction))).toEqual(one);
      expect(row(unitStats(key, true, faction))).toEqual(two);
    });
  }

  it('a faction without a variant keeps the base unit', () => {
    expect(row(unitStats('cruiser', true, 'sol'))).toEqual(BASE.cruiser[1]);
  });
});

describe('flagships and mechs of every faction', () => {
  it('covers all factions', () => {
    expect(FLAGSHIPS_AND_MECHS.map(([f]) => f)).toEqual([...FACTIONS]);
  });

  for (const [faction, name, hitOn, dice, mech, extra] of FLAGSHIPS_AND_MECHS) {
    it(`${faction}: ${name}, ${mech}`, () => {
      const stats = row(unitStats('flagship', false, faction));
      expect(stats).toEqual({ name, cost: 8, space: [hitOn, dice], ship: true, sustain: true, ...extra });
      expect(unitStats('mech', false, faction).name).toBe(mech);
    });
  }

  it('a flagship needs a faction', () => {
    expect(() => unitStats('flagship', false)).toThrow('unitStats: a flagship needs a faction');
  });
});
