/**
 * The table model's named movement policies (docs/armada.md, "The table model"): how a fleet's
 * ships move, and its torpedo-avoidance rule. A name's position in its list is its code in the plan.
 *
 * - `close-and-brawl`: head for the nearest enemy ship and slow down to a stop beside it;
 * - `kite`: hold at the edge of the ship's beam reach from the nearest enemy (max beam range);
 * - `torpedo-run`: approach on a line, launch inside torpedo reach, turn away; with no torpedo left, kite;
 * - `screen-carrier`: hold between the own carrier and the nearest enemy; with no carrier, brawl.
 */
export const MOVEMENTS = ['close-and-brawl', 'kite', 'torpedo-run', 'screen-carrier'] as const;
export type Movement = (typeof MOVEMENTS)[number];
export const MOVE_CLOSE = 0;
export const MOVE_KITE = 1;
export const MOVE_TORPEDO_RUN = 2;
export const MOVE_SCREEN = 3;

/**
 * Torpedo avoidance: `dodge` picks headings whose move keeps clear of enemy torpedoes in flight and
 * takes evasive action when a collision could destroy the ship (000, "Collision"); `none` does neither.
 */
export const AVOIDANCES = ['dodge', 'none'] as const;
export type Avoidance = (typeof AVOIDANCES)[number];
export const AVOID_DODGE = 0;

/**
 * How a fleet's ships choose their three orders on the table (docs/armada.md, "The order planner"):
 * `planner` weighs every legal mix of attacks, shields, Change Heading and Change Speed over the
 * turn (policies/order-planner.ts); `overlay`, the first table model's rule, lays Change Heading /
 * Change Speed orders over the order plan (table-orders.ts), kept for comparison.
 */
export const TABLE_ORDERS = ['planner', 'overlay'] as const;
export type TableOrders = (typeof TABLE_ORDERS)[number];
export const ORDERS_PLANNER = 0;

/** A fleet's movement policies by name, every default filled in (what results record). */
export interface SideMovement {
  policy: Movement;
  avoidance: Avoidance;
  orders: TableOrders;
}

/** The defaults: what a new player does — close in and fight, keeping clear of torpedoes, planning each turn's orders. */
export const DEFAULT_MOVEMENT: Readonly<SideMovement> = Object.freeze({ policy: 'close-and-brawl', avoidance: 'dodge', orders: 'planner' });
