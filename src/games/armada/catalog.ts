import { validateWithSchema } from '../../core/validate.js';
import type { LoadedDocument } from '../loaded-document.js';
import type { Ability, Catalog, CrewDisk, ShipDisk, SquadronDisk, TechDisk } from './catalog-types.js';
import { armadaErrors } from './messages.js';
import type { TableMeasures } from './table/measures.js';

/** The bundled sample catalog, under configs/ (placeholder numbers; 000 publishes no disk statistics). */
export const SAMPLE_CATALOG = 'armada/sample-catalog.yaml';

/** The notice every result computed from a sample catalog carries (docs, model notes: Armada, "Catalog"). */
export const SAMPLE_NOTICE =
  'Computed from a sample catalog: its numbers are placeholders, not transcribed disks (no Armada disk statistics are published). Transcribe your own disks into the same schema for real answers.';

interface RawCatalog {
  sample?: boolean;
  ships: Record<string, Omit<ShipDisk, 'id'>>;
  crew: Record<string, Omit<CrewDisk, 'id'>>;
  tech: Record<string, Omit<TechDisk, 'id'>>;
  squadrons: Record<string, Omit<SquadronDisk, 'id'>>;
  table?: Partial<TableMeasures>;
}

const keyKind = (path: string): string => {
  const match = /^\/(ships|crew|tech|squadrons)\/[^/]+(\/ability)?$/.exec(path);
  if (match) return match[2] ? 'ability field' : `${match[1] === 'crew' ? 'crew' : match[1].replace(/s$/, '')} field`;
  return 'field';
};

/** Checks what the schema cannot say about an ability (000, "Special Abilities", Effects). */
function checkAbility(ability: Ability | undefined, where: string): Ability | undefined {
  if (ability === undefined) return undefined;
  if (ability.effect === 'cancelCritical') {
    if (ability.critical === undefined) throw armadaErrors.cancelWithoutCritical(`${where}.ability`);
    return Object.freeze({ type: ability.type, effect: ability.effect, value: 0, critical: ability.critical });
  }
  if (ability.critical !== undefined) throw armadaErrors.criticalOnOtherEffect(`${where}.ability.critical`, ability.effect);
  if (ability.value === undefined) throw armadaErrors.abilityWithoutValue(`${where}.ability`, ability.effect);
  return Object.freeze({ type: ability.type, effect: ability.effect, value: ability.value });
}

/**
 * Validates raw catalog data (configs/armada-catalog.schema.json, then cross-field rules: a carrier
 * has squadron capacity and a ship with squadron capacity is a carrier, 000 "Ship Disks"; a bomber
 * carries torpedoes, 000 "Reloading Bombers") into a frozen Catalog.
 * @throws ConfigError naming `source` and the path.
 */
export function parseCatalog(raw: unknown, source: string): Catalog {
  validateWithSchema('armada-catalog.schema.json', raw, source, keyKind);
  const input = raw as RawCatalog;
  const ships: Record<string, ShipDisk> = {};
  for (const [id, s] of Object.entries(input.ships)) {
    const where = `${source}: ships.${id}`;
    const ship: ShipDisk = {
      id, name: s.name, faction: s.faction, unique: s.unique ?? false, size: s.size, shields: s.shields, hull: s.hull, beam: s.beam,
      torpedoes: s.torpedoes ?? 0, torpedoDamage: s.torpedoDamage ?? 0, torpedoSpeed: s.torpedoSpeed ?? 0, capacity: s.capacity,
      squadronCapacity: s.squadronCapacity ?? 0, cost: s.cost, ...(s.special !== undefined ? { special: s.special } : {}),
    };
    if (ship.special === 'carrier' && ship.squadronCapacity === 0) throw armadaErrors.carrierWithoutCapacity(`${where}.squadronCapacity`);
    if (ship.torpedoes > 0 && ship.torpedoDamage === 0) throw armadaErrors.torpedoesWithoutDamage(`${where}.torpedoDamage`);
    ships[id] = Object.freeze(ship);
  }
  const crew: Record<string, CrewDisk> = {};
  for (const [id, c] of Object.entries(input.crew)) {
    const ability = checkAbility(c.ability, `${source}: crew.${id}`);
    crew[id] = Object.freeze({
      id, name: c.name, faction: c.faction, type: c.type, copies: c.copies, command: c.command, combat: c.combat, cost: c.cost,
      orders: Object.freeze((c.orders ?? []).map((row) => Object.freeze([...row]))) as CrewDisk['orders'],
      ...(ability !== undefined ? { ability } : {}),
    });
  }
  const tech: Record<string, TechDisk> = {};
  for (const [id, t] of Object.entries(input.tech)) {
    const ability = checkAbility(t.ability, `${source}: tech.${id}`);
    tech[id] = Object.freeze({ id, name: t.name, faction: t.faction, type: t.type, cost: t.cost, ...(ability !== undefined ? { ability } : {}) });
  }
  const squadrons: Record<string, SquadronDisk> = {};
  for (const [id, q] of Object.entries(input.squadrons)) {
    const squadron: SquadronDisk = { id, name: q.name, kind: q.kind, hull: q.hull, beam: q.beam, speed: q.speed, torpedoes: q.torpedoes ?? 0, torpedoDamage: q.torpedoDamage ?? 0, cost: q.cost ?? 0 };
    if (squadron.kind === 'bomber' && (squadron.torpedoes === 0 || squadron.torpedoDamage === 0)) throw armadaErrors.bomberWithoutTorpedoes(`${source}: squadrons.${id}`);
    if (squadron.kind === 'fighter' && squadron.torpedoes > 0) throw armadaErrors.fighterWithTorpedoes(`${source}: squadrons.${id}.torpedoes`, squadron.torpedoes);
    squadrons[id] = Object.freeze(squadron);
  }
  return Object.freeze({ source, sample: input.sample ?? false, ships: Object.freeze(ships), crew: Object.freeze(crew), tech: Object.freeze(tech), squadrons: Object.freeze(squadrons), ...(input.table !== undefined ? { table: Object.freeze({ ...input.table }) } : {}) });
}

/** Validates a catalog file the loader read (`source` names it in messages). */
export const catalogFromDocument = (document: LoadedDocument): Catalog => parseCatalog(document.data, document.source);
