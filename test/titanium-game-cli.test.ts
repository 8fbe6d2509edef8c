/**
 * Whole Titanium Wars games from the command line (run in-process; `npm run build` first for the worker threads):
 * `salvo run` and `salvo replay` on a whole-game scenario, `salvo cost titanium --card`, and the
 * messages of their mistakes (exit 2, no stack trace).
 */
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { salvoInProcessIn } from './support/salvo-in-process.js';
import { describe, expect, it } from 'vitest';
import { packageRoot } from '../src/core/paths.js';

const root = packageRoot();
const games = join(root, 'configs', 'games', 'titanium-three-players.yaml');
const dir = mkdtempSync(join(tmpdir(), 'salvo-titanium-game-'));

/** The command line run in-process in `dir` (test/support/salvo-in-process.ts): no node start per call. */
const salvo = (...args: string[]) => salvoInProcessIn(dir, ...args);

describe('whole games on the command line', () => {
  it('salvo run prints who wins by seat, leader and purchase policy, and writes the result', async () => {
    const out = join(dir, 'games.json');
    const r = await salvo('run', games, '--battles', '600', '--threads', '1', '--chunk-size', '100', '--out', out);
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('first-seat advantage');
    expect(r.stdout).toMatch(/purchase policy\s+games\s+win rate/);
    const result = JSON.parse(readFileSync(out, 'utf8'));
    expect(Object.keys(result.outcomes)).toEqual(['Economist', 'Admiral', 'Scientist', 'nobody']);
    expect(result.scenario.catalogs.leaders).toEqual({ name: 'Sample leaders (8)', sample: true, source: 'sample' });
  });

  it('salvo replay shows one game turn by turn', async () => {
    const r = await salvo('replay', games, '--seed', '3', '--battle', '5');
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/Turn 1 — 1st player /);
    expect(r.stdout).toMatch(/Result: (\w+ wins|nobody wins) after \d+ turns/);
  });

  it('salvo cost titanium --card prices a card in credits with an interval', async () => {
    const r = await salvo('cost', 'titanium', '--card', 'destroyer', '--battles', '200', '--threads', '1', '--json');
    expect(r.code).toBe(0);
    const result = JSON.parse(r.stdout);
    expect(result.kind).toBe('cost');
    expect(result.items[0]).toMatchObject({ item: 'destroyer', listedCost: 900 });
    expect(result.items[0].lo).toBeLessThanOrEqual(result.items[0].equivalentCost);
    expect(result.items[0].hi).toBeGreaterThanOrEqual(result.items[0].equivalentCost);
  });

  it('refuses mistakes with exit 2 and a clear message', async () => {
    const typo = await salvo('cost', 'titanium', '--card', 'destroyr', '--battles', '100');
    expect(typo.code).toBe(2);
    expect(typo.stderr).toContain('--card: unknown Arsenal card "destroyr" — expected a unit, upgrade or building key. Did you mean "destroyer"?');
    const other = await salvo('cost', 'ti4', '--card', 'destroyer');
    expect(other.code).toBe(2);
    expect(other.stderr).toContain('--card: prices cards of Titanium Wars (credits, over whole games) and TI: Armada (points, on a host ship) only');
    const bad = join(dir, 'bad-game.yaml');
    writeFileSync(bad, 'game: titanium-game\nplayers:\n  - { name: A, leader: lord-jon }\n  - { name: B }\n');
    const r = await salvo('run', bad, '--battles', '10');
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('players.0.leader: unknown leader "lord-jon"');
    expect(r.stderr).toContain('Did you mean "lord-john"?');
    expect(r.stderr).not.toContain('    at ');
  });
});
