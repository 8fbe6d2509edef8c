/**
 * Pure parsing (docs/architecture.md, "Layers"): the CLI loader (src/cli/load/) reads every file a
 * scenario or a command names, and the bundled defaults; games and analysis read none, and the
 * Armada what-if changes a copy of its catalog in memory instead of writing a temporary file.
 */
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadFleetsFile } from '../src/cli/load/fleets-file.js';
import { readFieldFile } from '../src/cli/load/field-file.js';
import { loadScenarioFile } from '../src/cli/scenario-file.js';
import { configPath, packageRoot } from '../src/core/paths.js';
import type { ArmadaScenario } from '../src/games/armada/scenario.js';
import { armada } from '../src/games/armada/game.js';
import type { TitaniumScenario } from '../src/games/titanium/scenario.js';
import { titanium } from '../src/games/titanium/game.js';
import { defaultAdapter, sampleCatalogFile } from './support/bundled-data.js';
import { tempFolder } from './support/files.js';

const root = packageRoot();
const sampleCatalogText = readFileSync(configPath('armada', 'sample-catalog.yaml'), 'utf8');
const frigate = '{ faction: sol, ships: [{ ship: sol-frigate }] }';

/** Every .ts file under a folder of the repository, relative to it. */
function sourceFiles(folder: string): string[] {
  const found: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (entry.name.endsWith('.ts')) found.push(relative(root, path));
    }
  };
  walk(join(root, folder));
  return found;
}

describe('games and analysis read no file', () => {
  it('no module of src/games or src/analysis imports node:fs, core/load or core/paths (tests aside)', () => {
    const offenders = [...sourceFiles('src/games'), ...sourceFiles('src/analysis')]
      .filter((file) => !file.endsWith('.test.ts'))
      .filter((file) => /from '(node:fs|[./]+\/core\/(load|paths)\.js)'/.test(readFileSync(join(root, file), 'utf8')));
    expect(offenders).toEqual([]);
  });

  it('a scenario whose files were not read is refused, naming the key and the loader', () => {
    const sides = { first: { fleet: { faction: 'sol', ships: [{ ship: 'sol-frigate' }] } }, second: { fleet: 'f.yaml' } };
    expect(() => armada.parseScenario({ game: 'armada', catalog: 'my.yaml', ...sides }, 's.yaml')).toThrow(
      's.yaml: catalog: the catalog file was not read — got "my.yaml", expected its contents (a LoadedDocument). Scenarios are read with loadScenarioFile',
    );
    expect(() => armada.parseScenario({ game: 'armada', catalog: sampleCatalogFile(), ...sides }, 's.yaml')).toThrow('s.yaml: second.fleet: the fleet file was not read — got "f.yaml"');
    const players = [{ name: 'A', fleet: ['cruiser'] }, { name: 'B', fleet: ['cruiser'] }];
    expect(() => titanium.parseScenario({ game: 'titanium', players }, 't.yaml')).toThrow('t.yaml: arsenal: the arsenal file was not read — got nothing');
  });
});

