import type { CommandModule } from 'yargs';
import { costAnalysis } from '../../analysis/cost-analysis.js';
import { formatCostResult, formatHostCardCost } from '../../analysis/format.js';
import { hostCardCost } from '../../analysis/host-card-cost.js';
import { analysisErrors } from '../../analysis/messages.js';
import type { AnalysisAdapter } from '../../games/analysis-adapter.js';
import { gamesWith } from '../../games/registry.js';
import { analysisContext, listOption, MODEL_OPTION, parseFairWithin, qualifyAnalysisArgs, withModelOption } from '../analysis-options.js';
import { defaultFileOptions, loadAnalysisAdapter } from '../load/analysis-adapter.js';
import { cliErrors } from '../messages.js';
import { POLICIES_OPTION, STRATEGIES_OPTION, withPoliciesOption, withStrategiesOption, withStrategiesRecord } from '../policies-option.js';
import { withSimulationOptions } from '../run-options.js';
import { battlesSoFar, countingRunner } from '../progress-display.js';
import { progressFor, runnerFor, wantsLongProgress } from '../runner-for.js';
import { printResult } from './run.js';
import { CARD_COST_GAMES, runTitaniumCardCost } from './titanium-card-cost.js';

/** Battles per measured point of `salvo cost` unless --battles says otherwise. */
export const COST_BATTLES = 40_000;

/** The lowest cost a what-if may set: cost ratios divide by it (a fighter's half resource is the smallest real cost). */
export const MIN_WHAT_IF_COST = 0.1;

/** Parses "unit.field=value"; a cost below MIN_WHAT_IF_COST is refused. */
export function parseWhatIf(text: string): { field: string; value: number } {
  const match = /^([a-z0-9+-]+\.[a-zA-Z]+)=(-?[\d.]+)$/.exec(text.trim());
  if (!match || !Number.isFinite(Number(match[2]))) throw cliErrors.badWhatIf(text);
  const value = Number(match[2]);
  // A ratio "equivalent cost / listed cost" divides by the cost: at (near) zero it is meaningless.
  if (match[1].endsWith('.cost') && value < MIN_WHAT_IF_COST) throw cliErrors.whatIfCostTooLow(text, MIN_WHAT_IF_COST);
  return { field: match[1], value };
}

/** Throws when `host` is no ship that can use `card` (cost --card --host): the hosts it can go on are named. */
function assertHostCarries(adapter: AnalysisAdapter, card: string, host: string): void {
  const hosts = adapter.cardHosts?.(card) ?? [];
  if (!hosts.includes(host)) throw analysisErrors.hostCannotCarry(card, host, hosts);
}

/** The games `salvo cost` prices: those of the registry with balance analysis. */
export const costGames = (): string[] => gamesWith('analysis').map((game) => game.id);

