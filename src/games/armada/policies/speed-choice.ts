import { MAX_SPEED_OF_SIZE } from '../catalog-types.js';
import type { ArmadaSide } from '../scenario.js';

/** A ship keeps its maximum speed (plan `chosenSpeed` -1). */
export const KEEP_MAX_SPEED = -1;

/**
 * The speed each ship of `own` keeps (policy `speed`; 000, "Order: Change Speed": a ship may run
 * below its maximum). In the brawl model speed only breaks command-initiative ties, lower first
 * (000, "Step Two: Command Initiative"), so the choice is worth something only there:
 * - `max`: every ship at its maximum (what a table player wants for movement);
 * - `match-initiative`: one below the slowest enemy ship's maximum (never above its own, never
 *   below 0), so it wins every tie by speed while keeping as much speed as that allows;
 * - `custom`: `speeds` by ship label, others at their maximum.
 * Returns one value per ship of `own`, KEEP_MAX_SPEED for "its maximum" (abilities included).
 */
export function chosenSpeeds(own: ArmadaSide, enemy: ArmadaSide): number[] {
  const { speed, speeds } = own.policies;
  if (speed === 'match-initiative') {
    const slowest = Math.min(...enemy.fleet.ships.map((s) => MAX_SPEED_OF_SIZE[s.disk.size]));
    return own.fleet.ships.map(() => Math.max(0, slowest - 1));
  }
  if (speed === 'custom') return own.fleet.ships.map((s) => speeds?.[s.label] ?? KEEP_MAX_SPEED);
  return own.fleet.ships.map(() => KEEP_MAX_SPEED);
}
