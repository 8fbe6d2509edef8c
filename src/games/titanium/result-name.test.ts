/**
 * A Conquest result carries the scenario's name when the scenario has one, and no name when it has
 * none (result.ts; docs/architecture.md, "Results").
 */
import { describe, expect, it } from 'vitest';
import { withFiles } from '../../../test/support/bundled-data.js';
import { chunkStream } from '../../core/rng.js';
import { createTally } from '../../core/tally.js';
import { compileTitanium } from './compile.js';
import { ConquestSimulator } from './conquest.js';
import { titanium } from './game.js';
import type { TitaniumResult } from './result.js';
import { parseTitaniumScenario } from './scenario.js';

function resultOf(extra: object): TitaniumResult {
  const raw = { game: 'titanium', ...extra, players: [{ name: 'A', fleet: ['cruiser'] }, { name: 'B', fleet: ['cruiser'] }] };
  const scenario = parseTitaniumScenario(withFiles('titanium', raw), 'test.yaml');
  const plan = compileTitanium(scenario);
  const tally = createTally(plan.tallySize);
  new ConquestSimulator(plan).run(chunkStream(1, 0), tally, 10, null);
  return titanium.summarize(scenario, plan, tally, { seed: 1, chunkSize: 10, chunks: 1, threads: 1, wallSeconds: 0, startedAt: 'test' }) as TitaniumResult;
}

describe('the name of a Conquest result', () => {
  it('is the scenario\'s name when it has one', () => {
    expect(resultOf({ name: 'Cruiser duel' }).name).toBe('Cruiser duel');
  });

  it('is absent when the scenario has none', () => {
    expect('name' in resultOf({})).toBe(false);
  });
});
