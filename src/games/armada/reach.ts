/**
 * What the unit acting now can reach: the hook a spatial model gives the brawl's shared rules and
 * policies (BattleState.reach). The brawl model has none (null: every unit is in range, the
 * docs/armada.md model notes); the table model (table/reach.ts) answers from positions and the
 * Beam Range Template (000, "Order: Attack").
 */
export interface Reach {
  /** True when the acting ship or squadron can fire at enemy ship t. */
  isShipInReach(t: number): boolean;
  /** True when the acting unit can fire at squadron q. */
  isSquadronInReach(q: number): boolean;
  /** True when the acting unit can fire at torpedo k (an escort, 000 "Special Ship Types"). */
  isTorpedoInReach(k: number): boolean;
  /** True when ship t is within range: 1 of ship s (teleport, 000 "Order: Attack"). */
  isShipWithinRange1(s: number, t: number): boolean;
  /** True when squadron q is within range: 1 of ship s (a carrier reloading a bomber, 000 "Reloading Bombers"). */
  isSquadronWithinRange1(s: number, q: number): boolean;
  /** Executes a crew disk's Change Speed or Change Heading order for ship s (the table moves; 000 "Order: Activate Crew"). */
  moveOrderInPlace(s: number, order: number): void;
  /** True when that order would change something for ship s (ship-orders.ts scores it as useful). */
  isMoveOrderUseful(s: number, order: number): boolean;
}
