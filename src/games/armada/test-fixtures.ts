import { createHash } from 'node:crypto';
import { renameSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadDataFile } from '../../core/load.js';
import { RandomStream } from '../../core/rng.js';
import { BattleState } from './battle-state.js';
import { resolveCatalogPath, SAMPLE_CATALOG } from './catalog.js';
import { compileArmada } from './compile.js';
import type { RawFleet } from './fleet.js';
import type { ArmadaPlan } from './plan.js';
import type { SidePolicies } from './policies/names.js';
import { parseArmadaScenario, type ArmadaScenario } from './scenario.js';

/** A scenario from two inline fleets of the sample catalog (tests only). */
export function testScenario(first: RawFleet, second: RawFleet, extra: Record<string, unknown> = {}, policies: [Partial<SidePolicies>, Partial<SidePolicies>] = [{}, {}]): ArmadaScenario {
  return parseArmadaScenario({ game: 'armada', ...extra, first: { fleet: first, policies: policies[0] }, second: { fleet: second, policies: policies[1] } }, 'test');
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
 * The sample catalog plus extra disks (tests only; for abilities the sample does not carry),
 * written as JSON to the temporary folder under a name derived from its content (so runs reuse
 * one file; written by rename, so parallel test files never read half a file). Returns its
 * absolute path, for a scenario's `catalog`. `extra` maps a catalog section (ships, crew, tech,
 * squadrons) to entries to add.
 */
export function testCatalog(extra: Partial<Record<'ships' | 'crew' | 'tech' | 'squadrons', Record<string, unknown>>>): string {
  const sample = loadDataFile(resolveCatalogPath(SAMPLE_CATALOG)) as Record<string, Record<string, unknown>>;
  const merged: Record<string, unknown> = { ...sample };
  for (const [section, entries] of Object.entries(extra)) merged[section] = { ...sample[section], ...entries };
  const text = JSON.stringify(merged);
  const file = join(tmpdir(), `salvo-armada-test-catalog-${createHash('sha256').update(text).digest('hex').slice(0, 16)}.json`);
  const part = `${file}.${process.pid}.part`;
  writeFileSync(part, text);
  renameSync(part, file);
  return file;
}
