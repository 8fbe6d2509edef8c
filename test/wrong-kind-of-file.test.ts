/**
 * Files of the wrong kind (issue: "Wrong kind of file"): every command that reads a file names the
 * kind it was given and the kind it takes, exit 2, one paragraph, instead of schema errors about
 * the file's fields. One case per pair (command × file kind it does not take).
 */
import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { packageRoot } from '../src/core/paths.js';
import { fileKindErrors } from '../src/cli/load/file-kind-messages.js';
import { detectFileKind, type FileKind } from '../src/cli/load/file-kind.js';
import { salvoInProcess } from './support/salvo-in-process.js';

const root = packageRoot();
const dir = mkdtempSync(join(tmpdir(), 'salvo-kind-'));
const at = (...parts: string[]) => join(root, 'configs', ...parts);
const write = (name: string, text: string) => {
  const file = join(dir, name);
  writeFileSync(file, text);
  return file;
};

/** One file of each kind (results and shards written by salvo itself in beforeAll). */
const files: Record<string, string> = {
  scenario: at('scenarios', 'ti4-dreadnought-duel.yaml'),
  armadaScenario: at('scenarios', 'armada-boarding.yaml'),
  fleets: at('fleets', 'ti4-equal-cost.yaml'),
  armadaFleets: at('fleets', 'armada-sample-30.yaml'),
  field: write('field.yaml', 'game: ti4\nfleets:\n  - "2 dreadnought, carrier, 4 fighter"\n  - "6 cruiser"\n'),
  catalog: at('armada', 'sample-catalog.yaml'),
  deck: at('titanium', 'tactic-deck.yaml'),
  fleet: write('fleet.yaml', 'faction: sol\nships:\n  - { ship: sol-frigate }\n'),
  strategies: write('strategies.yaml', 'game: armada\nstrategy:\n  policies: { orders: crew-orders }\n'),
  baseline: write('baseline.json', '{ "kind": "baseline", "game": "ti4", "entries": [] }\n'),
  result: join(dir, 'result.json'),
  shard: join(dir, 'shard.json'),
};

beforeAll(async () => {
  expect((await salvoInProcess('run', files.scenario, '-n', '200', '--threads', '1', '--out', files.result)).code).toBe(0);
  expect((await salvoInProcess('run', files.scenario, '-n', '200', '--threads', '1', '--shard', '1/2', '--out', files.shard)).code).toBe(0);
});

describe('detectFileKind', () => {
  const cases: [unknown, FileKind | undefined][] = [
    [{ game: 'ti4', attacker: {}, defender: {} }, 'scenario'],
    [{ game: 'titanium-game', players: [] }, 'scenario'],
    [{ game: 'ti4', fleets: [{ name: 'a', units: {} }, { name: 'b', units: {} }] }, 'fleets'],
    [{ game: 'ti4', fleets: ['6 cruiser', { units: {} }] }, 'field'],
    [{ game: 'armada', strategy: { policies: {} } }, 'strategies'],
    [{ kind: 'run', game: 'ti4' }, 'result'],
    [{ kind: 'shard', game: 'ti4' }, 'shard'],
    [{ kind: 'baseline' }, 'baseline'],
    [{ ships: {}, crew: {} }, 'catalog'],
    [{ units: { dreadnought: { cost: 3 } } }, 'catalog'],
    [{ faction: 'sol', ships: [] }, 'fleet'],
    [{ name: 'nothing we know' }, undefined],
    [{ kind: 'simulation', game: 'ti4', attacker: {} }, undefined],
    [[1, 2], undefined],
  ];
  it.each(cases)('%j is %s', (raw, kind) => {
    expect(detectFileKind(raw)?.kind).toBe(kind);
  });
});

