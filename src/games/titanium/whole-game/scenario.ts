import { validateWithSchema } from '../../../core/validate.js';
import { asWritten, LoadedDocument, type FileReference } from '../../loaded-document.js';
import { parseArsenal, type Arsenal } from '../arsenal.js';
import { parseTacticDeck, SAMPLE_DECK_FILE, type TacticDeck } from '../deck.js';
import type { TitaniumPolicies } from '../scenario.js';
import { parseLeaderCatalog, parsePlanetDeck, type LeaderCatalog, type PlanetDeck } from './catalogs.js';
import { gameErrors } from './messages.js';
import { targetDeposits, type GameLength } from './victory.js';

/** Purchase policies (docs/titanium.md, "Whole games — policies"). */
export const PURCHASE_POLICIES = ['value-per-credit', 'tech-rush', 'fleet-first', 'economy-first'] as const;
export type PurchasePolicy = (typeof PURCHASE_POLICIES)[number];
/** Leader choice policies: which of the two drawn Leader cards to keep (004, "Setup"). */
export const LEADER_CHOICES = ['random', 'production', 'fleet'] as const;
export type LeaderChoice = (typeof LEADER_CHOICES)[number];

/** A player's decisions over a whole game: Outfitting, participation, Leader, and the Conquest ones. */
export interface GamePolicies extends Omit<TitaniumPolicies, 'withdraw'> {
  purchase: PurchasePolicy;
  /** Join a Conquest, and stay in before each Offensive, while the estimated win chance is at least this. */
  participation: number;
  leader: LeaderChoice;
  /** Arsenal cards never bought. */
  avoid: string[];
  /**
   * The card-cost analysis's buyer: at the first Outfitting, before anything else, buys `card` for
   * `price` (on credit when short: a debt later production pays off), with the Laboratories it needs.
   */
  openWith: { card: string; price: number } | null;
}

/** One seat, every default filled in. */
export interface GamePlayer {
  name: string;
  /** A fixed leader key, or null: draw two and choose (policy). */
  leader: string | null;
  /** The policies it plays; with a mix, the heaviest strategy's (labels and tables). */
  policies: GamePolicies;
  /**
   * A mixed strategy (docs/strategy.md, "Mixed strategies"): each game the player draws one of these
   * policy sets with its weight (the weights add up to 1), independently of the other players.
   */
  mix?: MixedPolicies[];
}

/** One strategy of a player's mix and its probability. */
export interface MixedPolicies {
  weight: number;
  policies: GamePolicies;
}

/**
 * The most combinations of the players' strategies a scenario's mixes may make: each is compiled
 * and gets its own simulator in every worker (3 players with mixes of 8 strategies each make 512).
 */
export const MAX_MIX_COMBINATIONS = 512;
/** How far a mix's weights may add up from 1 (rounded weights such as 0.33, 0.33, 0.34 are fine). */
const MIX_TOLERANCE = 1e-3;

/** A validated whole-game scenario (004, "How to Play"), players clockwise. */
export interface GameScenario {
  game: 'titanium-game';
  name?: string;
  players: GamePlayer[];
  length: GameLength;
  target: number;
  firstPlayer: 'random' | 'listed';
  maxTurns: number;
  maxOffensives: number;
  advanced: boolean;
  startingCredits: number;
  startingHand: number;
  arsenal: Arsenal;
  leaders: LeaderCatalog;
  planets: PlanetDeck;
  deck: TacticDeck;
}

/**
 * The default policies: named heuristics, not a model of strong play (docs/titanium.md): buy by
 * combat value per credit, join a Conquest at an estimated one-in-four chance, keep the Leader
 * with the higher production, greedy damage allocation and tactic choice, discard dead cards.
 */
export const DEFAULT_GAME_POLICIES: Readonly<GamePolicies> = Object.freeze({
  purchase: 'value-per-credit', participation: 0.25, leader: 'production', avoid: [], openWith: null,
  allocation: 'greedy', value: 'cost', tactic: 'greedy', priorityWeight: 0, discard: 'dead-cards', minefield: 'always', blastShield: 'doomed-first', repair: 'dearest-first',
} as GamePolicies);
/** 004, "Setup": "You get 1000¢, and 3 Tactic Cards for your starting Hand". */
export const STARTING_CREDITS = 1000;
export const STARTING_HAND = 3;
/** Turns before a game without a winner is stopped (the docs/ pages: a cap counted separately). */
export const DEFAULT_MAX_TURNS = 60;
/** Offensives before a Conquest is stopped without a conqueror. */
export const DEFAULT_GAME_MAX_OFFENSIVES = 50;
/** The outcome of a game nobody wins (the planets run out, or the turn cap). */
export const NOBODY = 'nobody';
/** Bundled catalogs under configs/. */
export const SAMPLE_LEADERS_FILE = 'titanium/leaders.yaml';
export const SAMPLE_PLANETS_FILE = 'titanium/planets.yaml';
export const ARSENAL_FILE = 'titanium/arsenal.yaml';

