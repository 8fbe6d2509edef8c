import { unitStats, UNIT_KEYS, type Faction, type UnitKey, type UnitStats } from '../catalog.js';
import type { EffectUse, Ti4SidePlan } from '../plan.js';
import type { Place, SideName, Ti4Side, UnitCounts } from '../scenario.js';
import type { SideState } from '../side-state.js';
import type { EffectSampling, KeyFlag } from '../sampling/effect-sampling.js';
import type { BattleApi, EffectHooks } from './hooks.js';

/** Where an effect comes from (the families `salvo ti4 effects` lists). */
export type EffectFamily =
  | 'faction-ability' | 'flagship' | 'mech' | 'unit-upgrade' | 'technology' | 'faction-technology'
  | 'promissory-note' | 'agent' | 'commander' | 'hero' | 'agenda' | 'action-card';

/** What an effect's validity check sees. */
export interface EffectContext {
  own: Ti4Side;
  opponent: Ti4Side;
  sideName: SideName;
  place: Place;
  use: EffectUse;
}

/**
 * A faction ability, unit ability, technology, card or leader as data plus small hooks (the docs/ pages,
 * TI4 catalog: "effects hooked into named timing points"). `text` is the printed text it implements
 * (the current printing; older printings are separate definitions with an `@omega` / `@original` id).
 */
export interface EffectDefinition {
  id: string;
  family: EffectFamily;
  name: string;
  text: string;
  /** When it acts, in words (for `salvo ti4 effects`), e.g. "start of space combat". */
  timing: string;
  /** The faction whose sheet, unit or card it is. */
  faction?: Faction;
  /** Accepts "@roundN" / "@groundN" to say when it is played. */
  takesRound?: boolean;
  /**
   * How its player plays it by default, in words (listed by `salvo ti4 effects`, recorded in
   * results as `play`), e.g. "target: the most valuable ground force the hit destroys".
   */
  play?: string;
  /**
   * Applied without being listed: faction abilities when `faction:` is named, unit abilities when
   * the unit is present. Returns true when it can matter in this battle (a side may still list it
   * in `without:` to switch it off).
   */
  isAutomatic?(ctx: Omit<EffectContext, 'use'>): boolean;
  /**
   * True when its whole effect is in the compiled plan's per-round hit distributions or sustain,
   * so the exact solver (`--exact`) handles it.
   */
  exact?: boolean;
  /**
   * The named ways to play it when its card leaves the owner a choice (policies/effect-play.ts), the
   * default first; the scenario picks one under `effectPolicies`, the hooks see its index as `use.policy`.
   */
  policies?: readonly string[];
  /** How each of `policies` plays, in words (same order; listed, and recorded as the result's `play`). */
  policyPlays?: readonly string[];
  /** Why this side cannot use it here, or undefined when it can. */
  unusable?(ctx: EffectContext): string | undefined;
  /** Units it places before the battle (e.g. Magen Defense Grid's infantry), added to the side's units. */
  placesUnits?(own: Ti4Side, opponent: Ti4Side): UnitCounts;
  /** Units it may place during the battle: they start off the board (reserve units of the plan). */
  reserveUnits?(own: Ti4Side, opponent: Ti4Side): UnitCounts;
  /** Static changes to the compiled plans, before hit-assignment sequences are built. */
  compileInPlace?(own: Ti4SidePlan, opponent: Ti4SidePlan, use: EffectUse, unitTypes: readonly string[]): void;
  /** How the state-table sampler represents its hooks (sampling/effect-sampling.ts); absent: die by die. */
  sampling?: EffectSampling;
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

/** True when the side fields at least one unit of a type. */
export const fields = (side: Ti4Side, key: UnitKey): boolean => (side.units[key] ?? 0) > 0;

/** A check that the side fields a unit type. */
export const needsUnit = (key: UnitKey, what: string) => (ctx: EffectContext): string | undefined =>
  fields(ctx.own, key) ? undefined : `needs ${what} on the ${ctx.sideName}'s side`;

/** A check that the side's faction flagship is present. */
export const needsFlagship = (faction: string) => (ctx: EffectContext): string | undefined =>
  ctx.own.faction === faction && fields(ctx.own, 'flagship') ? undefined : `needs the ${faction} flagship on the ${ctx.sideName}'s side (faction: ${faction}, units: { flagship: 1 })`;

/** A check that the side is the faction (faction abilities, faction technologies). */
export const needsFaction = (faction: Faction) => (ctx: EffectContext): string | undefined =>
  ctx.own.faction === faction ? undefined : `belongs to the ${faction} (faction: ${faction})`;

/** A check that the side is not the faction (promissory notes are played by the other players). */
export const notFaction = (faction: Faction) => (ctx: EffectContext): string | undefined =>
  ctx.own.faction === faction ? `is the ${faction}'s own promissory note, played by another player` : undefined;

/** A check on the side (attacker = the active player). */
export const onlySide = (sideName: SideName, why: string) => (ctx: EffectContext): string | undefined =>
  ctx.sideName === sideName ? undefined : `is for the ${sideName} only (${why})`;

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

/** True when the place includes a space combat / an invasion. */
export const hasSpace = (place: Place): boolean => place !== 'ground';
export const hasInvasion = (place: Place): boolean => place !== 'space';

/** True when an effect played "@roundN" applies in this theatre round (round 0: any). */
export function isPlayedNow(use: EffectUse, groundTheatre: boolean, theatreRound: number): boolean {
  return use.ground === groundTheatre && (use.round === 0 || use.round === theatreRound);
}

/**
 * A card a side plays at most once per battle: `take()` is true the first time in a battle only. It
 * keys on the battle's serial number, so nothing needs resetting between battles.
 */
export class OncePerBattle implements KeyFlag {
  private usedIn = -1;

