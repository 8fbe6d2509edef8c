import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { configPath } from '../../core/paths.js';
import { pathForBaseline } from './baseline-file.js';

describe('paths a baseline records', () => {
  it('records a file relative to the baseline\'s folder, and a bundled file by its name under configs/', () => {
    expect(pathForBaseline('/repo/balance/catalog.yaml', '/repo/balance/baseline.json')).toBe('catalog.yaml');
    expect(pathForBaseline('/repo/data/catalog.yaml', '/repo/ci/baseline.json')).toBe('../data/catalog.yaml');
    expect(pathForBaseline(configPath('armada', 'sample-catalog.yaml'), '/anywhere/baseline.json')).toBe('armada/sample-catalog.yaml');
  });

  it('resolves relative paths from the working folder first', () => {
    expect(pathForBaseline('catalog.yaml', 'out/baseline.json')).toBe(join('..', 'catalog.yaml'));
  });
});
