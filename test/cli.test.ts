/**
 * The CLI end to end, as a user runs it: the built `salvo` binary, exit codes, messages, files.
 * Bad input ends with exit code 2, a one-paragraph message (where, what, expected, hint), no stack
 * trace and no output file (docs/architecture.md, "Errors").
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { packageRoot } from '../src/core/paths.js';
import { salvoInProcess } from './support/salvo-in-process.js';

const root = packageRoot();
const bin = join(root, 'dist', 'src', 'cli', 'main.js');
const duel = join(root, 'configs', 'scenarios', 'ti4-dreadnought-duel.yaml');
const dir = mkdtempSync(join(tmpdir(), 'salvo-cli-'));

function salvo(...args: string[]) {
  const r = spawnSync(process.execPath, [bin, ...args], { cwd: dir, encoding: 'utf8' });
  return { code: r.status, stdout: r.stdout, stderr: r.stderr };
}

function scenarioFile(name: string, text: string): string {
  const file = join(dir, name);
  writeFileSync(file, text);
  return file;
}

const sides = (attacker: string, defender = '{ warsun: 1 }') => `game: ti4\nattacker:\n  units: ${attacker}\ndefender:\n  units: ${defender}\n`;

describe('salvo run', () => {
  it('prints a readable table and writes JSON with the result contract', () => {
    const out = join(dir, 'duel.json');
    const r = salvo('run', duel, '--battles', '20000', '--threads', '1', '--out', out);
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/attacker wins\s+\d+\.\d+%\s+\[/);
    const result = JSON.parse(readFileSync(out, 'utf8'));
    expect(Object.keys(result)).toEqual(expect.arrayContaining(['kind', 'game', 'method', 'battles', 'seed', 'chunkSize', 'costUnit', 'sides', 'outcomes', 'survivors', 'lost', 'efficiency', 'length', 'policies', 'provenance']));
    expect(result.kind).toBe('run');
    expect(result.costUnit).toBe('resources');
    expect(result.sides).toEqual([{ name: 'attacker', win: 'attackerWin' }, { name: 'defender', win: 'defenderWin' }]);
    expect(result.length.unit).toBe('rounds');
    expect(result.length.histogram.reduce((a: number, b: number) => a + b, 0)).toBeCloseTo(1, 9);
    expect(Object.keys(result.outcomes)).toEqual(['attackerWin', 'draw', 'defenderWin', 'roundCap', 'attackerRetreat', 'defenderRetreat']);
    expect(result.outcomes.attackerWin).toEqual({ p: expect.any(Number), lo: expect.any(Number), hi: expect.any(Number) });
    expect(result.survivors.attacker.dreadnought).toHaveLength(2);
    expect(result.lost.defender).toEqual({ mean: expect.any(Number), se: expect.any(Number) });
    expect(Object.keys(result.provenance)).toEqual(expect.arrayContaining(['version', 'node', 'threads', 'wallSeconds', 'startedAt']));
    expect(result.battles).toBe(20000);
  });

  it('--json prints the same JSON on stdout', () => {
    const r = salvo('run', duel, '--battles', '5000', '--threads', '1', '--json');
    expect(r.code).toBe(0);
    expect(JSON.parse(r.stdout).game).toBe('ti4');
  });

  it('--precision runs until the intervals are narrow enough', () => {
    const r = salvo('run', duel, '--precision', '0.005', '--threads', '1', '--json');
    const result = JSON.parse(r.stdout);
    for (const e of Object.values(result.outcomes) as { lo: number; hi: number }[]) expect((e.hi - e.lo) / 2).toBeLessThanOrEqual(0.005);
    expect(result.precision).toBe(0.005);
  });
});

describe('salvo ti4 and replay', () => {
  it('accepts plain words, plurals and II upgrades', () => {
    const r = salvo('ti4', '--attacker', '2 dreadnought II, carrier, 4 fighters', '--defender', 'warsun, 2 destroyers', '--battles', '5000', '--threads', '1', '--json');
    expect(r.code).toBe(0);
    const result = JSON.parse(r.stdout);
    expect(result.scenario.attacker.units).toEqual({ carrier: 1, dreadnought: 2, fighter: 4 });
    expect(result.scenario.attacker.upgrades).toEqual(['dreadnought']);
  });

  it('replay prints every roll and assignment and the outcome', () => {
    const r = salvo('replay', duel, '--seed', '3', '--battle', '12');
    expect(r.code).toBe(0);
    // The duel's rolls come from state tables (docs/scenario-format.md): the trace shows each roll's hits, not faces.
    expect(r.stdout).toMatch(/attacker space combat: \d+ hits? \(drawn from the hit distribution of its units, state tables\)/);
    expect(r.stdout).toMatch(/attacker assigns \d+ hits?/);
    expect(r.stdout).toMatch(/Result: (attackerWin|draw|defenderWin)/);
  });

  it('--help shows examples', async () => {
    expect((await salvoInProcess('ti4', '--help')).stdout).toMatch(/Examples:/);
    expect((await salvoInProcess('--help')).stdout).toMatch(/run <scenario>/);
  });
});

/** The same command line as the binary runs (src/cli/cli.ts), in this process to spare a node start per case. */
describe('bad input: exit 2, a clear message, no stack, nothing written', () => {
  const out = () => join(dir, `should-not-exist-${Math.random().toString(36).slice(2)}.json`);
  const cases: [string, () => string[], RegExp][] = [
    ['missing file', () => ['run', join(dir, 'nope.yaml')], /nope\.yaml: file not found — expected an existing YAML or JSON file\. Check the path/],
    ['YAML syntax error', () => ['run', scenarioFile('syntax.yaml', 'game: ti4\nattacker:\n  units: { dreadnought: 2\ndefender:\n  units: {warsun: 1}\n')], /syntax\.yaml:4:1: YAML syntax error at line 4, column 1: /],
    ['unknown unit', () => ['run', scenarioFile('unknown.yaml', sides('{ dreadnougt: 2 }'))], /attacker\.units\.dreadnougt: unknown unit "dreadnougt" — expected one of carrier, .*Did you mean "dreadnought"\?/],
    ['negative count', () => ['run', scenarioFile('negative.yaml', sides('{ dreadnought: -1 }'))], /attacker\.units\.dreadnought: value out of range — got -1, expected a whole number of units >= 0/],
    ['fractional count', () => ['run', scenarioFile('fraction.yaml', sides('{ dreadnought: 1.5 }'))], /attacker\.units\.dreadnought: wrong type — got 1\.5, expected a whole number of units/],
    ['a side with no units', () => ['run', scenarioFile('nounits.yaml', sides('{ dreadnought: 1 }', '{ warsun: 0 }'))], /defender\.units: the defender has no units/],
    ['--battles 0', () => ['run', duel, '--battles', '0'], /--battles: must be a whole number of at least 1 — got 0/],
    ['--threads 0', () => ['run', duel, '--threads', '0'], /--threads: must be a whole number from 1 to 256 — got 0/],
    ['--battles with --precision', () => ['run', duel, '--battles', '100', '--precision', '0.01'], /--battles\/--precision: give one of the two, not both/],
    ['unwritable --out (no such folder)', () => ['run', duel, '--battles', '100', '--out', join(dir, 'no', 'such', 'x.json')], /--out .*x\.json: folder .* does not exist/],
    ['--out naming a folder', () => ['run', duel, '--battles', '100', '--out', dir], /--out .*: is a folder/],
    ['a missing catalog file', () => ['run', scenarioFile('armada-catalog.yaml', 'game: armada\ncatalog: nope-catalog.yaml\nfirst: { fleet: { faction: sol, ships: [{ ship: sol-frigate }] } }\nsecond: { fleet: { faction: sol, ships: [{ ship: sol-frigate }] } }\n')], /armada-catalog\.yaml: catalog: file not found — got "nope-catalog\.yaml" \(.*nope-catalog\.yaml\), expected an existing YAML or JSON file\. A path is relative to the folder of armada-catalog\.yaml, or under configs\//],
  ];
  for (const [name, args, message] of cases) {
    it(name, async () => {
      const given = args();
      const file = given.includes('--out') ? given[given.indexOf('--out') + 1] : out();
      const r = await salvoInProcess(...given, ...(given.includes('--out') ? [] : ['--out', file]));
      expect(r.code).toBe(2);
      expect(r.stderr).toMatch(message);
      expect(r.stderr).not.toMatch(/\n\s+at /);
      expect(r.stderr.trim().split('\n')).toHaveLength(1);
      expect(r.stdout).toBe('');
      if (file !== dir) expect(existsSync(file)).toBe(false);
    });
  }
});
