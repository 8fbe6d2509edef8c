import type { DiceSource } from '../../../core/dice-source.js';
import type { Arsenal } from '../arsenal.js';
import { compileTitanium } from '../compile.js';
import type { TacticDeck } from '../deck.js';
import { checkFleet, type FleetUnit } from '../fleet-rules.js';
import { DEFAULT_MAX_OFFENSIVES, DEFAULT_POLICIES, type TitaniumPlayer, type TitaniumScenario } from '../scenario.js';
import { listSaturated, neighbourFleets, saturateRandomly, type Addition, type MoveSet } from '../../fleet-moves.js';
import type { FleetSpace } from '../../fleet-space.js';

/** One unit of a Titanium Wars fleet as a scenario lists it (docs/titanium.md). */
export interface TitaniumUnit {
  unit: string;
  upgrades: string[];
}
/** A Titanium Wars fleet: its units, each with its upgrades. */
export interface TitaniumFleet {
  fleet: TitaniumUnit[];
}

/** What a Titanium Wars fleet space is built from (the arsenal and deck as the loader read them). */
export interface TitaniumSpaceOptions {
  credits: number;
  fleetLimit: number;
  tech: number;
  arsenal: Arsenal;
  /** The tactic deck the matchups use (the bundled sample deck in `salvo optimize`). */
  deck: TacticDeck;
}

/** Upgrades whose second copy on one ship adds nothing (a flag, not a number): a second one is dominated. */
const FLAG_SPECIALS = new Set(['evasion', 'target', 'shield']);
/** The starting hand limit (004, "Quick Start"): players have no Command Centers here. */
const HAND_LIMIT = 3;

/** A player of a Conquest built from a fleet (no buildings, no credits left for discards). */
function playerOf(name: string, fleet: TitaniumFleet, fleetLimit: number): TitaniumPlayer {
  return {
    name, fleetLimit: Math.max(fleetLimit, fleet.fleet.length), handLimit: HAND_LIMIT, credits: 0, planets: 1, buildingSlots: 4, slotBonus: 0, buildings: {}, hand: [],
    fleet: fleet.fleet.map((u): FleetUnit => ({ unit: u.unit, upgrades: [...u.upgrades], damage: 0 })), policies: { ...DEFAULT_POLICIES },
  };
}

/** Checks a fleet against the Outfitting limits with the game's own checker (throws a ConfigError naming `where`). */
export function checkTitaniumFleet(fleet: TitaniumFleet, fleetLimit: number, where: string, arsenal: Arsenal): void {
  checkFleet(playerOf('fleet', fleet, fleetLimit), arsenal, where);
}

/**
 * The legal Titanium Wars fleets for C credits, fleet limit N and technological level T (004,
 * "Outfitting": no card above your Technological Level, no more Units than the fleet limit, no more
 * Upgrades than slots, at least one Ship to take part): units and upgrades priced from the arsenal,
 * cards with an unprinted tech level available at every level. Only saturated fleets are
 * candidates; a second Hyperdrive, Magnetic Target or Blast Shield on one ship is left out.
 * Player order matters, so a candidate plays both seats.
 */
