import { catalogFromDocument, SAMPLE_NOTICE } from '../catalog.js';
import type { Catalog } from '../catalog-types.js';
import { armadaErrors } from '../messages.js';
import { parseArmadaScenario } from '../scenario.js';
import { cardHosts, cardItems, cardItemsOn, parseComposite } from './card-items.js';
import { LoadedDocument } from '../../loaded-document.js';
import type { AnalysisAdapter, NamedFleet } from '../../analysis-adapter.js';
import { fingerprintOf, type CardFingerprints } from '../../card-fingerprint.js';
import { resolveFleet, type RawFleet } from '../fleet.js';
import { sharedUniqueShips } from '../legality.js';
import { ARMADA_MODELS, type ArmadaModel } from '../table/settings.js';

/** The scenario's `model` field: absent for the brawl (the default). */
const modelOf = (model: ArmadaModel) => (model === 'brawl' ? {} : { model });

/** Numeric fields a what-if may change, by catalog section; `abilityValue` is the X of the disk's ability. */
const WHAT_IF_FIELDS = {
  ships: ['cost', 'shields', 'hull', 'beam', 'torpedoes', 'torpedoDamage', 'torpedoSpeed', 'capacity', 'squadronCapacity'],
  crew: ['cost', 'command', 'combat', 'abilityValue'],
  tech: ['cost', 'abilityValue'],
  squadrons: ['cost', 'hull', 'beam', 'speed', 'torpedoes', 'torpedoDamage'],
} as const;
type Section = keyof typeof WHAT_IF_FIELDS;
const SHIP_FIELDS = WHAT_IF_FIELDS.ships;
/** Points available in analysis duels: far above Last Starship's 30, so forces of any size are legal. */
const ANALYSIS_POINT_LIMIT = 1000;

/**
 * TI: Armada for the analysis layer. Items are ship disks. Default reference: Sardakk raiders —
 * the cheapest class ship with no special type (5 points: shields 1, hull 3, beam 4), so budgets
 * move in small steps; no baseline. Seats matter (first player), so duels run in both. The
 * catalog file is read by the loader (the sample unless one is given); every duel names it.
 * With `policies` (salvo cost --policies) both sides of every duel play them (checked like a
 * scenario's `policies`) and the result records them; without, the defaults (docs/armada.md).
 * With `model` table (`--model table`) every duel and matchup plays the table model.
 */
