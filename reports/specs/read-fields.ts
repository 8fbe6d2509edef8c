import { badFieldError } from '../messages.js';
import { isRecord } from '../result-kind.js';

/** A probability with its 95% interval, and a mean with its standard error, as every salvo result writes them. */
export type { Estimate, MeanSe } from '../../src/core/stats.js';
import type { Estimate, MeanSe } from '../../src/core/stats.js';

const isNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);

/** Short text of what was found, for messages ("a string", "an array of 3"). */
export function gotText(value: unknown): string {
  if (value === undefined) return 'nothing';
  if (value === null) return 'null';
  if (Array.isArray(value)) return `an array of ${value.length}`;
  if (typeof value === 'object') return `an object with ${Object.keys(value).slice(0, 4).join(', ') || 'no keys'}`;
  return `${typeof value === 'string' ? 'the string' : 'the value'} ${JSON.stringify(value).slice(0, 40)}`;
}

/** True for {p, lo, hi} with finite numbers. */
export function isEstimate(value: unknown): value is Estimate {
  return isRecord(value) && isNumber(value.p) && isNumber(value.lo) && isNumber(value.hi);
}

/** An {p, lo, hi} field, or a ConfigError naming the path. */
export function readEstimate(value: unknown, source: string, path: string): Estimate {
  if (!isEstimate(value)) throw badFieldError(source, path, '{p, lo, hi} with numbers', gotText(value));
  return { p: value.p, lo: value.lo, hi: value.hi };
}

/** A record of {p, lo, hi} (e.g. `outcomes`), in its own key order. */
export function readEstimates(value: unknown, source: string, path: string): [string, Estimate][] {
  if (!isRecord(value) || Object.keys(value).length === 0) throw badFieldError(source, path, 'an object of {p, lo, hi}', gotText(value));
  return Object.entries(value).map(([key, e]) => [key, readEstimate(e, source, `${path}.${key}`)]);
}

/** A record of {mean, se} per side (e.g. `lost`). */
export function readMeanSes(value: unknown, source: string, path: string): [string, MeanSe][] {
  if (!isRecord(value) || Object.keys(value).length === 0) throw badFieldError(source, path, 'an object of {mean, se} per side', gotText(value));
  return Object.entries(value).map(([key, m]) => {
    if (!isRecord(m) || !isNumber(m.mean) || !isNumber(m.se)) throw badFieldError(source, `${path}.${key}`, '{mean, se} with numbers', gotText(m));
    return [key, { mean: m.mean, se: m.se }];
  });
}

/** A probability distribution over counts (index = count): finite numbers. */
export function readDistribution(value: unknown, source: string, path: string): number[] {
  if (!Array.isArray(value) || value.length === 0 || !value.every(isNumber)) throw badFieldError(source, path, 'an array of probabilities', gotText(value));
  return value;
}

/** A finite number field. */
export function readNumber(value: unknown, source: string, path: string): number {
  if (!isNumber(value)) throw badFieldError(source, path, 'a number', gotText(value));
  return value;
}

/** A string field. */
export function readString(value: unknown, source: string, path: string): string {
  if (typeof value !== 'string') throw badFieldError(source, path, 'a string', gotText(value));
  return value;
}