  constructor(private readonly battle: { readonly battleSerial: number }) {}

  take(): boolean {
    if (this.usedIn === this.battle.battleSerial) return false;
    this.usedIn = this.battle.battleSerial;
    return true;
  }

  /** True when it was taken in this battle. */
  get isUsed(): boolean {
    return this.usedIn === this.battle.battleSerial;
  }

  /** Taken (or not) in this battle: a state table loads the flag of a state it computes a step from. */
  setUsed(used: boolean): void {
    this.usedIn = used ? this.battle.battleSerial : -1;
  }
}

/** "attacker" / "defender" for trace lines. */
export const SIDE_LABELS = ['attacker', 'defender'] as const;

/** Automatic while the faction's unit of a type is in the battle (flagship and mech abilities). */
export const whenUnitPresent = (faction: Faction, key: UnitKey, matters: (ctx: Omit<EffectContext, 'use'>) => boolean = () => true) =>
  (ctx: Omit<EffectContext, 'use'>): boolean => ctx.own.faction === faction && fields(ctx.own, key) && matters(ctx);

/** Automatic for the faction (faction abilities), where it can matter. */
export const whenFaction = (faction: Faction, matters: (ctx: Omit<EffectContext, 'use'>) => boolean = () => true) =>
  (ctx: Omit<EffectContext, 'use'>): boolean => ctx.own.faction === faction && matters(ctx);

/** True when the side fields a unit whose statistics satisfy `has` (e.g. a unit with SPACE CANNON). */
export function hasUnitWith(side: Ti4Side, has: (stats: UnitStats) => boolean): boolean {
  return UNIT_KEYS.some((key) => fields(side, key) && has(unitStats(key, side.upgrades.includes(key), side.faction)));
}

/** The value of the space cannon Experimental Battlestation and Ul the Progenitor give ("SPACE CANNON 5 (x3)"). */
export const SPACE_CANNON_5_X3 = { hitOn: 5, dice: 3 } as const;

/**
 * Adds SPACE CANNON 5 (x3) not tied to a unit to a side plan (both cards fire at 5, so their dice add
 * up); `source` names what fires in trace lines.
 */
export function addSpaceCannon5x3InPlace(own: Ti4SidePlan, source: string): void {
  const before = own.extraCannon;
  own.extraCannon = {
    hitOn: SPACE_CANNON_5_X3.hitOn,
    dice: before.dice + SPACE_CANNON_5_X3.dice,
    label: before.dice > 0 ? `${before.label} and ${source}` : source,
  };
}

/** True when the side lists an effect (by id). */
export const lists = (side: Ti4Side, id: string): boolean => side.effects.some((e) => e.id === id);
