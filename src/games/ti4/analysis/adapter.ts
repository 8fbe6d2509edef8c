import { hasLevelTwo, unitStats, UNIT_KEYS, type UnitKey, type UnitOverrides } from '../catalog.js';
import { ti4Errors } from '../messages.js';
import { checkCapacity, parseTi4Scenario } from '../scenario.js';
import type { AnalysisAdapter, ItemInfo } from '../../analysis-adapter.js';
import { ti4Cards } from './cards.js';

/** Unit types that fight in space on their own (the items TI4 cost analysis can price). */
const SPACE_UNITS: UnitKey[] = ['fighter', 'destroyer', 'cruiser', 'carrier', 'dreadnought', 'warsun'];
const ITEMS = SPACE_UNITS.flatMap((key) => [key, `${key}-ii`]);
const FIELDS = ['cost', 'combat', 'dice'] as const;

/**
 * What a what-if may change: a unit type at both levels ("dreadnought.combat") or at one level
 * ("dreadnought1.combat", "dreadnought2.combat") for the types that have a level II.
 */
const WHAT_IF_TARGETS: readonly string[] = UNIT_KEYS.flatMap((key) => (hasLevelTwo(key) ? [key, `${key}1`, `${key}2`] : [key]));

/**
 * The policies every side of an analysis may be given (`--policies`, `--strategies`): the hit
 * assignment a scenario's side writes (docs/scenario-format.md). Effect play policies are not among
 * them: an analysis's fleets carry no effects.
 */
export const TI4_ANALYSIS_POLICIES = ['sustainFirst', 'killOrder', 'keepAlive', 'keepRepairable'] as const;

/** "dreadnought-ii" → { key: dreadnought, upgraded: true }. */
function parseItem(id: string, where: string): { key: UnitKey; upgraded: boolean } {
  const key = id.replace(/-ii$/, '') as UnitKey;
  if (!ITEMS.includes(id)) throw ti4Errors.unknownItem(where, id, ITEMS);
  return { key, upgraded: id.endsWith('-ii') };
}

/**
 * TI4 for the analysis layer. Default reference: cruisers (level I) — a plain unit with one die at
 * 7, no sustain and no abilities, of middle cost (2), so budgets move in small steps and the
 * reference's own value is not entangled with fodder or barrage. No baseline: each unit is priced
 * in a fleet of its own kind. Duels run in both seats (attacker and defender) and are averaged, so
 * a price never depends on who attacks (roles differ once space cannon or retreats are involved).
 * With `policies` (hit assignment: TI4_ANALYSIS_POLICIES) every side plays them unless a fleet
 * writes its own; the result records them.
 */
