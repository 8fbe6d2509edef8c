/**
 * `--arsenal` and `--deck` for Titanium Wars analysis (issue 14, "cost, optimize and check accept
 * --arsenal and --deck files"): the files replace the bundled ones in every duel and optimizer
 * race, the sample-deck notice goes with the sample deck only, and a game that reads no such file
 * refuses the option.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { tempFolder } from '../../../test/support/files.js';
import { defaultFileOptions, defaultsWithFiles, loadAnalysisAdapter } from '../../cli/load/analysis-adapter.js';
import { ConfigError } from '../../core/errors.js';
import { configPath } from '../../core/paths.js';
import type { LoadedDocument } from '../loaded-document.js';
import { titaniumOptimizer } from './optimizer/capability.js';

const dir = tempFolder('salvo-titanium-files-');
// The sample deck as a user's own: not marked sample, one Diversion less.
const ownDeck = dir.write('own-deck.yaml', readFileSync(configPath('titanium', 'tactic-deck.yaml'), 'utf8')
  .replace('sample: true\n', '').replace('name: Sample deck (50 cards)', 'name: Our deck').replace(/(key: diversion[\s\S]*?count: )4/, '$13').replace('size: 50', 'size: 49'));
// The bundled arsenal with Destroyers 50 credits dearer.
const arsenalText = readFileSync(configPath('titanium', 'arsenal.yaml'), 'utf8');
const dearer = dir.write('arsenal.yaml', arsenalText.replace(/(key: destroyer[\s\S]*?cost: )(\d+)/, (_, head: string, cost: string) => `${head}${Number(cost) + 50}`));
const where = { game: 'game', catalog: '--catalog' };

describe('titanium analysis with --arsenal and --deck', () => {
  it('cost/check duels carry the given deck and arsenal, without the sample notice', () => {
    const adapter = loadAnalysisAdapter('titanium', undefined, where, undefined, { deck: ownDeck, arsenal: dearer });
    expect(adapter.notice).toBeUndefined();
    const duel = adapter.duel({ item: 'destroyer', copies: 1, reference: 'fighter-squadron', references: 2, baseline: [], seat: 0 }) as Record<string, unknown>;
    expect((duel.deck as LoadedDocument).source).toBe(ownDeck);
    expect((duel.arsenal as LoadedDocument).source).toBe(dearer);
    const bundled = loadAnalysisAdapter('titanium', undefined, where);
    expect(adapter.item('destroyer', 'items').cost).toBe(bundled.item('destroyer', 'items').cost + 50);
    expect(bundled.notice).toMatch(/sample tactic deck/);
  });

  it('optimize titanium reads them through the same defaults', () => {
    const options = { credits: 1000, 'fleet-limit': 3, tech: 0, vs: [], deck: ownDeck, arsenal: dearer };
    const files = { defaults: defaultsWithFiles('titanium', defaultFileOptions(options)) };
    const setup = titaniumOptimizer.setup(options, undefined, files);
    expect(setup.notice).toBeUndefined();
    expect(titaniumOptimizer.setup({ ...options, deck: undefined, arsenal: undefined }, undefined, { defaults: defaultsWithFiles('titanium', {}) }).notice).toMatch(/sample tactic deck/);
  });

  it('refuses --arsenal for a game that reads no arsenal, and a missing file, naming the option', () => {
    expect(() => loadAnalysisAdapter('ti4', undefined, where, undefined, { arsenal: dearer })).toThrow(ConfigError);
    expect(() => loadAnalysisAdapter('ti4', undefined, where, undefined, { arsenal: dearer })).toThrow(/--arsenal: is not a file ti4 reads/);
    expect(() => loadAnalysisAdapter('titanium', undefined, where, undefined, { deck: `${dir.path}/missing.yaml` })).toThrow(/--deck/);
  });
});
