/**
 * The TI4 unit catalog: base units at levels I and II, faction flagships and faction unit
 * variants, as frozen data. Source: the printed unit cards (base game, Prophecy of Kings,
 * Codices; listed for users in docs/scenario-format.md); the rulebooks 002/003 describe how the values are used: "d10 >= combat value", "burst icons").
 */

/** The unit keys a scenario may use (a contract: scenario files rely on these names). */
export const UNIT_KEYS = [
  'carrier', 'cruiser', 'destroyer', 'dreadnought', 'fighter', 'warsun', 'flagship',
  'infantry', 'mech', 'pds', 'spacedock',
] as const;
export type UnitKey = (typeof UNIT_KEYS)[number];

/** A roll: `dice` d10s, each a hit on `hitOn` or more. `dice: 'opponentNonFighterShips'` is Winnu's flagship. */
export interface Roll {
  hitOn: number;
  dice: number | 'opponentNonFighterShips';
}

/** One unit type at one level for one faction. */
export interface UnitStats {
  key: UnitKey;
  /** Display name, e.g. "Dreadnought II", "Super-Dreadnought I". */
  name: string;
  cost: number;
  /** Ships fight in space combat and take its hits. */
  ship: boolean;
  /** Ground forces fight in ground combat. */
  groundForce: boolean;
  /** Space combat roll (ships; also a ground force that fights in space, e.g. the Eidolon). */
  space?: Roll;
  /** Ground combat roll. */
  ground?: Roll;
  sustain: boolean;
  /**
   * False for a unit whose space side has no SUSTAIN DAMAGE (the Eidolon flips to Z-Grav Eidolon at
   * the start of a space combat, and the flipped card has none); absent: as `sustain`.
   */
  spaceSustain?: boolean;
  /** "Cannot be destroyed by Direct Hit": such units always sustain first (docs, model notes: hit assignment). */
  directHitImmune: boolean;
  barrage?: Roll;
  spaceCannon?: Roll;
  bombardment?: Roll;
  planetaryShield: boolean;
  /** Other players' units in its system lose planetary shield (war sun; Letnev flagship). */
  breaksShield?: boolean;
}

export const FACTIONS = [
  'arborec', 'argent', 'creuss', 'empyrean', 'hacan', 'jol-nar', 'keleres', 'l1z1x', 'letnev',
  'mahact', 'mentak', 'muaat', 'naalu', 'naaz-rokha', 'nekro', 'nomad', 'saar', 'sardakk', 'sol',
  'titans', 'vuil-raith', 'winnu', 'xxcha', 'yin', 'yssaril',
] as const;
export type Faction = (typeof FACTIONS)[number];

type Stat = Omit<UnitStats, 'key'>;
const roll = (hitOn: number, dice = 1): Roll => ({ hitOn, dice });
const ship = (name: string, cost: number, space: Roll, extra: Partial<Stat> = {}): Stat => ({
  name, cost, ship: true, groundForce: false, space, sustain: false, directHitImmune: false,
  planetaryShield: false, ...extra,
});
const groundForce = (name: string, cost: number, ground: Roll, extra: Partial<Stat> = {}): Stat => ({
  name, cost, ship: false, groundForce: true, ground, sustain: false, directHitImmune: false,
  planetaryShield: false, ...extra,
});
const structure = (name: string, extra: Partial<Stat> = {}): Stat => ({
  name, cost: 0, ship: false, groundForce: false, sustain: false, directHitImmune: false,
  planetaryShield: false, ...extra,
});

/** Base units: [level I, level II]. PDS and space dock have no cost in the table ("-"): 0 here. */
const BASE: Record<Exclude<UnitKey, 'flagship'>, [Stat, Stat]> = {
  carrier: [ship('Carrier', 3, roll(9)), ship('Carrier II', 3, roll(9))],
  cruiser: [ship('Cruiser', 2, roll(7)), ship('Cruiser II', 2, roll(6))],
  destroyer: [
    ship('Destroyer', 1, roll(9), { barrage: roll(9, 2) }),
    ship('Destroyer II', 1, roll(8), { barrage: roll(6, 3) }),
  ],
  dreadnought: [
    ship('Dreadnought', 4, roll(5), { sustain: true, bombardment: roll(5) }),
    ship('Dreadnought II', 4, roll(5), { sustain: true, bombardment: roll(5), directHitImmune: true }),
  ],
  fighter: [ship('Fighter', 0.5, roll(9)), ship('Fighter II', 0.5, roll(8))],
  warsun: [
    ship('War Sun', 12, roll(3, 3), { sustain: true, bombardment: roll(3, 3), breaksShield: true }),
    ship('War Sun II', 12, roll(3, 3), { sustain: true, bombardment: roll(3, 3), breaksShield: true }),
  ],
  infantry: [groundForce('Infantry', 0.5, roll(8)), groundForce('Infantry II', 0.5, roll(7))],
  mech: [groundForce('Mech', 2, roll(6), { sustain: true }), groundForce('Mech', 2, roll(6), { sustain: true })],
  pds: [
    structure('PDS', { spaceCannon: roll(6), planetaryShield: true }),
    structure('PDS II', { spaceCannon: roll(5), planetaryShield: true }),
  ],
  spacedock: [structure('Space Dock'), structure('Space Dock II')],
};

