/**
 * `salvo check` as a CI balance check (README, "Balance checks in CI"), end to end through the
 * command line: every card of the catalog is tracked (a crew card's cost, a squadron's stats), a
 * tracked fleet the catalog makes illegal fails, the baseline works from another folder, a baseline
 * with a value that is not a number is refused, and an unchanged catalog passes with the same
 * output every time. 50 battles per point keep each check to a few seconds.
 */
import { existsSync, mkdirSync, renameSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { configPath } from '../src/core/paths.js';
import { salvoInProcess as salvo, salvoInProcessIn } from './support/salvo-in-process.js';

const dir = mkdtempSync(join(tmpdir(), 'salvo-check-cards-'));
const baseline = join(dir, 'baseline.json');
const catalog = join(dir, 'catalog.yaml');
const sample = readFileSync(configPath('armada', 'sample-catalog.yaml'), 'utf8');

/** The sample catalog with one line edited (the edit must apply). */
function edited(name: string, pattern: RegExp, replacement: string): string {
  const text = sample.replace(pattern, replacement);
  expect(text).not.toBe(sample);
  const file = join(dir, name);
  writeFileSync(file, text);
  return file;
}

describe('salvo check tracks every card and the tracked fleets', () => {
  beforeAll(async () => {
    writeFileSync(catalog, sample);
    const write = await salvo('check', '--write-baseline', '--game', 'armada', '--catalog', catalog, '--battles', '50', '--threads', '1', '--no-progress', '--out', baseline);
    expect(write.stderr).toBe('');
    expect(write.code).toBe(0);
  });

  it('fails when a crew card outside every tracked fleet costs twice as much, naming it with both costs', async () => {
    const changed = edited('crew.yaml', /(letnev-commander:.*?cost: )2/, '$14');
    const r = await salvo('check', '--baseline', baseline, '--catalog', changed, '--threads', '1', '--no-progress');
    expect(r.code).toBe(1);
    expect(r.stdout).toMatch(/check: 1 of 59 cards changed/);
    expect(r.stdout).toMatch(/crew:letnev-commander +cost 2 -> 4/);
  });

  it('fails when the bomber becomes torpedo damage 4 at cost 1, naming the squadron and both changes', async () => {
    const changed = edited('bomber.yaml', /(bomber: .*torpedoDamage: )2, cost: 2/, '$14, cost: 1');
    const r = await salvo('check', '--baseline', baseline, '--catalog', changed, '--threads', '1', '--json');
    expect(r.code).toBe(1);
    const report = JSON.parse(r.stdout);
    expect(report.cards).toEqual([{
      card: 'squadron:bomber', change: 'changed', moves: expect.any(Array),
      fields: [{ field: 'cost', before: 2, after: 1 }, { field: 'torpedoDamage', before: 2, after: 4 }],
    }]);
  });

  it('fails when a cost change puts a tracked fleet over its points, naming the fleet and the rule', async () => {
    const changed = edited('captain.yaml', /(sol-captain: .*?cost: )2/, '$14');
    const r = await salvo('check', '--baseline', baseline, '--catalog', changed, '--threads', '1', '--no-progress');
    expect(r.code).toBe(1);
    expect(r.stdout).toMatch(/check: 1 tracked fleet no longer legal\n {2}Sol battle line: first\.fleet: illegal fleet \(1 violation\)\.\n {4}- fleet: costs 32 points, over the limit of 30/);
    const json = JSON.parse((await salvo('check', '--baseline', baseline, '--catalog', changed, '--threads', '1', '--json')).stdout);
    expect(json.illegalFleets.map((f: { fleet: string }) => f.fleet)).toEqual(['Sol battle line']);
  });

  it('finds its catalog beside itself when checked from another folder without --catalog, after the checkout moved', async () => {
    const checkout = join(dir, 'checkout');
    mkdirSync(join(checkout, 'balance'), { recursive: true });
    writeFileSync(join(checkout, 'catalog.yaml'), sample);
    const write = await salvoInProcessIn(checkout, 'check', '--write-baseline', '--game', 'armada', '--catalog', 'catalog.yaml', '--battles', '50', '--threads', '1', '--no-progress', '--out', 'balance/baseline.json');
    expect(write.code).toBe(0);
    expect(JSON.parse(readFileSync(join(checkout, 'balance', 'baseline.json'), 'utf8')).catalog).toBe('../catalog.yaml');
    // Another checkout: the files are no longer where the baseline was written.
    const other = join(dir, 'other-checkout');
    renameSync(checkout, other);
    const elsewhere = join(dir, 'elsewhere');
    mkdirSync(elsewhere);
    const r = await salvoInProcessIn(elsewhere, 'check', '--baseline', '../other-checkout/balance/baseline.json', '--threads', '1', '--no-progress');
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/check: 59 cards, none changed/);
  });

  it('refuses a baseline whose figure or card value is not a number (exit 2, the field named, nothing written)', async () => {
    const text = readFileSync(baseline, 'utf8');
    const figure = JSON.parse(text);
    figure.figures[0].value = '0.6';
    const card = JSON.parse(text);
    card.cards['crew:sol-admiral'].cost = [3];
    for (const [name, data, message] of [
      ['figure.json', figure, /figure\.json: figures\.0\.value: wrong type — got "0\.6", expected the figure \(a number\)/],
      ['card.json', card, /card\.json: cards\.crew:sol-admiral\.cost: wrong type/],
    ] as const) {
      const file = join(dir, name);
      writeFileSync(file, JSON.stringify(data));
      const out = join(dir, `${name}.report.json`);
      const r = await salvo('check', '--baseline', file, '--out', out);
      expect(r.code).toBe(2);
      expect(r.stderr).toMatch(message);
      expect(r.stderr).not.toMatch(/\n\s+at /);
      expect(existsSync(out)).toBe(false);
    }
  });

  it('passes an unchanged catalog twice with identical output', async () => {
    const first = await salvo('check', '--baseline', baseline, '--threads', '1', '--no-progress');
    const second = await salvo('check', '--baseline', baseline, '--threads', '1', '--no-progress');
    expect(first.code).toBe(0);
    expect(second.code).toBe(0);
    expect(first.stdout).toMatch(/check: 59 cards, none changed\ncheck: 39 figures, none moved/);
    expect(second.stdout).toBe(first.stdout);
  });
});
