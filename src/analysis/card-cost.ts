import { quantile } from 'simple-statistics';
import { provenanceOf } from '../core/provenance.js';
import { chunkStream } from '../core/rng.js';
import { wilson, type Estimate } from '../core/stats.js';
import { OUTCOME_BASE } from '../core/tally.js';
import { runPlan } from '../engine/run.js';
import { compileGame } from '../games/titanium/whole-game/compile.js';
import { SAMPLE_CATALOG_NOTICE, summarizeGame, type CardFigures } from '../games/titanium/whole-game/result.js';
import type { GamePolicies, GameScenario } from '../games/titanium/whole-game/scenario.js';
import { withGameWhatIf } from '../games/titanium/whole-game/what-if.js';
import { gameErrors } from '../games/titanium/whole-game/messages.js';
import type { SimulationContext } from './duel.js';
import { crossingOf } from './equivalent-cost.js';
import type { CostItem, CostResult } from './types.js';
import { costVerdict } from './verdict.js';

/** A price rounded to the nearest multiple of PRICE_STEP. */
const roundPrice = (x: number) => Math.round(x / PRICE_STEP) * PRICE_STEP;

/** Bootstrap replicates for the interval of a fair cost. */
const BOOTSTRAP_REPLICATES = 400;
/** The search never goes above this many times the listed cost (plus 1000¢). */
const MAX_PRICE_FACTOR = 4;
/** Prices are whole multiples of this (004: every printed cost is a multiple of 50¢). */
const PRICE_STEP = 50;

/** The buyers' advantage at one price: P(win | buys first) − P(win | never buys), averaged over seats. */
export interface PricePoint {
  price: number;
  advantage: Estimate;
  /** The buyer's win rate (openWith arm). */
  buyerWinRate: Estimate;
  /** Per chunk index: [Σ (buyer wins − non-buyer wins), games], summed over seats. */
  chunks: [number, number][];
}

/** One card priced in credits over whole games. */
export interface CardCostItem extends CostItem {
  /** Every price measured, ascending. */
  prices: { price: number; advantage: Estimate; buyerWinRate: Estimate }[];
  /** True when the advantage did not change sign in the searched range (the fair cost is a bound). */
  open: boolean;
  /** The card in plain games of the scenario at its listed cost: win rate when bought, by turn bought. */
  whenBought: CardFigures;
}

/** A card-cost result: `salvo cost titanium --card`. */
export interface CardCostResult extends Omit<CostResult, 'items' | 'whatIf'> {
  /** Its title in reports. */
  name: string;
  items: CardCostItem[];
  whatIf?: { field: string; value: number; items: { item: string; before: CardCostItem; after: CardCostItem; difference: Estimate }[] };
  /** Whole games per arm, seat and price. */
  gamesPerArm: number;
}

/** The scenario with seat `seat`'s policies changed (every strategy of its mix, for a mixed player). */
export function withSeat(scenario: GameScenario, seat: number, change: (policies: GamePolicies) => GamePolicies): GameScenario {
  return {
    ...scenario,
    players: scenario.players.map((p, k) =>
      k !== seat ? p : { ...p, policies: change(p.policies), ...(p.mix ? { mix: p.mix.map((m) => ({ weight: m.weight, policies: change(m.policies) })) } : {}) },
    ),
  };
}

/**
 * The buyers' advantage of `card` at `price` (docs, model notes: Analysis; issue 14, "Card-cost analysis in
 * credits"): for each seat in turn (seats rotated, so no seat's advantage biases the card), whole
 * games where that seat buys the card at its first Outfitting for `price`, before anything else
 * and on credit if need be (`openWith`: the payment is certain, so the advantage falls as the
 * price rises), then plays its policy, against games where it never buys the card (`avoid`), on
 * the same seeds (common random numbers: chunk k of every run shares its stream). The Arsenal's
 * price stays the listed one for everyone else and for later copies: only the buyer's first copy
 * is priced, so the other players' choices do not move with the price.
 */
