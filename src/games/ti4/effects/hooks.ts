import type { DiceSource } from '../../../core/dice-source.js';
import type { Place } from '../scenario.js';
import type { SideState, Theatre } from '../side-state.js';

/** What a roll is for. Numbers, not strings: they are compared in the hot loop. */
export const COMBAT_ROLL = 0;
export const BARRAGE_ROLL = 1;
export const CANNON_ROLL = 2;
export const BOMBARD_ROLL = 3;
export type RollKind = typeof COMBAT_ROLL | typeof BARRAGE_ROLL | typeof CANNON_ROLL | typeof BOMBARD_ROLL;
export const ROLL_NAMES = ['combat', 'anti-fighter barrage', 'space cannon', 'bombardment'] as const;

/** What an effect's hooks may see and do during a battle (implemented by the TI4 simulator). */
export interface BattleApi {
  readonly sides: readonly [SideState, SideState];
  /** Counts the battles this simulator ran (once-per-battle cards key on it; nothing is reset). */
  readonly battleSerial: number;
  /** Where the battle is fought (a space battle has no space cannon after the first step). */
  readonly place: Place;
  /** Unit type keys, indexed by a unit's `type`. */
  readonly unitTypes: readonly string[];
  /** Space and ground combat rounds begun so far in this battle. */
  readonly spaceRound: number;
  readonly groundRound: number;
  /** The combat under way: SPACE or GROUND from its start to its end, -1 outside a combat (cannon, bombardment). */
  readonly combatTheatre: Theatre | -1;
  readonly rng: DiceSource;
  /** Combat rounds begun so far in this battle (space and ground together). */
  readonly round: number;
  /** Hits produced by each side in the current roll step, before assignment; hooks may change them. */
  readonly pendingHits: Int32Array;
  /** Of `pendingHits`, those that must go to non-fighter ships if able. */
  readonly pendingRestricted: Int32Array;
  /** Destroys a living unit (no sustain), with the on-destroy hooks. */
  destroyUnit(side: SideState, u: number, theatre: Theatre, cause: string): void;
  /** The owner destroys one of its units of a kind, chosen by its own hit-assignment order. */
  chooseAndDestroy(side: SideState, theatre: Theatre, nonFighterOnly: boolean, cause: string): boolean;
  /** Assigns hits to a side in a theatre as combat hits (the target's owner assigns; sustain allowed). */
  assignHits(target: SideState, hits: number, theatre: Theatre, kind: RollKind): void;
  /** Assigns hits that must go to non-fighter ships if able (the target's owner assigns among those). */
  assignNonFighterHits(target: SideState, hits: number, theatre: Theatre, kind: RollKind): void;
  /**
   * One hit that the effect's owner assigns to a unit of its choice (Magen Defense Grid, Dimensional
   * Splicer, Devotion): the most valuable unit the hit destroys, else the most valuable that must
   * sustain it — or, with `preferSustain`, the most valuable unit that sustains it, else the most
   * valuable it destroys (Magen's `soaked-by-a-mech` policy). Returns false when there is no target.
   */
  assignChosenHit(target: SideState, theatre: Theatre, cause: string, nonFighterOnly?: boolean, preferSustain?: boolean): boolean;
  /** What `assignChosenHit` would do: u·2 + 1 (u destroyed), u·2 (u sustains), or -1 (no target). */
  chosenHitTarget(target: SideState, theatre: Theatre, nonFighterOnly?: boolean, preferSustain?: boolean): number;
  /**
   * What the target's own hit-assignment policy does with the next hit: u·2 + 1 (loses u), u·2 (u
   * sustains), -1 (no target). `nonFighterOnly`: a hit that must go to a non-fighter ship if able.
   */
  victimOf(target: SideState, theatre: Theatre, nonFighterOnly: boolean): number;
  /** The threshold of unit u's combat dice now (its value with this round's modifiers). */
  combatThreshold(side: SideState, u: number, theatre: Theatre): number;
  /** Rerolls every missed die of the side's last combat roll in a theatre; returns the new hits. */
  rerollMisses(side: SideState, theatre: Theatre, label: string): number;
  /** The attacker's bombardment of the planet now (Harrow), with its shield check and its effects. */
  bombard(cause: string): void;
  /** Rerolls every die of the side's last unit-ability roll of a kind (Scramble Frequency); returns the new hits. */
  rerollAbilityRoll(side: SideState, kind: RollKind, theatre: Theatre): number;
  /** Both sides roll this round's combat dice again; hits already rolled are not assigned (The Thundarian). */
  rollCombatAgain(theatre: Theatre): void;
  /** Rolls `dice` dice hitting on `hitOn` for a side, logged with `label`; returns the hits. */
  rollDice(side: SideState, hitOn: number, dice: number, label: string): number;
  /** The hooks of a card played once stop being called for the rest of this battle (keeps the hot loop fast). */
  retire(hooks: EffectHooks): void;
  /** True while a trace is being written (replay). */
  readonly tracing: boolean;
  log(line: string): void;
}

/**
 * The named timing points where effects act (one object per effect use, made once per simulator,
 * so the hot loop calls methods on existing objects and allocates nothing).
 */
export interface EffectHooks {
  /** Set by the simulator: retired for the rest of this battle (see `BattleApi.retire`). */
  retired?: boolean;
  /** Start of each battle: clear once-per-battle state. */
  reset?(): void;
  /** Before combat in a theatre: after space cannon offense (space) or after landing (ground). */
  beforeCombat?(theatre: Theatre): void;
  /** Start of a combat round, before rolls. */
  startOfRound?(theatre: Theatre, round: number): void;
  /** After anti-fighter barrage was rolled (`pendingHits`), before its hits destroy fighters. */
  afterBarrage?(): void;
  /** A side announced a retreat: returns true to forbid it this round (Intercept). */
  onRetreatAnnounced?(side: SideState): boolean;
  /** After both sides rolled, before any other after-roll effect: rerolls (they change the roll itself). */
  rerolls?(theatre: Theatre, kind: RollKind, round: number): void;
  /** After both sides rolled (`pendingHits` holds the hits), before assignment. */
  afterRolls?(theatre: Theatre, kind: RollKind, round: number): void;
  /** Before `target` assigns `hits`: returns the hits left to assign (cancels). */
  onHitAssignment?(target: SideState, hits: number, kind: RollKind, theatre: Theatre): number;
  /** After the hits of a roll step were assigned. */
  afterAssignment?(kind: RollKind, theatre: Theatre): void;
  /** A unit of `side` used Sustain Damage against hits from the other side. */
  onSustain?(side: SideState, u: number, theatre: Theatre): void;
  /** A unit of `side` was destroyed. */
  onDestroy?(side: SideState, u: number, theatre: Theatre): void;
  /** End of a combat round, after hits were assigned. */
  endOfRound?(theatre: Theatre, round: number): void;
}