export function armadaAdapter(catalogFile: LoadedDocument, policies?: Record<string, unknown>, model: ArmadaModel = 'brawl'): AnalysisAdapter {
  const catalog = catalogFromDocument(catalogFile);
  const ids = Object.keys(catalog.ships);
  const ship = (id: string, where: string) => {
    const disk = catalog.ships[id];
    if (!disk) throw armadaErrors.unknownShip(where, id, ids);
    return disk;
  };
  const fleetOf = (entries: string[]) => {
    const parts = entries.map((id) => parseComposite(id, catalog) ?? { host: id, crew: [], tech: [], squadrons: {} });
    const first = ship(parts[0].host, 'fleet');
    let counter = 0;
    const squadrons: Record<string, number> = {};
    for (const p of parts) for (const [id, n] of Object.entries(p.squadrons)) squadrons[id] = (squadrons[id] ?? 0) + n;
    return {
      faction: first.faction,
      ships: parts.map((p) => ({ ship: p.host, name: `${catalog.ships[p.host].name} ${++counter}`, ...(p.crew.length > 0 ? { crew: p.crew } : {}), ...(p.tech.length > 0 ? { tech: p.tech } : {}) })),
      ...(Object.keys(squadrons).length > 0 ? { squadrons } : {}),
    };
  };
  const adapter: AnalysisAdapter = {
    game: 'armada',
    defaults: {
      items: ids,
      reference: 'sardakk-raider',
      baseline: [],
      rationale: 'Each ship disk (unique ships alone, class ships in groups worth about four raiders) against Sardakk raiders (5 points, no special type), without crew or tech, in both seats.',
    },
    seats: 2,
    unpriced: `speed and reach${model === 'brawl' ? ' (the brawl puts every unit in range; --model table plays them)' : ''}, abilities the model does not play (docs/armada.md), and, for a ship disk, what its crew, tech and squadron slots would add (disks are priced bare; --card prices the cards)`,
    // Printed costs are whole points: a gap under half a point is one no reprice could close.
    fairWithin: 0.5,
    ...(catalog.sample ? { notice: SAMPLE_NOTICE } : {}),
    ...(policies ? { policies } : {}),
    ...(model !== 'brawl' ? { model } : {}),
    knownItems: () => [...ids],
    cards: () => catalogCards(catalog),
    item(id, where) {
      const composite = parseComposite(id, catalog);
      if (composite) {
        // Card pricing (card-items.ts): a host with its cards, grouped like the bare host.
        const host = ship(composite.host, where);
        const part = (kind: 'crew' | 'tech' | 'squadrons', key: string) => {
          const disk = catalog[kind][key];
          if (!disk) throw armadaErrors.unknownDisk(where, kind === 'squadrons' ? 'squadron' : kind, key, Object.keys(catalog[kind]), catalogFile.source);
          return disk.cost;
        };
        const cost = host.cost + composite.crew.reduce((t, c) => t + part('crew', c), 0) + composite.tech.reduce((t, c) => t + part('tech', c), 0)
          + Object.entries(composite.squadrons).reduce((t, [q, n]) => t + n * part('squadrons', q), 0);
        const hostCopies = host.unique || host.special === 'flagship' ? 1 : 12;
        return { id, name: id, cost, groupCost: host.cost, maxCopies: Math.min(hostCopies, composite.maxCopies ?? hostCopies) };
      }
      const disk = ship(id, where);
      return { id, name: disk.name, cost: disk.cost, maxCopies: disk.unique || disk.special === 'flagship' ? 1 : 12 };
    },
    cardItems: (card) => cardItems(card, catalog),
    cardHosts: (card) => cardHosts(card, catalog),
    cardItemsOn: (card, host) => cardItemsOn(card, catalog, host),
    knownCards: () => [...ids, ...Object.keys(catalog.crew), ...Object.keys(catalog.tech), ...Object.keys(catalog.squadrons)],
    duel(spec) {
      const a = fleetOf([...Array.from({ length: spec.copies }, () => spec.item), ...spec.baseline]);
      const b = fleetOf(Array.from({ length: spec.references }, () => spec.reference));
      const [first, second] = spec.seat === 0 ? [a, b] : [b, a];
      const side = (fleet: ReturnType<typeof fleetOf>) => (policies ? { fleet, policies } : { fleet });
      return { game: 'armada', catalog: catalogFile, pointLimit: ANALYSIS_POINT_LIMIT, ...modelOf(model), first: side(first), second: side(second) };
    },
    /**
     * A fleet against a copy of itself (the matrix's mirror cell, the fleets file's check) plays
     * unique ships per fleet: a mirror is a reference point, not a game. Any other pairing that
     * shares a unique ship is refused (000, "Ship Disks"; scenario.ts): the matrix asks
     * `forbiddenPairing` first and skips it.
     */
    matchup(a, b, seat, options) {
      // A fleet's own policies win over the adapter's (`--policies`), which win over the defaults.
      const played = (f: NamedFleet) => (policies ? { ...f.fleet, policies: adapter.writtenPolicies!(f) } : f.fleet);
      const [first, second] = seat === 0 ? [played(a), played(b)] : [played(b), played(a)];
      const written = (options.rules ?? {}) as Record<string, unknown>;
      const rules = a.name === b.name ? { ...written, uniqueShips: 'per-fleet' } : written;
      return { game: 'armada', catalog: catalogFile, ...modelOf(model), ...options, ...(Object.keys(rules).length > 0 ? { rules } : {}), first, second };
    },
    writtenPolicies: (f) => ({ ...(policies ?? {}), ...((f.fleet.policies ?? {}) as Record<string, unknown>) }),
    /**
     * Two different fleets with the same unique ship never meet (000, "Ship Disks": "only one of
     * each unique ship can ever participate in the same game"): the matrix plays them with the
     * unique rule per fleet for that pairing and notes it (no note when the matchup options already
     * say rules: { uniqueShips: per-fleet }).
     */
    forbiddenPairing(a, b, options) {
      if (a.name === b.name || (options.rules as Record<string, unknown> | undefined)?.uniqueShips === 'per-fleet') return undefined;
      const fleetOf = (f: NamedFleet): unknown => (f.fleet.fleet instanceof LoadedDocument ? f.fleet.fleet.data : f.fleet.fleet);
      const [fa, fb] = [fleetOf(a), fleetOf(b)];
      if (fa === null || typeof fa !== 'object' || fb === null || typeof fb !== 'object') return undefined;
      const shared = sharedUniqueShips(resolveFleet(fa as RawFleet, catalog, a.name), resolveFleet(fb as RawFleet, catalog, b.name));
      return shared.length > 0 ? `both carry the unique ship${shared.length === 1 ? '' : 's'} ${shared.join(', ')} (000, "Ship Disks": unique per game)` : undefined;
    },
    balanceOptions: (options) => ({ ...options, pointLimit: ANALYSIS_POINT_LIMIT }),
    whatIfFields: () => (Object.keys(WHAT_IF_FIELDS) as Section[]).flatMap((section) => {
      const fields: readonly string[] = WHAT_IF_FIELDS[section];
      return Object.entries(catalog[section]).flatMap(([id, disk]) =>
        fields.filter((f) => f !== 'abilityValue' || ('ability' in disk && disk.ability !== undefined && disk.ability.effect !== 'cancelCritical')).map((f) => `${id}.${f}`));
    }),
    withWhatIf(field, value, where) {
      if (!adapter.whatIfFields().includes(field)) throw armadaErrors.unknownWhatIfField(where, field, adapter.whatIfFields(), SHIP_FIELDS);
      if (!Number.isInteger(value) || value < 0) throw armadaErrors.impossibleWhatIfValue(where, field, value);
      const [id, name] = field.split('.');
      // A copy in memory, validated again like the file (a carrier keeps a squadron capacity…).
      const raw = structuredClone(catalogFile.data) as Record<Section, Record<string, Record<string, unknown>>>;
      const section = (Object.keys(WHAT_IF_FIELDS) as Section[]).find((s) => raw[s]?.[id] !== undefined)!;
      if (name === 'abilityValue') (raw[section][id].ability as Record<string, unknown>).value = value;
      else raw[section][id][name] = value;
      return armadaAdapter(new LoadedDocument(catalogFile.reference, `${catalogFile.source} with ${field}=${value}`, raw), policies, model);
    },
    withPolicies(chosen, where) {
      const next = armadaAdapter(catalogFile, { ...chosen }, model);
      // Checked as a scenario's policies are (schema: names and values), naming the option.
      parseArmadaScenario(next.duel({ item: adapter.defaults.reference, copies: 1, baseline: [], reference: adapter.defaults.reference, references: 1, seat: 0 }), where);
      return next;
    },
    withModel(name, where) {
      if (!(ARMADA_MODELS as readonly string[]).includes(name)) throw armadaErrors.unknownModel(where, name);
      return armadaAdapter(catalogFile, policies, name as ArmadaModel);
    },
  };
  return adapter;
}

/** Catalog sections by the word a card id starts with (`squadron:bomber`). */
const CARD_SECTIONS = { ship: 'ships', crew: 'crew', tech: 'tech', squadron: 'squadrons' } as const;

/** Every disk of an Armada catalog (ships, crew, tech, squadrons) and its table measures, fingerprinted (names left out). */
function catalogCards(catalog: Catalog): CardFingerprints {
  const cards: CardFingerprints = {};
  for (const [word, section] of Object.entries(CARD_SECTIONS)) {
    for (const [id, disk] of Object.entries(catalog[section])) cards[`${word}:${id}`] = fingerprintOf(disk, ['id', 'name']);
  }
  if (catalog.table) cards['table:measures'] = fingerprintOf(catalog.table);
  return cards;
}
