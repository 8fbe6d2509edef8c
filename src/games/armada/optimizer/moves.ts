import type { Catalog } from '../catalog-types.js';
import { resolveFleet, type RawFleet } from '../fleet.js';
import { fleetViolations } from '../legality.js';
import type { WrittenPolicies } from '../policies/policy-option.js';
import type { FactionDisks } from './disks.js';
import type { Addition, MoveSet } from '../../fleet-moves.js';

type RawShip = RawFleet['ships'][number];

/** A fleet as the optimizer handles it: a field entry may carry the policies it plays (docs/optimizer.md). */
export type ArmadaEntry = RawFleet & { policies?: WrittenPolicies };

/** A fleet in canonical form: crew, tech, ships and squadrons sorted, empty lists left out; its own policies kept. */
export function canonicalFleet(raw: ArmadaEntry): ArmadaEntry {
  const ships = raw.ships.map((s): RawShip => ({
    ship: s.ship,
    ...(s.crew && s.crew.length > 0 ? { crew: [...s.crew].sort() } : {}),
    ...(s.tech && s.tech.length > 0 ? { tech: [...s.tech].sort() } : {}),
  }));
  ships.sort((a, b) => (JSON.stringify(a) < JSON.stringify(b) ? -1 : JSON.stringify(a) > JSON.stringify(b) ? 1 : 0));
  const squadrons = Object.fromEntries(Object.entries(raw.squadrons ?? {}).filter(([, n]) => n > 0).sort(([a], [b]) => (a < b ? -1 : 1)));
  return { faction: raw.faction, ships, ...(Object.keys(squadrons).length > 0 ? { squadrons } : {}), ...(raw.policies ? { policies: raw.policies } : {}) };
}

/** The canonical key of a fleet. */
export const armadaKey = (raw: RawFleet): string => JSON.stringify(canonicalFleet(raw));

/** A fleet's cost straight from the catalog (000, "2. Build your Fleet"). */
export function rawCost(raw: RawFleet, catalog: Catalog): number {
  let cost = 0;
  for (const s of raw.ships) {
    cost += catalog.ships[s.ship].cost;
    for (const c of s.crew ?? []) cost += catalog.crew[c].cost;
    for (const t of s.tech ?? []) cost += catalog.tech[t].cost;
  }
  for (const [id, n] of Object.entries(raw.squadrons ?? {})) cost += catalog.squadrons[id].cost * n;
  return cost;
}

/** True when the fleet breaks no fleet-building rule at this point limit (the game's own checker). */
export function isLegalFleet(raw: RawFleet, catalog: Catalog, points: number): boolean {
  return fleetViolations(resolveFleet(raw, catalog, 'optimizer'), points).length === 0;
}

/**
 * Every legal fleet one part larger: one more ship, one more crew or tech disk on a ship, or one
 * more squadron, each checked by the game's legality checker (restrictions 1-7, faction, unique
 * disks, capacity, squadron capacity, flagship, point limit).
 */
function additions(raw: RawFleet, disks: FactionDisks, catalog: Catalog, points: number): Addition<RawFleet>[] {
  const left = points - rawCost(raw, catalog);
  const out: Addition<RawFleet>[] = [];
  const consider = (kind: string, cost: number, make: () => RawFleet) => {
    if (cost > left) return;
    const fleet = make();
    if (isLegalFleet(fleet, catalog, points)) out.push({ kind, fleet });
  };
  for (const ship of disks.ships) consider('ship', ship.cost, () => ({ ...raw, ships: [...raw.ships, { ship: ship.id }] }));
  raw.ships.forEach((s, i) => {
    const withShip = (changed: RawShip) => ({ ...raw, ships: raw.ships.map((x, j) => (j === i ? changed : x)) });
    for (const crew of disks.crew) consider('crew', crew.cost, () => withShip({ ...s, crew: [...(s.crew ?? []), crew.id] }));
    for (const tech of disks.tech) consider('tech', tech.cost, () => withShip({ ...s, tech: [...(s.tech ?? []), tech.id] }));
  });
  for (const q of disks.squadrons) {
    consider('squadron', q.cost, () => ({ ...raw, squadrons: { ...(raw.squadrons ?? {}), [q.id]: (raw.squadrons?.[q.id] ?? 0) + 1 } }));
  }
  return out;
}

/** Every fleet one part smaller (a ship with its disks, one crew or tech disk, one squadron); legality is not checked. */
function removals(raw: RawFleet): RawFleet[] {
  const out: RawFleet[] = [];
  raw.ships.forEach((s, i) => {
    out.push({ ...raw, ships: raw.ships.filter((_, j) => j !== i) });
    const withShip = (changed: RawShip) => ({ ...raw, ships: raw.ships.map((x, j) => (j === i ? changed : x)) });
    (s.crew ?? []).forEach((_, k) => out.push(withShip({ ...s, crew: s.crew!.filter((__, m) => m !== k) })));
    (s.tech ?? []).forEach((_, k) => out.push(withShip({ ...s, tech: s.tech!.filter((__, m) => m !== k) })));
  });
  for (const [id, n] of Object.entries(raw.squadrons ?? {})) out.push({ ...raw, squadrons: { ...raw.squadrons, [id]: n - 1 } });
  return out;
}

/** Removes squadrons (the last kind first) until the fleet is legal or none are left. */
function trimSquadrons(raw: RawFleet, catalog: Catalog, points: number): RawFleet | undefined {
  let fleet = raw;
  while (!isLegalFleet(fleet, catalog, points)) {
    const entries = Object.entries(fleet.squadrons ?? {}).filter(([, n]) => n > 0);
    if (entries.length === 0) return undefined;
    const [id, n] = entries[entries.length - 1];
    fleet = { ...fleet, squadrons: { ...fleet.squadrons, [id]: n - 1 } };
  }
  return fleet;
}

/** The local moves of Armada fleets of one faction under a point limit (see moves.ts). */
export function armadaMoves(disks: FactionDisks, catalog: Catalog, points: number): MoveSet<RawFleet> {
  return {
    additions: (fleet) => additions(fleet, disks, catalog, points),
    removals,
    repair: (fleet) => trimSquadrons(fleet, catalog, points),
    canonical: canonicalFleet,
    key: armadaKey,
    isComplete: (fleet) => fleet.ships.length > 0,
  };
}