/** `salvo cost <game>`: equivalent costs of units, cards or ships. */
export const costCommand: CommandModule = {
  command: 'cost <game>',
  describe: 'equivalent cost of each item: the reference budget it beats half the time, with a 95% interval',
  builder: (yargs) =>
    withSimulationOptions(yargs.positional('game', { type: 'string', choices: costGames(), describe: 'the game' }), {
      counts: 'battles per measured point', default: COST_BATTLES, note: `with --card: ${CARD_COST_GAMES.toLocaleString('en-US')} whole games per arm, seat and price`, precision: false,
    })
      .option('catalog', { type: 'string', describe: `a catalog file (${gamesWith('analysis').flatMap((g) => g.analysis.catalogHelp ?? []).join('; ')})` })
      .option('items', { type: 'string', describe: 'comma-separated item ids (default: the game\'s default list)' })
      .option('baseline', { type: 'string', describe: 'comma-separated items added to every item\'s side' })
      .option('reference', { type: 'string', describe: 'the reference unit whose count is the budget' })
      .option('policies', POLICIES_OPTION)
      .option('strategies', STRATEGIES_OPTION)
      .option('model', MODEL_OPTION)
      .option('fair-within', { type: 'number', describe: 'the equivalence band of the verdicts, in the game\'s cost unit: "fair" when the 95% interval lies within listed ± this (default: ti4 0.25 resources, armada 0.5 points, titanium 25 credits — half the smallest price step)' })
      .option('what-if', { type: 'string', describe: 're-run with one catalog value changed, e.g. dreadnought.cost=3.5' })
      .option('card', { type: 'string', describe: 'titanium: comma-separated Arsenal cards priced in credits over whole games; armada: comma-separated ship, crew, tech or squadron ids priced in points on a host ship' })
      .option('host', { type: 'string', describe: 'armada --card: price crew and tech on this ship only (default: every ship of the faction that can use the card)' })
      .option('scenario', { type: 'string', describe: 'titanium --card: the whole-game scenario (default configs/games/titanium-three-players.yaml)' })
      .option('arsenal', { type: 'string', describe: 'titanium: an arsenal file instead of the bundled one (with --card: instead of the scenario\'s)' })
      .option('deck', { type: 'string', describe: 'titanium: a tactic deck file instead of the sample deck (with --card: instead of the scenario\'s)' })
      .example('$0 cost ti4', 'every TI4 ship type priced in cruisers')
      .example('$0 cost ti4 --items dreadnought --what-if dreadnought.combat=4', 'what a better dreadnought would be worth')
      .example('$0 cost armada --items sol-frigate,sol-cruiser', 'Armada ships (sample catalog)')
      .example('$0 cost armada --card sol-captain,sol-phaser,fighter', 'Armada crew, tech and a squadron in points (sample catalog)')
      .example('$0 cost titanium --card destroyer', 'the fair price of a Destroyer in credits, over whole games (sample catalogs)')
      .example('$0 cost titanium --deck my-deck.yaml', 'Titanium ships priced in Fighter Squadrons with your own tactic deck'),
  handler: async (argv) => {
    if (argv.card !== undefined && argv.game === 'titanium') return runTitaniumCardCost(argv, argv.whatIf === undefined ? undefined : parseWhatIf(String(argv.whatIf)));
    if (argv.card !== undefined && argv.game !== 'armada') throw cliErrors.cardOnlyTitanium(String(argv.game));
    if (argv.scenario !== undefined) throw cliErrors.needsCard('scenario');
    const args = qualifyAnalysisArgs(argv, COST_BATTLES);
    const loaded = loadAnalysisAdapter(String(argv.game), argv.catalog as string | undefined, { game: 'game', catalog: '--catalog' }, undefined, defaultFileOptions(argv));
    const adapter = withModelOption(withStrategiesOption(argv.policies === undefined ? loaded : withPoliciesOption(loaded, argv.policies), argv.strategies), argv.model);
    const whatIf = argv.whatIf === undefined ? undefined : parseWhatIf(String(argv.whatIf));
    const fairWithin = parseFairWithin(argv.fairWithin, String(argv.game));
    const request = {
      items: listOption(argv.items) ?? adapter.defaults.items,
      reference: (argv.reference as string | undefined) ?? adapter.defaults.reference,
      baseline: listOption(argv.baseline) ?? adapter.defaults.baseline,
      ...(whatIf ? { whatIf } : {}),
      ...(fairWithin !== undefined ? { fairWithin } : {}),
    };
    if (whatIf) adapter.withWhatIf(whatIf.field, whatIf.value, '--what-if');
    const cards = listOption(argv.card);
    if (cards) for (const card of cards) if (!adapter.cardItems?.(card)) throw analysisErrors.unknownCard(card, adapter.knownCards?.() ?? []);
    const host = argv.host === undefined ? undefined : String(argv.host);
    if (host !== undefined && !cards) throw cliErrors.needsCard('host');
    if (host !== undefined && cards) for (const card of cards) assertHostCarries(adapter, card, host);
    const pool = runnerFor(args, `cost ${String(argv.game)}`);
    const runner = countingRunner(pool);
    const progress = progressFor(wantsLongProgress(args), 'cost', pool, undefined, cards ? 'measurements' : 'items', battlesSoFar(runner));
    try {
      if (cards) {
        const priced = await hostCardCost(adapter, cards, request.reference, analysisContext(args, runner), whatIf, (done, total) => progress.update(done, total), host, fairWithin);
        progress.stop();
        const recordedCard = withStrategiesRecord(formatHostCardCost(priced), priced, argv.strategies, adapter.game);
        printResult(recordedCard.table, recordedCard.result, args);
        return;
      }
      const result = await costAnalysis(adapter, request, analysisContext(args, runner), (done, total) => progress.update(done, total));
      progress.stop();
      const recorded = withStrategiesRecord(formatCostResult(result), result, argv.strategies, adapter.game);
      printResult(recorded.table, recorded.result, args);
    } finally {
      progress.stop();
      await runner.close();
    }
  },
};
