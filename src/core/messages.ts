import { ConfigError, missing, notOneOf, showValue, unknownName, wrongType } from './errors.js';

/**
 * The core layer's user-facing errors (reading data files, JSON Schema validation), one function
 * each, built from the factories in errors.ts, so tests compare against the same functions. Each
 * returns a ConfigError: the CLI prints it and exits 2.
 */
export const coreErrors = {
  fileNotFound: (file: string) =>
    new ConfigError({ where: file, what: 'file not found', expected: 'an existing YAML or JSON file', hint: 'Check the path; bundled scenarios live in configs/scenarios/' }),

  isAFolder: (file: string) =>
    new ConfigError({ where: file, what: 'is a folder, not a file', expected: 'a .yaml or .json file' }),

  unreadable: (file: string, reason: string) =>
    new ConfigError({ where: file, what: `cannot be read (${reason})` }),

  /** `position` is "at line L, column C" when the parser knows it. */
  yamlSyntax: (where: string, position: string | undefined, what: string) =>
    new ConfigError({ where, what: `YAML syntax error${position ? ` ${position}` : ''}: ${what}`, hint: 'Check indentation, colons after keys, and matching brackets and quotes' }),

  /** A key the schema does not know: `kind` says what the keys of that object are (unit, field…). */
  unknownKey: (where: string, kind: string, name: string, known: readonly string[]) => unknownName(where, kind, name, known),

  missingField: (where: string, field: string, description?: string) => missing(where, `field "${field}"`, undefined, description),

  valueNotAllowed: (where: string, got: unknown, allowed: readonly string[], description?: string) => notOneOf(where, 'value not allowed', got, allowed, description),

  notTheConstant: (where: string, got: unknown, allowed: unknown) =>
    new ConfigError({ where, what: 'value not allowed', got: showValue(got), expected: showValue(allowed) }),

  wrongType: (where: string, got: unknown, expected: string) => wrongType(where, got, expected),

  /** `expected` is the schema's description with its comparison, e.g. "a whole number of units >= 0". */
  valueOutOfRange: (where: string, got: unknown, expected: string) =>
    new ConfigError({ where, what: 'value out of range', got: showValue(got), expected }),

  empty: (where: string, expected: string) => new ConfigError({ where, what: 'empty', expected }),

  listedTwice: (where: string, got: unknown) => new ConfigError({ where, what: 'an entry is listed twice', got: showValue(got) }),

  invalidValue: (where: string, what: string, got: unknown, description?: string) =>
    new ConfigError({ where, what, got: showValue(got), ...(description !== undefined ? { hint: description } : {}) }),
};
