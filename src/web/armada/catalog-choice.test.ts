import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse, stringify } from 'yaml';
import { configPath } from '../../core/paths.js';
import { catalogFromText, sampleCatalog } from './catalog-choice.js';

describe('the Armada page\'s catalogs', () => {
  it('bundles the sample catalog under the reference the CLI gives it', () => {
    const { document, catalog } = sampleCatalog();
    expect(document.reference).toBe('armada/sample-catalog.yaml');
    expect(catalog.sample).toBe(true);
    expect(catalog.ships['sol-frigate'].cost).toBe(5);
  });

  it('reads a catalog file opened in the page, named by its file', () => {
    const mine = { ...(parse(readFileSync(configPath('armada', 'sample-catalog.yaml'), 'utf8')) as object), sample: false };
    const { document, catalog } = catalogFromText(stringify(mine), 'my-catalog.yaml');
    expect(document.reference).toBe('my-catalog.yaml');
    expect(catalog.sample).toBe(false);
    expect(() => catalogFromText('ships: 3\n', 'bad.yaml')).toThrow(/^bad\.yaml: /);
  });
});
