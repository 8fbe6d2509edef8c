import { resolve } from 'node:path';
import { cardCostAnalysis, type CardCostResult } from '../../analysis/card-cost.js';
import { loadDataFile } from '../../core/load.js';
import { configPath } from '../../core/paths.js';
import { fixed, percent, renderTable } from '../../core/table.js';
import { getGame } from '../../games/registry.js';
import type { GameScenario } from '../../games/titanium/whole-game/scenario.js';
import { bandLine, verdictText } from '../../analysis/verdict.js';
import { analysisContext, listOption, parseFairWithin, qualifyAnalysisArgs } from '../analysis-options.js';
import { withScenarioFilesRead } from '../load/scenario-files.js';
import { battlesSoFar, countingRunner } from '../progress-display.js';
import { progressFor, runnerFor, wantsLongProgress } from '../runner-for.js';
import { cliErrors } from '../messages.js';
import { printResult } from './run.js';
import { expectFileKind } from '../load/file-kind.js';
import { readStrategiesFile } from '../load/strategies-file.js';
import { withStrategiesRecord } from '../policies-option.js';

/** Whole games per arm, seat and price of `salvo cost titanium --card` unless --battles says otherwise. */
export const CARD_COST_GAMES = 3_000;
/** The whole-game scenario a card is priced in unless --scenario names another. */
export const DEFAULT_GAME_SCENARIO = 'games/titanium-three-players.yaml';

/**
 * Reads the whole-game scenario of `salvo cost titanium --card`: --scenario (default the bundled
 * three-player scenario), with --arsenal and --deck, when given, in place of its own.
 */
export function loadCardCostScenario(argv: Record<string, unknown>): GameScenario {
  const file = argv.scenario === undefined ? configPath(DEFAULT_GAME_SCENARIO) : resolve(String(argv.scenario));
  const raw = loadDataFile(file) as Record<string, unknown>;
  expectFileKind(raw, `--scenario ${file}`, 'scenario', 'salvo cost titanium --card --scenario');
  if (raw === null || typeof raw !== 'object' || raw.game !== 'titanium-game') {
    throw cliErrors.notAWholeGame(String(argv.scenario));
  }
  const strategies = argv.strategies === undefined ? undefined : readStrategiesFile(String(argv.strategies), 'titanium-game');
  const players = Array.isArray(raw.players) ? (raw.players as Record<string, unknown>[]) : raw.players;
  const edited = {
    ...raw,
    // --strategies: every player plays the file's strategy (its fields replace the player's own; a
    // file's mix replaces the player's policies, and its policies the player's mix).
    ...(strategies && Array.isArray(players) ? { players: players.map((p) => ({ ...withoutStrategy(p, strategies.strategy), ...strategies.strategy })) } : {}),
    ...(argv.arsenal !== undefined ? { arsenal: resolve(String(argv.arsenal)) } : {}),
    ...(argv.deck !== undefined ? { deck: resolve(String(argv.deck)) } : {}),
  };
  const game = getGame('titanium-game');
  return game.parseScenario(withScenarioFilesRead(game, edited, file), file) as GameScenario;
}

/** A player's block without the strategy fields (`policies`, `mix`) the strategies file writes either of. */
function withoutStrategy(player: Record<string, unknown>, strategy: Record<string, unknown>): Record<string, unknown> {
  if (!('mix' in strategy) && !('policies' in strategy)) return player;
  return Object.fromEntries(Object.entries(player).filter(([key]) => key !== 'mix' && key !== 'policies'));
}

