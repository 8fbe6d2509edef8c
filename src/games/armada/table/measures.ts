/**
 * The physical measures of the table model (issue 13; 000, "Components": ship disks come in small,
 * standard and large sizes, squadron and torpedo disks, the Beam Range Template). The rulebook
 * gives no dimensions, so the defaults are SAMPLE VALUES in centimetres, chosen only to be
 * plausible; a catalog's optional `table` block replaces any of them (docs/armada.md, "The table
 * model").
 */
export interface TableMeasures {
  /** Disk diameters: a flip moves a disk one of its own diameters (000, "Movement"). */
  smallDiameter: number;
  standardDiameter: number;
  largeDiameter: number;
  squadronDiameter: number;
  torpedoDiameter: number;
  /** Length of the Beam Range Template: `range: 1` (000, "Setting Up"). */
  templateLength: number;
  /** Torpedo speed (flips) of bombers: the catalog's squadron disks carry none (sample value). */
  bomberTorpedoSpeed: number;
}

/** Sample values (centimetres): no disk or template dimension is published. */
export const DEFAULT_TABLE_MEASURES: Readonly<TableMeasures> = Object.freeze({
  smallDiameter: 5,
  standardDiameter: 6.5,
  largeDiameter: 8,
  squadronDiameter: 3,
  torpedoDiameter: 2.5,
  templateLength: 15,
  bomberTorpedoSpeed: 6,
});

/** The measures a catalog's `table` block gives, every default filled in. */
export function tableMeasures(written: Partial<TableMeasures> | undefined): TableMeasures {
  return { ...DEFAULT_TABLE_MEASURES, ...(written ?? {}) };
}

/** Diameter of a ship disk of a size (catalog-types SHIP_SIZES order: small, standard, large). */
export function shipDiameter(m: TableMeasures, size: 'small' | 'standard' | 'large'): number {
  return size === 'small' ? m.smallDiameter : size === 'large' ? m.largeDiameter : m.standardDiameter;
}
