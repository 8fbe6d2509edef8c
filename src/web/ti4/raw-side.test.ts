import { describe, expect, it } from 'vitest';
import { tidySideInPlace, type RawTi4Side } from './raw-side.js';

describe('tidySideInPlace', () => {
  it('drops zero counts, empty lists, defaults and policies of effects no longer chosen', () => {
    const side: RawTi4Side = {
      faction: '', units: { dreadnought: 2, cruiser: 0 }, damaged: { dreadnought: 0 }, upgrades: [], effects: ['morale-boost'],
      without: [], tradeGoods: 0, sustainFirst: true, effectPolicies: { 'direct-hit': 'costliest-ship' },
    };
    tidySideInPlace(side);
    expect(side).toEqual({ units: { dreadnought: 2 }, effects: ['morale-boost'] });
  });

  it('keeps what differs from the defaults', () => {
    const side: RawTi4Side = { units: { dreadnought: 2 }, damaged: { dreadnought: 1 }, sustainFirst: false, tradeGoods: 3, effects: ['direct-hit'], effectPolicies: { 'direct-hit': 'costliest-ship' } };
    tidySideInPlace(side);
    expect(side).toEqual({ units: { dreadnought: 2 }, damaged: { dreadnought: 1 }, sustainFirst: false, tradeGoods: 3, effects: ['direct-hit'], effectPolicies: { 'direct-hit': 'costliest-ship' } });
  });
});
