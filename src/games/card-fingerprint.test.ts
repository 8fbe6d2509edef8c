import { describe, expect, it } from 'vitest';
import { cardKey, compareCards, describeCardChange, fingerprintOf } from './card-fingerprint.js';

describe('card fingerprints', () => {
  it('flattens a card: nested fields dotted, lists as JSON, absent and skipped fields left out, keys sorted', () => {
    const card = { name: 'Gunnery chief', cost: 2, ability: { type: 'instant', value: 2 }, orders: [['attack']], unique: false, note: undefined, special: null };
    expect(fingerprintOf(card, ['name'])).toEqual({ 'ability.type': 'instant', 'ability.value': 2, cost: 2, orders: '[["attack"]]', unique: false });
    expect(Object.keys(fingerprintOf(card, ['name']))).toEqual(['ability.type', 'ability.value', 'cost', 'orders', 'unique']);
  });

  it('names each changed field with both values, and whole cards added or removed', () => {
    const before = { 'crew:a': { cost: 2, combat: 1 }, 'crew:b': { cost: 1 }, 'tech:c': { cost: 1, bonus: 1 } };
    const after = { 'crew:a': { cost: 4, combat: 1 }, 'tech:c': { cost: 1, speed: 3 }, 'squadron:d': { cost: 1 } };
    const changes = compareCards(before, after);
    expect(changes).toEqual([
      { card: 'crew:a', change: 'changed', fields: [{ field: 'cost', before: 2, after: 4 }] },
      { card: 'crew:b', change: 'removed', fields: [{ field: 'cost', before: 1 }] },
      { card: 'tech:c', change: 'changed', fields: [{ field: 'bonus', before: 1 }, { field: 'speed', after: 3 }] },
      { card: 'squadron:d', change: 'added', fields: [{ field: 'cost', after: 1 }] },
    ]);
    expect(changes.map(describeCardChange)).toEqual(['cost 2 -> 4', 'removed (cost 1)', 'bonus 1 -> (none), speed (none) -> 3', 'added (cost 1)']);
    expect(compareCards(before, structuredClone(before))).toEqual([]);
  });

  it('reads the key a card id ends with', () => {
    expect(['crew:sol-admiral', 'unit:sol/carrier-ii', 'effect:x@omega'].map(cardKey)).toEqual(['sol-admiral', 'carrier-ii', 'x@omega']);
  });
});
