/**
 * The vocabulary of Twilight Imperium: Armada disks (rules 000, "Components" and "Appendix One:
 * Icon Keys"), as frozen lists. Every enum here is also spelt out in
 * configs/armada-catalog.schema.json; tests check that the two agree.
 */
import type { TableMeasures } from './table/measures.js';

/** The four factions plus mercenary crew (000, "Build your Fleet", Factions). */
export const FACTIONS = ['sol', 'letnev', 'sardakk', 'hacan'] as const;
export type Faction = (typeof FACTIONS)[number];
/** The faction of crew any fleet may include (000, "Build your Fleet", Factions). */
export const MERCENARY = 'mercenary';

/** Ship sizes and their maximum speed (000, "Ship Disks", Size). */
export const SHIP_SIZES = ['small', 'standard', 'large'] as const;
export type ShipSize = (typeof SHIP_SIZES)[number];
export const MAX_SPEED_OF_SIZE: Readonly<Record<ShipSize, number>> = Object.freeze({ small: 6, standard: 5, large: 4 });

/** Special ship types (000, "Special Ship Types"). */
export const SPECIAL_TYPES = ['gunship', 'blockadeRunner', 'scout', 'carrier', 'escort', 'flagship'] as const;
export type SpecialType = (typeof SPECIAL_TYPES)[number];

/** Crew types (000, "Appendix One", Crew Type); the first four are bridge crew. */
export const CREW_TYPES = ['admiral', 'captain', 'firstOfficer', 'commander', 'officer', 'wingCommander', 'engineer', 'security', 'marines'] as const;
export type CrewType = (typeof CREW_TYPES)[number];
/** Bridge crew, removed by a bridge critical hit (000, "Critical Hits"). */
export const BRIDGE_CREW: readonly CrewType[] = Object.freeze(['admiral', 'captain', 'firstOfficer', 'commander']);

/** How many copies a crew disk allows (000, "Crew Disks", Crew Type). */
export const CREW_COPIES = ['unique', 'limited', 'unlimited'] as const;
export type CrewCopies = (typeof CREW_COPIES)[number];

/** Tech types (000, "Appendix One", Tech Type). */
export const TECH_TYPES = ['torpedo', 'beamWeapon', 'personal', 'shields', 'engineering', 'structural', 'sensor', 'teleporter', 'squadron'] as const;
export type TechType = (typeof TECH_TYPES)[number];

/** The five orders (000, "Step One: Assign Orders"). */
export const ORDERS = ['changeSpeed', 'changeHeading', 'activateShields', 'attack', 'activateCrew'] as const;
export type Order = (typeof ORDERS)[number];

/** Critical hit types, in the tally's order (000, "Critical Hits"). */
export const CRITICALS = ['bridge', 'lifeSupport', 'engineering', 'weapons', 'shields'] as const;
export type Critical = (typeof CRITICALS)[number];

/** Special ability types (000, "Special Abilities", Types). */
export const ABILITY_TYPES = ['continuous', 'starting', 'instant', 'command', 'expendable'] as const;
export type AbilityType = (typeof ABILITY_TYPES)[number];

/**
 * Special ability effects (000, "Special Abilities", Effects 1-10, plus the two the sidebar shows:
 * cancel a critical hit of a type and teleport through N shields, and the Flight Commander's
 * squadron beam damage from "Multiple Disk Effects").
 */
export const ABILITY_EFFECTS = [
  'beam', 'command', 'maxShields', 'maxHull', 'capacity', 'torpedoCapacity', 'squadronCapacity',
  'maxSpeed', 'torpedoSpeed', 'torpedoDamage', 'cancelCritical', 'teleport', 'squadronBeam',
] as const;
export type AbilityEffect = (typeof ABILITY_EFFECTS)[number];

/** Squadron kinds (000, "Other Components", Fighter and Bomber Disks). */
export const SQUADRON_KINDS = ['fighter', 'bomber'] as const;
export type SquadronKind = (typeof SQUADRON_KINDS)[number];

/** A special ability as data: type x effect x value (000, "Special Abilities"). */
export interface Ability {
  type: AbilityType;
  effect: AbilityEffect;
  /** X of "+X …", or N of "teleport through N shields"; 0 for cancelCritical. */
  value: number;
  /** The critical type a cancelCritical ability cancels. */
  critical?: Critical;
}

/** A ship disk (000, "Ship Disks"). */
export interface ShipDisk {
  id: string;
  name: string;
  faction: Faction;
  unique: boolean;
  size: ShipSize;
  shields: number;
  hull: number;
  beam: number;
  torpedoes: number;
  torpedoDamage: number;
  torpedoSpeed: number;
  capacity: number;
  squadronCapacity: number;
  cost: number;
  special?: SpecialType;
}

/** A crew disk (000, "Crew Disks"); `orders` lists its order rows (a row of two is paired). */
export interface CrewDisk {
  id: string;
  name: string;
  faction: Faction | typeof MERCENARY;
  type: CrewType;
  copies: CrewCopies;
  command: number;
  combat: number;
  cost: number;
  orders: Order[][];
  ability?: Ability;
}

/** A tech disk (000, "Tech Disks"). */
export interface TechDisk {
  id: string;
  name: string;
  faction: Faction;
  type: TechType;
  cost: number;
  ability?: Ability;
}

/** A fighter or bomber squadron disk (000, "Squadrons"; cost is not in the rulebook: see docs). */
export interface SquadronDisk {
  id: string;
  name: string;
  kind: SquadronKind;
  hull: number;
  beam: number;
  speed: number;
  torpedoes: number;
  torpedoDamage: number;
  cost: number;
}

/** A validated catalog: every disk by id, frozen. */
export interface Catalog {
  source: string;
  sample: boolean;
  ships: Readonly<Record<string, ShipDisk>>;
  crew: Readonly<Record<string, CrewDisk>>;
  tech: Readonly<Record<string, TechDisk>>;
  squadrons: Readonly<Record<string, SquadronDisk>>;
  /** The table model's measures the catalog writes (table/measures.ts fills the rest with sample values). */
  table?: Readonly<Partial<TableMeasures>>;
}
