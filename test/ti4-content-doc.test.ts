/**
 * docs/ti4-content.md is complete (issue 11): it has a section for each of the 25 factions, every
 * effect id salvo knows appears in it with the test that pins it, and that test file names the id.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { packageRoot } from '../src/core/paths.js';
import { FACTIONS } from '../src/games/ti4/catalog.js';
import { EFFECTS, effectIdOf } from '../src/games/ti4/effects/registry.js';

const root = packageRoot();
const doc = readFileSync(join(root, 'docs', 'ti4-content.md'), 'utf8');
/** Table rows that name an effect id (`id`) and a test (`test/…`). */
const rows = doc.split('\n').flatMap((line) => {
  const id = /\| `([a-z0-9@-]+)` \|/.exec(line)?.[1];
  const test = /`(test\/[a-z0-9-]+\.test\.ts)`/.exec(line)?.[1];
  return id && test ? [{ id, test }] : [];
});

describe('docs/ti4-content.md', () => {
  it('has a section for each of the 25 factions', () => {
    for (const faction of FACTIONS) expect(doc, faction).toContain(`(\`${faction}\`)`);
  });

  it('lists every effect once, with a test that names it', () => {
    expect(rows.map((r) => r.id).sort()).toEqual([...EFFECTS.keys()].sort());
    for (const { id, test } of rows) {
      expect(existsSync(join(root, test)), test).toBe(true);
      expect(readFileSync(join(root, test), 'utf8'), `${test} names ${id}`).toContain(`'${id}'`);
    }
  });

  it('effect ids follow the card-name rule', () => {
    for (const [id, effect] of EFFECTS) expect(id.split('@')[0], effect.name).toBe(effectIdOf(effect.name));
  });
});
