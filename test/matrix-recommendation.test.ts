/**
 * Matrix and optimizer outputs (issue: "Designer and player outputs"): no ranking from an
 * incomplete set of opponents — a pairing with a shared unique ship is played with the unique rule
 * per fleet and stated — and a last line that says which fleet to bring and what the equilibrium plays.
 */
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { recommendation } from '../src/analysis/format.js';
import type { MatrixResult, OptimizeResult } from '../src/analysis/types.js';
import { salvoInProcess as salvo } from './support/salvo-in-process.js';

const dir = mkdtempSync(join(tmpdir(), 'salvo-matrix-'));
const fleets = join(dir, 'unique.yaml');
writeFileSync(fleets, `game: armada
options: { pointLimit: 30 }
fleets:
  - { name: Orion A, fleet: { faction: sol, ships: [{ ship: fss-orion }, { ship: sol-frigate }] } }
  - { name: Orion B, fleet: { faction: sol, ships: [{ ship: fss-orion }, { ship: sol-cruiser }] } }
  - { name: Raiders, fleet: { faction: sardakk, ships: [{ ship: sardakk-raider }, { ship: sardakk-raider }, { ship: sardakk-raider }] } }
`);

describe('salvo matrix: every fleet meets every other', () => {
  it('a shared unique ship is played per fleet for that pairing and stated; the last line recommends a fleet', async () => {
    const out = join(dir, 'matrix.json');
    const r = await salvo('matrix', fleets, '-n', '300', '--threads', '1', '--out', out);
    expect(r.code).toBe(0);
    const result = JSON.parse(readFileSync(out, 'utf8')) as MatrixResult;
    for (const row of result.winRate) for (const cell of row) expect(Number.isFinite(cell.p)).toBe(true);
    expect(result.notes).toEqual(['Orion A vs Orion B: both carry the unique ship fss-orion (000, "Ship Disks": unique per game) — played with unique ships per fleet for this pairing']);
    expect(r.stdout).not.toContain('—  ');
    const mean = result.score.map((row, i) => row.reduce((t, s, j) => (j === i ? t : t + s.p), 0) / 2);
    const best = result.fleets[mean.indexOf(Math.max(...mean))];
    const last = r.stdout.trimEnd().split('\n').at(-1)!;
    expect(last).toMatch(new RegExp(`^bring ${best}: best against the field \\(mean score [\\d.]+% against the other 2\\); against an unknown opponent the equilibrium plays `));
    expect(r.stdout).toContain('how often to bring each fleet when the opponent knows the mix and answers it best');
  });
});

describe('the recommendation line', () => {
  it('names the best fleet and the equilibrium mix, heaviest first, leaving out unplayed fleets', () => {
    expect(recommendation('X', 'best against the field (81.7%)', ['Y', 'X', 'Z'], [0.4, 0.6, 0])).toBe('bring X: best against the field (81.7%); against an unknown opponent the equilibrium plays X 60%, Y 40%.');
  });

  it('salvo optimize ends with it: the top fleet and the round robin equilibrium', async () => {
    const out = join(dir, 'optimize.json');
    const r = await salvo('optimize', 'ti4', '-r', '6', '-f', '2', '--vs', '2 destroyer, pds', '--top', '3', '--threads', '1', '--out', out);
    expect(r.code).toBe(0);
    const result = JSON.parse(readFileSync(out, 'utf8')) as OptimizeResult;
    const last = r.stdout.trimEnd().split('\n').at(-1)!;
    expect(last).toBe(recommendation(result.top[0].name, `best against the field (${(result.top[0].winRate.p * 100).toFixed(1)}%)`, result.finalists.names, result.finalists.equilibrium.mix));
    expect(r.stdout).toContain('equilibrium = the round robin\'s maximin mix of the top fleets');
  });
});
