import type { RunResult } from '../../core/result-contract.js';
import type { MeanSe } from '../../core/stats.js';
import type { Tally } from '../../core/tally.js';
import type { RunInfo } from '../../core/result-fields.js';
import { runResult } from '../run-result.js';
import { countReader } from '../tally-reader.js';
import { CRITICALS, type Critical } from './catalog-types.js';
import { ORDER_MIX_KINDS, type OrderMixKind } from './order-mix.js';
import { SAMPLE_NOTICE } from './catalog.js';
import { ARMADA_OUTCOMES, OUTCOME_FIRST_WIN, OUTCOME_SECOND_WIN, type ArmadaOutcome, type ArmadaPlan } from './plan.js';
import type { SidePolicies } from './policies/names.js';
import { ARMADA_SIDES, type ArmadaScenario, type ArmadaSideName } from './scenario.js';

/** What Armada costs are counted in. */
export const ARMADA_COST_UNIT = 'points';
/** What Armada battles last. */
export const ARMADA_LENGTH_UNIT = 'turns';
/** Each fleet's win, in side order (first, second). */
export const ARMADA_WINS = [OUTCOME_FIRST_WIN, OUTCOME_SECOND_WIN];

/** A fleet as the result records it: catalog ids, not resolved disks. */
export interface FleetSummary {
  name?: string;
  faction: string;
  ships: { ship: string; name: string; crew: string[]; tech: string[] }[];
  squadrons: Record<string, number>;
}

/** The scenario as the result records it. */
export type ScenarioSummary = Omit<ArmadaScenario, 'game' | ArmadaSideName> & Record<ArmadaSideName, FleetSummary>;

/**
 * The Armada result JSON: the run result contract (survivors per fleet: ships and squadrons left;
 * points lost; turns) plus Armada figures.
 */
export type ArmadaResult = RunResult<ScenarioSummary, ArmadaOutcome, ArmadaSideName, SidePolicies> & {
  game: 'armada';
  /** Per fleet: P(each ship survives under its own control), by ship label. */
  survivorsByShip: Record<ArmadaSideName, Record<string, number>>;
  /** Per fleet: points of the enemy fleet destroyed or captured. */
  destroyed: Record<ArmadaSideName, MeanSe>;
  /** Per fleet: mean criticals suffered per battle, by type. */
  criticals: Record<ArmadaSideName, Record<Critical, number>>;
  /** Per fleet: mean enemy ships captured per battle. */
  captures: Record<ArmadaSideName, number>;
  /** Mean torpedoes per battle each side landed on a ship (what torpedoHit scales). */
  torpedoStrikes: Record<ArmadaSideName, number>;
  /** Per fleet: mean own ships withdrawn off the table per battle (table model; 0 in the brawl). */
  withdrawn: Record<ArmadaSideName, number>;
  /**
   * Table model only: per fleet, the share of its ships' orders given while an enemy was within
   * reach that went to each order-mix bucket (order-mix.ts; docs/armada.md, "The order mix"; the
   * five sum to 1, all 0 when no such order was given).
   */
  orders?: Record<ArmadaSideName, OrderMix>;
  /** Table model only: per fleet, the mean number of such orders per battle (what `orders` divides by). */
  ordersInReach?: Record<ArmadaSideName, number>;
};

/** One fleet's order mix: each bucket's share of the orders given while an enemy was within reach. */
export type OrderMix = Record<OrderMixKind, number>;

/** A fleet's order mix from the tally's counts at `slot` (ORDER_MIX_SLOTS of them). */
function orderMix(tally: Tally, slot: number): OrderMix {
  let total = 0;
  for (let k = 0; k < ORDER_MIX_KINDS.length; k++) total += tally[slot + k];
  return Object.fromEntries(ORDER_MIX_KINDS.map((kind, k) => [kind, total > 0 ? tally[slot + k] / total : 0])) as OrderMix;
}