export function titaniumSpace(options: TitaniumSpaceOptions): FleetSpace<TitaniumFleet> {
  const { arsenal, deck } = options;
  const allowed = (card: { tech?: number }) => (card.tech ?? 0) <= options.tech;
  const units = arsenal.units.filter(allowed);
  const upgrades = arsenal.upgrades.filter(allowed);
  const costOf = (fleet: TitaniumFleet) =>
    fleet.fleet.reduce((sum, u) => sum + arsenal.unit.get(u.unit)!.cost + u.upgrades.reduce((s, g) => s + arsenal.upgrade.get(g)!.cost, 0), 0);
  const canonical = (fleet: TitaniumFleet): TitaniumFleet => ({
    fleet: fleet.fleet.map((u) => ({ unit: u.unit, upgrades: [...u.upgrades].sort() })).sort((a, b) => (JSON.stringify(a) < JSON.stringify(b) ? -1 : 1)),
  });
  const key = (fleet: TitaniumFleet) => JSON.stringify(canonical(fleet).fleet);
  const moves: MoveSet<TitaniumFleet> = {
    additions(fleet) {
      const left = options.credits - costOf(fleet);
      const out: Addition<TitaniumFleet>[] = [];
      if (fleet.fleet.length < options.fleetLimit) {
        for (const u of units) if (u.cost <= left) out.push({ kind: u.ship ? 'ship' : 'unit', fleet: { fleet: [...fleet.fleet, { unit: u.key, upgrades: [] }] } });
      }
      fleet.fleet.forEach((entry, i) => {
        const card = arsenal.unit.get(entry.unit)!;
        if (!card.ship || entry.upgrades.length >= card.slots) return;
        for (const g of upgrades) {
          if (g.cost > left || (g.special !== null && FLAG_SPECIALS.has(g.special) && entry.upgrades.includes(g.key))) continue;
          out.push({ kind: 'upgrade', fleet: { fleet: fleet.fleet.map((x, j) => (j === i ? { unit: x.unit, upgrades: [...x.upgrades, g.key] } : x)) } });
        }
      });
      return out;
    },
    removals(fleet) {
      const out: TitaniumFleet[] = [];
      fleet.fleet.forEach((entry, i) => {
        out.push({ fleet: fleet.fleet.filter((_, j) => j !== i) });
        entry.upgrades.forEach((_, k) => out.push({ fleet: fleet.fleet.map((x, j) => (j === i ? { unit: x.unit, upgrades: x.upgrades.filter((__, m) => m !== k) } : x)) }));
      });
      return out;
    },
    repair: (fleet) => fleet,
    canonical,
    key,
    isComplete: (fleet) => fleet.fleet.some((u) => arsenal.unit.get(u.unit)!.ship),
  };
  const empty: TitaniumFleet = { fleet: [] };
  const name = (fleet: TitaniumFleet) => fleet.fleet.map((u) => [u.unit, ...u.upgrades].join('+')).join(', ');

  return {
    game: 'titanium',
    budget: `${options.credits} credits, fleet limit ${options.fleetLimit}, tech ${options.tech}`,
    seats: 2,
    enumerate: (limit) => listSaturated([empty], moves, limit),
    cheapest() {
      const ships = units.filter((u) => u.ship).sort((a, b) => a.cost - b.cost);
      return ships.length > 0 && options.fleetLimit > 0 ? { fleet: [{ unit: ships[0].key, upgrades: [] }] } : undefined;
    },
    random: (rng: DiceSource) => (moves.additions(empty).some((a) => a.kind === 'ship') ? saturateRandomly(empty, moves, rng, 'ship') : undefined),
    neighbours: (fleet, rng, n) => neighbourFleets(fleet, moves, rng, n),
    key,
    name,
    cost: costOf,
    features: (fleet) => [
      ...arsenal.units.map((u) => fleet.fleet.filter((x) => x.unit === u.key).length),
      ...arsenal.upgrades.map((g) => fleet.fleet.reduce((s, x) => s + x.upgrades.filter((k) => k === g.key).length, 0)),
    ],
    group: () => 'titanium',
    groupNoun: 'game',
    matchup(candidate, opponent, seat) {
      const a = playerOf('candidate', candidate, options.fleetLimit);
      const b = playerOf('opponent', opponent, options.fleetLimit);
      const scenario: TitaniumScenario = { game: 'titanium', deck, arsenal, maxOffensives: DEFAULT_MAX_OFFENSIVES, seats: 'fixed', players: seat === 0 ? [a, b] : [b, a] };
      return { plan: compileTitanium(scenario), win: seat, loss: 1 - seat };
    },
  };
}
