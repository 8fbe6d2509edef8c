import { describe, expect, it } from 'vitest';
import type { ErrorObject } from 'ajv';
import { configErrorFromAjv, dottedPath, validateWithSchema } from './validate.js';

/** A small shipped schema (configs/titanium-deck.schema.json) and a deck it accepts. */
const schema = 'titanium-deck.schema.json';
const card = { key: 'a', name: 'A', priority: 1, count: 2 };
const deck = { name: 'd', size: 2, cards: [card] };
const messageOf = (data: unknown): string => {
  try {
    validateWithSchema(schema, data, 'deck.yaml');
  } catch (error) {
    return (error as Error).message;
  }
  return 'valid';
};

describe('schema validation messages (docs/architecture.md, "Errors": where: what — got X, expected Y. Hint.)', () => {
  it('dotted paths from JSON pointers, with ~1 and ~0 unescaped', () => {
    expect(dottedPath('/attacker/units/dreadnought')).toBe('attacker.units.dreadnought');
    expect(dottedPath('/a~1b/c~0d')).toBe('a/b.c~d');
    expect(dottedPath('/units', 'warsun')).toBe('units.warsun');
    expect(dottedPath('')).toBe('(top level)');
    expect(dottedPath('', 'colour')).toBe('colour');
  });

  it('a valid document passes', () => expect(messageOf(deck)).toBe('valid'));

  it('one readable message per kind of schema error', () => {
    expect(messageOf({ ...deck, colour: 'red' })).toBe('deck.yaml: colour: unknown field "colour" — expected one of name, sample, size, cards. Known names: name, sample, size, cards.');
    expect(messageOf({ ...deck, size: 'two' })).toBe('deck.yaml: size: wrong type — got "two", expected the number of cards in the deck.');
    expect(messageOf({ ...deck, size: 900 })).toBe('deck.yaml: size: value out of range — got 900, expected the number of cards in the deck <= 200.');
    expect(messageOf({ ...deck, size: 0 })).toBe('deck.yaml: size: value out of range — got 0, expected the number of cards in the deck >= 1.');
    expect(messageOf({ ...deck, cards: [] })).toBe('deck.yaml: cards: empty — expected the kinds of Tactic Card.');
    expect(messageOf({ ...deck, cards: [{ ...card, activates: ['x', 'x'] }] })).toBe('deck.yaml: cards.0.activates: an entry is listed twice — got ["x","x"].');
    expect(messageOf({ ...deck, cards: [{ ...card, key: 'A b' }] })).toBe('deck.yaml: cards.0.key: must match pattern "^[a-z][a-z0-9-]*$" — got "A b". a kebab-case card key.');
    expect(messageOf({ ...deck, cards: [{ ...card, special: 'diversionn' }] })).toBe(
      'deck.yaml: cards.0.special: value not allowed — got "diversionn", expected one of diversion, missile-launch, planetary-fire. Did you mean "diversion"?',
    );
  });

  it('reports the most specific error: the deepest path, an unknown key counting one level deeper', () => {
    expect(messageOf({ size: 'two', cards: [{ ...card, priority: -1 }] })).toBe('deck.yaml: cards.0.priority: value out of range — got -1, expected the Priority, resolved from 0 to 7 >= 0.');
    expect(messageOf({ size: 2, cards: [card], colour: 'red' })).toBe('deck.yaml: colour: unknown field "colour" — expected one of name, sample, size, cards. Known names: name, sample, size, cards.');
    expect(messageOf({ size: 2, cards: [card] })).toMatch(/^deck\.yaml: \(top level\): missing field "name"\. A Tactic deck/);
  });

  it('const, an unnamed key kind, and keywords without a message of their own', () => {
    const base = { instancePath: '/game', schemaPath: '#', data: 'chess', parentSchema: {} } as const;
    expect(configErrorFromAjv({ ...base, keyword: 'const', params: { allowedValue: 'ti4' } } as ErrorObject, 'f.yaml').message).toBe('f.yaml: game: value not allowed — got "chess", expected "ti4".');
    expect(configErrorFromAjv({ ...base, keyword: 'multipleOf', params: {}, message: 'must be a multiple of 2' } as ErrorObject, 'f.yaml').message).toBe('f.yaml: game: must be a multiple of 2 — got "chess".');
    expect(configErrorFromAjv({ ...base, keyword: 'multipleOf', params: {} } as ErrorObject, 'f.yaml').message).toBe('f.yaml: game: invalid value — got "chess".');
    const extra = { instancePath: '/units', schemaPath: '#', keyword: 'additionalProperties', params: { additionalProperty: 'warsunn' }, parentSchema: { properties: { warsun: {} } } } as ErrorObject;
    expect(configErrorFromAjv(extra, 'f.yaml', (path) => (path === '/units' ? 'unit' : 'field')).message).toBe('f.yaml: units.warsunn: unknown unit "warsunn" — expected one of warsun. Did you mean "warsun"?');
    expect(configErrorFromAjv({ ...extra, parentSchema: {} } as ErrorObject, 'f.yaml').message).toBe('f.yaml: units.warsunn: unknown field "warsunn" — expected one of . Known names: .');
  });

  it('limits and emptiness without a description, and an error without a parent schema', () => {
    const at = { instancePath: '/size', schemaPath: '#', data: 0 } as const;
    const message = (keyword: string, params: Record<string, unknown>, parentSchema?: object) => configErrorFromAjv({ ...at, keyword, params, ...(parentSchema ? { parentSchema } : {}) } as ErrorObject, 'f.yaml').message;
    expect(message('exclusiveMinimum', { comparison: '>', limit: 0 }, {})).toBe('f.yaml: size: value out of range — got 0, expected a number > 0.');
    expect(message('exclusiveMaximum', { comparison: '<', limit: 0 }, { description: 'a size' })).toBe('f.yaml: size: value out of range — got 0, expected a size < 0.');
    expect(message('minimum', { comparison: '>=', limit: 1 })).toBe('f.yaml: size: value out of range — got 0, expected a number >= 1.');
    expect(message('minProperties', { limit: 1 }, {})).toBe('f.yaml: size: empty — expected at least 1 entries.');
    expect(message('minItems', { limit: 2 })).toBe('f.yaml: size: empty — expected at least 2 entries.');
    expect(message('type', { type: 'integer' })).toBe('f.yaml: size: wrong type — got 0, expected a value of type integer.');
  });

  it('an unknown key at the top outranks a wrong value one level down (it counts one level deeper)', () => {
    expect(messageOf({ name: 'd', size: 'two', cards: [card], colour: 'red' })).toMatch(/^deck\.yaml: colour: unknown field "colour"/);
  });
});
