import type { Strategy, StrategyDimension, StrategyValue } from '../../games/strategy-capability.js';

/**
 * A strategy space (docs/strategy.md, "Strategy spaces"): reading a seat's strategy from its YAML
 * block, writing one back, the canonical key of a strategy and its one-step neighbours. Pure: no
 * game is named here; the dimensions come from the game's strategy capability.
 */

/** The value at a dotted path of a block, or undefined. */
export function readPath(block: Readonly<Record<string, unknown>>, key: string): unknown {
  let at: unknown = block;
  for (const part of key.split('.')) {
    if (at === null || typeof at !== 'object' || Array.isArray(at)) return undefined;
    at = (at as Record<string, unknown>)[part];
  }
  return at;
}

/** A copy of `block` with `value` at the dotted path `key` (objects on the path are copied, the rest shared). */
export function writePath(block: Readonly<Record<string, unknown>>, key: string, value: unknown): Record<string, unknown> {
  const [head, ...rest] = key.split('.');
  const copy: Record<string, unknown> = { ...block };
  if (rest.length === 0) copy[head] = value;
  else {
    const inner = copy[head];
    const child = inner !== null && typeof inner === 'object' && !Array.isArray(inner) ? (inner as Record<string, unknown>) : {};
    copy[head] = writePath(child, rest.join('.'), value);
  }
  return copy;
}

/** A value in canonical form: subset lists sorted, object keys sorted (equal strategies, equal keys). */
function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return [...value].map(canonical).sort((a, b) => (JSON.stringify(a) < JSON.stringify(b) ? -1 : 1));
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(Object.keys(value).sort().map((k) => [k, canonical((value as Record<string, unknown>)[k])]));
  }
  return value;
}

/** The key of a strategy: equal assignments, equal keys, whatever the order of keys or lists. */
export const strategyKey = (strategy: Strategy): string => JSON.stringify(canonical(strategy));

/** True when two values are the same decision (lists compared as sets). */
export const sameValue = (a: unknown, b: unknown): boolean => JSON.stringify(canonical(a)) === JSON.stringify(canonical(b));

/** The strategy a seat block plays: every dimension's written value, or its default. */
export function strategyOf(block: Readonly<Record<string, unknown>>, dimensions: readonly StrategyDimension[]): Strategy {
  const strategy: Record<string, StrategyValue> = {};
  for (const d of dimensions) {
    const written = readPath(block, d.key);
    strategy[d.key] = written === undefined ? d.default : (written as StrategyValue);
  }
  return strategy;
}

/**
 * The block with `strategy` written in: a dimension at its default is left out when the block
 * did not write it (so a printed strategy shows only what differs from the defaults).
 */
export function blockWith(block: Readonly<Record<string, unknown>>, strategy: Strategy, dimensions: readonly StrategyDimension[]): Record<string, unknown> {
  let out: Record<string, unknown> = { ...block };
  for (const d of dimensions) {
    const value = strategy[d.key] ?? d.default;
    const written = readPath(block, d.key) !== undefined;
    if (written || !sameValue(value, d.default)) out = writePath(out, d.key, value);
  }
  return out;
}

/** The part of a strategy that differs from the dimensions' defaults, as nested YAML-ready objects. */
export function writtenStrategy(strategy: Strategy, dimensions: readonly StrategyDimension[]): Record<string, unknown> {
  let out: Record<string, unknown> = {};
  for (const d of dimensions) {
    const value = strategy[d.key];
    if (value !== undefined && !sameValue(value, d.default)) out = writePath(out, d.key, value);
  }
  return out;
}

/** The changes from `from` to `to` in words: "policies.purchase: fleet-first, policies.avoid: [destroyer]". */
export function describeChange(from: Strategy, to: Strategy, dimensions: readonly StrategyDimension[]): string {
  const changes = dimensions.filter((d) => !sameValue(from[d.key], to[d.key])).map((d) => `${d.key}: ${d.kind === 'subset' ? subsetChange(from[d.key], to[d.key]) : showStrategyValue(to[d.key])}`);
  return changes.length === 0 ? '(no change)' : changes.join(', ');
}

/** A subset's change as the names added and removed: "+laser-cannon −destroyer" (the whole list when it was empty). */
function subsetChange(from: unknown, to: unknown): string {
  const before = new Set((from ?? []) as string[]);
  const after = new Set((to ?? []) as string[]);
  if (before.size === 0) return showStrategyValue([...after]);
  const added = [...after].filter((n) => !before.has(n)).map((n) => `+${n}`);
  const removed = [...before].filter((n) => !after.has(n)).map((n) => `−${n}`);
  return [...added, ...removed].join(' ');
}

/** A value as YAML's flow style writes it. */
export function showStrategyValue(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(showStrategyValue).join(', ')}]`;
  if (value !== null && typeof value === 'object') return `{ ${Object.entries(value).map(([k, v]) => `${k}: ${showStrategyValue(v)}`).join(', ')} }`;
  return String(value);
}

/** The grid neighbours of a number: the grid values next below and above the current one. */
function numberSteps(current: number, grid: readonly number[]): number[] {
  const sorted = [...grid].sort((a, b) => a - b);
  const below = sorted.filter((v) => v < current).at(-1);
  const above = sorted.find((v) => v > current);
  return [below, above].filter((v): v is number => v !== undefined);
}

/**
 * Every strategy one decision away: another value of a choice, the next grid value of a number
 * either way (with `wholeGrid`, every other value of its grid: any threshold one line can write
 * among those searched), one name added to or removed from a subset. In dimension order, then value
 * order (deterministic).
 */
export function neighbours(strategy: Strategy, dimensions: readonly StrategyDimension[], wholeGrid = false): Strategy[] {
  const out: Strategy[] = [];
  for (const d of dimensions) {
    const current = strategy[d.key] ?? d.default;
    if (d.kind === 'choice' || (d.kind === 'number' && wholeGrid)) {
      for (const v of d.values) if (!sameValue(v, current)) out.push({ ...strategy, [d.key]: v });
    } else if (d.kind === 'number') {
      for (const v of numberSteps(current as number, d.values as number[])) out.push({ ...strategy, [d.key]: v });
    } else {
      const set = new Set(current as readonly string[]);
      for (const name of d.values as readonly string[]) {
        const next = set.has(name) ? [...set].filter((n) => n !== name) : [...set, name];
        out.push({ ...strategy, [d.key]: next.sort() });
      }
    }
  }
  return out;
}
