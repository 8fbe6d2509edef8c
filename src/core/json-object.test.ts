import { describe, expect, it } from 'vitest';
import { jsonObjectOf } from './json-object.js';

describe('jsonObjectOf (the JSON object of an option such as --policies)', () => {
  it('returns the object a JSON text holds', () => {
    expect(jsonObjectOf('{"orders":"crew-orders"}')).toEqual({ orders: 'crew-orders' });
    expect(jsonObjectOf('{}')).toEqual({});
  });

  it('is undefined for text that is not JSON or not an object', () => {
    for (const raw of ['orders=crew', 'null', '[1,2]', '3', '"text"', 'true', undefined]) expect(jsonObjectOf(raw)).toBeUndefined();
  });
});
