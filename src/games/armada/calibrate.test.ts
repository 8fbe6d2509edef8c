import { describe, expect, it } from 'vitest';
import { wilson } from '../../core/stats.js';
import { calibrationPoints, estimatePExplosion } from './calibrate.js';
import { armadaErrors } from './messages.js';

describe('pExplosion from a drop test (docs, model notes: Armada, "Damage counters")', () => {
  it('is K explosions of N drops with its Wilson interval', () => {
    expect(estimatePExplosion(1000, 480)).toEqual(wilson(480, 1000));
    expect(estimatePExplosion(1, 0)).toEqual(wilson(0, 1));
    expect(estimatePExplosion(5, 5)).toEqual(wilson(5, 5));
  });

  it('refuses counts that are not whole, drops below 1, and explosions outside 0..drops', () => {
    expect(() => estimatePExplosion(0, 0)).toThrow(armadaErrors.badDrops(0).message);
    expect(() => estimatePExplosion(2.5, 1)).toThrow(armadaErrors.badDrops(2.5).message);
    expect(() => estimatePExplosion(10, -1)).toThrow(armadaErrors.badExplosions(-1, 10).message);
    expect(() => estimatePExplosion(10, 11)).toThrow(armadaErrors.badExplosions(11, 10).message);
    expect(() => estimatePExplosion(10, 0.5)).toThrow(armadaErrors.badExplosions(0.5, 10).message);
  });

  it('checks the interval ends and the estimate, kept strictly inside (0, 1)', () => {
    expect(calibrationPoints({ p: 0.5, lo: 0.4, hi: 0.6 })).toEqual([0.4, 0.5, 0.6]);
    expect(calibrationPoints({ p: 0, lo: 0, hi: 1 })).toEqual([0.001, 0.001, 0.999]);
    expect(calibrationPoints({ p: 1, lo: 0.9995, hi: 1 })).toEqual([0.999, 0.999, 0.999]);
  });
});
