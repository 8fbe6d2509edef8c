import type { DiceSource } from '../../src/core/dice-source.js';

/**
 * A `DiceSource` that returns the faces a test gives, in order, so a hot loop can be checked
 * against a hand-computed result (issue: scripted dice). Each method reads its own script:
 * `d10` the die faces, `uniform` numbers in [0, 1), `chance` booleans, `below` integers.
 * Running past the end of a script throws, naming the method — a test that draws more dice than
 * it planned fails instead of silently reusing faces. `remaining()` lets a test assert that every
 * scripted face was used.
 *
 * @example
 * const dice = new ScriptedDice({ d10: [9, 3, 10] });
 * dice.d10(); // 9
 */
export class ScriptedDice implements DiceSource {
  private readonly scripts: { d10: number[]; uniform: number[]; chance: boolean[]; below: number[] };
  private readonly used = { d10: 0, uniform: 0, chance: 0, below: 0 };

  constructor(script: { d10?: readonly number[]; uniform?: readonly number[]; chance?: readonly boolean[]; below?: readonly number[] }) {
    for (const face of script.d10 ?? []) {
      if (!Number.isInteger(face) || face < 1 || face > 10) throw new Error(`ScriptedDice: d10 face ${face} is not in 1..10`);
    }
    for (const u of script.uniform ?? []) {
      if (!(u >= 0 && u < 1)) throw new Error(`ScriptedDice: uniform ${u} is not in [0, 1)`);
    }
    this.scripts = { d10: [...(script.d10 ?? [])], uniform: [...(script.uniform ?? [])], chance: [...(script.chance ?? [])], below: [...(script.below ?? [])] };
  }

  private next<K extends keyof ScriptedDice['used']>(kind: K): ScriptedDice['scripts'][K][number] {
    const script = this.scripts[kind];
    const i = this.used[kind];
    if (i >= script.length) throw new Error(`ScriptedDice: ${kind}() called ${i + 1} times, only ${script.length} scripted`);
    this.used[kind] = i + 1;
    return script[i] as ScriptedDice['scripts'][K][number];
  }

  d10(): number {
    return this.next('d10');
  }

  uniform(): number {
    return this.next('uniform');
  }

  /** Reads the `uniform` script, as the seeded stream draws one uniform number. */
  inverseCdf(cdf: Float64Array, start: number): number {
    const u = this.uniform();
    let k = 0;
    while (u >= cdf[start + k]) k++;
    return k;
  }

  chance(p: number): boolean {
    if (!(p >= 0 && p <= 1)) throw new Error(`ScriptedDice: chance(${p}) is not a probability`);
    return this.next('chance');
  }

  below(n: number): number {
    const value = this.next('below');
    if (!Number.isInteger(value) || value < 0 || value >= n) throw new Error(`ScriptedDice: below(${n}) scripted ${value}, not in [0, ${n})`);
    return value;
  }

  /** How many scripted values of each kind are still unused. */
  remaining(): { d10: number; uniform: number; chance: number; below: number } {
    return {
      d10: this.scripts.d10.length - this.used.d10,
      uniform: this.scripts.uniform.length - this.used.uniform,
      chance: this.scripts.chance.length - this.used.chance,
      below: this.scripts.below.length - this.used.below,
    };
  }
}
