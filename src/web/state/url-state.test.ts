import { describe, expect, it } from 'vitest';
import { DEFAULT_SEED } from '../../cli/run-options.js';
import { decodeState, encodeState, PAGE_DEFAULT_SEED, type PageState } from './url-state.js';

const fight: PageState = {
  game: 'ti4',
  scenario: { game: 'ti4', place: 'space', attacker: { faction: 'letnev', units: { dreadnought: 2 }, upgrades: ['dreadnought'] }, defender: { units: { cruiser: 3 } } },
  seed: '7',
  chunkSize: 5000,
  battles: 40000,
};

describe('page state in the URL', () => {
  it('round-trips the scenario and the run settings', async () => {
    const hash = await encodeState(fight);
    expect(hash).toMatch(/^#ti4\?seed=7&chunk=5000&battles=40000&s=[A-Za-z0-9_-]+$/);
    expect(await decodeState(hash)).toEqual({ game: 'ti4', state: fight });
  });

  it('leaves the defaults out and reads them back', async () => {
    const plain: PageState = { game: 'armada', scenario: { game: 'armada' }, seed: '1', chunkSize: 20000 };
    const hash = await encodeState(plain);
    expect(hash.startsWith('#armada?s=')).toBe(true);
    expect(await decodeState(hash)).toEqual({ game: 'armada', state: plain });
  });

  it('knows a page without a scenario, and ignores foreign hashes', async () => {
    expect(await decodeState('#armada')).toEqual({ game: 'armada' });
    expect(await decodeState('#top')).toBeUndefined();
    expect(await decodeState('')).toBeUndefined();
  });

  it('says what is wrong with a link cut short', async () => {
    await expect(decodeState('#ti4?s=abc')).rejects.toThrow('link: the scenario (s=…) cannot be read — got 3 characters that do not inflate to JSON');
  });

  it('uses the CLI\'s default seed', () => {
    expect(PAGE_DEFAULT_SEED).toBe(DEFAULT_SEED);
  });
});