/** [command line with FILE in place of the file, the file given, its words, the command, what it takes]. */
const pairs: [string[], string, string, string, FileKind[]][] = [
  [['matrix', 'FILE'], 'scenario', 'a ti4 scenario', 'salvo matrix', ['fleets']],
  [['matrix', 'FILE'], 'field', 'a ti4 optimizer field file', 'salvo matrix', ['fleets']],
  [['matrix', 'FILE'], 'result', 'a ti4 run result', 'salvo matrix', ['fleets']],
  [['matrix', 'FILE'], 'catalog', 'an Armada catalog', 'salvo matrix', ['fleets']],
  [['matrix', 'FILE'], 'strategies', 'an armada strategies file', 'salvo matrix', ['fleets']],
  [['run', 'FILE'], 'fleets', 'a ti4 fleets file', 'salvo run', ['scenario']],
  [['run', 'FILE'], 'result', 'a ti4 run result', 'salvo run', ['scenario']],
  [['run', 'FILE'], 'shard', 'a ti4 shard file', 'salvo run', ['scenario']],
  [['run', 'FILE'], 'baseline', 'a ti4 balance baseline', 'salvo run', ['scenario']],
  [['run', 'FILE'], 'catalog', 'an Armada catalog', 'salvo run', ['scenario']],
  [['run', 'FILE'], 'field', 'a ti4 optimizer field file', 'salvo run', ['scenario']],
  [['replay', 'FILE', '--battle', '1'], 'fleets', 'a ti4 fleets file', 'salvo replay', ['scenario']],
  [['strategy', 'FILE'], 'armadaFleets', 'an armada fleets file', 'salvo strategy', ['scenario']],
  [['report', 'FILE'], 'scenario', 'a ti4 scenario', 'salvo report', ['result', 'baseline', 'shard']],
  [['report', 'FILE'], 'fleets', 'a ti4 fleets file', 'salvo report', ['result', 'baseline', 'shard']],
  [['merge', 'FILE'], 'result', 'a ti4 run result', 'salvo merge', ['shard']],
  [['merge', 'FILE'], 'scenario', 'a ti4 scenario', 'salvo merge', ['shard']],
  [['optimize', 'ti4', '--resources', '6', '--fleet-supply', '3', '--field', 'FILE'], 'scenario', 'a ti4 scenario', 'salvo optimize --field', ['field', 'fleets']],
  [['optimize', 'ti4', '--resources', '6', '--fleet-supply', '3', '--field', 'FILE'], 'shard', 'a ti4 shard file', 'salvo optimize --field', ['field', 'fleets']],
  [['check', '--baseline', 'FILE'], 'scenario', 'a ti4 scenario', 'salvo check --baseline', ['baseline']],
  [['check', '--baseline', 'FILE'], 'result', 'a ti4 run result', 'salvo check --baseline', ['baseline']],
  [['armada', 'check', 'FILE'], 'armadaScenario', 'an armada scenario', 'salvo armada check', ['fleet']],
  [['armada', 'check', 'FILE'], 'catalog', 'an Armada catalog', 'salvo armada check', ['fleet']],
  [['cost', 'armada', '--catalog', 'FILE'], 'armadaFleets', 'an armada fleets file', '--catalog', ['catalog', 'fleet']],
  [['cost', 'armada', '--strategies', 'FILE'], 'armadaScenario', 'an armada scenario', '--strategies', ['strategies']],
  [['cost', 'titanium', '--deck', 'FILE'], 'scenario', 'a ti4 scenario', '--deck', ['catalog', 'fleet']],
  [['cost', 'titanium', '--card', 'destroyer', '--scenario', 'FILE'], 'fleets', 'a ti4 fleets file', 'salvo cost titanium --card --scenario', ['scenario']],
];

describe('a file of another kind: what it is and what the command takes (exit 2)', () => {
  it.each(pairs)('salvo %j given a %s', async (line, kind, words, command, takes) => {
    const file = files[kind];
    const out = join(dir, `never-${kind}.json`);
    // Commands that write a file are given --out, to see that nothing is written.
    const writes = !['replay', 'armada'].includes(line[0]);
    const r = await salvoInProcess(...line.map((a) => (a === 'FILE' ? file : a)), ...(writes ? ['--out', out] : []));
    expect(r.code).toBe(2);
    const expected = fileKindErrors.wrongKind('WHERE', { kind: kind.replace(/^armada(.)/, (_, c: string) => c.toLowerCase()) as FileKind, words }, takes, command).message.replace(/^WHERE: /, '');
    expect(r.stderr).toContain(expected);
    expect(r.stderr).not.toMatch(/\n\s+at /);
    expect(existsSync(out)).toBe(false);
  });
});
