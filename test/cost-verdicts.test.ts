/**
 * What `salvo cost` says (issue: "Designer and player outputs"): verdicts against an equivalence
 * band (`--fair-within`, a default per game in its cost unit), a reference unit of cost 0 refused,
 * what-ifs before and after side by side (value and listed/equivalent ratio), and one line of what
 * is not priced in every cost output.
 */
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { analysisErrors } from '../src/analysis/messages.js';
import type { CostResult } from '../src/analysis/types.js';
import { salvoInProcess as salvo } from './support/salvo-in-process.js';

const dir = mkdtempSync(join(tmpdir(), 'salvo-cost-'));
const fast = ['--battles', '2000', '--threads', '1'];

describe('salvo cost: verdicts against an equivalence band', () => {
  it('ti4: the default band is 0.25 resources; a fair dreadnought, an under-costed fighter, and the unpriced line', async () => {
    const out = join(dir, 'ti4.json');
    const r = await salvo('cost', 'ti4', '--items', 'dreadnought,fighter,carrier', ...fast, '--out', out);
    expect(r.code).toBe(0);
    const result = JSON.parse(readFileSync(out, 'utf8')) as CostResult;
    expect(result.fairWithin).toBe(0.25);
    expect(result.items.map((i) => i.verdict)).toEqual(['fair', 'under-costed', 'over-costed']);
    expect(r.stdout).toMatch(/Dreadnought .* fair\n/);
    expect(r.stdout).toContain('within listed ± 0.25 resources (--fair-within)');
    expect(r.stdout).toMatch(/^not priced: capacity \(fighters fight without the carriers/m);
    expect(result.unpriced).toContain('capacity');
  });

  it('a band of 0 turns the same dreadnought interval inconclusive (it crosses the listed cost)', async () => {
    const out = join(dir, 'ti4-band0.json');
    const r = await salvo('cost', 'ti4', '--items', 'dreadnought', '--fair-within', '0', ...fast, '--out', out);
    expect(r.code).toBe(0);
    const item = (JSON.parse(readFileSync(out, 'utf8')) as CostResult).items[0];
    expect(item.lo).toBeLessThan(4);
    expect(item.hi).toBeGreaterThan(4);
    expect(item.verdict).toBe('inconclusive');
    expect(r.stdout).toContain('inconclusive (interval crosses the band)');
  });

  it('a negative band is refused (exit 2, nothing written)', async () => {
    const out = join(dir, 'never.json');
    const r = await salvo('cost', 'ti4', '--fair-within', '-1', '--out', out);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain(analysisErrors.badFairWithin(-1, 'resources').message);
    expect(existsSync(out)).toBe(false);
  });

  it('armada and titanium print their own band and what they do not price', async () => {
    const armada = await salvo('cost', 'armada', '--items', 'sol-frigate', '--battles', '300', '--threads', '1');
    expect(armada.code).toBe(0);
    expect(armada.stdout).toContain('within listed ± 0.5 points');
    expect(armada.stdout).toMatch(/^not priced: speed and reach/m);
    const card = await salvo('cost', 'armada', '--card', 'sol-captain', '--battles', '300', '--threads', '1');
    expect(card.code).toBe(0);
    expect(card.stdout).toMatch(/^not priced: speed and reach/m);
    const titanium = await salvo('cost', 'titanium', '--items', 'destroyer', '--battles', '300', '--threads', '1');
    expect(titanium.code).toBe(0);
    expect(titanium.stdout).toContain('within listed ± 25 credits');
    expect(titanium.stdout).toMatch(/^not priced: a fleet slot/m);
  });

  it('titanium --card: band and unpriced line over whole games', async () => {
    const r = await salvo('cost', 'titanium', '--card', 'destroyer', '--battles', '40', '--threads', '1');
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('within listed ± 25 credits');
    expect(r.stdout).toMatch(/^not priced: copies after the first/m);
  });
});

describe('salvo cost: a reference unit of cost 0 is refused', () => {
  it('ti4 catalog pricing the cruiser at 0: exit 2, nothing written', async () => {
    const catalog = join(dir, 'free-cruiser.yaml');
    writeFileSync(catalog, 'units:\n  cruiser: { cost: 0 }\n');
    const out = join(dir, 'never-free.json');
    const r = await salvo('cost', 'ti4', '--catalog', catalog, ...fast, '--out', out);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain(analysisErrors.freeReference('cruiser', 0, 'the unit catalog').message);
    expect(r.stderr).not.toMatch(/\n\s+at /);
    expect(existsSync(out)).toBe(false);
  });
});

describe('salvo cost --what-if: before and after side by side', () => {
  it('a cost change shows the listed cost, the value and the ratio before and after', async () => {
    const out = join(dir, 'what-if.json');
    const r = await salvo('cost', 'ti4', '--items', 'dreadnought', '--what-if', 'dreadnought.cost=3', ...fast, '--out', out);
    expect(r.code).toBe(0);
    const result = JSON.parse(readFileSync(out, 'utf8')) as CostResult;
    const w = result.whatIf!.items[0];
    expect(w.after.listedCost).toBe(3);
    const row = r.stdout.split('\n').find((l) => l.startsWith('Dreadnought  4.00 → 3.00'))!;
    expect(row).toBeDefined();
    const cells = row.split(/\s{2,}/);
    // item, listed, equivalent before, after, ratio before, after, difference, interval, verdict after
    expect(cells[2]).toBe(w.before.equivalentCost.toFixed(2));
    expect(cells[3]).toBe(w.after.equivalentCost.toFixed(2));
    expect(cells[4]).toBe(w.before.ratio.p.toFixed(2));
    expect(cells[5]).toBe((w.after.equivalentCost / 3).toFixed(2));
    expect(r.stdout).toMatch(/item\s+listed\s+equivalent before\s+after\s+ratio before\s+after\s+difference/);
  });

  it('a change to the reference itself says why the reference stays at its cost and the others move', async () => {
    const r = await salvo('cost', 'ti4', '--items', 'dreadnought,cruiser', '--what-if', 'cruiser.combat=6', ...fast);
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('(cruiser is the reference: every item is measured in it, so its own equivalent cost stays its cost; the others move against the changed reference.)');
  });
});
