import type { RunResult } from '../../../core/result-contract.js';
import { wilson, type Estimate, type MeanSe } from '../../../core/stats.js';
import type { Tally } from '../../../core/tally.js';
import type { RunInfo } from '../../../core/result-fields.js';
import { runResult } from '../../run-result.js';
import { countReader } from '../../tally-reader.js';
import { CREDIT_UNIT } from '../plan.js';
import { firstSeatAdvantage } from '../seat-advantage.js';
import { PURCHASE_CODES, type GamePlan } from './plan.js';
import type { GamePolicies, GameScenario, MixedPolicies } from './scenario.js';

/** What whole-game costs are counted in, and what a game lasts. */
export const GAME_COST_UNIT = 'credits';
export const GAME_LENGTH_UNIT = 'turns';

/** The notice of a result that uses a sample catalog (leaders, planets and events, or tactic deck). */
export const SAMPLE_CATALOG_NOTICE =
  'This result uses sample catalogs: the rulebook (004) prints only some Leaders (Lord John; General Hox in part), Events and Planets (Anti-Matter Shower, Phyte, Tekmalia, Harvasia) and one Tactic card (Destructive Fire); the rest, and the Arsenal copy counts, are invented, so the figures are illustrative.';

/** Games and wins of a group (a leader, a purchase policy) with the win rate's 95% interval. */
export interface GroupWins extends Estimate {
  games: number;
  wins: number;
}

/** One Arsenal card over whole games: how often it is bought and how its buyers fare. */
export interface CardFigures {
  name: string;
  /** Copies bought per player and game. */
  boughtPerPlayerGame: number;
  /** Share of player-games that bought it at least once. */
  buyers: number;
  /** Win rate of the player-games that bought it. */
  winRateWhenBought: GroupWins;
  /** Win rate by the turn (1-based) it was first bought, for turns with buyers. */
  byTurnBought: { turn: number; games: number; wins: number; p: number }[];
}

/** What a whole-game result records of its scenario: settings and catalog names, not every card. */
export interface RecordedGameScenario {
  game: 'titanium-game';
  name?: string;
  /** Each player's policies (with a mix, its heaviest strategy's) and its mix when it has one. */
  players: { name: string; leader: string | null; policies: GamePolicies; mix?: MixedPolicies[] }[];
  length: string;
  target: number;
  firstPlayer: string;
  maxTurns: number;
  maxOffensives: number;
  advanced: boolean;
  startingCredits: number;
  startingHand: number;
  catalogs: Record<'arsenal' | 'leaders' | 'planets' | 'deck', { name: string; sample: boolean; source: string }>;
}

/**
 * The whole-game result JSON: the run result contract (one side per player, whose win is the game;
 * `survivors`: the units each player holds at the end, per unit type; `lost`: credits of its units
 * destroyed over the game; `length` in turns) plus the whole-game figures.
 */
export type TitaniumGameResult = RunResult<RecordedGameScenario, string, string, GamePolicies> & {
  game: 'titanium-game';
  /** Win rate by seat: the Player Order position at setup (1 = the 1st Player token). */
  bySeat: (Estimate & { seat: number })[];
  /** The 1st seat's win rate minus the other seats' mean, with a 95% interval. */
  firstSeatAdvantage: Estimate;
  byLeader: Record<string, GroupWins>;
  byPurchasePolicy: Record<string, GroupWins>;
  /** Per player: credits of others' units it destroyed, and credits it spent on cards (means per game). */
  destroyed: Record<string, MeanSe>;
  spent: Record<string, number>;
  /** Per player: mean Titanium deposits at the end, mean Conquests won. */
  deposits: Record<string, number>;
  conquests: Record<string, number>;
  /** Conquests nobody won, per game. */
  unconquered: number;
  cards: Record<string, CardFigures>;
};

export { firstSeatAdvantage } from '../seat-advantage.js';

/** A group's wins; a group with no games has no information: p 0 in [0, 1]. */
const group = (games: number, wins: number): GroupWins => ({ games, wins, ...(games > 0 ? wilson(wins, games) : { p: 0, lo: 0, hi: 1 }) });

