import { describe, expect, it } from 'vitest';
import { contactAlong, edgeGap, isInReach, isOffTable, isOverlapping, turnAngle } from './geometry.js';

describe('table geometry (000, "Order: Attack", "Collision", "Torpedoes", "Movement")', () => {
  it('measures the gap between disk edges', () => {
    expect(edgeGap(0, 0, 3, 10, 0, 2)).toBe(5);
    expect(edgeGap(0, 0, 3, 4, 0, 2)).toBe(-1);
  });

  it('a template reaches when it can overlap both disks: the edge gap is shorter than it', () => {
    expect(isInReach(0, 0, 3, 20, 0, 3, 15)).toBe(true); // gap 14
    expect(isInReach(0, 0, 3, 21.5, 0, 3.5, 15)).toBe(false); // gap 15: the template only touches
    expect(isInReach(0, 0, 3, 22, 0, 3, 15)).toBe(false); // gap 16
    expect(isInReach(0, 0, 3, 22, 0, 3, 30)).toBe(true); // double range
  });

  it('disks overlap when their centres are closer than the sum of the radii', () => {
    expect(isOverlapping(0, 0, 3, 5.9, 0, 3)).toBe(true);
    expect(isOverlapping(0, 0, 3, 6, 0, 3)).toBe(false);
  });

  it('finds the first contact along a path, or -1', () => {
    expect(contactAlong(0, 0, 10, 0, 1, 8, 0, 2)).toBeCloseTo(0.5, 10); // centres 3 apart at x = 5
    expect(contactAlong(0, 0, 10, 0, 1, 5, 4, 2)).toBe(-1); // passes 4 away, contact needs 3
    expect(contactAlong(0, 0, 10, 0, 1, 2, 0, 2)).toBe(0); // touching at the start
    expect(contactAlong(0, 0, 10, 0, 1, 20, 0, 2)).toBe(-1); // beyond the end
  });

  it('a disk whose centre is off the table has left it', () => {
    expect(isOffTable(-0.1, 5, 100, 50)).toBe(true);
    expect(isOffTable(50, 50.1, 100, 50)).toBe(true);
    expect(isOffTable(0, 0, 100, 50)).toBe(false);
  });

  it('measures turns the short way round', () => {
    expect(turnAngle(0, Math.PI / 2)).toBeCloseTo(Math.PI / 2, 12);
    expect(turnAngle(0.1, 2 * Math.PI - 0.1)).toBeCloseTo(0.2, 12);
  });
});