export async function advantageAt(scenario: GameScenario, card: string, price: number, ctx: SimulationContext): Promise<PricePoint> {
  const P = scenario.players.length;
  const chunks: [number, number][] = [];
  let diff = 0;
  let games = 0;
  let buyerWins = 0;
  for (let seat = 0; seat < P; seat++) {
    const arms = [
      withSeat(scenario, seat, (p) => ({ ...p, openWith: { card, price }, avoid: p.avoid.filter((k) => k !== card) })),
      withSeat(scenario, seat, (p) => ({ ...p, avoid: [...p.avoid.filter((k) => k !== card), card], openWith: null })),
    ];
    const wins: number[][] = [];
    for (const arm of arms) {
      const plan = compileGame(arm);
      const output = await runPlan({ plan, seed: ctx.seed, chunkSize: ctx.chunkSize, battles: ctx.battles, runner: ctx.runner, keepChunkOutcomes: true });
      ctx.spent.battles += output.battles;
      wins.push(output.chunkOutcomes!.map((c) => c.outcomes[seat]));
      if (arm === arms[0]) {
        output.chunkOutcomes!.forEach((c) => {
          const slot = (chunks[c.index] ??= [0, 0]);
          slot[1] += c.battles;
        });
        games += output.battles;
        buyerWins += output.tally[OUTCOME_BASE + seat];
      }
    }
    wins[0].forEach((w, i) => {
      chunks[i][0] += w - wins[1][i];
      diff += w - wins[1][i];
    });
  }
  const mean = diff / games;
  const perChunk = chunks.map(([d, n]) => d / n);
  const m = perChunk.reduce((a, b) => a + b, 0) / perChunk.length;
  const sd = Math.sqrt(perChunk.reduce((s, x) => s + (x - m) ** 2, 0) / Math.max(1, perChunk.length - 1));
  const half = (1.959963984540054 * sd) / Math.sqrt(perChunk.length);
  return { price, advantage: { p: mean, lo: mean - half, hi: mean + half }, buyerWinRate: wilson(buyerWins, games), chunks };
}

/**
 * The fair cost of one Arsenal card in credits: the price at which its buyers win as often as
 * non-buyers (advantageAt = 0): what a copy bought at the start of a game is worth, in credits.
 * The sign change is bracketed by doubling (or halving) the price from the listed cost, then
 * bisected to an eighth of the listed cost (at least 50¢, prices in multiples of 50¢); the fair
 * cost is interpolated linearly between the bracketing prices. Its 95% interval is a bootstrap
 * over chunks, paired across prices (same seeds). Without a sign change in [0, 4 × listed + 1000¢] the
 * bound reached is reported with `open`.
 */
export async function cardFairCost(scenario: GameScenario, card: string, ctx: SimulationContext): Promise<CardCostItem> {
  const item = scenario.arsenal.unit.get(card) ?? scenario.arsenal.upgrade.get(card) ?? scenario.arsenal.building.get(card);
  if (!item) throw gameErrors.unknownCard('--card', card, [...scenario.arsenal.units, ...scenario.arsenal.upgrades, ...scenario.arsenal.buildings].map((c) => c.key));
  const listed = item.cost;
  const cap = MAX_PRICE_FACTOR * listed + 1000;
  const resolution = Math.max(PRICE_STEP, roundPrice(listed / 8));
  const points = new Map<number, PricePoint>();
  const at = async (price: number) => {
    let point = points.get(price);
    if (!point) {
      point = await advantageAt(scenario, card, price, ctx);
      points.set(price, point);
    }
    return point.advantage.p;
  };
  // Bracket the sign change by doubling (or halving) from the listed cost, then bisect it.
  let low = listed;
  let high = listed;
  if ((await at(listed)) >= 0) {
    high = Math.min(cap, roundPrice(Math.max(2 * listed, listed + PRICE_STEP)));
    while ((await at(high)) >= 0 && high < cap) {
      low = high;
      high = Math.min(cap, roundPrice(2 * high));
    }
  } else {
    low = roundPrice(listed / 2);
    while ((await at(low)) < 0 && low > 0) {
      high = low;
      low = low <= PRICE_STEP ? 0 : roundPrice(low / 2);
    }
  }
  while (high - low > resolution) {
    const mid = roundPrice((low + high) / 2);
    if (mid <= low || mid >= high) break;
    if ((await at(mid)) >= 0) low = mid;
    else high = mid;
  }
  const prices = [...points.keys()].sort((a, b) => a - b);
  const score = (p: PricePoint) => 0.5 + p.advantage.p;
  const fair = crossingOf(prices, prices.map((p) => score(points.get(p)!)));
  const crossed = prices.some((p, i) => i > 0 && score(points.get(prices[i - 1])!) >= 0.5 && score(points.get(p)!) < 0.5);
  const rng = chunkStream(`${ctx.seed}/card-cost`, 0);
  const chunkCount = points.get(prices[0])!.chunks.length;
  const picks = new Int32Array(chunkCount);
  const replicates: number[] = [];
  for (let r = 0; r < BOOTSTRAP_REPLICATES; r++) {
    for (let k = 0; k < chunkCount; k++) picks[k] = rng.below(chunkCount);
    const resampled = prices.map((p) => {
      const chunks = points.get(p)!.chunks;
      let d = 0;
      let n = 0;
      for (let k = 0; k < chunkCount; k++) {
        d += chunks[picks[k]][0];
        n += chunks[picks[k]][1];
      }
      return 0.5 + d / n;
    });
    replicates.push(crossingOf(prices, resampled));
  }
  const clamp = (x: number) => Math.max(0, x);
  const equivalentCost = clamp(fair);
  const lo = clamp(Math.min(equivalentCost, quantile(replicates, 0.025)));
  const hi = clamp(Math.max(equivalentCost, quantile(replicates, 0.975)));
  const plain = compileGame(scenario);
  const run = await runPlan({ plan: plain, seed: ctx.seed, chunkSize: ctx.chunkSize, battles: ctx.battles, runner: ctx.runner });
  ctx.spent.battles += run.battles;
  const summary = summarizeGame(scenario, plain, run.tally, { seed: ctx.seed, chunkSize: ctx.chunkSize, chunks: run.chunks, threads: ctx.runner.threads, wallSeconds: run.wallSeconds, startedAt: run.startedAt });
  const measured = prices.map((p) => points.get(p)!);
  return {
    item: card, name: item.name, listedCost: listed, equivalentCost, lo, hi,
    ratio: { p: equivalentCost / listed, lo: lo / listed, hi: hi / listed },
    points: measured.map((p) => ({ budget: p.price, winRate: p.buyerWinRate })),
    prices: measured.map((p) => ({ price: p.price, advantage: p.advantage, buyerWinRate: p.buyerWinRate })),
    open: !crossed, whenBought: summary.cards[card],
  };
}

