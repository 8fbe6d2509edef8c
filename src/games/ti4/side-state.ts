import type { Ti4SidePlan } from './plan.js';

/**
 * The mutable state of one side during a battle: typed arrays allocated once per simulator and
 * reset per battle (no allocation in the hot loop).
 */
export class SideState {
  readonly n: number;
  readonly plan: Ti4SidePlan;
  readonly type: Uint8Array;
  readonly halfCost: Int32Array;
  readonly targetable: Uint8Array;
  readonly isFighter: Uint8Array;
  readonly isNonFighterShip: Uint8Array;
  readonly combatHitOn: Int8Array;
  readonly combatDice: Int8Array;
  readonly barrageHitOn: Int8Array;
  readonly barrageDice: Int8Array;
  readonly cannonHitOn: Int8Array;
  readonly cannonDice: Int8Array;
  readonly startsDamaged: Uint8Array;
  readonly sequence: Int32Array;
  readonly alive: Uint8Array;
  readonly damaged: Uint8Array;
  /** Per present unit type: its first unit, one past its last unit, its survivor histogram slot. */
  readonly groupStart: Int32Array;
  readonly groupEnd: Int32Array;
  readonly groupSlot: Int32Array;
  readonly lostSlot: number;
  readonly hasBarrage: boolean;
  readonly hasCannon: boolean;
  private readonly initialShips: number;
  private readonly initialNonFighterShips: number;
  private readonly initialFighters: number;

  /** Next absorption entry to try. */
  seqPos = 0;
  /** Units alive that take space combat hits. */
  ships = 0;
  nonFighterShips = 0;
  fighters = 0;

  constructor(plan: Ti4SidePlan) {
    this.plan = plan;
    this.n = plan.unitCount;
    this.type = Uint8Array.from(plan.type);
    this.halfCost = Int32Array.from(plan.halfCost);
    this.targetable = Uint8Array.from(plan.targetable);
    this.isFighter = Uint8Array.from(plan.isFighter);
    this.isNonFighterShip = Uint8Array.from(plan.isNonFighterShip);
    this.combatHitOn = Int8Array.from(plan.combatHitOn);
    this.combatDice = Int8Array.from(plan.combatDice);
    this.barrageHitOn = Int8Array.from(plan.barrageHitOn);
    this.barrageDice = Int8Array.from(plan.barrageDice);
    this.cannonHitOn = Int8Array.from(plan.cannonHitOn);
    this.cannonDice = Int8Array.from(plan.cannonDice);
    this.startsDamaged = Uint8Array.from(plan.startsDamaged);
    this.sequence = Int32Array.from(plan.sequence);
    this.alive = new Uint8Array(this.n);
    this.damaged = new Uint8Array(this.n);
    const starts: number[] = [];
    const ends: number[] = [];
    const groupSlots: number[] = [];
    for (let u = 0; u < this.n; u++) {
      if (u === 0 || plan.type[u] !== plan.type[u - 1]) {
        starts.push(u);
        ends.push(u);
        groupSlots.push(plan.survivorSlot[plan.type[u]]);
      }
      ends[ends.length - 1] = u + 1;
    }
    this.groupStart = Int32Array.from(starts);
    this.groupEnd = Int32Array.from(ends);
    this.groupSlot = Int32Array.from(groupSlots);
    this.lostSlot = plan.lostSlot;
    this.hasBarrage = plan.barrageDice.some((d) => d !== 0);
    this.hasCannon = plan.cannonDice.some((d) => d !== 0);
    const count = (flags: number[]) => flags.reduce((a, b) => a + b, 0);
    this.initialShips = count(plan.targetable);
    this.initialNonFighterShips = plan.isNonFighterShip.reduce((a, f, u) => a + (f & plan.targetable[u]), 0);
    this.initialFighters = count(plan.isFighter);
  }

  /** Back to the start of a battle (a plain loop: cheaper than fill/set calls for a few units). */
  reset(): void {
    const alive = this.alive;
    const damaged = this.damaged;
    const startsDamaged = this.startsDamaged;
    for (let u = 0; u < this.n; u++) {
      alive[u] = 1;
      damaged[u] = startsDamaged[u];
    }
    this.seqPos = 0;
    this.ships = this.initialShips;
    this.nonFighterShips = this.initialNonFighterShips;
    this.fighters = this.initialFighters;
  }

  /** Removes unit u (it must be alive). */
  destroyInPlace(u: number): void {
    this.alive[u] = 0;
    if (this.targetable[u] === 1) {
      this.ships--;
      if (this.isFighter[u] === 1) this.fighters--;
      else if (this.isNonFighterShip[u] === 1) this.nonFighterShips--;
    }
  }

  /**
   * Adds this side's battle to the tally: Σ lost half-cost (and its square), and the survivor
   * count of each unit type (units of a type are contiguous: `groupStart`..`groupEnd`).
   */
  tallyInPlace(tally: Float64Array): void {
    const alive = this.alive;
    let lost = 0;
    for (let g = 0; g < this.groupSlot.length; g++) {
      let left = 0;
      for (let u = this.groupStart[g]; u < this.groupEnd[g]; u++) {
        if (alive[u] === 1) left++;
        else lost += this.halfCost[u];
      }
      tally[this.groupSlot[g] + left]++;
    }
    tally[this.lostSlot] += lost;
    tally[this.lostSlot + 1] += lost * lost;
  }
}
