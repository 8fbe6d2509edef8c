import { describe, expect, it } from 'vitest';
import { ConfigError, didYouMean, formatConfigError, isConfigError, missing, notOneOf, outOfRange, showValue, unknownName, wrongType } from './errors.js';

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

  it('formatConfigError ends the sentence once and adds a full stop to a hint without one', () => {
    expect(formatConfigError({ where: 'w', what: 'bad' })).toBe('w: bad.');
    expect(formatConfigError({ where: 'w', what: 'bad', got: '1' })).toBe('w: bad — got 1.');
    expect(formatConfigError({ where: 'w', what: 'bad', expected: '2' })).toBe('w: bad — expected 2.');
    expect(formatConfigError({ where: 'w', what: 'bad', hint: 'Is it 2?' })).toBe('w: bad. Is it 2?');
    expect(formatConfigError({ where: 'w', what: 'bad', hint: 'Stop!' })).toBe('w: bad. Stop!');
    expect(formatConfigError({ where: 'w', what: 'bad', hint: 'Use 2.' })).toBe('w: bad. Use 2.');
    expect(formatConfigError({ where: 'w', what: 'bad', hint: 'Use 2' })).toBe('w: bad. Use 2.');
    expect(formatConfigError({ where: 'w', what: 'bad', hint: '' })).toBe('w: bad.');
    expect(formatConfigError({ where: 'w', what: 'bad', hint: 'Try e.g. 3' })).toBe('w: bad. Try e.g. 3.');
  });

  it('isConfigError knows a ConfigError by name and parts, also across module copies', () => {
    const error = new ConfigError({ where: 'w', what: 'bad' });
    expect(error.name).toBe('ConfigError');
    expect(error.parts).toEqual({ where: 'w', what: 'bad' });
    expect(isConfigError(error)).toBe(true);
    expect(isConfigError(Object.assign(new Error('x'), { name: 'ConfigError', parts: {} }))).toBe(true);
    expect(isConfigError(Object.assign(new Error('x'), { name: 'ConfigError' }))).toBe(false);
    expect(isConfigError(Object.assign(new Error('x'), { parts: {} }))).toBe(false);
    expect(isConfigError({ name: 'ConfigError', parts: {} })).toBe(false);
  });

  it('didYouMean suggests a name within a third of its length (at least 2 edits), ignoring case', () => {
    expect(didYouMean('x', [])).toBeUndefined();
    expect(didYouMean('abcdef', ['abcdxy'])).toBe('Did you mean "abcdxy"?');
    expect(didYouMean('abcdef', ['abcxyz'])).toBeUndefined();
    // 10 letters: up to ceil(10 / 3) = 4 edits.
    expect(didYouMean('abcdefghij', ['abcdefwxyz'])).toBe('Did you mean "abcdefwxyz"?');
    expect(didYouMean('abcdefghij', ['abcdevwxyz'])).toBeUndefined();
    expect(didYouMean('CARRIER', ['carrier', 'cruiser'])).toBe('Did you mean "carrier"?');
    expect(didYouMean('carrier', ['Carrier'])).toBe('Did you mean "Carrier"?');
  });

  it('showValue quotes strings and writes everything else as JSON', () => {
    expect(showValue('sool')).toBe('"sool"');
    expect(showValue(1.5)).toBe('1.5');
    expect(showValue([1, 'a'])).toBe('[1,"a"]');
    expect(showValue(null)).toBe('null');
    expect(showValue('say "hi"')).toBe('"say "hi""');
  });

  it('factories leave out the parts they were not given (no key holding undefined)', () => {
    expect(Object.keys(notOneOf('f', 'bad', 3, ['a']).parts)).toEqual(['where', 'what', 'got', 'expected']);
    expect(Object.keys(outOfRange('f', 'bad', 3, 0, 2).parts)).toEqual(['where', 'what', 'got', 'expected']);
    expect(Object.keys(missing('f', 'x').parts)).toEqual(['where', 'what']);
    expect(Object.keys(wrongType('f', 3, 'a word').parts)).toEqual(['where', 'what', 'got', 'expected']);
    expect(wrongType('f', 3, 'a word', 'Quote it').parts.hint).toBe('Quote it');
  });
});
