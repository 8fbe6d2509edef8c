import { describe, expect, it } from 'vitest';
import { isRunFailure, RunFailure } from './run-failure.js';

describe('RunFailure (docs/architecture.md, "Errors": exit 1 without a stack trace)', () => {
  it('is recognised by name, also as a copy from another module', () => {
    const failure = new RunFailure('redis: connection lost');
    expect(failure.message).toBe('redis: connection lost');
    expect(failure.name).toBe('RunFailure');
    expect(isRunFailure(failure)).toBe(true);
    expect(isRunFailure(Object.assign(new Error('x'), { name: 'RunFailure' }))).toBe(true);
    expect(isRunFailure(new Error('x'))).toBe(false);
    expect(isRunFailure({ name: 'RunFailure', message: 'not an Error' })).toBe(false);
  });
});