export function ti4Adapter(overrides: UnitOverrides = {}, policies?: Record<string, unknown>): AnalysisAdapter {
  const played = <T extends object>(side: T): T => (policies ? { ...policies, ...side } : side);
  const adapter: AnalysisAdapter = {
    game: 'ti4',
    ...(policies ? { policies } : {}),
    defaults: {
      items: ['fighter', 'destroyer', 'cruiser', 'carrier', 'dreadnought', 'warsun', 'fighter-ii', 'destroyer-ii', 'cruiser-ii', 'dreadnought-ii'],
      reference: 'cruiser',
      baseline: [],
      rationale: 'Each unit type, in a group of its own kind worth about four cruisers, against cruisers (one die at 7, no sustain, no abilities, cost 2). Space combat only, default policies.',
    },
    seats: 2,
    unpriced: 'capacity (fighters fight without the carriers that must carry them, and a carrier\'s capacity is worth nothing here), movement, production, and everything outside space combat',
    // Costs move in half resources (fighters and infantry come two for 1): a gap under half a step no reprice could close.
    fairWithin: 0.25,
    caveats: (options) => (options.capacity === 'unchecked' ? ['capacity unchecked (options: capacity: unchecked): fleets may hold more fighters and ground forces than their ships carry — a counterfactual'] : []),
    knownItems: () => [...ITEMS],
    cards: () => ti4Cards(overrides),
    item(id, where): ItemInfo {
      const { key, upgraded } = parseItem(id, where);
      const stats = unitStats(key, upgraded, undefined, overrides);
      return { id, name: stats.name, cost: stats.cost, maxCopies: 60 };
    },
    duel(spec) {
      const a = parseItem(spec.item, 'item');
      const r = parseItem(spec.reference, 'reference');
      const side = (entries: { key: UnitKey; upgraded: boolean; count: number }[]) => {
        const units: Record<string, number> = {};
        const upgrades = new Set<string>();
        for (const e of entries) {
          units[e.key] = (units[e.key] ?? 0) + e.count;
          if (e.upgraded) upgrades.add(e.key);
        }
        return { units, upgrades: [...upgrades] };
      };
      const baseline = spec.baseline.map((id) => ({ ...parseItem(id, 'baseline'), count: 1 }));
      const itemSide = side([{ ...a, count: spec.copies }, ...baseline]);
      const referenceSide = side([{ ...r, count: spec.references }]);
      const [attacker, defender] = spec.seat === 0 ? [itemSide, referenceSide] : [referenceSide, itemSide];
      return { game: 'ti4', place: 'space', attacker: played(attacker), defender: played(defender), overrides };
    },
    /** A fleets file's `options: { capacity: unchecked }` is read by `checkFleet`, not passed to the scenario. */
    matchup(a, b, seat, options) {
      const [attacker, defender] = seat === 0 ? [a.fleet, b.fleet] : [b.fleet, a.fleet];
      const { capacity: _capacity, ...rest } = options;
      return { game: 'ti4', ...rest, attacker: played(attacker), defender: played(defender), overrides };
    },
    /**
     * A fleet of a fleets file within capacity (scenario.ts, checkCapacity), as the attacker (it
     * carries its ground forces) of its own mirror, unless the file's options say `capacity: unchecked`.
     */
    checkFleet(fleet, options, where) {
      if (options.capacity === 'unchecked') return;
      if (options.capacity !== undefined) throw ti4Errors.badCapacityOption(where, options.capacity);
      checkCapacity(parseTi4Scenario(adapter.matchup(fleet, fleet, 0, options), where), where);
    },
    balanceOptions: (options) => options,
    whatIfFields: () => WHAT_IF_TARGETS.flatMap((target) => FIELDS.map((f) => `${target}.${f}`)),
    withWhatIf(field, value, where) {
      const [key, name] = field.split('.') as [keyof UnitOverrides, (typeof FIELDS)[number]];
      if (!adapter.whatIfFields().includes(field)) throw ti4Errors.unknownWhatIfField(where, field, adapter.whatIfFields());
      if (!Number.isFinite(value) || value < 0 || (name !== 'cost' && (!Number.isInteger(value) || value < 1 || value > 10))) {
        throw ti4Errors.impossibleWhatIfValue(where, field, value, name === 'cost');
      }
      return ti4Adapter({ ...overrides, [key]: { ...overrides[key], [name]: value } }, policies);
    },
    withPolicies(chosen, where) {
      for (const field of Object.keys(chosen)) {
        if (!(TI4_ANALYSIS_POLICIES as readonly string[]).includes(field)) throw ti4Errors.unknownAnalysisPolicy(`${where}: ${field}`, field, TI4_ANALYSIS_POLICIES);
      }
      const next = ti4Adapter(overrides, { ...chosen });
      // Checked as a scenario's side is (schema: names and values), naming the option.
      parseTi4Scenario(next.duel({ item: adapter.defaults.reference, copies: 1, baseline: [], reference: adapter.defaults.reference, references: 1, seat: 0 }), where);
      return next;
    },
    strategyPolicies: (block) => Object.fromEntries(Object.entries(block).filter(([key]) => (TI4_ANALYSIS_POLICIES as readonly string[]).includes(key))),
  };
  return adapter;
}
