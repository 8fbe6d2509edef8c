import { cardCostAnalysis, type CardCostResult } from '../../analysis/card-cost.js';
import { configPath } from '../../core/paths.js';
import { fixed, percent, renderTable } from '../../core/table.js';
import type { ChunkRunner } from '../../engine/runners.js';
import type { TitaniumGameResult } from '../../games/titanium/whole-game/result.js';
import type { GameScenario } from '../../games/titanium/whole-game/scenario.js';
import { analysisContext } from '../analysis-options.js';
import type { SimulationArgs } from '../run-options.js';
import { loadScenarioFile } from '../scenario-file.js';
import { simulateScenario } from '../simulate.js';
import { withStrategiesRecord } from '../policies-option.js';
import { loadCardCostScenario } from './titanium-card-cost.js';

/** Whole games of the bundled scenario in the tour. */
const TOUR_GAMES = 20_000;
/** Whole games per arm, seat and price of the tour's card values. */
const TOUR_CARD_GAMES = 1_500;
/** The cards the tour prices in credits: the three ships and the Refinery. */
const TOUR_CARDS = ['fighter-squadron', 'cruiser', 'destroyer', 'refinery'];

/** The tour's whole-game part: the bundled three-player scenario, and card values in credits. */
export async function titaniumGameTour(args: SimulationArgs, runner: ChunkRunner, log: (line: string) => void, strategies?: string): Promise<{ games: TitaniumGameResult; cards: CardCostResult }> {
  const file = configPath('games', 'titanium-three-players.yaml');
  const loaded = loadScenarioFile(file);
  // With a strategies file every player plays it, as `cost titanium --card --strategies` does.
  const scenario = strategies === undefined ? loaded.scenario : loadCardCostScenario({ strategies });
  const record = <R extends object>(result: R): R => withStrategiesRecord('', result, strategies, 'titanium-game').result;
  const games = record((await simulateScenario(loaded.game, scenario, { ...args, battles: TOUR_GAMES, chunkSize: TOUR_GAMES / 40, progress: false }, file, runner)) as TitaniumGameResult);
  log('tour: titanium whole games done');
  const ctx = analysisContext({ ...args, battles: TOUR_CARD_GAMES, chunkSize: Math.ceil(TOUR_CARD_GAMES / 40) }, runner);
  const cards = record(await cardCostAnalysis(scenario as GameScenario, { cards: TOUR_CARDS }, ctx));
  log('tour: titanium card values in credits done');
  return { games, cards };
}

/** The tour summary's lines for the whole game. */
export function titaniumGameSummary(games: TitaniumGameResult, cards: CardCostResult): string[] {
  const adv = games.firstSeatAdvantage;
  return [
    '', `titanium whole games (${games.name ?? 'bundled'}): win rate by seat, leader and purchase policy; first-seat advantage ${(adv.p * 100).toFixed(1)} pts [${(adv.lo * 100).toFixed(1)}, ${(adv.hi * 100).toFixed(1)}]`,
    renderTable([
      ['group', 'win rate', '95% interval'],
      ...games.bySeat.map((g) => [`seat ${g.seat}`, percent(g.p), `[${percent(g.lo)}, ${percent(g.hi)}]`]),
      ...Object.entries(games.byLeader).map(([name, g]) => [`leader ${name}`, percent(g.p), `[${percent(g.lo)}, ${percent(g.hi)}]`]),
      ...Object.entries(games.byPurchasePolicy).map(([name, g]) => [`purchase ${name}`, percent(g.p), `[${percent(g.lo)}, ${percent(g.hi)}]`]),
    ]),
    '', 'titanium card values in credits (whole games, buyers vs non-buyers):',
    renderTable([['card', 'listed', 'fair cost', '95% interval'], ...cards.items.map((i) => [i.name, String(i.listedCost), fixed(i.equivalentCost, 0), `[${fixed(i.lo, 0)}, ${fixed(i.hi, 0)}]${i.open ? ' (bound)' : ''}`])]),
  ];
}
