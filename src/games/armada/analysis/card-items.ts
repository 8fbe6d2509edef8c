import type { Catalog } from '../catalog-types.js';
import { resolveFleet, type RawFleet } from '../fleet.js';
import { fleetViolations } from '../legality.js';

/**
 * Composite analysis items of Armada (`salvo cost armada --card`): a host ship carrying cards,
 * written `host[part+part]`, optionally `@N` for at most N copies on a side — `sol-cruiser[sol-captain]`,
 * `sol-carrier[3×fighter]`, `sol-cruiser[]@1` (the bare host, grouped like a unique card's host).
 */
export interface CompositeItem {
  host: string;
  crew: string[];
  tech: string[];
  squadrons: Record<string, number>;
  maxCopies?: number;
}

const COMPOSITE = /^([a-z0-9-]+)\[([^\]]*)\](?:@(\d+))?$/;

/** The composite written in `id`, or undefined for a plain ship id. Unknown parts are left to the caller. */
export function parseComposite(id: string, catalog: Catalog): CompositeItem | undefined {
  const match = COMPOSITE.exec(id);
  if (!match) return undefined;
  const item: CompositeItem = { host: match[1], crew: [], tech: [], squadrons: {}, ...(match[3] !== undefined ? { maxCopies: Number(match[3]) } : {}) };
  for (const part of match[2].split('+').filter(Boolean)) {
    const wing = /^(\d+)×(.+)$/.exec(part);
    if (wing) item.squadrons[wing[2]] = (item.squadrons[wing[2]] ?? 0) + Number(wing[1]);
    else if (catalog.crew[part]) item.crew.push(part);
    else if (catalog.tech[part]) item.tech.push(part);
    else item.squadrons[part] = (item.squadrons[part] ?? 0) + 1;
  }
  return item;
}

/** What a card is priced as: the host with the card against the same host without it. */
export interface CardItems {
  card: string;
  kind: 'ship' | 'crew' | 'tech' | 'squadron';
  name: string;
  listedCost: number;
  /** The item with the card (the ship itself for a ship card). */
  withCard: string;
  /** The bare host (absent for a ship card). */
  without?: string;
  /** Cards per copy of `withCard` (a squadron card fills its carrier: its squadron capacity). */
  units: number;
  host?: string;
}

const ANALYSIS_POINTS = 1000;
const legal = (raw: RawFleet, catalog: Catalog) => fleetViolations(resolveFleet(raw, catalog, 'card'), ANALYSIS_POINTS).length === 0;

/**
 * How `salvo cost armada --card <id>` prices a card (docs/armada.md, "Pricing cards"): a ship is
 * priced as itself; crew and tech on the cheapest non-unique ship of their faction (any faction
 * for mercenaries) that may legally carry them, ties by id; a squadron as a full wing of the
 * cheapest carrier. The card's equivalent cost is the host-with-card's minus the bare host's,
 * per card. A card one fleet may hold once (unique crew, an Admiral) is priced with one host.
 * Returns undefined for an id that is no card of the catalog.
 */
export function cardItems(card: string, catalog: Catalog): CardItems | undefined {
  if (catalog.ships[card]) return { card, kind: 'ship', name: catalog.ships[card].name, listedCost: catalog.ships[card].cost, withCard: card, units: 1 };
  const crew = catalog.crew[card];
  const tech = catalog.tech[card];
  const squadron = catalog.squadrons[card];
  if (!crew && !tech && !squadron) return undefined;
  const hosts = Object.values(catalog.ships)
    .filter((s) => !s.unique && s.special !== 'flagship')
    .sort((a, b) => a.cost - b.cost || (a.id < b.id ? -1 : 1));
  if (squadron) {
    const carrier = hosts.find((s) => s.special === 'carrier' && s.squadronCapacity > 0 && legal({ faction: s.faction, ships: [{ ship: s.id }], squadrons: { [card]: s.squadronCapacity } }, catalog));
    if (!carrier) return undefined;
    const n = carrier.squadronCapacity;
    return { card, kind: 'squadron', name: squadron.name, listedCost: squadron.cost, withCard: `${carrier.id}[${n}×${card}]`, without: `${carrier.id}[]`, units: n, host: carrier.id };
  }
  const disk = (crew ?? tech)!;
  const host = hosts.find((s) => (disk.faction === 'mercenary' || s.faction === disk.faction) && legal({ faction: s.faction, ships: [{ ship: s.id, ...(crew ? { crew: [card] } : { tech: [card] }) }] }, catalog));
  return host ? cardItemsOn(card, catalog, host.id) : undefined;
}

/** Tech effects and types that act only through torpedoes, or only through squadrons. */
const TORPEDO_EFFECTS = new Set(['torpedoSpeed', 'torpedoDamage', 'torpedoCapacity']);
const SQUADRON_EFFECTS = new Set(['squadronCapacity', 'squadronBeam']);

/**
 * Every ship a crew or tech card is priced on (`salvo cost armada --card`, docs/armada.md,
 * "Pricing cards"): the non-unique, non-flagship ships of its faction (any faction for
 * mercenaries) that may legally carry it and can use it — torpedo tech (type torpedo, or a
 * torpedo speed, damage or capacity ability) only on ships with torpedo bays, squadron tech only
 * on carriers — cheapest first, ties by id. Empty for a ship or squadron card, or an unknown id.
 */
export function cardHosts(card: string, catalog: Catalog): string[] {
  const crew = catalog.crew[card];
  const tech = catalog.tech[card];
  if (!crew && !tech) return [];
  const disk = (crew ?? tech)!;
  const effect = disk.ability?.effect;
  const torpedo = tech !== undefined && (tech.type === 'torpedo' || (effect !== undefined && TORPEDO_EFFECTS.has(effect)));
  const squadron = tech !== undefined && (tech.type === 'squadron' || (effect !== undefined && SQUADRON_EFFECTS.has(effect)));
  const part = crew ? { crew: [card] } : { tech: [card] };
  return Object.values(catalog.ships)
    .filter((s) => !s.unique && s.special !== 'flagship' && (disk.faction === 'mercenary' || s.faction === disk.faction))
    .filter((s) => (!torpedo || s.torpedoes > 0) && (!squadron || s.squadronCapacity > 0))
    .filter((s) => legal({ faction: s.faction, ships: [{ ship: s.id, ...part }] }, catalog))
    .sort((a, b) => a.cost - b.cost || (a.id < b.id ? -1 : 1))
    .map((s) => s.id);
}

/**
 * A crew or tech card priced on ship `hostId` (no check that it may carry it: cardHosts): the host
 * with the card against the bare host; a card one fleet may hold once is priced with one host.
 */
export function cardItemsOn(card: string, catalog: Catalog, hostId: string): CardItems | undefined {
  const crew = catalog.crew[card];
  const tech = catalog.tech[card];
  const host = catalog.ships[hostId];
  if ((!crew && !tech) || !host) return undefined;
  const disk = (crew ?? tech)!;
  const part = crew ? { crew: [card] } : { tech: [card] };
  const twice = legal({ faction: host.faction, ships: [{ ship: host.id, ...part }, { ship: host.id, ...part }] }, catalog);
  const limit = twice ? '' : '@1';
  return { card, kind: crew ? 'crew' : 'tech', name: disk.name, listedCost: disk.cost, withCard: `${host.id}[${card}]${limit}`, without: `${host.id}[]${limit}`, units: 1, host: host.id };
}