describe('loadScenarioFile reads the files a scenario names, relative to the scenario', () => {
  const folder = tempFolder('salvo-loader-');

  it('Armada: the catalog and fleet files, recording the catalog as written', () => {
    folder.write('my-catalog.yaml', sampleCatalogText.replace('sample: true', 'sample: false').replace(/(sol-frigate: .*cost: )5/, '$17'));
    folder.write('frigate.yaml', `${frigate}\n`);
    const file = folder.write('battle.yaml', `game: armada\ncatalog: my-catalog.yaml\nfirst: { fleet: frigate.yaml }\nsecond: { fleet: ${frigate} }\n`);
    const scenario = loadScenarioFile(file).scenario as ArmadaScenario;
    expect(scenario.catalog).toBe('my-catalog.yaml');
    expect(scenario.sample).toBe(false);
    expect(scenario.first.fleet.ships[0].disk.cost).toBe(7);
    expect(scenario.second.fleet.ships[0].disk.cost).toBe(7);
  });

  it('Armada: the sample catalog when none is named, recorded by its bundled name', () => {
    const file = folder.write('sample.yaml', `game: armada\nfirst: { fleet: ${frigate} }\nsecond: { fleet: ${frigate} }\n`);
    const scenario = loadScenarioFile(file).scenario as ArmadaScenario;
    expect([scenario.catalog, scenario.sample]).toEqual(['armada/sample-catalog.yaml', true]);
  });

  it('Armada: an unknown ship in a fleet file names the fleet file', () => {
    const fleet = folder.write('typo.yaml', '{ faction: sol, ships: [{ ship: sol-frigat }] }\n');
    const file = folder.write('typo-battle.yaml', `game: armada\nfirst: { fleet: typo.yaml }\nsecond: { fleet: ${frigate} }\n`);
    expect(() => loadScenarioFile(file)).toThrow(`${fleet}.ships[0].ship: unknown ship "sol-frigat" — expected a ship id of the catalog configs/armada/sample-catalog.yaml. Did you mean "sol-frigate"?`);
  });

  it('Titanium Wars: a deck file, and results record the arsenal by its file, not its cards', () => {
    const deck = 'name: strikes\nsize: 8\ncards: [{ key: strike, name: Strike, priority: 3, activates: [cruiser], targets: [cruiser], count: 8 }]\n';
    folder.write('strikes.yaml', deck);
    const file = folder.write('conquest.yaml', 'game: titanium\ndeck: strikes.yaml\nplayers:\n  - { name: A, fleet: [cruiser] }\n  - { name: B, fleet: [cruiser] }\n');
    const scenario = loadScenarioFile(file).scenario as TitaniumScenario;
    expect([scenario.deck.name, scenario.deck.source, scenario.deck.sample]).toEqual(['strikes', 'strikes.yaml', false]);
    const recorded = JSON.parse(JSON.stringify(scenario)) as Record<string, unknown>;
    expect(recorded.arsenal).toBe('configs/titanium/arsenal.yaml');
    expect(Object.keys(recorded)).toEqual(['game', 'deck', 'arsenal', 'maxOffensives', 'seats', 'players']);
  });
});

describe('analysis inputs are read by the loader', () => {
  it('a fleets file reads its catalog relative to itself', () => {
    const folder = tempFolder('salvo-loader-fleets-');
    folder.write('priced.yaml', sampleCatalogText.replace(/(sol-frigate: .*cost: )5/, '$16'));
    const file = folder.write('fleets.yaml', `game: armada\ncatalog: priced.yaml\nfleets:\n  - { name: a, fleet: ${frigate} }\n  - { name: b, fleet: ${frigate} }\n`);
    expect(loadFleetsFile(file).adapter.item('sol-frigate', 'test').cost).toBe(6);
  });

  it('a field file of another game is refused, naming the file', () => {
    const file = tempFolder('salvo-loader-field-').write('field.yaml', 'game: ti4\nfleets: ["2 dreadnought"]\n');
    expect(() => readFieldFile(file, 'armada')).toThrow(`${file}: is a field of ti4 fleets, not armada fleets`);
  });
});

describe('the Armada what-if changes a copy of the catalog in memory', () => {
  it('one value changes in the copy; the loaded catalog stays as it was', () => {
    const adapter = defaultAdapter('armada');
    const changed = adapter.withWhatIf('sol-frigate.cost', 9, '--what-if');
    expect(changed.item('sol-frigate', 'test').cost).toBe(9);
    expect(adapter.item('sol-frigate', 'test').cost).toBe(5);
    expect((sampleCatalogFile().data as { ships: Record<string, { cost: number }> }).ships['sol-frigate'].cost).toBe(5);
  });

  it('a change that breaks a catalog rule names the catalog and the change', () => {
    expect(() => defaultAdapter('armada').withWhatIf('sol-carrier.squadronCapacity', 0, '--what-if')).toThrow(
      'configs/armada/sample-catalog.yaml with sol-carrier.squadronCapacity=0: ships.sol-carrier.squadronCapacity: a carrier needs a squadron capacity',
    );
  });

  it('salvo cost armada --what-if leaves the temporary folder empty', () => {
    const tmp = tempFolder('salvo-loader-tmp-').path;
    const bin = join(root, 'dist', 'src', 'cli', 'main.js');
    const args = ['cost', 'armada', '--items', 'sol-frigate', '--what-if', 'sol-frigate.cost=4', '--battles', '400', '--threads', '1', '--json'];
    const r = spawnSync(process.execPath, [bin, ...args], { encoding: 'utf8', env: { ...process.env, TMPDIR: tmp, TMP: tmp, TEMP: tmp } });
    expect(r.status, r.stderr).toBe(0);
    expect(JSON.parse(r.stdout).whatIf.field).toBe('sol-frigate.cost');
    expect(readdirSync(tmp)).toEqual([]);
  });
});
