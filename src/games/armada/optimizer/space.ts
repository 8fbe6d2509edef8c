import type { Catalog, Faction } from '../catalog-types.js';
import { compileArmada } from '../compile.js';
import { resolveFleet, type Fleet, type RawFleet } from '../fleet.js';
import { ARMADA_OUTCOMES } from '../plan.js';
import { sharedUniqueShips } from '../legality.js';
import { DEFAULT_POLICIES, type SidePolicies } from '../policies/names.js';
import type { WrittenPolicies } from '../policies/policy-option.js';
import { DEFAULT_RULES } from '../rule-options.js';
import { DEFAULT_MAX_TURNS, DEFAULT_P_EXPLOSION, DEFAULT_TORPEDO_HIT, type ArmadaScenario } from '../scenario.js';
import { factionDisks, type FactionDisks } from './disks.js';
import { armadaKey, armadaMoves, isLegalFleet, rawCost, type ArmadaEntry } from './moves.js';
import { listSaturated, neighbourFleets, saturateRandomly } from '../../fleet-moves.js';
import type { FleetSpace } from '../../fleet-space.js';
import { modelFields, type ArmadaModel } from '../table/settings.js';

/** What an Armada fleet space is built from. */
export interface ArmadaSpaceOptions {
  catalog: Catalog;
  /** The catalog as a scenario names it (recorded in the compiled scenarios). */
  catalogRef: string;
  points: number;
  /** The factions fleets are built for. */
  factions: readonly Faction[];
  /** The policies every fleet plays unless it names its own (`--policies`; default: DEFAULT_POLICIES). */
  policies?: WrittenPolicies;
  /** The combat model every matchup plays (default brawl; table/settings.ts). */
  model?: ArmadaModel;
}

/**
 * The legal Armada fleets of a catalog under a point limit (000, "2. Build your Fleet"), as
 * canonical raw fleets: every fleet-building rule is checked by the game's own `fleetViolations`,
 * dominated disks are left out (`factionDisks`), and only saturated fleets — to which no ship,
 * crew, tech or squadron can be added — are candidates (a fleet with points to spare is no stronger
 * than the same fleet with one more part).
 */
export function armadaSpace(options: ArmadaSpaceOptions): FleetSpace<ArmadaEntry> {
  const { catalog, points } = options;
  const disks = new Map<Faction, FactionDisks>(factionDisks(catalog, options.factions).map((d) => [d.faction, d]));
  const resolved = new Map<string, Fleet>();
  const resolve = (raw: RawFleet): Fleet => {
    const key = armadaKey(raw);
    let fleet = resolved.get(key);
    if (!fleet) {
      if (resolved.size > 20_000) resolved.clear();
      fleet = resolveFleet(raw, catalog, 'optimizer');
      resolved.set(key, fleet);
    }
    return fleet;
  };
  const affordable = [...disks.values()].filter((d) => d.ships.some((s) => s.cost <= points));
  const moves = new Map([...disks.values()].map((d) => [d.faction, armadaMoves(d, catalog, points)]));
  const adjusted = new Set<string>();
  function nameOf(fleet: ArmadaEntry): string {
    const own = fleet.policies ? ` ${JSON.stringify(fleet.policies)}` : '';
    const ships = fleet.ships.map((s) => {
      const parts = [...(s.crew ?? []), ...(s.tech ?? [])];
      return parts.length > 0 ? `${s.ship}[${parts.join('+')}]` : s.ship;
    });
    const squadrons = Object.entries(fleet.squadrons ?? {}).map(([id, n]) => `${n}×${id}`);
    return `${fleet.faction}: ${[...ships, ...squadrons].join(', ')}${own}`;
  }
  const policiesOf = (entry: ArmadaEntry): SidePolicies => ({ ...DEFAULT_POLICIES, ...(options.policies ?? {}), ...(entry.policies ?? {}) });

  return {
    game: 'armada',
    budget: `${points} points`,
    seats: 2,
    enumerate(limit) {
      const all: RawFleet[] = [];
      for (const d of affordable) {
        const listed = listSaturated([{ faction: d.faction, ships: [] }], moves.get(d.faction)!, limit - all.length);
        if (listed === undefined) return undefined;
        all.push(...listed);
      }
      return all;
    },
    cheapest() {
      let best: RawFleet | undefined;
      for (const d of disks.values()) {
        for (const ship of d.ships) {
          const fleet: RawFleet = { faction: d.faction, ships: [{ ship: ship.id }] };
          if (isLegalFleet(fleet, catalog, Infinity) && (!best || ship.cost < rawCost(best, catalog))) best = fleet;
        }
      }
      return best;
    },
    random(rng) {
      if (affordable.length === 0) return undefined;
      const d = affordable[rng.below(affordable.length)];
      return saturateRandomly({ faction: d.faction, ships: [] }, moves.get(d.faction)!, rng);
    },
    neighbours: (fleet, rng, count) => neighbourFleets(fleet, moves.get(fleet.faction)!, rng, count),
    key: armadaKey,
    name: nameOf,
    cost: (fleet) => rawCost(fleet, catalog),
    features(fleet) {
      const f = resolve(fleet);
      const sum = (get: (s: Fleet['ships'][number]) => number) => f.ships.reduce((t, s) => t + get(s), 0);
      return [
        f.ships.length, f.squadrons.reduce((t, q) => t + q.count, 0), sum((s) => s.crew.length), sum((s) => s.tech.length),
        sum((s) => s.disk.shields), sum((s) => s.disk.hull), sum((s) => s.disk.beam), sum((s) => s.disk.torpedoes * s.disk.torpedoDamage),
        sum((s) => s.crew.reduce((t, c) => t + c.command, 0)),
      ];
    },
    group: (fleet) => fleet.faction,
    groupNoun: 'faction',
    /**
     * A unique ship is unique per game (000, "Ship Disks": "only one of each unique ship can ever
     * participate in the same game"): a pairing with the same unique ship on both sides is played
     * with the unique rule applied per fleet for that pairing (each fleet keeps its own copy) and
     * noted, so every candidate is ranked on the whole field.
     */
    matchup(candidate, opponent, seat) {
      const sides = seat === 0 ? [candidate, opponent] : [opponent, candidate];
      const [first, second] = [resolve(sides[0]), resolve(sides[1])];
      const shared = sharedUniqueShips(first, second);
      if (shared.length > 0) adjusted.add(`${nameOf(candidate)} vs ${nameOf(opponent)}: both carry ${shared.join(', ')}`);
      const scenario: ArmadaScenario = {
        game: 'armada', catalog: options.catalogRef, sample: catalog.sample, pointLimit: points,
        pExplosion: DEFAULT_P_EXPLOSION, torpedoHit: DEFAULT_TORPEDO_HIT, maxTurns: DEFAULT_MAX_TURNS,
        rules: { ...DEFAULT_RULES, ...(shared.length > 0 ? { uniqueShips: 'per-fleet' as const } : {}) },
        ...modelFields(options.model ?? 'brawl', catalog.table),
        first: { fleet: first, policies: policiesOf(sides[0]) },
        second: { fleet: second, policies: policiesOf(sides[1]) },
      };
      const firstWin = ARMADA_OUTCOMES.indexOf('firstWin');
      const secondWin = ARMADA_OUTCOMES.indexOf('secondWin');
      return { plan: compileArmada(scenario), win: seat === 0 ? firstWin : secondWin, loss: seat === 0 ? secondWin : firstWin };
    },
    adjustedPairs: () => [...adjusted],
  };
}
