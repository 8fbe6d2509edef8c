import type { UnitKey } from '../catalog.js';
import type { EffectUse, Ti4SidePlan } from '../plan.js';
import type { Place, SideName, Ti4Side } from '../scenario.js';
import type { SideState } from '../side-state.js';
import type { BattleApi, EffectHooks } from './hooks.js';

/** Where an effect comes from. */
export type EffectFamily = 'flagship' | 'technology' | 'action-card';

/** What an effect's validity check sees. */
export interface EffectContext {
  own: Ti4Side;
  opponent: Ti4Side;
  sideName: SideName;
  place: Place;
  use: EffectUse;
}

/**
 * A faction ability, technology or action card as data plus small hooks (MODELS.md, TI4 catalog:
 * "effects hooked into named timing points"). `text` is the card text it implements.
 */
export interface EffectDefinition {
  id: string;
  family: EffectFamily;
  name: string;
  text: string;
  /** Accepts "@roundN" / "@groundN" to say when it is played. */
  takesRound?: boolean;
  /**
   * The named ways to play it when its card leaves the owner a choice (policies/effect-play.ts), the
   * default first; the scenario picks one under `effectPolicies`, the hooks see its index as `use.policy`.
   */
  policies?: readonly string[];
  /** Why this side cannot use it here, or undefined when it can. */
  unusable?(ctx: EffectContext): string | undefined;
  /** Static changes to the compiled plans, before hit-assignment sequences are built. */
  compileInPlace?(own: Ti4SidePlan, opponent: Ti4SidePlan, use: EffectUse, unitTypes: readonly string[]): void;
  /** Hooks for one simulator (called once per simulator, never per battle). */
  createHooks?(battle: BattleApi, owner: SideState, opponent: SideState, use: EffectUse): EffectHooks;
}

/** The units of a side plan of one type. */
export function unitsOfType(plan: Ti4SidePlan, unitTypes: readonly string[], key: UnitKey): number[] {
  const t = unitTypes.indexOf(key);
  return plan.type.flatMap((type, u) => (type === t ? [u] : []));
}

/** The first unit of a type in a side state, or -1. */
export function firstUnitOfType(side: SideState, unitTypes: readonly string[], key: UnitKey): number {
  const t = unitTypes.indexOf(key);
  for (let u = 0; u < side.n; u++) if (side.type[u] === t) return u;
  return -1;
}

/** The side's flagship unit in a battle, or -1. */
export const flagshipOf = (battle: BattleApi, side: SideState): number => firstUnitOfType(side, battle.unitTypes, 'flagship');

/** A check that the side fields a unit type. */
export const needsUnit = (key: UnitKey, what: string) => (ctx: EffectContext): string | undefined =>
  (ctx.own.units[key] ?? 0) > 0 ? undefined : `needs ${what} on the ${ctx.sideName}'s side`;

/** A check that the side's faction flagship is present. */
export const needsFlagship = (faction: string) => (ctx: EffectContext): string | undefined =>
  ctx.own.faction === faction && (ctx.own.units.flagship ?? 0) > 0 ? undefined : `needs the ${faction} flagship on the ${ctx.sideName}'s side (faction: ${faction}, units: { flagship: 1 })`;

/** A check on the side (attacker = the active player). */
export const onlySide = (sideName: SideName, why: string) => (ctx: EffectContext): string | undefined =>
  ctx.sideName === sideName ? undefined : `only the ${sideName} can use it (${why})`;

/** A check on the place. */
export const onlyPlaces = (places: Place[]) => (ctx: EffectContext): string | undefined =>
  places.includes(ctx.place) ? undefined : `only matters with place: ${places.join(' or ')}, not ${ctx.place}`;

/** Combines checks: the first failing reason. */
export const allOf = (...checks: ((ctx: EffectContext) => string | undefined)[]) => (ctx: EffectContext) => {
  for (const check of checks) {
    const reason = check(ctx);
    if (reason) return reason;
  }
  return undefined;
};

/** True when an effect played "@roundN" applies in this theatre round (round 0: any). */
export function isPlayedNow(use: EffectUse, groundTheatre: boolean, theatreRound: number): boolean {
  return use.ground === groundTheatre && (use.round === 0 || use.round === theatreRound);
}

/** A card a side plays at most once per battle: `take()` is true the first time only, until `reset()`. */
export class OncePerBattle {
  private used = false;

  take(): boolean {
    if (this.used) return false;
    this.used = true;
    return true;
  }

  reset(): void {
    this.used = false;
  }
}
