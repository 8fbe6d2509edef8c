import type { SCENARIO_TYPES } from '../rule-options.js';
import { tableMeasures, type TableMeasures } from './measures.js';
import { DEFAULT_MOVEMENT, type SideMovement } from './policies/names.js';

/** The Armada combat models (docs/armada.md): the brawl (every unit in range) and the table. */
export const ARMADA_MODELS = ['brawl', 'table'] as const;
export type ArmadaModel = (typeof ARMADA_MODELS)[number];

/** Sample table size (centimetres): the rulebook names none ("a flat playing surface", 000 "Getting Started"). */
export const DEFAULT_TABLE_WIDTH = 180;
export const DEFAULT_TABLE_HEIGHT = 120;

/** A scenario of 000, "Appendix Two: Scenarios": both are played on the table. */
export type TableScenario = (typeof SCENARIO_TYPES)[number];

/** A table scenario's settings, every default filled in (what results record). */
export interface TableSettings {
  /** Last Starship (the default) or Finders Keepers (the derelict, table/derelict.ts). */
  scenario: TableScenario;
  width: number;
  height: number;
  /** The catalog's disk and template measures (sample values unless the catalog gives its own). */
  measures: TableMeasures;
  /** Each fleet's movement policies, first then second. */
  movement: [SideMovement, SideMovement];
}

/** The default table of a scenario built in code (optimizer, analysis): sample size, default movement. */
export function defaultTableSettings(measures: TableMeasures): TableSettings {
  return { scenario: 'last-starship', width: DEFAULT_TABLE_WIDTH, height: DEFAULT_TABLE_HEIGHT, measures, movement: [{ ...DEFAULT_MOVEMENT }, { ...DEFAULT_MOVEMENT }] };
}

/** The model fields of a scenario built in code: `{ model }`, with the default table under model: table. */
export function modelFields(model: ArmadaModel, catalogMeasures: Partial<TableMeasures> | undefined): { model: ArmadaModel; table?: TableSettings } {
  return model === 'table' ? { model, table: defaultTableSettings(tableMeasures(catalogMeasures)) } : { model };
}
