import type { CommandModule } from 'yargs';
import { costAnalysis } from '../../analysis/cost-analysis.js';
import { formatCostResult } from '../../analysis/format.js';
import { gamesWith } from '../../games/registry.js';
import type { AnalysisAdapter } from '../../games/analysis-adapter.js';
import { analysisContext, listOption, MODEL_OPTION, qualifyAnalysisArgs, withModelOption } from '../analysis-options.js';
import { loadAnalysisAdapter } from '../load/analysis-adapter.js';
import { cliErrors } from '../messages.js';
import { withSimulationOptions } from '../run-options.js';
import { progressFor, runnerFor } from '../runner-for.js';
import { wantsProgress } from '../simulate.js';
import { printResult } from './run.js';
import { runTitaniumCardCost } from './titanium-card-cost.js';

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

/** The games `salvo cost` prices: those of the registry with balance analysis. */
export const costGames = (): string[] => gamesWith('analysis').map((game) => game.id);

/** `salvo cost <game>`: equivalent costs of units, cards or ships. */
export const costCommand: CommandModule = {
  command: 'cost <game>',
  describe: 'equivalent cost of each item: the reference budget it beats half the time, with a 95% interval',
  builder: (yargs) =>
    withSimulationOptions(yargs.positional('game', { type: 'string', choices: costGames(), describe: 'the game' }))
      .option('catalog', { type: 'string', describe: `a catalog file (${gamesWith('analysis').flatMap((g) => g.analysis.catalogHelp ?? []).join('; ')})` })
      .option('items', { type: 'string', describe: 'comma-separated item ids (default: the game\'s default list)' })
      .option('baseline', { type: 'string', describe: 'comma-separated items added to every item\'s side' })
      .option('reference', { type: 'string', describe: 'the reference unit whose count is the budget' })
      .option('policies', { type: 'string', describe: 'Armada: policies both sides of every duel play, as JSON, e.g. \'{"orders":"crew-orders","boarding":"shields-down-outnumber"}\'' })
      .option('model', MODEL_OPTION)
      .option('what-if', { type: 'string', describe: 're-run with one catalog value changed, e.g. dreadnought.cost=3.5' })
      .option('card', { type: 'string', describe: 'titanium: comma-separated Arsenal cards priced in credits over whole games' })
      .option('scenario', { type: 'string', describe: 'titanium --card: the whole-game scenario (default configs/games/titanium-three-players.yaml)' })
      .option('arsenal', { type: 'string', describe: 'titanium --card: an arsenal file instead of the scenario\'s' })
      .option('deck', { type: 'string', describe: 'titanium --card: a tactic deck file instead of the scenario\'s' })
      .example('$0 cost ti4', 'every TI4 ship type priced in cruisers')
      .example('$0 cost ti4 --items dreadnought --what-if dreadnought.combat=4', 'what a better dreadnought would be worth')
      .example('$0 cost armada --items sol-frigate,sol-cruiser', 'Armada ships (sample catalog)')
      .example('$0 cost titanium --card destroyer', 'the fair price of a Destroyer in credits, over whole games (sample catalogs)'),
  handler: async (argv) => {
    if (argv.card !== undefined) {
      if (argv.game !== 'titanium') throw cliErrors.cardOnlyTitanium(String(argv.game));
      return runTitaniumCardCost(argv, argv.whatIf === undefined ? undefined : parseWhatIf(String(argv.whatIf)));
    }
    for (const option of ['scenario', 'arsenal', 'deck'] as const) {
      if (argv[option] !== undefined) throw cliErrors.needsCard(option);
    }
    const args = qualifyAnalysisArgs(argv, COST_BATTLES);
    const loaded = loadAnalysisAdapter(String(argv.game), argv.catalog as string | undefined, { game: 'game', catalog: '--catalog' });
    const adapter = withModelOption(argv.policies === undefined ? loaded : withPoliciesOption(loaded, argv.policies), argv.model);
    const whatIf = argv.whatIf === undefined ? undefined : parseWhatIf(String(argv.whatIf));
    const request = {
      items: listOption(argv.items) ?? adapter.defaults.items,
      reference: (argv.reference as string | undefined) ?? adapter.defaults.reference,
      baseline: listOption(argv.baseline) ?? adapter.defaults.baseline,
      ...(whatIf ? { whatIf } : {}),
    };
    if (whatIf) adapter.withWhatIf(whatIf.field, whatIf.value, '--what-if');
    const runner = runnerFor(args, `cost ${String(argv.game)}`);
    const progress = progressFor(wantsProgress(args), 'cost', runner);
    try {
      const result = await costAnalysis(adapter, request, analysisContext(args, runner), (done, total) => progress.update(done, total, 'items'));
      progress.stop();
      printResult(formatCostResult(result), result, args);
    } finally {
      progress.stop();
      await runner.close();
    }
  },
};

/** `--policies JSON`: an object of policy names, for a game whose duels take per-side policies. */
function withPoliciesOption(adapter: AnalysisAdapter, raw: unknown): AnalysisAdapter {
  let parsed: unknown;
  try {
    parsed = JSON.parse(String(raw));
  } catch {
    parsed = undefined;
  }
  if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) {
    throw cliErrors.badOptionValue('--policies', 'must be a JSON object of policy names', raw, 'e.g. --policies \'{"orders":"crew-orders"}\' (docs/armada.md, "Policies")');
  }
  if (!adapter.withPolicies) throw cliErrors.badOptionValue('--policies', `is not available for ${adapter.game}`, raw, 'Only armada duels take per-side policies');
  return adapter.withPolicies(parsed as Record<string, unknown>, '--policies');
}
