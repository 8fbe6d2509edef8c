import { describe, expect, it } from 'vitest';
import type { StrategyDimension } from '../../games/strategy-capability.js';
import { blockWith, describeChange, neighbours, readPath, strategyKey, strategyOf, writePath, writtenStrategy } from './space.js';

const dims: StrategyDimension[] = [
  { key: 'policies.purchase', describe: '', kind: 'choice', values: ['a', 'b', 'c'], default: 'a' },
  { key: 'policies.share', describe: '', kind: 'number', values: [0, 0.25, 0.5], range: { min: 0, max: 1 }, default: 0.25 },
  { key: 'policies.avoid', describe: '', kind: 'subset', values: ['x', 'y'], default: [] },
];

describe('strategy spaces', () => {
  it('reads a block with the defaults filled in and writes back only what differs', () => {
    const block = { name: 'P', policies: { purchase: 'b' } };
    const strategy = strategyOf(block, dims);
    expect(strategy).toEqual({ 'policies.purchase': 'b', 'policies.share': 0.25, 'policies.avoid': [] });
    expect(blockWith(block, { ...strategy, 'policies.avoid': ['y'] }, dims)).toEqual({ name: 'P', policies: { purchase: 'b', avoid: ['y'] } });
    expect(writtenStrategy({ ...strategy, 'policies.share': 0.5 }, dims)).toEqual({ policies: { purchase: 'b', share: 0.5 } });
    expect(block).toEqual({ name: 'P', policies: { purchase: 'b' } });
  });

  it('dotted paths read and write nested objects without touching the original', () => {
    const block = { a: { b: 1 } };
    expect(readPath(block, 'a.b')).toBe(1);
    expect(readPath(block, 'a.c.d')).toBeUndefined();
    expect(writePath(block, 'a.c', 2)).toEqual({ a: { b: 1, c: 2 } });
    expect(block).toEqual({ a: { b: 1 } });
  });

  it('neighbours: other choices, the next grid values, one name added or removed', () => {
    const from = { 'policies.purchase': 'a', 'policies.share': 0.25, 'policies.avoid': ['x'] };
    const changes = neighbours(from, dims).map((n) => describeChange(from, n, dims));
    expect(changes).toEqual(['policies.purchase: b', 'policies.purchase: c', 'policies.share: 0', 'policies.share: 0.5', 'policies.avoid: −x', 'policies.avoid: +y']);
    expect(describeChange({ ...from, 'policies.avoid': [] }, from, dims)).toBe('policies.avoid: [x]');
  });

  it('with the whole grid, a number may take any other grid value (a one-line deviation)', () => {
    const from = { 'policies.purchase': 'a', 'policies.share': 0, 'policies.avoid': [] };
    const shares = neighbours(from, dims, true).filter((n) => n['policies.share'] !== 0).map((n) => n['policies.share']);
    expect(shares).toEqual([0.25, 0.5]);
  });

  it('keys ignore the order of keys and of subset lists', () => {
    expect(strategyKey({ a: ['y', 'x'], b: 1 })).toBe(strategyKey({ b: 1, a: ['x', 'y'] }));
    expect(strategyKey({ a: ['x'] })).not.toBe(strategyKey({ a: ['y'] }));
  });
});

describe('symmetric seats that ask the same question', () => {
  it('are seats whose view of the table (own strategy, then the others clockwise) is the same', async () => {
    const { sameQuestion } = await import('./search.js');
    const a = { p: 'a' };
    const b = { p: 'b' };
    expect(sameQuestion([a, a, a], 0, 2)).toBe(true);
    expect(sameQuestion([a, a, b], 0, 1)).toBe(false);
    expect(sameQuestion([a, b, a, b], 0, 2)).toBe(true);
  });
});