const flagship = (name: string, space: Roll, extra: Partial<Stat> = {}): Stat =>
  ship(name, 8, space, { sustain: true, ...extra });

/** Flagships by faction: [level I, level II] (only the Nomad's Memoria has a level II). */
const FLAGSHIPS: Record<Faction, [Stat, Stat?]> = {
  arborec: [flagship('Duha Menaimon', roll(7, 2))],
  argent: [flagship('Quetzecoatl', roll(7, 2))],
  creuss: [flagship('Hil Colish', roll(5, 1))],
  empyrean: [flagship('Dynamo', roll(5, 2))],
  hacan: [flagship('Wrath of Kenara', roll(7, 2))],
  'jol-nar': [flagship('J.N.S. Hylarim', roll(6, 2))],
  keleres: [flagship('Artemiris', roll(7, 2))],
  l1z1x: [flagship('[0.0.1]', roll(5, 2))],
  letnev: [flagship('Arc Secundus', roll(5, 2), { bombardment: roll(5, 3), breaksShield: true })],
  mahact: [flagship('Arvicon Rex', roll(5, 2))],
  mentak: [flagship('Fourth Moon', roll(7, 2))],
  muaat: [flagship('The Inferno', roll(5, 2))],
  naalu: [flagship('Matriarch', roll(9, 2))],
  'naaz-rokha': [flagship('Visz El Vir', roll(9, 2))],
  nekro: [flagship('The Alastor', roll(9, 2))],
  nomad: [
    flagship('Memoria', roll(7, 2), { barrage: roll(8, 3) }),
    flagship('Memoria II', roll(5, 2), { barrage: roll(5, 3) }),
  ],
  saar: [flagship('Son of Ragh', roll(5, 2), { barrage: roll(6, 4) })],
  sardakk: [flagship("C'morran N'orr", roll(6, 2))],
  sol: [flagship('Genesis', roll(5, 2))],
  titans: [flagship('Ouranos', roll(7, 2))],
  'vuil-raith': [flagship('The Terror Between', roll(5, 2), { bombardment: roll(5) })],
  // One die per opposing non-fighter ship is its ability (effect salai-sai-corian); without it, 1 die.
  winnu: [flagship('Salai Sai Corian', roll(7, 1))],
  xxcha: [flagship('Loncara Ssodu', roll(7, 2), { spaceCannon: roll(5, 3) })],
  yin: [flagship('Van Hauge', roll(9, 2))],
  yssaril: [flagship("Y'sia Y'ssrila", roll(5, 2))],
};

/** Faction unit variants that replace a base unit: [level I, level II]. */
const VARIANTS: Partial<Record<Faction, Partial<Record<UnitKey, [Stat, Stat]>>>> = {
  sol: {
    carrier: [ship('Advanced Carrier', 3, roll(9)), ship('Advanced Carrier II', 3, roll(9), { sustain: true })],
    infantry: [groundForce('Spec Ops', 0.5, roll(7)), groundForce('Spec Ops II', 0.5, roll(6))],
  },
  l1z1x: {
    dreadnought: [
      ship('Super-Dreadnought', 4, roll(5), { sustain: true, bombardment: roll(5) }),
      ship('Super-Dreadnought II', 4, roll(4), { sustain: true, bombardment: roll(4), directHitImmune: true }),
    ],
  },
  sardakk: {
    dreadnought: [
      ship('Exotrireme', 4, roll(5), { sustain: true, bombardment: roll(4, 2) }),
      ship('Exotrireme II', 4, roll(5), { sustain: true, bombardment: roll(4, 2), directHitImmune: true }),
    ],
  },
  naalu: { fighter: [ship('Hybrid Crystal Fighter', 0.5, roll(8)), ship('Hybrid Crystal Fighter II', 0.5, roll(7))] },
  argent: {
    destroyer: [
      ship('Strike Wing Alpha', 1, roll(8), { barrage: roll(9, 2) }),
      ship('Strike Wing Alpha II', 1, roll(7), { barrage: roll(6, 3) }),
    ],
  },
  titans: { cruiser: [ship('Saturn Engine', 2, roll(7)), ship('Saturn Engine II', 2, roll(6), { sustain: true })] },
  muaat: {
    warsun: [
      ship('Prototype War Sun', 12, roll(3, 3), { sustain: true, bombardment: roll(3, 3), breaksShield: true }),
      ship('Prototype War Sun II', 10, roll(3, 3), { sustain: true, bombardment: roll(3, 3), breaksShield: true }),
    ],
  },
  'naaz-rokha': {
    mech: [
      groundForce('Eidolon', 2, roll(6, 2), { sustain: true, space: roll(8, 2), spaceSustain: false }),
      groundForce('Eidolon', 2, roll(6, 2), { sustain: true, space: roll(8, 2), spaceSustain: false }),
    ],
  },
};

