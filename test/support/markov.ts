/**
 * A small exact solver for absorbing Markov chains, for tests that derive an effect's value by hand:
 * a test writes one combat round of a tiny fight as a transition function read from the card text,
 * and this returns the probability of each end. It shares no code with the simulator.
 *
 * States are explored from the start; end probabilities are solved by Gauss-Seidel iteration until
 * nothing moves by more than 1e-14 (cycles such as a repaired unit are allowed).
 */

/** One step from a state: either its end (an outcome name) or weighted successors. */
export type Step<S> = { end: string } | { next: [number, S][] };

/** P(each outcome) from `start`. `key` identifies equal states. */
export function absorb<S>(start: S, key: (s: S) => string, step: (s: S) => Step<S>): Record<string, number> {
  const index = new Map<string, number>();
  const states: S[] = [];
  const visit = (s: S): number => {
    const k = key(s);
    let i = index.get(k);
    if (i === undefined) {
      i = states.length;
      index.set(k, i);
      states.push(s);
    }
    return i;
  };
  visit(start);
  const ends: (string | undefined)[] = [];
  const edges: [number, number][][] = [];
  for (let i = 0; i < states.length; i++) {
    const st = step(states[i]);
    if ('end' in st) {
      ends[i] = st.end;
      edges[i] = [];
      continue;
    }
    const merged = new Map<number, number>();
    for (const [p, s] of st.next) if (p > 0) merged.set(visit(s), (merged.get(visit(s)) ?? 0) + p);
    const total = [...merged.values()].reduce((a, b) => a + b, 0);
    if (Math.abs(total - 1) > 1e-9) throw new Error(`absorb: transition probabilities of ${key(states[i])} sum to ${total}`);
    edges[i] = [...merged];
  }
  const outcomes = [...new Set(ends.filter((e): e is string => e !== undefined))];
  const result: Record<string, number> = {};
  for (const outcome of outcomes) {
    const v: number[] = states.map((_, i) => (ends[i] === outcome ? 1 : 0));
    for (let sweep = 0; sweep < 100_000; sweep++) {
      let moved = 0;
      for (let i = states.length - 1; i >= 0; i--) {
        if (ends[i] !== undefined) continue;
        let self = 0;
        let rest = 0;
        for (const [j, p] of edges[i]) {
          if (j === i) self += p;
          else rest += p * v[j];
        }
        const next = self < 1 ? rest / (1 - self) : 0;
        moved = Math.max(moved, Math.abs(next - v[i]));
        v[i] = next;
      }
      if (moved < 1e-14) break;
    }
    result[outcome] = v[0];
  }
  return result;
}

/** P(k successes) for k = 0..n of n dice each hitting with probability p. */
export function binomial(n: number, p: number): number[] {
  const out: number[] = [];
  let c = 1;
  for (let k = 0; k <= n; k++) {
    out.push(c * p ** k * (1 - p) ** (n - k));
    c = (c * (n - k)) / (k + 1);
  }
  return out;
}

/** P(a d10 hits) for a combat value (a result >= value hits; modifiers already applied). */
export const pHit = (value: number): number => Math.min(1, Math.max(0, (11 - value) / 10));
