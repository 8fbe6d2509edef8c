/**
 * `salvo strategy` (docs/strategy.md) from the command line, in-process: the same seed gives the
 * same search on 1 and 2 threads; on TI4 fights the best responses are never worse than the
 * written play and the exact solver confirms their value where it applies; mistakes exit 2.
 */
import { mkdtempSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { packageRoot } from '../src/core/paths.js';
import { salvoInProcess } from './support/salvo-in-process.js';

const root = packageRoot();
const dir = mkdtempSync(join(tmpdir(), 'salvo-strategy-'));
const benchFight = join(root, 'bench', 'scenarios', 'ti4-fleet-vs-warsun.yaml');
const scenario = (name: string) => join(root, 'configs', 'scenarios', `${name}.yaml`);

interface SeatJson {
  name: string;
  change: string;
  gain: { mean: number; lo: number; hi: number };
  exact?: { written: number; best: number; gain: number };
}

async function search(file: string, ...args: string[]) {
  const r = await salvoInProcess('strategy', file, '--budget', '200000', '--no-progress', '--json', ...args);
  expect(r.stderr).toBe('');
  expect(r.code).toBe(0);
  return JSON.parse(r.stdout) as { kind: string; seats: SeatJson[]; exploitability: { mean: number }; threads: number; wallSeconds: number; games: number };
}

describe('salvo strategy', () => {
  it('the same seed gives the same search on 1 and 2 threads', async () => {
    const one = await search(benchFight, '--threads', '1', '--seed', '7');
    const two = await search(benchFight, '--threads', '2', '--seed', '7');
    expect(one.kind).toBe('strategy');
    const strip = (r: typeof one) => ({ ...r, threads: 0, wallSeconds: 0 });
    expect(strip(two)).toEqual(strip(one));
  });

  it('TI4: best responses are no worse than the written play, and the exact solver confirms them', async () => {
    const files = [benchFight, ...['ti4-fleet-vs-warsun', 'ti4-faction-jol-nar', 'ti4-faction-naalu', 'ti4-faction-mahact', 'ti4-faction-nomad', 'ti4-faction-titans', 'ti4-damaged-dreadnoughts'].map(scenario)];
    const exactGains: Record<string, number> = {};
    for (const file of files) {
      const result = await search(file, '--threads', '1');
      for (const seat of result.seats) {
        // The confirmation runs on fresh seeds: a response that is worse would show a gain below 0.
        expect(seat.gain.hi, `${file} ${seat.name}`).toBeGreaterThanOrEqual(0);
        if (seat.exact) {
          expect(seat.exact.best, `${file} ${seat.name}`).toBeGreaterThanOrEqual(seat.exact.written - 1e-9);
          exactGains[`${file.split('/').pop()} ${seat.name}`] = seat.exact.gain;
        }
      }
    }
    // Two fights where the written hit assignment is worse than a legal alternative, exactly:
    // keeping the carrier alive (the bundled fleet-vs-warsun), and losing units before sustaining (damaged dreadnoughts).
    expect(exactGains['ti4-fleet-vs-warsun.yaml attacker']).toBeGreaterThan(0.01);
    expect(exactGains['ti4-damaged-dreadnoughts.yaml defender']).toBeGreaterThan(0.05);
  });

  it('prints the best response as YAML that runs', async () => {
    const r = await salvoInProcess('strategy', benchFight, '--budget', '100000', '--no-progress', '--threads', '1');
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/Exploitability of the written strategies: \+[\d.]+/);
    const yaml = r.stdout.slice(r.stdout.indexOf('# '));
    const file = join(dir, 'best.yaml');
    writeFileSync(file, yaml);
    const run = await salvoInProcess('run', file, '--battles', '1000', '--threads', '1');
    expect(run.code).toBe(0);
  });

  it('refuses mistakes with exit 2 and writes nothing', async () => {
    const out = join(dir, 'never.json');
    const zero = await salvoInProcess('strategy', benchFight, '--budget', '0', '--out', out);
    expect(zero.code).toBe(2);
    expect(zero.stderr).toContain('--budget');
    expect(zero.stderr).not.toMatch(/\n\s+at /);
    const conquest = await salvoInProcess('strategy', scenario('titanium-three-vs-three'), '--out', out);
    expect(conquest.code).toBe(2);
    expect(conquest.stderr).toContain('has no strategy search');
    const bad = join(dir, 'bad-policy.yaml');
    writeFileSync(bad, 'game: titanium-game\nplayers:\n  - { name: A, policies: { purchase: hoard } }\n  - { name: B }\n');
    const unknown = await salvoInProcess('strategy', bad, '--out', out);
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toContain('players.0.policies.purchase');
    expect(existsSync(out)).toBe(false);
  });

  it('analyses take a strategies file of their game, and refuse one of another game', async () => {
    const armadaFile = join(dir, 'armada-strategies.yaml');
    writeFileSync(armadaFile, 'game: armada\nstrategy:\n  policies: { boarding: off }\nexploitability: 0.02\n');
    const titaniumFile = join(dir, 'titanium-strategies.yaml');
    writeFileSync(titaniumFile, 'game: titanium-game\nstrategy:\n  policies: { purchase: fleet-first }\n');
    const out = join(dir, 'cost.json');
    const cost = await salvoInProcess('cost', 'armada', '--items', 'sol-frigate', '--battles', '500', '--threads', '1', '--strategies', armadaFile, '--json');
    expect(cost.code).toBe(0);
    expect(JSON.parse(cost.stdout).policies).toMatchObject({ boarding: 'off' });
    expect(JSON.parse(cost.stdout).strategies).toEqual({ file: armadaFile, strategy: { policies: { boarding: 'off' } }, exploitability: 0.02 });
    const other = await salvoInProcess('cost', 'armada', '--items', 'sol-frigate', '--strategies', titaniumFile, '--out', out);
    expect(other.code).toBe(2);
    expect(other.stderr).toContain(`--strategies ${titaniumFile}: game: is a strategies file for titanium-game`);
    const notOne = await salvoInProcess('matrix', join(root, 'configs', 'fleets', 'armada-sample-30.yaml'), '--strategies', benchFight, '--out', out);
    expect(notOne.code).toBe(2);
    // A scenario is named as one (src/cli/load/file-kind.ts).
    expect(notOne.stderr).toContain('this is a ti4 scenario; --strategies takes a strategies file');
    const optimize = await salvoInProcess('optimize', 'ti4', '--resources', '6', '--fleet-supply', '3', '--strategies', armadaFile, '--out', out);
    expect(optimize.code).toBe(2);
    expect(optimize.stderr).toContain('is a strategies file for armada');
    const badPolicy = join(dir, 'bad-strategies.yaml');
    writeFileSync(badPolicy, 'game: armada\nstrategy:\n  policies: { boarding: sometimes }\n');
    const bad = await salvoInProcess('cost', 'armada', '--items', 'sol-frigate', '--strategies', badPolicy, '--out', out);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain('boarding');
    expect(existsSync(out)).toBe(false);
  });

  it('TI4 analyses play a strategies file\'s hit assignment on every side; other fields are refused', async () => {
    const out = join(dir, 'ti4-never.json');
    const file = join(dir, 'ti4-strategies.yaml');
    writeFileSync(file, 'game: ti4\nstrategy:\n  sustainFirst: false\n  units: { dreadnought: 9 }\nexploitability: 0.01\n');
    const args = ['cost', 'ti4', '--items', 'dreadnought', '--baseline', 'fighter,fighter', '--battles', '4000', '--threads', '1', '--json'];
    const written = JSON.parse((await salvoInProcess(...args)).stdout);
    const played = await salvoInProcess(...args, '--strategies', file);
    expect(played.code).toBe(0);
    const result = JSON.parse(played.stdout);
    expect(result.strategies).toEqual({ file, strategy: { sustainFirst: false, units: { dreadnought: 9 } }, exploitability: 0.01 });
    // The side block's units are not a policy: only the hit assignment is played.
    expect(result.policies).toEqual({ sustainFirst: false });
    // Losing the fighters before using the dreadnoughts' Sustain Damage makes them worth less.
    const value = (r: { items: { item: string; equivalentCost: number }[] }) => r.items.find((i) => i.item === 'dreadnought')!.equivalentCost;
    expect(value(result)).toBeLessThan(value(written));
    const bad = await salvoInProcess('cost', 'ti4', '--items', 'dreadnought', '--policies', '{"effectPolicies":{"x":"y"}}', '--out', out);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain('--policies: effectPolicies: unknown policy "effectPolicies"');
    expect(existsSync(out)).toBe(false);
  });
});