/** What a result records of the scenario. */
export function recordScenario(s: GameScenario): RecordedGameScenario {
  return {
    game: 'titanium-game', ...(s.name !== undefined ? { name: s.name } : {}),
    players: s.players.map((p) => ({ name: p.name, leader: p.leader, policies: p.policies, ...(p.mix ? { mix: p.mix } : {}) })),
    length: s.length, target: s.target, firstPlayer: s.firstPlayer, maxTurns: s.maxTurns, maxOffensives: s.maxOffensives, advanced: s.advanced,
    startingCredits: s.startingCredits, startingHand: s.startingHand,
    catalogs: {
      arsenal: { name: 'Arsenal', sample: s.arsenal.units.some((u) => u.unprinted.length > 0), source: s.arsenal.source },
      leaders: { name: s.leaders.name, sample: s.leaders.sample, source: s.leaders.source },
      planets: { name: s.planets.name, sample: s.planets.sample, source: s.planets.source },
      deck: { name: s.deck.name, sample: s.deck.sample, source: s.deck.source },
    },
  };
}

/** Builds the result JSON from a run's merged tally. */
export function summarizeGame(scenario: GameScenario, plan: GamePlan, tally: Tally, run: RunInfo): TitaniumGameResult {
  const reader = countReader(tally, run);
  const n = reader.battles;
  const P = plan.players;
  const destroyed: Record<string, MeanSe> = {};
  const spent: Record<string, number> = {};
  const deposits: Record<string, number> = {};
  const conquests: Record<string, number> = {};
  const sides = plan.playerNames.map((name, g) => {
    const survivors: Record<string, number[]> = {};
    for (let k = 0; k < plan.unitKinds; k++) survivors[plan.itemKeys[k]] = reader.distribution(plan.fleetSlot[g * plan.unitKinds + k], plan.fleetSlots + 1);
    const slot = plan.lossSlot[g];
    destroyed[name] = reader.mean(slot + 2, CREDIT_UNIT);
    spent[name] = tally[slot + 5] / n;
    deposits[name] = tally[plan.depositsSlot + g] / n;
    conquests[name] = tally[plan.conquestsSlot + g] / n;
    return { name, win: g, cost: spent[name], loss: { own: slot, other: slot + 2, cross: slot + 4, unit: CREDIT_UNIT }, survivors, policies: scenario.players[g].policies };
  });
  const sample = scenario.leaders.sample || scenario.planets.sample || scenario.deck.sample;
  const base = runResult({
    game: 'titanium-game', ...(scenario.name !== undefined ? { name: scenario.name } : {}), scenario: recordScenario(scenario), reader, outcomes: plan.outcomes,
    costUnit: GAME_COST_UNIT, sides, length: { unit: GAME_LENGTH_UNIT, slot: plan.turnsSlot, size: plan.maxTurns + 1 },
    ...(sample ? { notice: SAMPLE_CATALOG_NOTICE } : {}),
  });
  const seatWins = Array.from({ length: P }, (_, k) => tally[plan.seatWinSlot + k]);
  const byLeader: Record<string, GroupWins> = {};
  plan.leaderNames.forEach((name, l) => {
    const games = tally[plan.leaderSlot + 2 * l];
    if (games > 0) byLeader[name] = group(games, tally[plan.leaderSlot + 2 * l + 1]);
  });
  const byPurchasePolicy: Record<string, GroupWins> = {};
  PURCHASE_CODES.forEach((name, c) => {
    const games = tally[plan.policySlot + 2 * c];
    if (games > 0) byPurchasePolicy[name] = group(games, tally[plan.policySlot + 2 * c + 1]);
  });
  const cards: Record<string, CardFigures> = {};
  const playerGames = n * P;
  plan.itemKeys.forEach((key, i) => {
    const games = tally[plan.itemSlot + 2 * i];
    const byTurnBought = [];
    for (let t = 0; t < plan.maxTurns; t++) {
      const slot = plan.boughtTurnSlot + 2 * (i * plan.maxTurns + t);
      if (tally[slot] > 0) byTurnBought.push({ turn: t + 1, games: tally[slot], wins: tally[slot + 1], p: tally[slot + 1] / tally[slot] });
    }
    cards[key] = {
      name: plan.itemNames[i], boughtPerPlayerGame: tally[plan.purchasesSlot + i] / playerGames, buyers: games / playerGames,
      winRateWhenBought: group(games, tally[plan.itemSlot + 2 * i + 1]), byTurnBought,
    };
  });
  return {
    ...base, game: 'titanium-game',
    bySeat: seatWins.map((wins, k) => ({ seat: k + 1, ...wilson(wins, n) })),
    firstSeatAdvantage: firstSeatAdvantage(seatWins, n),
    byLeader, byPurchasePolicy, destroyed, spent, deposits, conquests, unconquered: tally[plan.conquestsSlot + P] / n, cards,
  };
}
