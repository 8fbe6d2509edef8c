/**
 * A symmetric equilibrium of a symmetric n-seat constant-sum game given by its payoff function
 * (docs/strategy.md, "The meta-game"): every seat draws from the same mix x, and `payoff(a, others)`
 * is the score of a seat playing strategy a while the other seats play the strategies `others`.
 * Found by discrete replicator dynamics from the uniform mix, keeping the mix of least regret seen
 * (the pure strategies are tried too); the regret max_a u(a; x) − u(x; x) is reported, never assumed 0.
 */

export interface SymmetricSolution {
  mix: number[];
  /** max over strategies of (its score against the mix) − (the mix's score against itself). */
  regret: number;
  /** Each strategy's score against the mix. */
  scores: number[];
}

/** Every ordered tuple of `length` strategy indices out of k, with its probability under x. */
function tuples(k: number, length: number, x: readonly number[]): { others: number[]; p: number }[] {
  let out: { others: number[]; p: number }[] = [{ others: [], p: 1 }];
  for (let i = 0; i < length; i++) out = out.flatMap((t) => x.flatMap((xi, s) => (xi > 0 ? [{ others: [...t.others, s], p: t.p * xi }] : [])));
  return out;
}

/** Each strategy's expected score when the other n − 1 seats draw from x. */
export function scoresAgainst(k: number, seats: number, x: readonly number[], payoff: (a: number, others: readonly number[]) => number): number[] {
  const all = tuples(k, seats - 1, x);
  return Array.from({ length: k }, (_, a) => all.reduce((sum, t) => sum + t.p * payoff(a, t.others), 0));
}

/** The regret of a mix and each strategy's score against it. */
export function regretOf(k: number, seats: number, x: readonly number[], payoff: (a: number, others: readonly number[]) => number): SymmetricSolution {
  const scores = scoresAgainst(k, seats, x, payoff);
  const own = scores.reduce((sum, s, a) => sum + x[a] * s, 0);
  return { mix: [...x], regret: Math.max(...scores) - own, scores };
}

/**
 * The symmetric equilibrium search: `iterations` steps of x ← x·(1 + η(u(a;x) − u(x;x))), from the
 * uniform mix, keeping the least-regret mix met (and the pure strategies' regrets).
 */
export function solveSymmetric(k: number, seats: number, payoff: (a: number, others: readonly number[]) => number, iterations = 2_000, eta = 2): SymmetricSolution {
  if (k === 1) return regretOf(1, seats, [1], payoff);
  let best = regretOf(k, seats, Array.from({ length: k }, () => 1 / k), payoff);
  for (let a = 0; a < k; a++) {
    const pure = regretOf(k, seats, Array.from({ length: k }, (_, i) => (i === a ? 1 : 0)), payoff);
    if (pure.regret < best.regret - 1e-12) best = pure;
  }
  let x = Array.from({ length: k }, () => 1 / k);
  for (let step = 0; step < iterations; step++) {
    const current = regretOf(k, seats, x, payoff);
    if (current.regret < best.regret - 1e-12) best = current;
    const own = current.scores.reduce((sum, s, a) => sum + x[a] * s, 0);
    const next = x.map((xi, a) => Math.max(0, xi * (1 + eta * (current.scores[a] - own))));
    const total = next.reduce((s, v) => s + v, 0);
    x = next.map((v) => (v / total < 1e-6 ? 0 : v / total));
    const renorm = x.reduce((s, v) => s + v, 0);
    x = x.map((v) => v / renorm);
  }
  return best;
}