/** A card-cost result as a table: listed and fair cost in credits, the interval, and the card in plain games. */
export function formatCardCostResult(result: CardCostResult): string {
  const n0 = (x: number) => fixed(x, 0);
  const rows = [['card', 'listed', 'fair cost', '95% interval', 'ratio', 'verdict', 'win rate when bought (plain games)']];
  for (const item of result.items) {
    const verdict = item.open ? (item.equivalentCost <= 0 ? 'worth nothing here (bound)' : 'worth at least this (bound)') : item.verdict !== undefined ? verdictText(item.verdict) : 'fair (within noise)';
    const bought = item.whenBought.winRateWhenBought;
    rows.push([item.name, n0(item.listedCost), n0(item.equivalentCost), `[${n0(item.lo)}, ${n0(item.hi)}]`, fixed(item.ratio.p), verdict, item.whenBought.buyers > 0 ? `${percent(bought.p)} (${percent(item.whenBought.buyers)} of player-games)` : 'never bought']);
  }
  const lines = [
    `titanium card costs in credits — ${result.baseline}; ${result.gamesPerArm.toLocaleString('en-US')} whole games per arm, seat and price, seed ${result.seed}`,
    ...(result.notice ? [`NOTICE: ${result.notice}`] : []),
    '',
    renderTable(rows),
    '',
    'fair cost = the price at which a player who buys the card at its first Outfitting (on credit if need be) wins as often as the same player never buying it; seats rotated, common random numbers.',
    ...(result.fairWithin !== undefined ? [bandLine(result.fairWithin, 'credits')] : []),
    ...(result.unpriced !== undefined ? [`not priced: ${result.unpriced}.`] : []),
  ];
  for (const item of result.items) {
    lines.push('', `${item.name}: buyers' advantage by price`);
    lines.push(renderTable([['price', 'advantage', '95% interval', 'buyer wins'], ...item.prices.map((p) => [n0(p.price), `${(p.advantage.p * 100).toFixed(1)} pts`, `[${(p.advantage.lo * 100).toFixed(1)}, ${(p.advantage.hi * 100).toFixed(1)}]`, percent(p.buyerWinRate.p)])]));
    const turns = item.whenBought.byTurnBought.filter((t) => t.games >= 30).map((t) => `turn ${t.turn}: ${percent(t.p, 0)} of ${t.games}`);
    if (turns.length > 0) lines.push(`win rate by turn first bought (plain games): ${turns.join(', ')}`);
  }
  if (result.whatIf) {
    const what = [['card', 'listed', 'fair before', 'after', 'ratio before', 'after', 'difference', '95% interval']];
    for (const w of result.whatIf.items) {
      const listed = w.before.listedCost === w.after.listedCost ? n0(w.before.listedCost) : `${n0(w.before.listedCost)} → ${n0(w.after.listedCost)}`;
      what.push([w.after.name, listed, n0(w.before.equivalentCost), n0(w.after.equivalentCost), fixed(w.before.ratio.p), fixed(w.after.ratio.p), n0(w.difference.p), `[${n0(w.difference.lo)}, ${n0(w.difference.hi)}]`]);
    }
    lines.push('', `what if ${result.whatIf.field} = ${result.whatIf.value} (same seeds), before and after:`, renderTable(what));
  }
  return lines.join('\n');
}

/** `salvo cost titanium --card <name>`: fair costs in credits over whole games (`whatIf`: --what-if, parsed). */
export async function runTitaniumCardCost(argv: Record<string, unknown>, whatIf?: { field: string; value: number }): Promise<void> {
  const args = qualifyAnalysisArgs(argv, CARD_COST_GAMES);
  const scenario = loadCardCostScenario(argv);
  const cards = listOption(argv.card) ?? [];
  const pool = runnerFor(args, 'cost titanium --card');
  const runner = countingRunner(pool);
  const progress = progressFor(wantsLongProgress(args), 'cost', pool, undefined, 'cards', battlesSoFar(runner));
  try {
    const fairWithin = parseFairWithin(argv.fairWithin, 'titanium');
    const result = await cardCostAnalysis(scenario, { cards, ...(whatIf ? { whatIf } : {}), ...(fairWithin !== undefined ? { fairWithin } : {}) }, analysisContext(args, runner), (done, total) => progress.update(done, total));
    progress.stop();
    const recorded = withStrategiesRecord(formatCardCostResult(result), result, argv.strategies, 'titanium-game');
    printResult(recorded.table, recorded.result, args);
  } finally {
    progress.stop();
    await runner.close();
  }
}