/**
 * Faction mechs by name (Prophecy of Kings; Omniopiares: Codex III). All are cost 2, combat 6,
 * SUSTAIN DAMAGE; stat-box abilities are here (Letani Behemoth's PLANETARY SHIELD, Annihilator's
 * BOMBARDMENT 8, Indomitus' SPACE CANNON 8); text abilities are effects.
 */
const MECHS: Record<Faction, [string, Partial<Stat>?]> = {
  arborec: ['Letani Behemoth', { planetaryShield: true }],
  argent: ['Aerie Sentinel'],
  creuss: ['Icarus Drive'],
  empyrean: ['Watcher'],
  hacan: ['Pride of Kenara'],
  'jol-nar': ['Shield Paling'],
  keleres: ['Omniopiares'],
  l1z1x: ['Annihilator', { bombardment: roll(8) }],
  letnev: ['Dunlain Reaper'],
  mahact: ['Starlancer'],
  mentak: ['Moll Terminus'],
  muaat: ['Ember Colossus'],
  naalu: ['Iconoclast'],
  'naaz-rokha': ['Eidolon'],
  nekro: ['Mordred'],
  nomad: ['Quantum Manipulator'],
  saar: ['Scavenger Zeta'],
  sardakk: ['Valkyrie Exoskeleton'],
  sol: ['ZS Thunderbolt M2'],
  titans: ['Hecatoncheires'],
  'vuil-raith': ['Reanimator'],
  winnu: ['Reclaimer'],
  xxcha: ['Indomitus', { spaceCannon: roll(8) }],
  yin: ["Moyin's Ashes"],
  yssaril: ['Blackshade Infiltrator'],
};

/** More faction unit upgrades that replace a base unit: [level I, level II]. */
const MORE_VARIANTS: Partial<Record<Faction, Partial<Record<UnitKey, [Stat, Stat]>>>> = {
  arborec: { infantry: [groundForce('Letani Warrior', 0.5, roll(8)), groundForce('Letani Warrior II', 0.5, roll(7))] },
  mahact: { infantry: [groundForce('Crimson Legionnaire', 0.5, roll(8)), groundForce('Crimson Legionnaire II', 0.5, roll(7))] },
  titans: {
    // Hel-Titan: a structure that is also a ground force (it fights and takes hits in ground combat).
    pds: [
      groundForce('Hel-Titan', 0, roll(7), { sustain: true, spaceCannon: roll(6), planetaryShield: true }),
      groundForce('Hel-Titan II', 0, roll(6), { sustain: true, spaceCannon: roll(5), planetaryShield: true }),
    ],
  },
};

/**
 * The statistics of a unit type at a level for a faction (faction variants and flagships apply).
 * @throws Error when a flagship is asked for without a faction (the scenario parser prevents it).
 */
export function unitStats(key: UnitKey, upgraded: boolean, faction?: Faction, overrides?: UnitOverrides): UnitStats {
  const level = upgraded ? 1 : 0;
  let stats: UnitStats;
  if (key === 'flagship') {
    if (!faction) throw new Error('unitStats: a flagship needs a faction');
    const pair = FLAGSHIPS[faction];
    stats = { key, ...(pair[level] ?? pair[0]) };
  } else {
    const variant = faction ? VARIANTS[faction]?.[key] ?? MORE_VARIANTS[faction]?.[key] : undefined;
    stats = { key, ...(variant ?? BASE[key])[level] };
    if (key === 'mech' && faction && !variant) {
      const [name, extra] = MECHS[faction];
      stats = { ...stats, name, ...extra };
    }
  }
  // Both levels first ("dreadnought"), then this level ("dreadnought2"), which wins where both say.
  for (const change of [overrides?.[key], overrides?.[levelKey(key, upgraded)]]) {
    if (!change) continue;
    if (change.cost !== undefined) stats.cost = change.cost;
    const roll = stats.space ?? stats.ground;
    if (roll && (change.combat !== undefined || change.dice !== undefined)) {
      const changed = { hitOn: change.combat ?? roll.hitOn, dice: change.dice ?? roll.dice };
      if (stats.space) stats.space = changed;
      else stats.ground = changed;
    }
  }
  return Object.freeze(stats);
}

/** A unit type at one level, as what-if changes name it: "dreadnought1" (level I), "dreadnought2" (level II). */
export type LevelKey = `${UnitKey}${1 | 2}`;

/** The what-if name of a unit type at a level. */
export const levelKey = (key: UnitKey, upgraded: boolean): LevelKey => `${key}${upgraded ? 2 : 1}`;

/** One what-if change: a new cost, combat value or dice count. */
export interface UnitChange {
  cost?: number;
  combat?: number;
  dice?: number;
}

/**
 * Catalog changes for what-if analysis: per unit type, at both levels ("dreadnought") or at one
 * level ("dreadnought1", "dreadnought2"); a level's own change wins over the both-levels one.
 */
export type UnitOverrides = Partial<Record<UnitKey | LevelKey, UnitChange>>;

/** True when the unit type has a level II for this faction (mechs have none; of flagships, only the Nomad's). */
export function hasLevelTwo(key: UnitKey, faction?: Faction): boolean {
  if (key === 'flagship') return faction !== undefined && FLAGSHIPS[faction][1] !== undefined;
  return key !== 'mech';
}
