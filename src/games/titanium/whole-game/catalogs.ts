import { validateWithSchema } from '../../../core/validate.js';
import { gameErrors } from './messages.js';

/** A Leader card (004, "Anatomy of the Cards — Leaders"): home planet, production, slots, fleet and hand limits. */
export interface Leader {
  key: string;
  name: string;
  homePlanet: string;
  production: number;
  buildingSlots: number;
  fleet: number;
  hand: number;
  /** The power's text; powers are not simulated (docs/titanium.md). */
  power?: string;
  unprinted: readonly string[];
}

/** Leader cards, validated. `sample` catalogs are invented (results say so). */
export interface LeaderCatalog {
  name: string;
  sample: boolean;
  leaders: readonly Leader[];
  /** Where it came from: 'sample' (bundled), a file, or 'inline'. */
  source: string;
}

/** What an Event does during its turn (004, "Anatomy of the Cards — Events"). */
export type EventEffect = 'none' | 'upgrades-ignored' | 'production' | 'discount';
/** The kinds of Arsenal card a discount can apply to. */
export type CardType = 'unit' | 'upgrade' | 'building';

/** The Event side of a Planet/Event card. */
export interface GameEvent {
  name: string;
  effect: EventEffect;
  /** production: credits each player collects on top; discount: credits off each card of `type`. */
  amount: number;
  type: CardType | null;
}

/** The Planet side (004, "Anatomy of the Cards — Planets"): production, slots, bonus, deposits. */
export interface Planet {
  name: string;
  production: number;
  buildingSlots: number;
  fleetBonus: number;
  upgradeSlotBonus: number;
  deposits: number;
}

/** One Planet/Event card. */
export interface PlanetEventCard {
  key: string;
  event: GameEvent;
  planet: Planet;
  unprinted: readonly string[];
}

/** The Planet/Event draw pile's cards, validated. */
export interface PlanetDeck {
  name: string;
  sample: boolean;
  cards: readonly PlanetEventCard[];
  source: string;
}

function checkUnique(keys: string[], where: string, kind: string): void {
  const seen = new Set<string>();
  keys.forEach((key, i) => {
    if (seen.has(key)) throw gameErrors.duplicateKey(`${where}.${i}.key`, kind, key);
    seen.add(key);
  });
}

/**
 * Validates a leader catalog (configs/titanium-leaders.schema.json, then unique keys).
 *
 * @throws ConfigError naming `where` and the leader.
 * @example parseLeaderCatalog({ name: 'l', leaders: [...] }, 'leaders.yaml', 'leaders.yaml')
 */
export function parseLeaderCatalog(raw: unknown, where: string, origin: string): LeaderCatalog {
  validateWithSchema('titanium-leaders.schema.json', raw, where);
  const input = raw as { name: string; sample?: boolean; leaders: (Omit<Leader, 'unprinted'> & { unprinted?: string[] })[] };
  checkUnique(input.leaders.map((l) => l.key), `${where}: leaders`, 'leader');
  const leaders = input.leaders.map((l): Leader => ({
    key: l.key, name: l.name, homePlanet: l.homePlanet, production: l.production, buildingSlots: l.buildingSlots, fleet: l.fleet, hand: l.hand,
    ...(l.power !== undefined ? { power: l.power } : {}), unprinted: l.unprinted ?? [],
  }));
  return { name: input.name, sample: input.sample ?? false, leaders, source: origin };
}

interface RawCard {
  key: string;
  event: { name: string; effect: EventEffect; amount?: number; type?: CardType };
  planet: { name: string; production: number; buildingSlots: number; bonus?: { fleet?: number; upgradeSlots?: number }; deposits: number };
  unprinted?: string[];
}

/**
 * Validates Planet/Event cards (configs/titanium-planets.schema.json, then unique keys, and event
 * effects with what they need: production an amount, discount a type and a positive amount).
 *
 * @throws ConfigError naming `where` and the card.
 */
export function parsePlanetDeck(raw: unknown, where: string, origin: string): PlanetDeck {
  validateWithSchema('titanium-planets.schema.json', raw, where);
  const input = raw as { name: string; sample?: boolean; cards: RawCard[] };
  checkUnique(input.cards.map((c) => c.key), `${where}: cards`, 'card');
  const cards = input.cards.map((c, i): PlanetEventCard => {
    const at = `${where}: cards.${i}.event`;
    const { effect, amount, type } = c.event;
    if (effect === 'production' && amount === undefined) throw gameErrors.eventWithoutAmount(at, effect);
    if (effect === 'discount' && (type === undefined || amount === undefined || amount <= 0)) throw gameErrors.discountWithoutType(at);
    return {
      key: c.key,
      event: { name: c.event.name, effect, amount: effect === 'production' || effect === 'discount' ? amount! : 0, type: effect === 'discount' ? type! : null },
      planet: {
        name: c.planet.name, production: c.planet.production, buildingSlots: c.planet.buildingSlots,
        fleetBonus: c.planet.bonus?.fleet ?? 0, upgradeSlotBonus: c.planet.bonus?.upgradeSlots ?? 0, deposits: c.planet.deposits,
      },
      unprinted: c.unprinted ?? [],
    };
  });
  return { name: input.name, sample: input.sample ?? false, cards, source: origin };
}
