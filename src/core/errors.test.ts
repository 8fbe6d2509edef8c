import { describe, expect, it } from 'vitest';
import { ConfigError, missing, notOneOf, outOfRange, unknownName, wrongType } from './errors.js';

describe('message factories (docs/architecture.md, "Errors": where: what — got X, expected Y. Hint.)', () => {
  it('unknownName names the nearest known name, or lists the known names when none is near', () => {
    const near = unknownName('f.yaml: attacker.units.dreadnougt', 'unit', 'dreadnougt', ['carrier', 'dreadnought']);
    expect(near).toBeInstanceOf(ConfigError);
    expect(near.message).toBe('f.yaml: attacker.units.dreadnougt: unknown unit "dreadnougt" — expected one of carrier, dreadnought. Did you mean "dreadnought"?');
    expect(unknownName('--game', 'game', 'chess', ['ti4', 'armada']).message).toBe('--game: unknown game "chess" — expected one of ti4, armada. Known names: ti4, armada.');
  });

  it('unknownName takes its own expectation, lookup spelling and suggestion list', () => {
    const error = unknownName('x', 'effect', 'plasma-scorng@round1', ['plasma-scoring'], { expected: 'an effect id', lookup: 'plasma-scorng', suggestFrom: ['plasma-scoring', 'morale-boost'] });
    expect(error.message).toBe('x: unknown effect "plasma-scorng@round1" — expected an effect id. Did you mean "plasma-scoring"?');
  });

  it('notOneOf quotes a string and suggests the nearest allowed value; other values get the given hint', () => {
    expect(notOneOf('f: faction', 'value not allowed', 'sool', ['sol', 'yin']).message).toBe('f: faction: value not allowed — got "sool", expected one of sol, yin. Did you mean "sol"?');
    expect(notOneOf('f: size', 'value not allowed', 3, ['small', 'large'], 'A ship size').message).toBe('f: size: value not allowed — got 3, expected one of small, large. A ship size.');
    expect(notOneOf('f: size', 'value not allowed', 3, ['small']).parts.hint).toBeUndefined();
  });

  it('outOfRange states one- and two-sided limits, with their reasons', () => {
    expect(outOfRange('f: fleet', 'the fleet is over its fleet limit', '4 units', undefined, '3 (fleetLimit + Spaceports)').message)
      .toBe('f: fleet: the fleet is over its fleet limit — got 4 units, expected at most 3 (fleetLimit + Spaceports).');
    expect(outOfRange('f: deck', 'the deck cannot fill every hand', '5 cards', 6, undefined).message).toBe('f: deck: the deck cannot fill every hand — got 5 cards, expected at least 6.');
    expect(outOfRange('--explosions', 'must be a whole number from 0 to --drops', 12, 0, 10, 'Count them').message).toBe('--explosions: must be a whole number from 0 to --drops — got 12, expected from 0 to 10. Count them.');
  });

  it('missing and wrongType', () => {
    expect(missing('f: players.0', 'field "fleet"', undefined, 'The units the player brings').message).toBe('f: players.0: missing field "fleet". The units the player brings.');
    expect(missing('f: game', 'game', 'game: ti4 | armada | titanium').message).toBe('f: game: missing game — expected game: ti4 | armada | titanium.');
    expect(wrongType('f: units.dreadnought', 1.5, 'a whole number of units').message).toBe('f: units.dreadnought: wrong type — got 1.5, expected a whole number of units.');
  });
});
