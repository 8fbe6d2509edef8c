import { sideEfficiency, type SideEfficiency } from '../../core/efficiency.js';
import { provenanceOf, type Provenance } from '../../core/provenance.js';
import { histogramOf, runFields, type RunFields, type RunInfo } from '../../core/result-fields.js';
import { meanSe, wilson, type Estimate, type MeanSe } from '../../core/stats.js';
import { BATTLES_SLOT, OUTCOME_BASE, type Tally } from '../../core/tally.js';
import { CRITICALS, type Critical } from './catalog-types.js';
import { SAMPLE_NOTICE } from './catalog.js';
import type { ArmadaPlan } from './plan.js';
import type { SidePolicies } from './policies/names.js';
import { ARMADA_SIDES, type ArmadaScenario, type ArmadaSideName } from './scenario.js';

/** A fleet as the result records it: catalog ids, not resolved disks. */
export interface FleetSummary {
  name?: string;
  faction: string;
  ships: { ship: string; name: string; crew: string[]; tech: string[] }[];
  squadrons: Record<string, number>;
}

/** The scenario as the result records it. */
export type ScenarioSummary = Omit<ArmadaScenario, 'game' | ArmadaSideName> & Record<ArmadaSideName, FleetSummary>;

/** The Armada result JSON (the common contract of every game plus Armada figures). */
export interface ArmadaResult extends RunFields {
  game: 'armada';
  name?: string;
  scenario: ScenarioSummary;
  outcomes: Record<'firstWin' | 'draw' | 'secondWin' | 'turnCap', Estimate>;
  /** Per fleet: P(k own ships left under own control), P(k squadrons left), P(each ship survives). */
  survivors: Record<ArmadaSideName, { ships: number[]; squadrons: number[]; byShip: Record<string, number> }>;
  /** Per fleet: points lost (ships destroyed or captured with their crew and tech, squadrons lost). */
  lost: Record<ArmadaSideName, MeanSe>;
  /** Per fleet: points of the enemy fleet destroyed or captured. */
  destroyed: Record<ArmadaSideName, MeanSe>;
  /** Per fleet: points destroyed / lost and win rate per point, with intervals. */
  efficiency: Record<ArmadaSideName, SideEfficiency>;
  /** Turns played: mean and probability of each count (index = turns). */
  turns: { mean: number; histogram: number[] };
  /** Per fleet: mean criticals suffered per battle, by type. */
  criticals: Record<ArmadaSideName, Record<Critical, number>>;
  /** Per fleet: mean enemy ships captured per battle. */
  captures: Record<ArmadaSideName, number>;
  policies: Record<ArmadaSideName, SidePolicies>;
  provenance: Provenance;
  notice?: string;
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
    torpedoHit: scenario.torpedoHit, maxTurns: scenario.maxTurns, first: fleet('first'), second: fleet('second'),
  };
}

/** Builds the result JSON from a run's merged tally. */
export function summarizeArmada(scenario: ArmadaScenario, plan: ArmadaPlan, tally: Tally, run: RunInfo): ArmadaResult {
  const n = tally[BATTLES_SLOT];
  const estimate = (i: number) => wilson(tally[OUTCOME_BASE + i], n);
  const histogram = (slot: number, size: number) => Array.from({ length: size + 1 }, (_, k) => tally[slot + k] / n);
  const survivors = {} as ArmadaResult['survivors'];
  const lost = {} as ArmadaResult['lost'];
  const criticals = {} as ArmadaResult['criticals'];
  const captures = {} as ArmadaResult['captures'];
  const policies = {} as ArmadaResult['policies'];
  ARMADA_SIDES.forEach((name, side) => {
    const slots = plan.sides[side];
    const byShip: Record<string, number> = {};
    for (let s = 0; s < plan.ships.count; s++) if (plan.ships.side[s] === side) byShip[plan.ships.label[s]] = tally[plan.shipSurvivedSlot + s] / n;
    survivors[name] = { ships: histogram(slots.shipsLeft, slots.ships), squadrons: histogram(slots.squadronsLeft, slots.squadrons), byShip };
    lost[name] = meanSe(tally[slots.lost], tally[slots.lost + 1], n);
    criticals[name] = Object.fromEntries(CRITICALS.map((c, k) => [c, tally[slots.criticals + k] / n])) as Record<Critical, number>;
    captures[name] = tally[slots.captures] / n;
    policies[name] = { ...scenario[name].policies };
  });
  const efficiency = {} as ArmadaResult['efficiency'];
  ARMADA_SIDES.forEach((name, side) => {
    const own = plan.sides[side].lost;
    const other = plan.sides[1 - side].lost;
    let cost = 0;
    for (let s = 0; s < plan.ships.count; s++) if (plan.ships.side[s] === side) cost += plan.ships.cost[s];
    for (let q = 0; q < plan.squadrons.count; q++) if (plan.squadrons.side[q] === side) cost += plan.squadrons.cost[q];
    const sums = { own: tally[own], ownSquares: tally[own + 1], other: tally[other], otherSquares: tally[other + 1], cross: tally[plan.lostCrossSlot], battles: n };
    efficiency[name] = sideEfficiency(cost, sums, tally[OUTCOME_BASE + (side === 0 ? 0 : 2)]);
  });
  const turns = histogramOf(tally, plan.turnsSlot, plan.maxTurns + 1, n);
  return {
    game: 'armada',
    ...(scenario.name !== undefined ? { name: scenario.name } : {}),
    scenario: summarizeScenario(scenario),
    ...runFields(run, n),
    outcomes: { firstWin: estimate(0), draw: estimate(1), secondWin: estimate(2), turnCap: estimate(3) },
    survivors,
    lost,
    destroyed: { first: lost.second, second: lost.first },
    efficiency,
    turns,
    criticals,
    captures,
    policies,
    provenance: provenanceOf(run),
    ...(scenario.sample ? { notice: SAMPLE_NOTICE } : {}),
  };
}
