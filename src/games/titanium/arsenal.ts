import { validateWithSchema } from '../../core/validate.js';
import type { LoadedDocument } from '../loaded-document.js';
import { titaniumErrors } from './messages.js';

/** What a non-ship unit does (004, "Card Clarifications — Units"). */
export type UnitEffect = 'minefield' | 'missile' | 'repair';
/** An upgrade's special ability (004, "Card Clarifications — Upgrades"). */
export type UpgradeSpecial = 'evasion' | 'self-destruct' | 'shield' | 'target';
/** A building's effect (004, "Card Clarifications — Buildings"; "Quick Start"). */
export type BuildingEffect = 'refinery' | 'spaceport' | 'laboratory' | 'planetary-support' | 'command-center' | 'cyber-factory';

/**
 * A Unit card (004, "Anatomy of the Cards — Units"). Non-ships have attack 0 and no slots. On every
 * card, a missing `tech` is Tech 0 and a missing `copies` means the Arsenal never runs out.
 */
export interface UnitCard {
  key: string; name: string; ship: boolean; cost: number; tech?: number; copies?: number;
  attack: number; defense: number; slots: number;
  effect: UnitEffect | null; blast: number; repair: number; unprinted: readonly string[];
}
/** An Upgrade card (004, "Anatomy of the Cards — Upgrade"). */
export interface UpgradeCard {
  key: string; name: string; cost: number; tech?: number; copies?: number;
  attack: number; defense: number; special: UpgradeSpecial | null; blast: number; shields: number; unprinted: readonly string[];
}
/** A Building card (004, "Anatomy of the Cards — Buildings"). */
export interface BuildingCard {
  key: string; name: string; cost: number; tech?: number; copies?: number; attack: number;
  effect: BuildingEffect; perPlayer?: number; perPlanet?: number; unprinted: readonly string[];
}
/**
 * The whole arsenal, frozen, with lookups by key. In JSON it is its `source`: a result records
 * which arsenal it used, not every card.
 */
export interface Arsenal {
  /** Where it was read from, e.g. configs/titanium/arsenal.yaml. */
  source: string;
  units: readonly UnitCard[];
  upgrades: readonly UpgradeCard[];
  buildings: readonly BuildingCard[];
  unit: ReadonlyMap<string, UnitCard>;
  upgrade: ReadonlyMap<string, UpgradeCard>;
  building: ReadonlyMap<string, BuildingCard>;
  toJSON(): string;
}

/** The arsenal every scenario uses, under configs/: every card 004 prints. */
export const BUNDLED_ARSENAL = 'titanium/arsenal.yaml';

type Raw<T> = Partial<T> & { key: string };

const copiesOf = (card: { copies?: number }) => (card.copies !== undefined ? { copies: card.copies } : {});

function deepFreeze<T>(value: T): T {
  if (value !== null && typeof value === 'object' && !(value instanceof Map)) {
    for (const inner of Object.values(value as object)) deepFreeze(inner);
    Object.freeze(value);
  }
  return value;
}

function byKey<T extends { key: string }>(cards: T[], kind: string, where: string): Map<string, T> {
  const map = new Map<string, T>();
  cards.forEach((card, i) => {
    if (map.has(card.key)) throw titaniumErrors.duplicateKey(`${where}.${i}.key`, kind, card.key);
    map.set(card.key, card);
  });
  return map;
}

/**
 * Validates an arsenal (configs/titanium-arsenal.schema.json, then what a schema cannot say: unique
 * keys, ships with attack and slots, effects with their strength) into frozen cards.
 *
 * @throws ConfigError naming `source` and the card.
 */
export function parseArsenal(raw: unknown, source: string): Arsenal {
  validateWithSchema('titanium-arsenal.schema.json', raw, source);
  const input = raw as { units: Raw<UnitCard>[]; upgrades: Raw<UpgradeCard>[]; buildings: Raw<BuildingCard>[] };
  const units = input.units.map((u, i): UnitCard => {
    const where = `${source}: units.${i}`;
    if (u.ship && u.attack === undefined) throw titaniumErrors.missingField(where, 'attack', 'a Ship has an Attack Strength');
    if (u.ship && u.slots === undefined) throw titaniumErrors.missingField(where, 'slots', 'a Ship has Upgrade slots');
    if ((u.effect === 'minefield' || u.effect === 'missile') && u.blast === undefined) throw titaniumErrors.missingField(where, 'blast', `a ${u.effect} deals Blast damage`);
    if (u.effect === 'repair' && u.repair === undefined) throw titaniumErrors.missingField(where, 'repair', 'a repair unit removes damage');
    return {
      key: u.key, name: u.name!, ship: u.ship!, cost: u.cost!, ...(u.tech !== undefined ? { tech: u.tech } : {}), ...copiesOf(u),
      attack: u.ship ? u.attack! : 0, defense: u.defense!, slots: u.ship ? u.slots! : 0,
      effect: u.effect ?? null, blast: u.blast ?? 0, repair: u.repair ?? 0, unprinted: u.unprinted ?? [],
    };
  });
  const upgrades = input.upgrades.map((u): UpgradeCard => ({
    key: u.key, name: u.name!, cost: u.cost!, ...(u.tech !== undefined ? { tech: u.tech } : {}), ...copiesOf(u),
    attack: u.attack ?? 0, defense: u.defense ?? 0, special: u.special ?? null,
    blast: u.blast ?? (u.special === 'self-destruct' ? 1 : 0), shields: u.shields ?? (u.special === 'shield' ? 2 : 0), unprinted: u.unprinted ?? [],
  }));
  const buildings = input.buildings.map((b): BuildingCard => ({
    key: b.key, name: b.name!, cost: b.cost!, ...(b.tech !== undefined ? { tech: b.tech } : {}), ...copiesOf(b), attack: b.attack ?? 0, effect: b.effect!,
    ...(b.perPlayer !== undefined ? { perPlayer: b.perPlayer } : {}), ...(b.perPlanet !== undefined ? { perPlanet: b.perPlanet } : {}),
    unprinted: b.unprinted ?? [],
  }));
  const arsenal: Arsenal = {
    source, units, upgrades, buildings,
    unit: byKey(units, 'unit', `${source}: units`),
    upgrade: byKey(upgrades, 'upgrade', `${source}: upgrades`),
    building: byKey(buildings, 'building', `${source}: buildings`),
    toJSON: () => source,
  };
  return deepFreeze(arsenal);
}

/** Validates an arsenal file the loader read (`source` names it in messages). */
export const arsenalFromDocument = (document: LoadedDocument): Arsenal => parseArsenal(document.data, document.source);
