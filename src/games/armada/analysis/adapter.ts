import { catalogFromDocument, SAMPLE_NOTICE } from '../catalog.js';
import { armadaErrors } from '../messages.js';
import { parseArmadaScenario } from '../scenario.js';
import { LoadedDocument } from '../../loaded-document.js';
import type { AnalysisAdapter } from '../../analysis-adapter.js';
import { ARMADA_MODELS, type ArmadaModel } from '../table/settings.js';

/** The scenario's `model` field: absent for the brawl (the default). */
const modelOf = (model: ArmadaModel) => (model === 'brawl' ? {} : { model });

/** Numeric ship fields a what-if may change. */
const SHIP_FIELDS = ['cost', 'shields', 'hull', 'beam', 'torpedoes', 'torpedoDamage', 'capacity', 'squadronCapacity'] as const;
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
    const first = ship(entries[0], 'fleet');
    let counter = 0;
    return { faction: first.faction, ships: entries.map((id) => ({ ship: id, name: `${catalog.ships[id].name} ${++counter}` })) };
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
    ...(catalog.sample ? { notice: SAMPLE_NOTICE } : {}),
    ...(policies ? { policies } : {}),
    ...(model !== 'brawl' ? { model } : {}),
    knownItems: () => [...ids],
    item(id, where) {
      const disk = ship(id, where);
      return { id, name: disk.name, cost: disk.cost, maxCopies: disk.unique || disk.special === 'flagship' ? 1 : 12 };
    },
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
     * shares a unique ship is refused (000, "Ship Disks"; scenario.ts).
     */
    matchup(a, b, seat, options) {
      const [first, second] = seat === 0 ? [a.fleet, b.fleet] : [b.fleet, a.fleet];
      const written = (options.rules ?? {}) as Record<string, unknown>;
      const rules = a.name === b.name ? { ...written, uniqueShips: 'per-fleet' } : written;
      return { game: 'armada', catalog: catalogFile, ...modelOf(model), ...options, ...(Object.keys(rules).length > 0 ? { rules } : {}), first, second };
    },
    balanceOptions: (options) => ({ ...options, pointLimit: ANALYSIS_POINT_LIMIT }),
    whatIfFields: () => ids.flatMap((id) => SHIP_FIELDS.map((f) => `${id}.${f}`)),
    withWhatIf(field, value, where) {
      if (!adapter.whatIfFields().includes(field)) throw armadaErrors.unknownWhatIfField(where, field, adapter.whatIfFields(), SHIP_FIELDS);
      if (!Number.isInteger(value) || value < 0) throw armadaErrors.impossibleWhatIfValue(where, field, value);
      const [id, name] = field.split('.');
      // A copy in memory, validated again like the file (a carrier keeps a squadron capacity…).
      const raw = structuredClone(catalogFile.data) as { ships: Record<string, Record<string, unknown>> };
      raw.ships[id][name] = value;
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