const CATALOG_FILES = { leaders: SAMPLE_LEADERS_FILE, planets: SAMPLE_PLANETS_FILE, deck: SAMPLE_DECK_FILE } as const;
const isRecord = (value: unknown): value is Record<string, unknown> => value !== null && typeof value === 'object' && !Array.isArray(value);

/**
 * The files a whole-game scenario reads (Game.fileReferences): `leaders`, `planets` and `deck`
 * (the bundled sample for `sample` or nothing, else a file relative to the scenario; inline
 * catalogs are no file), and `arsenal` (a file, or the printed arsenal when left out).
 */
export function gameFileReferences(raw: unknown): FileReference[] {
  if (!isRecord(raw)) return [];
  const references: FileReference[] = [];
  for (const [field, bundled] of Object.entries(CATALOG_FILES)) {
    const value = raw[field];
    if (value === undefined || value === 'sample') references.push({ at: [field], reference: 'sample', bundled });
    else if (typeof value === 'string' && value !== '') references.push({ at: [field], reference: value });
  }
  if (typeof raw.arsenal === 'string' && raw.arsenal !== '') references.push({ at: ['arsenal'], reference: raw.arsenal });
  else if (!('arsenal' in raw)) references.push({ at: ['arsenal'], reference: `configs/${ARSENAL_FILE}`, bundled: ARSENAL_FILE });
  return references;
}

/** A catalog as data: a document the loader read, or the catalog written inline. */
function catalogData(value: unknown, where: string, what: string): { data: unknown; source: string; origin: string } {
  if (value instanceof LoadedDocument) return { data: value.data, source: value.source, origin: value.reference };
  if (isRecord(value)) return { data: value, source: where, origin: 'inline' };
  throw gameErrors.notRead(where, what, value);
}

interface RawPlayer { name: string; leader?: string; policies?: Partial<GamePolicies>; mix?: { weight: number; policies?: Partial<GamePolicies> }[] }
interface RawScenario {
  game: 'titanium-game'; name?: string; players: RawPlayer[]; length?: GameLength; target?: number; firstPlayer?: 'random' | 'listed';
  maxTurns?: number; maxOffensives?: number; advanced?: boolean; startingCredits?: number; startingHand?: number;
  arsenal?: unknown; leaders?: unknown; planets?: unknown; deck?: unknown;
}

function asWrittenScenario(raw: unknown): unknown {
  if (!isRecord(raw)) return raw;
  const { arsenal, ...rest } = raw;
  void arsenal;
  for (const field of Object.keys(CATALOG_FILES)) if (field in rest) rest[field] = asWritten(rest[field]);
  return rest;
}

/** A player's policies, defaults filled in, the cards it names checked against the Arsenal. */
function playerPolicies(written: Partial<GamePolicies> | undefined, where: string, cardKeys: readonly string[]): GamePolicies {
  const policies: GamePolicies = { ...DEFAULT_GAME_POLICIES, ...(written ?? {}), avoid: [...(written?.avoid ?? [])], openWith: written?.openWith ? { ...written.openWith } : null };
  policies.avoid.forEach((key, j) => {
    if (!cardKeys.includes(key)) throw gameErrors.unknownCard(`${where}.avoid.${j}`, key, cardKeys);
  });
  const opening = policies.openWith;
  if (opening !== null && !cardKeys.includes(opening.card)) throw gameErrors.unknownCard(`${where}.openWith.card`, opening.card, cardKeys);
  return policies;
}