/** What `salvo cost titanium --card` asks for. */
export interface CardCostRequest {
  cards: string[];
  whatIf?: { field: string; value: number };
  /** The equivalence band of the verdicts in credits (default CARD_FAIR_WITHIN). */
  fairWithin?: number;
}

/** The default equivalence band of card verdicts: 25 credits, half the 50-credit step of every printed cost (004). */
export const CARD_FAIR_WITHIN = 25;

/** What a card's fair cost over whole games does not price, in one line. */
export const CARD_UNPRICED = 'copies after the first (only the buyer\'s first copy is priced), and whatever the sample leaders, planets and deck invent';

/** Fair costs of Arsenal cards in credits over whole games (and, with a what-if, after the change, on the same seeds). */
export async function cardCostAnalysis(scenario: GameScenario, request: CardCostRequest, ctx: SimulationContext, onItem?: (done: number, total: number) => void): Promise<CardCostResult> {
  const startedAt = new Date().toISOString();
  const t0 = performance.now();
  const changed = request.whatIf ? withGameWhatIf(scenario, request.whatIf.field, request.whatIf.value, '--what-if') : undefined;
  const band = request.fairWithin ?? CARD_FAIR_WITHIN;
  // An open search (no sign change) gives a bound, not an interval: no verdict.
  const judged = (item: CardCostItem): CardCostItem => (item.open ? item : { ...item, verdict: costVerdict(item.listedCost, item.lo, item.hi, band) });
  const total = request.cards.length * (changed ? 2 : 1);
  let done = 0;
  const items: CardCostItem[] = [];
  for (const card of request.cards) {
    items.push(judged(await cardFairCost(scenario, card, ctx)));
    onItem?.(++done, total);
  }
  let whatIf: CardCostResult['whatIf'];
  if (changed && request.whatIf) {
    const compared = [];
    for (const [i, card] of request.cards.entries()) {
      const after = judged(await cardFairCost(changed, card, ctx));
      onItem?.(++done, total);
      const before = items[i];
      const p = after.equivalentCost - before.equivalentCost;
      const half = Math.hypot((before.hi - before.lo) / 2, (after.hi - after.lo) / 2);
      compared.push({ item: card, before, after, difference: { p, lo: p - half, hi: p + half } });
    }
    whatIf = { field: request.whatIf.field, value: request.whatIf.value, items: compared };
  }
  const sample = scenario.leaders.sample || scenario.planets.sample || scenario.deck.sample;
  return {
    kind: 'cost', game: 'titanium-game', name: 'Titanium Wars card values in credits (whole games)', baseline: scenario.name ?? 'whole games', reference: 'credits (whole games, buyers vs non-buyers)',
    items, fairWithin: band, unpriced: CARD_UNPRICED, battlesPerPoint: ctx.battles * 2 * scenario.players.length, gamesPerArm: ctx.battles, seed: ctx.seed, ...(whatIf ? { whatIf } : {}),
    provenance: provenanceOf({ threads: ctx.runner.threads, wallSeconds: (performance.now() - t0) / 1000, startedAt }),
    ...(sample ? { notice: SAMPLE_CATALOG_NOTICE } : {}),
  };
}
