import { validateWithSchema } from '../../core/validate.js';
import { asWritten, LoadedDocument, unresolvedReference, type FileReference } from '../loaded-document.js';
import { arsenalFromDocument, BUNDLED_ARSENAL, type Arsenal } from './arsenal.js';
import { SAMPLE_DECK_FILE, tacticDeckFrom, type TacticDeck } from './deck.js';
import { buildingCount, checkFleet, type FleetUnit } from './fleet-rules.js';
import { titaniumErrors } from './messages.js';
import { checkArsenalCopies, checkBuildingSlots, checkTechLevel, defaultBuildingSlots } from './outfitting-limits.js';

/** A player's decisions (docs, model notes: Titanium Wars; docs/titanium.md, "Policies"). */
export interface TitaniumPolicies {
  allocation: 'optimal' | 'greedy' | 'spread';
  value: 'cost' | 'attack';
  tactic: 'random' | 'greedy';
  priorityWeight: number;
  withdraw: 'never' | { below: number };
  discard: 'none' | 'free' | 'dead-cards';
  minefield: 'always' | 'never';
  /** The ships Blast Shields protect (policies/blast-shield.ts). */
  blastShield: 'doomed-first' | 'dearest-first';
  /** The ships Repair Drones repair first (policies/repair-choice.ts). */
  repair: 'dearest-first' | 'nearest-destruction';
}

/** One player of a Conquest, every default filled in; `fleet` has one entry per unit. */
export interface TitaniumPlayer {
  name: string;
  fleetLimit: number;
  handLimit: number;
  credits: number;
  planets: number;
  /** Building slots of all the player's planets (004, "Outfitting"). */
  buildingSlots: number;
  slotBonus: number;
  buildings: Record<string, number>;
  hand: string[];
  fleet: FleetUnit[];
  policies: TitaniumPolicies;
}

/** A validated Titanium Wars scenario: one Conquest (004, "Conquest"), players in Player Order. */
export interface TitaniumScenario {
  game: 'titanium';
  name?: string;
  deck: TacticDeck;
  /** The cards units and upgrades are read from (recorded in results as its source). */
  arsenal: Arsenal;
  maxOffensives: number;
  /**
   * Player Order: `fixed`, the order of `players`, or `rotate`: each battle draws its 1st Player
   * uniformly, so every player sits in every seat alike and the result isolates the first-seat advantage.
   */
  seats: 'fixed' | 'rotate';
  players: TitaniumPlayer[];
}

/** Offensives before a Conquest is stopped and counted as `offensiveCap` (the docs/ pages: round cap). */
export const DEFAULT_MAX_OFFENSIVES = 50;
/**
 * The default policies: named heuristics (docs/titanium.md, "Policies") — exact allocation of one
 * Tactic's damage, greedy immediate-value tactic choice, discarding dead cards. Nothing shows they
 * are the strongest play; they are defaults, not a model of a strong player.
 */
export const DEFAULT_POLICIES: Readonly<TitaniumPolicies> = Object.freeze({
  allocation: 'optimal', value: 'cost', tactic: 'greedy', priorityWeight: 0, withdraw: 'never', discard: 'dead-cards', minefield: 'always',
  blastShield: 'doomed-first', repair: 'dearest-first',
});
/** Outcome names besides the players' (players may not use them). */
export const RESERVED_OUTCOMES = ['nobody', 'offensiveCap'] as const;

type RawEntry = string | { unit: string; upgrades?: string[]; count?: number; damage?: number };
interface RawPlayer {
  name: string; fleetLimit?: number; handLimit?: number; credits?: number; planets?: number; buildingSlots?: number; slotBonus?: number;
  buildings?: Record<string, number>; hand?: string[]; fleet: RawEntry[]; policies?: Partial<TitaniumPolicies>;
}
/** A scenario as the loader hands it over: `deck` and `arsenal` are the files read (LoadedDocument). */
interface RawScenario { game: 'titanium'; name?: string; deck?: unknown; arsenal?: unknown; maxOffensives?: number; seats?: 'fixed' | 'rotate'; players: RawPlayer[] }

const isRecord = (value: unknown): value is Record<string, unknown> => value !== null && typeof value === 'object' && !Array.isArray(value);

/**
 * The files a Titanium Wars scenario reads (Game.fileReferences): its `deck` (the bundled sample
 * deck for `sample` or nothing; an inline deck is no file) and the arsenal, which is always the
 * printed one (configs/titanium/arsenal.yaml). A scenario that writes `arsenal:` gets no arsenal,
 * so the schema refuses the field as it refuses any unknown one.
 */
export function titaniumFileReferences(raw: unknown): FileReference[] {
  if (!isRecord(raw)) return [];
  const references: FileReference[] = [];
  if (raw.deck === undefined || raw.deck === 'sample') references.push({ at: ['deck'], reference: 'sample', bundled: SAMPLE_DECK_FILE });
  else if (typeof raw.deck === 'string' && raw.deck !== '') references.push({ at: ['deck'], reference: raw.deck });
  if (!('arsenal' in raw)) references.push({ at: ['arsenal'], reference: `configs/${BUNDLED_ARSENAL}`, bundled: BUNDLED_ARSENAL });
  return references;
}