function checkPlayers(input: RawScenario, source: string, arsenal: Arsenal, leaders: LeaderCatalog): GamePlayer[] {
  const names = new Set<string>();
  const leaderKeys = leaders.leaders.map((l) => l.key);
  const cardKeys = [...arsenal.units, ...arsenal.upgrades, ...arsenal.buildings].map((c) => c.key);
  const fixed = new Set<string>();
  const players = input.players.map((p, i): GamePlayer => {
    const where = `${source}: players.${i}`;
    if (p.name === NOBODY) throw gameErrors.reservedPlayerName(`${where}.name`, p.name);
    if (names.has(p.name)) throw gameErrors.duplicatePlayer(`${where}.name`, p.name);
    names.add(p.name);
    if (p.leader !== undefined) {
      if (!leaderKeys.includes(p.leader)) throw gameErrors.unknownName(`${where}.leader`, 'leader', p.leader, leaderKeys);
      if (fixed.has(p.leader)) throw gameErrors.leaderTaken(`${where}.leader`, p.leader);
      fixed.add(p.leader);
    }
    if (p.mix !== undefined && p.policies !== undefined) throw gameErrors.policiesAndMix(where);
    if (p.mix === undefined) return { name: p.name, leader: p.leader ?? null, policies: playerPolicies(p.policies, `${where}.policies`, cardKeys) };
    const mix = p.mix.map((m, j): MixedPolicies => ({ weight: m.weight, policies: playerPolicies(m.policies, `${where}.mix.${j}.policies`, cardKeys) }));
    const total = mix.reduce((sum, m) => sum + m.weight, 0);
    if (Math.abs(total - 1) > MIX_TOLERANCE) throw gameErrors.mixWeights(`${where}.mix`, total);
    const heaviest = mix.reduce((a, b) => (b.weight > a.weight ? b : a));
    return { name: p.name, leader: p.leader ?? null, policies: heaviest.policies, mix };
  });
  const combinations = players.reduce((n, p) => n * (p.mix?.length ?? 1), 1);
  if (combinations > MAX_MIX_COMBINATIONS) throw gameErrors.mixTooLarge(`${source}: players`, combinations, MAX_MIX_COMBINATIONS);
  const drawing = players.filter((p) => p.leader === null).length;
  if (fixed.size + 2 * drawing > leaders.leaders.length) throw gameErrors.tooFewLeaders(`${source}: leaders`, fixed.size + 2 * drawing, leaders.leaders.length);
  return players;
}

/**
 * Validates a raw whole-game scenario, its files read by the loader (gameFileReferences): the JSON
 * Schema (configs/titanium-game-scenario.schema.json), the catalogs, the players (unique names,
 * known fixed leaders given once, enough leaders for the draws, known avoided cards), a deck that
 * fills every hand, and planets that hold the target deposits. Reads no file.
 *
 * @throws ConfigError naming `source` and the path.
 */
export function parseGameScenario(raw: unknown, source: string): GameScenario {
  validateWithSchema('titanium-game-scenario.schema.json', asWrittenScenario(raw), source);
  const input = raw as RawScenario;
  const arsenalData = catalogData(input.arsenal, `${source}: arsenal`, 'the arsenal file');
  const arsenal = parseArsenal(arsenalData.data, arsenalData.source);
  const leadersData = catalogData(input.leaders, `${source}: leaders`, 'the leaders file');
  const leaders = parseLeaderCatalog(leadersData.data, leadersData.source, leadersData.origin);
  const planetsData = catalogData(input.planets, `${source}: planets`, 'the planets file');
  const planets = parsePlanetDeck(planetsData.data, planetsData.source, planetsData.origin);
  const deckData = catalogData(input.deck, `${source}: deck`, 'the tactic deck file');
  const deck = parseTacticDeck(deckData.data, deckData.source, arsenal, deckData.origin);
  const players = checkPlayers(input, source, arsenal, leaders);
  const length = input.length ?? 'standard';
  const target = input.target ?? targetDeposits(players.length, length);
  const deposits = planets.cards.reduce((sum, c) => sum + c.planet.deposits, 0);
  if (deposits < target) throw gameErrors.noPlanets(`${source}: planets`, deposits, target);
  const hands = [...leaders.leaders].map((l) => l.hand).sort((a, b) => b - a).slice(0, players.length).reduce((a, b) => a + b, 0);
  if (hands > deck.size) throw gameErrors.deckTooSmall(`${source}: deck`, hands, deck.size);
  return {
    game: 'titanium-game',
    ...(input.name !== undefined ? { name: input.name } : {}),
    players, length, target,
    firstPlayer: input.firstPlayer ?? 'random',
    maxTurns: input.maxTurns ?? DEFAULT_MAX_TURNS,
    maxOffensives: input.maxOffensives ?? DEFAULT_GAME_MAX_OFFENSIVES,
    advanced: input.advanced ?? false,
    startingCredits: input.startingCredits ?? STARTING_CREDITS,
    startingHand: input.startingHand ?? STARTING_HAND,
    arsenal, leaders, planets, deck,
  };
}
