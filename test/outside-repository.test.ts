/**
 * Issue 18: `salvo` installed with npm link / npm install -g works from a user's own folder — the
 * package's bin is the CLI with a node shebang, and the bundled files the README names
 * (configs/scenarios/…, configs/fleets/…) are found from any working folder.
 */
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadFleetsFile } from '../src/cli/load/fleets-file.js';
import { loadScenarioFile } from '../src/cli/scenario-file.js';
import { configPath, packageRoot } from '../src/core/paths.js';

const home = process.cwd();
afterEach(() => process.chdir(home));

describe('salvo outside the repository', () => {
  it('package.json names the CLI as the salvo command, and the built file starts with a node shebang', () => {
    const pkg = JSON.parse(readFileSync(join(packageRoot(), 'package.json'), 'utf8'));
    expect(pkg.bin).toEqual({ salvo: 'dist/src/cli/main.js' });
    expect(readFileSync(join(packageRoot(), 'src', 'cli', 'main.ts'), 'utf8').split('\n')[0]).toBe('#!/usr/bin/env node');
  });

  it('finds the bundled scenarios and fleets the README names from any folder', () => {
    process.chdir(mkdtempSync(join(tmpdir(), 'salvo-user-')));
    const loaded = loadScenarioFile('configs/scenarios/ti4-dreadnought-duel.yaml');
    expect(loaded.file).toBe(configPath('scenarios', 'ti4-dreadnought-duel.yaml'));
    expect(loaded.game.id).toBe('ti4');
    expect(loadFleetsFile('configs/fleets/ti4-equal-cost.yaml').fleets.length).toBeGreaterThan(1);
    expect(loadScenarioFile('scenarios/armada-sol-vs-letnev.yaml').game.id).toBe('armada');
  });

  it('a file in the working folder comes first; a missing one is named as given', () => {
    process.chdir(mkdtempSync(join(tmpdir(), 'salvo-user-')));
    expect(() => loadScenarioFile('configs/scenarios/nothing-here.yaml')).toThrow(/^configs\/scenarios\/nothing-here\.yaml: file not found/);
  });
});
