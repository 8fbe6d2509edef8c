/**
 * How `configs/games/titanium-strong.yaml` is found (docs/strategy.md, "Mixed strategies"): the
 * symmetric equilibrium of the whole game restricted to a population of variants of one strategy
 * (the scenario's written one, or the heaviest of its mix): each variant a participation threshold
 * and cards taken off (`/-card`) or put on (`/+card`) its avoid list, e.g. `0.35/-destroyer`. Every
 * multiset of three variants is played on the engine (seats rotated, common seeds), the
 * meta-game's symmetric solver finds the mix, and the mix is printed as the `mix:` block of a
 * player. The mix is then checked with `salvo strategy <file> --deviations` (every one-line
 * deviation of each strategy), and deviations that gain join the population (double oracle by hand).
 *
 *   npm run build && node dist/bench/titanium-strong.js configs/games/titanium-strong.yaml \
 *     --population 0.3,0.35,0.35/-destroyer --games 10000 --seed 1
 */
import { strategyContextOf } from '../src/cli/commands/strategy.js';
import { meanScores, symmetricPayoffs } from '../src/analysis/strategy/meta-game.js';
import { writtenStrategies } from '../src/analysis/strategy/search.js';
import { solveSymmetric } from '../src/analysis/strategy/symmetric-equilibrium.js';
import { writtenStrategy } from '../src/analysis/strategy/space.js';
import { createRunner } from '../workers/runners.js';
import type { Strategy } from '../src/games/strategy-capability.js';

const KEY = 'policies.participation';
const AVOID = 'policies.avoid';

/** A variant of `base`: "0.35/-destroyer/+refinery" → participation 0.35, Destroyers bought again, Refineries avoided. */
function variant(base: Strategy, text: string): Strategy {
  const [threshold, ...changes] = text.split('/');
  let avoid = [...((base[AVOID] as readonly string[] | undefined) ?? [])];
  for (const change of changes) {
    const card = change.slice(1);
    avoid = change.startsWith('-') ? avoid.filter((c) => c !== card) : [...avoid.filter((c) => c !== card), card];
  }
  return { ...base, [KEY]: Number(threshold), [AVOID]: avoid.sort() };
}

function option(args: string[], name: string, fallback: string): string {
  const at = args.indexOf(`--${name}`);
  return at >= 0 && at + 1 < args.length ? args[at + 1] : fallback;
}

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const file = args.find((a, i) => !a.startsWith('--') && (i === 0 || !args[i - 1].startsWith('--'))) ?? 'configs/games/titanium-strong.yaml';
  const grid = option(args, 'population', '0.2,0.25,0.3,0.35,0.4,0.5').split(',');
  const games = Number(option(args, 'games', '10000'));
  const seed = option(args, 'seed', '1');
  const threads = Number(option(args, 'threads', '2'));
  const { ctx } = await strategyContextOf(file, createRunner(threads), seed);
  const base = writtenStrategies(ctx)[0];
  const population = grid.map((text) => variant(base, text));
  const started = performance.now();
  let cells = 0;
  try {
    const payoff = await symmetricPayoffs(population, ctx.seats, async (profile) => {
      const scores = await meanScores(ctx, profile, games, 'strong');
      process.stderr.write(`\rcell ${++cells}: ${ctx.played.games.toLocaleString('en')} games, ${((performance.now() - started) / 1000).toFixed(0)} s   `);
      return scores;
    }, new Map());
    process.stderr.write('\n');
    const solution = solveSymmetric(population.length, ctx.seats, payoff);
    console.log(`# ${cells} profiles, ${ctx.played.games.toLocaleString('en')} games, ${((performance.now() - started) / 1000).toFixed(0)} s on ${threads} threads, seed ${seed}`);
    const width = Math.max(...grid.map((g) => g.length));
    console.log('# score of a row variant when both others play the column variant:');
    grid.forEach((g, a) => console.log(`# ${g.padStart(width)} ${grid.map((_, b) => payoff(a, Array.from({ length: ctx.seats - 1 }, () => b)).toFixed(3).padStart(6)).join(' ')}`));
    console.log(`# equilibrium mix: ${solution.mix.map((w, i) => `${grid[i]}: ${(w * 100).toFixed(1)} %`).join(', ')}; regret ${(solution.regret * 100).toFixed(2)} points`);
    console.log(`# each threshold's score against the mix: ${solution.scores.map((s, i) => `${grid[i]}: ${(s * 100).toFixed(1)}`).join(', ')}`);
    const kept = solution.mix.flatMap((w, i) => (w >= 0.01 ? [{ w, i }] : []));
    const total = kept.reduce((s, k) => s + k.w, 0);
    const weights = kept.map((k) => Math.round((k.w / total) * 1000) / 1000);
    weights[weights.length - 1] = Math.round((1 - weights.slice(0, -1).reduce((a, b) => a + b, 0)) * 1000) / 1000;
    console.log('mix:');
    kept.forEach((k, j) => console.log(`  - weight: ${weights[j]}\n    policies: ${JSON.stringify(writtenStrategy(population[k.i], ctx.dimensions[0]).policies)}`));
  } finally {
    await ctx.runner.close();
  }
}

await main();
