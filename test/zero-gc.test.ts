/**
 * The hot loops allocate nothing per battle (docs/architecture.md, "The Game interface": "No allocation
 * per battle"). For one bundled scenario per game, 200,000 battles run on the built code after a
 * warm-up (so the optimiser has settled and the policies' bounded caches have filled), and the
 * minor (young-generation) collections that start meanwhile are counted (support/count-minor-gcs.ts,
 * a PerformanceObserver in a process of its own, on the built code as users run it). Needs
 * `npm run build` first, as `npm run test:e2e` does (test/e2e-tests.ts: not part of `npm test`).
 */
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { configPath, packageRoot } from '../src/core/paths.js';

const WARM_UP = 60_000;
const BATTLES = 200_000;
/**
 * Optimise on the main thread, so that the count does not depend on the machine's load: with the
 * compiler on a thread of its own, code that deoptimises on a branch first taken in the measured run
 * stays unoptimised (boxing numbers) for as long as that thread waits for a core — under CI's load
 * long enough for six scavenges in Armada, where a quiet machine has none.
 */
const SYNCHRONOUS_OPTIMISATION = ['--no-concurrent-recompilation'];
/**
 * A young generation of 1 MB (semi-space), so that garbage shows up as scavenges soon: with the
 * default (it grows to 16 MB) `new Array(8)` per battle gives only 2 or 3 over the run.
 */
const NODE_FLAGS = ['--max-semi-space-size=1', ...SYNCHRONOUS_OPTIMISATION];
/**
 * One stray scavenge is tolerated. `new Array(8)` per battle gives 21 or 22 in each game, and
 * Titanium's boxed scores and subarray views before they were removed gave 24.
 */
const MAX_MINOR_GCS = 1;
const probe = join(packageRoot(), 'dist', 'test', 'support', 'count-minor-gcs.js');

describe(`no minor GC over ${BATTLES.toLocaleString('en')} battles in the hot loop`, () => {
  for (const [game, file] of [['TI4', 'ti4-tactical-take-planet.yaml'], ['Armada', 'armada-sol-vs-letnev.yaml'], ['Titanium Wars', 'titanium-three-vs-three.yaml']]) {
    it(`${game}: ${file}`, () => {
      const out = execFileSync(process.execPath, [...NODE_FLAGS, probe, configPath('scenarios', file), String(WARM_UP), String(BATTLES)], { encoding: 'utf8' });
      const { minor, battles } = JSON.parse(out) as { minor: number; battles: number };
      expect(battles).toBe(BATTLES);
      expect(minor).toBeLessThanOrEqual(MAX_MINOR_GCS);
    });
  }
  // The Armada table model's battles are some 20 times longer than a brawl's (geometry, movement and
  // heading search): 10,000 of them after 2,000 to warm up. Before its doubles went through typed
  // arrays instead of call arguments (table/table-state.ts, TableState.probe) this probe counted 158
  // scavenges over 20,000 of them.
  // Finders Keepers adds the derelict's claimers, teleports and Boarding step to the same loop.
  for (const file of ['armada-table-kite.yaml', 'armada-table-finders-keepers.yaml']) {
    it(`Armada table model: ${file} (10,000 battles)`, () => {
      const out = execFileSync(process.execPath, [...NODE_FLAGS, probe, configPath('scenarios', file), '2000', '10000'], { encoding: 'utf8' });
      const { minor, battles } = JSON.parse(out) as { minor: number; battles: number };
      expect(battles).toBe(10_000);
      expect(minor).toBeLessThanOrEqual(MAX_MINOR_GCS);
    });
  }
  // Whole games are some 1,000 times longer than a battle: 20,000 of them after 2,000 to warm up.
  it('Titanium Wars whole games: games/titanium-three-players.yaml (20,000 games)', () => {
    const out = execFileSync(process.execPath, [...NODE_FLAGS, probe, configPath('games', 'titanium-three-players.yaml'), '2000', '20000'], { encoding: 'utf8' });
    const { minor, battles } = JSON.parse(out) as { minor: number; battles: number };
    expect(battles).toBe(20_000);
    expect(minor).toBeLessThanOrEqual(MAX_MINOR_GCS);
  });
});
