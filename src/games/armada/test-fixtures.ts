import { rulesCatalogFile, withFiles } from '../../../test/support/bundled-data.js';
import { RandomStream } from '../../core/rng.js';
import { LoadedDocument } from '../loaded-document.js';
import { BattleState } from './battle-state.js';
import { compileArmada } from './compile.js';
import type { RawFleet } from './fleet.js';
import type { ArmadaPlan } from './plan.js';
import type { SidePolicies } from './policies/names.js';
import { parseArmadaScenario, type ArmadaScenario } from './scenario.js';

/**
 * A scenario from two inline fleets of the rule tests' frozen catalog (test/support/
 * armada-rules-catalog.yaml), or of `extra.catalog` (tests only).
 */
export function testScenario(first: RawFleet, second: RawFleet, extra: Record<string, unknown> = {}, policies: [Partial<SidePolicies>, Partial<SidePolicies>] = [{}, {}]): ArmadaScenario {
  const raw = { game: 'armada', catalog: rulesCatalogFile(), ...extra, first: { fleet: first, policies: policies[0] }, second: { fleet: second, policies: policies[1] } };
  return parseArmadaScenario(withFiles('armada', raw), 'test');
}

/** A battle state reset and wired to a seeded stream (tests drive rules on it directly). */
export function testState(scenario: ArmadaScenario, seed = 'test'): { plan: ArmadaPlan; st: BattleState } {
  const plan = compileArmada(scenario);
  const st = new BattleState(plan);
  st.reset();
  st.rng = new RandomStream(seed);
  return { plan, st };
}

/**
 * The rule tests' frozen catalog plus extra disks (tests only; for abilities it does not carry), in
 * memory, for a scenario's `catalog`. `extra` maps a catalog section (ships, crew, tech,
 * squadrons) to entries to add.
 */
export function testCatalog(extra: Partial<Record<'ships' | 'crew' | 'tech' | 'squadrons', Record<string, unknown>>>): LoadedDocument {
  const sample = rulesCatalogFile();
  const data = sample.data as Record<string, Record<string, unknown>>;
  const merged: Record<string, unknown> = { ...data };
  for (const [section, entries] of Object.entries(extra)) merged[section] = { ...data[section], ...entries };
  return new LoadedDocument('test catalog', `${sample.source} with test disks`, merged);
}
