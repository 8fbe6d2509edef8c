import type { EffectUse } from '../plan.js';

/**
 * How the state-table sampler represents an effect's hooks (issue 17, item 1; issue 11's bench).
 * An effect with hooks and no declaration makes the whole plan roll die by die
 * (round-sampling.ts); a declared one keeps the tables:
 *
 * - `round-dice`: its hooks only set the owner's combat-roll modifiers (`roundBonus`,
 *   `roundHitBonus`, `roundExtraDice` at the start of a round; `allyBonusSource` once), as a function of
 *   the theatre, the theatre round and the owner's own units — never of a die, the opponent or the
 *   battle's history. A side's CDFs are then keyed by state, roll and round class: rounds
 *   1..`lastRound(use)` apart, every later round alike (0: the modifiers depend on the units only).
 *   Rolls: rules 003, "MAKE COMBAT ROLLS" (modifiers apply to each die's result).
 * - `units`: its hooks draw no die and read no roll; they change units (destroy, repair, sustain)
 *   deterministically — before combat, while the side they are called for assigns hits, or at the
 *   end of a round on their owner. A once-per-battle card among them enters, as a flag, the state
 *   key of the side it acts on (`SideState.keyFlags`). The next state after a step is then still a
 *   function of the state and the hits.
 * - `cannon-hits`: its hooks only cancel space cannon hits, which no table samples.
 */
export type EffectSampling =
  | { kind: 'round-dice'; lastRound(use: EffectUse): number }
  | { kind: 'units' }
  | { kind: 'cannon-hits' };

/** The timing points each kind's hooks may use (EffectHooks keys); a hook outside them is a wrong declaration. */
export const SAMPLED_HOOKS: Readonly<Record<EffectSampling['kind'], readonly string[]>> = {
  'round-dice': ['retired', 'reset', 'startOfRound', 'endOfRound'],
  units: ['retired', 'reset', 'beforeCombat', 'onSustain', 'onDestroy', 'endOfRound'],
  'cannon-hits': ['retired', 'reset', 'beforeCombat', 'onHitAssignment'],
};

/** A once-per-battle card as a state key sees it: used or not (effects/effect.ts OncePerBattle). */
export interface KeyFlag {
  readonly isUsed: boolean;
  /** Puts the card in a state (the table loads a state it computes a transition from). */
  setUsed(used: boolean): void;
}

/**
 * The round class of a theatre round for a side with `classes` classes (1 + the last round a
 * `round-dice` effect of the side treats apart): rounds 1..classes − 1 are their own class, every
 * later round shares the last.
 */
export const roundClassOf = (round: number, classes: number): number => Math.min(Math.max(round, 1), classes) - 1;
