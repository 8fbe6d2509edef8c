/**
 * Every bundled scenario gives the same outcome counts for the same seed (issue 10: refactors must
 * not move a figure). The counts are pinned in test/fixtures/bundled-outcomes.json; regenerate them
 * only for a deliberate rules or sampler change, with `SALVO_PIN_OUTCOMES=1 npx vitest run
 * test/bundled-outcomes.test.ts`, and say so in the commit.
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadScenarioFile } from '../src/cli/scenario-file.js';
import { configPath } from '../src/core/paths.js';
import { OUTCOME_BASE } from '../src/core/tally.js';
import { runPlan } from '../src/engine/run.js';
import { createInProcessRunner } from '../workers/runners.js';

const PIN_FILE = join(import.meta.dirname, 'fixtures', 'bundled-outcomes.json');
const SEED = 7;
const BATTLES = 3_000;
const CHUNK_SIZE = 1_000;

/** Outcome name → count over BATTLES battles of a bundled scenario with seed SEED. */
async function outcomeCounts(file: string): Promise<Record<string, number>> {
  const { game, scenario } = loadScenarioFile(file);
  const plan = game.compile(scenario);
  const output = await runPlan({ plan, seed: SEED, chunkSize: CHUNK_SIZE, battles: BATTLES, runner: createInProcessRunner() });
  return Object.fromEntries(plan.outcomes.map((name, i) => [name, output.tally[OUTCOME_BASE + i]]));
}

const scenarioFiles = readdirSync(configPath('scenarios')).filter((f) => /\.(ya?ml|json)$/.test(f)).sort();

describe('bundled scenarios keep their outcomes (seed 7, 3,000 battles)', () => {
  if (process.env.SALVO_PIN_OUTCOMES === '1') {
    it('rewrites the pinned counts', async () => {
      const pins: Record<string, Record<string, number>> = {};
      for (const f of scenarioFiles) pins[f] = await outcomeCounts(configPath('scenarios', f));
      writeFileSync(PIN_FILE, `${JSON.stringify(pins, null, 2)}\n`);
    });
    return;
  }
  const pins = JSON.parse(readFileSync(PIN_FILE, 'utf8')) as Record<string, Record<string, number>>;
  it('pins every bundled scenario', () => {
    expect(Object.keys(pins).sort()).toEqual(scenarioFiles);
  });
  for (const f of scenarioFiles) {
    it(f, async () => {
      expect(await outcomeCounts(configPath('scenarios', f))).toEqual(pins[f]);
    });
  }
});