/** The scenario with catalog ids only (what a result file records). */
export function summarizeScenario(scenario: ArmadaScenario): ScenarioSummary {
  const fleet = (name: ArmadaSideName): FleetSummary => {
    const f = scenario[name].fleet;
    return {
      ...(f.name !== undefined ? { name: f.name } : {}),
      faction: f.faction,
      ships: f.ships.map((s) => ({ ship: s.disk.id, name: s.label, crew: s.crew.map((c) => c.id), tech: s.tech.map((t) => t.id) })),
      squadrons: Object.fromEntries(f.squadrons.map((q) => [q.disk.id, q.count])),
    };
  };
  return {
    ...(scenario.name !== undefined ? { name: scenario.name } : {}),
    catalog: scenario.catalog, sample: scenario.sample, pointLimit: scenario.pointLimit, pExplosion: scenario.pExplosion,
    torpedoHit: scenario.torpedoHit, maxTurns: scenario.maxTurns, rules: { ...scenario.rules }, model: scenario.model,
    ...(scenario.table !== undefined ? { table: structuredClone(scenario.table) } : {}), first: fleet('first'), second: fleet('second'),
  };
}

/** Builds the result JSON from a run's merged tally. */
export function summarizeArmada(scenario: ArmadaScenario, plan: ArmadaPlan, tally: Tally, run: RunInfo): ArmadaResult {
  const reader = countReader(tally, run);
  const survivorsByShip = {} as ArmadaResult['survivorsByShip'];
  const criticals = {} as ArmadaResult['criticals'];
  const captures = {} as ArmadaResult['captures'];
  const torpedoStrikes = {} as ArmadaResult['torpedoStrikes'];
  const withdrawn = {} as ArmadaResult['withdrawn'];
  const orders = {} as NonNullable<ArmadaResult['orders']>;
  const ordersInReach = {} as NonNullable<ArmadaResult['ordersInReach']>;
  const sides = ARMADA_SIDES.map((name, side) => {
    const slots = plan.sides[side];
    const byShip: Record<string, number> = {};
    for (let s = 0; s < plan.ships.count; s++) if (plan.ships.side[s] === side) byShip[plan.ships.label[s]] = reader.share(plan.shipSurvivedSlot + s);
    survivorsByShip[name] = byShip;
    criticals[name] = Object.fromEntries(CRITICALS.map((c, k) => [c, reader.share(slots.criticals + k)])) as Record<Critical, number>;
    captures[name] = reader.share(slots.captures);
    torpedoStrikes[name] = reader.share(slots.torpedoStrikes);
    withdrawn[name] = reader.share(slots.withdrawn);
    orders[name] = orderMix(tally, slots.orders);
    let inReach = 0;
    for (let k = 0; k < ORDER_MIX_KINDS.length; k++) inReach += reader.share(slots.orders + k);
    ordersInReach[name] = inReach;
    let cost = 0;
    for (let s = 0; s < plan.ships.count; s++) if (plan.ships.side[s] === side) cost += plan.ships.cost[s];
    for (let q = 0; q < plan.squadrons.count; q++) if (plan.squadrons.side[q] === side) cost += plan.squadrons.cost[q];
    return {
      name, win: ARMADA_WINS[side], cost,
      loss: { own: slots.lost, other: plan.sides[1 - side].lost, cross: plan.lostCrossSlot, unit: 1 },
      survivors: { ships: reader.distribution(slots.shipsLeft, slots.ships + 1), squadrons: reader.distribution(slots.squadronsLeft, slots.squadrons + 1) },
      policies: { ...scenario[name].policies },
    };
  });
  const base = runResult({
    game: 'armada', ...(scenario.name !== undefined ? { name: scenario.name } : {}), scenario: summarizeScenario(scenario), reader, outcomes: ARMADA_OUTCOMES,
    costUnit: ARMADA_COST_UNIT, sides, length: { unit: ARMADA_LENGTH_UNIT, slot: plan.turnsSlot, size: plan.maxTurns + 1 },
    ...(scenario.sample ? { notice: SAMPLE_NOTICE } : {}),
  });
  return { ...base, game: 'armada', survivorsByShip, destroyed: { first: base.lost.second, second: base.lost.first }, criticals, captures, torpedoStrikes, withdrawn,
    ...(scenario.model === 'table' ? { orders, ordersInReach } : {}) };
}
