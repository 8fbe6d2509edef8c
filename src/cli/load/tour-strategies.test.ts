import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { tourStrategies } from './tour-strategies.js';

const dir = mkdtempSync(join(tmpdir(), 'salvo-tour-strategies-'));
const file = (name: string, text: string) => {
  const path = join(dir, name);
  writeFileSync(path, text);
  return path;
};
const armada = file('armada.yaml', 'game: armada\nstrategy:\n  policies: { boarding: off }\n');
const ti4 = file('ti4.yaml', 'game: ti4\nstrategy:\n  sustainFirst: false\n');
const games = ['ti4', 'armada', 'titanium', 'titanium-game'];

describe('the tour\'s strategies files', () => {
  it('maps each file to its game', () => {
    expect(tourStrategies([armada, ti4], games)).toEqual(new Map([['armada', armada], ['ti4', ti4]]));
    expect(tourStrategies([], games).size).toBe(0);
  });

  it('refuses a second file for a game, a game the tour does not analyse, and a file that is not one', () => {
    expect(() => tourStrategies([armada, armada], games)).toThrow(`--strategies ${armada}: is a second strategies file for armada`);
    const other = file('other.yaml', 'game: chess\nstrategy: {}\n');
    expect(() => tourStrategies([other], games)).toThrow(`--strategies ${other}: game: names chess, which the tour does not analyse`);
    const notOne = file('not-one.yaml', 'game: armada\nfleets: []\n');
    expect(() => tourStrategies([notOne], games)).toThrow(/--strategies takes a strategies file/);
  });
});
