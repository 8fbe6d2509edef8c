import type { UnitKey } from '../../games/ti4/catalog.js';

/** One side of a TI4 scenario as the scenario file writes it (configs/ti4-scenario.schema.json). */
export interface RawTi4Side {
  faction?: string;
  units: Partial<Record<UnitKey, number>>;
  upgrades?: UnitKey[];
  damaged?: Partial<Record<UnitKey, number>>;
  sustainFirst?: boolean;
  killOrder?: string[];
  keepAlive?: string[];
  effects?: string[];
  without?: string[];
  tradeGoods?: number;
  effectPolicies?: Record<string, string>;
  retreat?: { afterRound: number } | { whenLosing: number };
}

/** A TI4 scenario as the scenario file writes it. */
export interface RawTi4Scenario {
  game: 'ti4';
  name?: string;
  place?: 'space' | 'ground' | 'tactical';
  attacker: RawTi4Side;
  defender: RawTi4Side;
  options?: { maxRounds?: number };
  overrides?: unknown;
}

/** The fight a fresh page shows: the bundled dreadnought duel's sides, grown into a small fleet battle. */
export function defaultTi4Scenario(): RawTi4Scenario {
  return {
    game: 'ti4',
    place: 'space',
    attacker: { units: { dreadnought: 2, carrier: 1, fighter: 3 } },
    defender: { units: { cruiser: 2, destroyer: 2, fighter: 2 } },
  };
}

/**
 * A side without its empty parts (no zero counts, no empty lists), so the YAML it downloads is
 * the one a player would write and the link stays short. Changes `side` in place.
 */
export function tidySideInPlace(side: RawTi4Side): void {
  for (const table of [side.units, side.damaged ?? {}]) {
    for (const key of Object.keys(table) as UnitKey[]) if (!table[key]) delete table[key];
  }
  if (side.damaged && Object.keys(side.damaged).length === 0) delete side.damaged;
  for (const list of ['upgrades', 'killOrder', 'keepAlive', 'effects', 'without'] as const) if (side[list]?.length === 0) delete side[list];
  if (side.tradeGoods === 0) delete side.tradeGoods;
  if (side.sustainFirst === true) delete side.sustainFirst;
  if (side.faction === '') delete side.faction;
  for (const id of Object.keys(side.effectPolicies ?? {})) if (!(side.effects ?? []).includes(id)) delete side.effectPolicies![id];
  if (side.effectPolicies && Object.keys(side.effectPolicies).length === 0) delete side.effectPolicies;
}