/** The scenario as the user wrote it (the loaded arsenal left out, the deck file back to its name), for the schema. */
function asWrittenScenario(raw: unknown): unknown {
  if (!isRecord(raw)) return raw;
  const { arsenal, ...rest } = raw;
  const view: Record<string, unknown> = arsenal instanceof LoadedDocument ? rest : { ...raw };
  if ('deck' in raw) view.deck = asWritten(raw.deck);
  return view;
}

function expandFleet(entries: RawEntry[]): FleetUnit[] {
  const fleet: FleetUnit[] = [];
  for (const entry of entries) {
    const spec = typeof entry === 'string' ? { unit: entry } : entry;
    for (let i = 0; i < (spec.count ?? 1); i++) fleet.push({ unit: spec.unit, upgrades: [...(spec.upgrades ?? [])], damage: spec.damage ?? 0 });
  }
  return fleet;
}

function normalizePlayer(raw: RawPlayer, where: string, arsenal: Arsenal): TitaniumPlayer {
  const player: TitaniumPlayer = {
    name: raw.name,
    fleetLimit: raw.fleetLimit ?? 3,
    handLimit: raw.handLimit ?? 3,
    credits: raw.credits ?? 0,
    planets: raw.planets ?? 1,
    buildingSlots: raw.buildingSlots ?? defaultBuildingSlots(raw.planets ?? 1),
    slotBonus: raw.slotBonus ?? 0,
    buildings: { ...(raw.buildings ?? {}) },
    hand: [...(raw.hand ?? [])],
    fleet: expandFleet(raw.fleet),
    policies: { ...DEFAULT_POLICIES, ...(raw.policies ?? {}) },
  };
  checkFleet(player, arsenal, where);
  checkBuildingSlots(player, where);
  checkTechLevel(player, arsenal, where);
  return player;
}

/** Hand limit: the leader's plus one per Command Center (004, "Card Clarifications — Command Center"). */
export const handCapacity = (player: TitaniumPlayer, arsenal: Arsenal): number =>
  player.handLimit + buildingCount(player, arsenal, 'command-center');

function checkHands(players: TitaniumPlayer[], deck: TacticDeck, arsenal: Arsenal, source: string): void {
  const keys = deck.cards.map((c) => c.key);
  const wanted = new Map<string, number>();
  players.forEach((player, p) => {
    const where = `${source}: players.${p}.hand`;
    const limit = handCapacity(player, arsenal);
    if (player.hand.length > limit) throw titaniumErrors.handTooLarge(where, player.hand.length, limit);
    player.hand.forEach((key, j) => {
      if (!keys.includes(key)) throw titaniumErrors.unknownName(`${where}.${j}`, 'tactic card', key, keys);
      wanted.set(key, (wanted.get(key) ?? 0) + 1);
    });
  });
  for (const [key, count] of wanted) {
    const inDeck = deck.cards.find((c) => c.key === key)!.count;
    if (count > inDeck) throw titaniumErrors.handOverDeck(`${source}: players`, key, count, inDeck);
  }
  const needed = players.reduce((sum, player) => sum + handCapacity(player, arsenal), 0);
  if (needed > deck.size) throw titaniumErrors.deckTooSmall(`${source}: deck`, needed, deck.size);
}

/**
 * Validates a raw Titanium Wars scenario, its files read by the loader (Game.fileReferences): the
 * JSON Schema (configs/titanium-scenario.schema.json), then the deck, each player's fleet against
 * the Outfitting limits (fleet limit, upgrade slots, building slots, Technological Level;
 * outfitting-limits.ts), the Arsenal's copies over all players, unique player names, and the
 * starting hands against the deck. Reads no file.
 *
 * @throws ConfigError naming `source` and the path.
 */
export function parseTitaniumScenario(raw: unknown, source: string): TitaniumScenario {
  validateWithSchema('titanium-scenario.schema.json', asWrittenScenario(raw), source);
  const input = raw as RawScenario;
  if (!(input.arsenal instanceof LoadedDocument)) throw unresolvedReference(`${source}: arsenal`, input.arsenal, 'the arsenal file');
  const arsenal = arsenalFromDocument(input.arsenal);
  const deck = tacticDeckFrom(input.deck, source, arsenal);
  const names = new Set<string>();
  const players = input.players.map((p, i) => {
    const where = `${source}: players.${i}`;
    if ((RESERVED_OUTCOMES as readonly string[]).includes(p.name)) throw titaniumErrors.reservedPlayerName(`${where}.name`, p.name);
    if (names.has(p.name)) throw titaniumErrors.duplicatePlayer(`${where}.name`, p.name);
    names.add(p.name);
    return normalizePlayer(p, where, arsenal);
  });
  checkArsenalCopies(players, arsenal, `${source}: players`);
  checkHands(players, deck, arsenal, source);
  return {
    game: 'titanium',
    ...(input.name !== undefined ? { name: input.name } : {}),
    deck,
    arsenal,
    maxOffensives: input.maxOffensives ?? DEFAULT_MAX_OFFENSIVES,
    seats: input.seats ?? 'fixed',
    players,
  };
}
