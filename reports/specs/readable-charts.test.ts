/**
 * Issue 18, "charts a person can read": efficiency labels never overlap (the notable points are
 * named, the rest have tooltips), no empty "baseline:", a convergence axis fitted to the run, and
 * the same colour for a side in every chart.
 */
import { describe, expect, it } from 'vitest';
import { loadFixture, withConvergence } from '../fixtures/load-fixture.js';
import { convergenceSpec } from './convergence.js';
import { costLostSpec } from './cost-lost.js';
import { efficiencySpec, labelledItems } from './efficiency-scatter.js';
import { outcomeBarsSpec } from './outcome-bars.js';
import { survivorsSpec } from './survivors.js';

const row = (name: string, listed: number, equivalent: number, ratioLo = 0.9, ratioHi = 1.1) => ({
  name, listed, equivalent, lo: equivalent - 0.1, hi: equivalent + 0.1, ratio: equivalent / listed, ratioLo, ratioHi,
});

describe('the efficiency scatter', () => {
  it('names clearly mis-costed items first and never two labels in the same place', () => {
    const rows = [row('fair', 2, 2.02), row('cheap', 2, 2.05, 1.01, 1.05), row('twin', 2.05, 2.04), row('far', 6, 3, 0.4, 0.6), row('alone', 4, 4.1)];
    const named = labelledItems(rows, 7);
    expect(named.has('cheap')).toBe(true);
    expect(named.has('far')).toBe(true);
    expect(named.has('alone')).toBe(true);
    // "fair" and "twin" sit on top of "cheap": their labels would overlap it.
    expect(named.has('fair') || named.has('twin')).toBe(false);
  });

  it('labels at most eight items; every point keeps its tooltip', () => {
    const many = Array.from({ length: 30 }, (_, i) => row(`item${i}`, 1 + i, 1 + i * 1.01));
    expect(labelledItems(many, 40).size).toBeLessThanOrEqual(8);
    const spec = efficiencySpec({ ...loadFixture('cost-ti4'), items: many.map((r) => ({ name: r.name, listedCost: r.listed, equivalentCost: r.equivalent, lo: r.lo, hi: r.hi, ratio: { p: r.ratio, lo: r.ratioLo, hi: r.ratioHi } })) }, 'c') as any;
    const values = spec.data.values as { label: string }[];
    expect(values.filter((v) => v.label !== '').length).toBeLessThanOrEqual(8);
    expect(spec.layer.find((l: any) => l.mark.type === 'point').encoding.tooltip[0].field).toBe('name');
    expect(spec.layer.find((l: any) => l.mark.type === 'text').encoding.text.field).toBe('label');
  });

  it('says nothing of a baseline when there is none (no empty "baseline: ·")', () => {
    const spec = efficiencySpec({ ...loadFixture('cost-ti4'), baseline: '' }, 'c') as any;
    expect(spec.title.subtitle).not.toMatch(/baseline/);
    expect(spec.title.subtitle).not.toMatch(/· ·|^ ·|· $/);
  });
});

describe('a run\'s charts', () => {
  const run = withConvergence(loadFixture('ti4-fleet-vs-warsun')) as any;

  it('fits the convergence axis to the battles of the run', () => {
    const spec = convergenceSpec(run, 'r') as any;
    const battles = (spec.data.values as { battles: number }[]).map((v) => v.battles);
    expect(spec.encoding.x.scale).toEqual({ type: 'log', domain: [Math.min(...battles), Math.max(...battles)], nice: false });
  });

  it('gives a side the same colour in every chart, and labels outcomes for people', () => {
    const survivors = (survivorsSpec(run, 'r') as any).spec.encoding.color.scale;
    const lost = (costLostSpec(run, 'r') as any).layer[0].encoding.color.scale;
    const outcomes = (outcomeBarsSpec(run, 'r') as any).layer[0].encoding.color.scale;
    const convergence = (convergenceSpec(run, 'r') as any).encoding.color.scale;
    const colourOf = (scale: { domain: string[]; range: string[] }, name: string) => scale.range[scale.domain.indexOf(name)];
    const attacker = colourOf(survivors, 'attacker');
    const defender = colourOf(survivors, 'defender');
    expect(attacker).not.toBe(defender);
    expect([colourOf(lost, 'attacker'), colourOf(outcomes, 'attacker wins'), colourOf(convergence, 'attacker wins')]).toEqual([attacker, attacker, attacker]);
    expect([colourOf(lost, 'defender'), colourOf(outcomes, 'defender wins'), colourOf(convergence, 'defender wins')]).toEqual([defender, defender, defender]);
    // A draw is nobody's colour.
    expect([attacker, defender]).not.toContain(colourOf(outcomes, 'draw'));
  });
});
