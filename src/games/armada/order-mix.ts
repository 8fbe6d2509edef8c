/**
 * The order mix (docs/armada.md, "The table model", "The order mix"): what each order a ship was
 * given while an enemy was within its reach turned into, in five buckets, in this order (a
 * contract: the result JSON's `orders` keys). A bucket's code is its position.
 *
 * - `attack`: an Attack or Activate Crew order that fired a beam, launched a torpedo or teleported crew;
 * - `shields`: an Activate Shields order (or a crew row) that changed the ship's shields;
 * - `heading`: a Change Heading order; `speed`: a Change Speed order;
 * - `none`: everything else — an attack with nothing in reach, shields already where they were set,
 *   a crew order that neither fired nor changed shields, an order lost to a collision.
 */
export const ORDER_MIX_KINDS = ['attack', 'shields', 'heading', 'speed', 'none'] as const;
export type OrderMixKind = (typeof ORDER_MIX_KINDS)[number];
export const MIX_ATTACK = 0;
export const MIX_SHIELDS = 1;
export const MIX_HEADING = 2;
export const MIX_SPEED = 3;
export const MIX_NONE = 4;
/** Buckets per side (BattleState.orderMix holds side * ORDER_MIX_SLOTS + bucket). */
export const ORDER_MIX_SLOTS = ORDER_MIX_KINDS.length;
