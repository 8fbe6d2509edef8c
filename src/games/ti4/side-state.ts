import type { TheatrePlan, Ti4SidePlan } from './plan.js';
import type { KeyFlag } from './sampling/effect-sampling.js';
import type { StateTable } from './sampling/state-table.js';

const IN_SPACE = 1;
const IN_GROUND = 2;
const FIGHTER = 4;
const NON_FIGHTER_SHIP = 8;

/** Space combat or ground combat. */
export const SPACE = 0;
export const GROUND = 1;
export type Theatre = typeof SPACE | typeof GROUND;

/** One theatre of a side: typed arrays from the plan plus the assignment cursor and head count. */
export class TheatreState {
  readonly hitOn: Int8Array;
  readonly dice: Int8Array;
  readonly targetable: Uint8Array;
  readonly sequence: Int32Array;
  readonly initialCount: number;
  /** Next absorption entry worth trying; entries before it are spent (reset to 0 after a repair). */
  pos = 0;
  /** Living units that fight and take hits here. */
  count = 0;

  constructor(plan: TheatrePlan, reserve: readonly number[]) {
    this.hitOn = Int8Array.from(plan.hitOn);
    this.dice = Int8Array.from(plan.dice);
    this.targetable = Uint8Array.from(plan.targetable);
    this.sequence = Int32Array.from(plan.sequence);
    this.initialCount = plan.targetable.reduce((a, t, u) => a + (reserve[u] === 1 ? 0 : t), 0);
  }
}

/**
 * The mutable state of one side during a battle: typed arrays allocated once per simulator and
 * reset per battle (no allocation in the hot loop).
 */
export class SideState {
  readonly n: number;
  readonly index: 0 | 1;
  readonly plan: Ti4SidePlan;
  readonly type: Uint8Array;
  readonly halfCost: Int32Array;
  readonly isShip: Uint8Array;
  readonly isFighter: Uint8Array;
  readonly isNonFighterShip: Uint8Array;
  readonly isGroundForce: Uint8Array;
  readonly isInfantry: Uint8Array;
  readonly canSustain: Uint8Array;
  /** Per unit: 1 when it has no SUSTAIN DAMAGE in space combat (Z-Grav Eidolon). */
  readonly noSpaceSustain: Uint8Array;
  readonly directHitImmune: Uint8Array;
  readonly startsDamaged: Uint8Array;
  readonly barrageHitOn: Int8Array;
  readonly barrageDice: Int8Array;
  readonly cannonHitOn: Int8Array;
  readonly cannonDice: Int8Array;
  readonly cannonDefends: Uint8Array;
  readonly bombardHitOn: Int8Array;
  readonly bombardDice: Int8Array;
  readonly breaksShield: Uint8Array;
  readonly burstFace: Int8Array;
  readonly burstHits: Int8Array;
  readonly restrictedHits: Uint8Array;
  readonly restrictionSource: number;
  readonly theatres: [TheatreState, TheatreState];
  /** The two theatres again, as fields (the hot loop avoids the array look-up). */
  readonly space: TheatreState;
  readonly ground: TheatreState;
  /** Per unit: which head counts its loss lowers (IN_SPACE, IN_GROUND, FIGHTER, NON_FIGHTER_SHIP bits). */
  readonly countCode: Uint8Array;
  readonly alive: Uint8Array;
  readonly damaged: Uint8Array;
  /** Round (space rounds, then ground rounds continuing the count) in which the unit last sustained. */
  readonly sustainedInRound: Int32Array;
  /** Per unit: hits and dice of its last roll (for after-roll effects such as rerolls). */
  readonly lastHits: Int8Array;
  readonly lastDice: Int8Array;
  readonly hasBarrage: boolean;
  readonly hasCannon: boolean;
  /** Some unit on the planet fires space cannon defense (a PDS not disabled, Indomitus). */
  readonly hasCannonDefense: boolean;
  readonly hasBombard: boolean;
  readonly hasBurst: boolean;
  readonly hasRestricted: boolean;
  /** The side has a retreat policy. */
  readonly mayRetreat: boolean;
  /** Ground forces that ride in the side's ships and take no space combat hits. */
  readonly hasCarriedForces: boolean;
  /** Per present unit type: its first unit, one past its last unit, its survivor histogram slot. */
  readonly groupStart: Int32Array;
  readonly groupEnd: Int32Array;
  readonly groupSlot: Int32Array;
  private readonly initialNonFighterShips: number;
  private readonly initialFighters: number;

  nonFighterShips = 0;
  fighters = 0;
  /** Added to every combat roll this round (Morale Boost). */
  roundBonus = 0;
  /** Unit whose presence gives +1 to the side's other ships (Sardakk flagship), or -1. */
  allyBonusSource = -1;
  /** Opponent unit whose presence forbids this side's ships to sustain (Mentak flagship), or -1. */
  sustainBlocker = -1;
  /** Opponent units [from, to) whose presence forbids this side's ground forces to sustain (Mentak mechs); empty: none. */
  groundSustainBlockFrom = 0;
  groundSustainBlockTo = 0;
  /**
   * Per unit, set by effects at the start of a round: added to the unit's combat roll results and
   * to its number of combat dice this round (read only when `usesRoundModifiers`).
   */
  readonly roundHitBonus: Int8Array;
  readonly roundExtraDice: Int8Array;
  /** Some effect sets `roundHitBonus` / `roundExtraDice` (combat rolls take the general loop). */
  usesRoundModifiers = false;
  /** The most dice `roundExtraDice` adds to one roll of the side (effects raise it when they make their hooks). */
  maxRoundExtraDice = 0;
  /**
   * Round classes of the side's CDFs (sampling/effect-sampling.ts `roundClassOf`): 1 + the last
   * round a `round-dice` effect of the side treats apart (1: its dice depend on its units only).
   */
  roundClasses = 1;
  /** Once-per-battle cards whose use changes the side's steps: flags of its table's state key. */
  readonly keyFlags: KeyFlag[] = [];
  /** Count natural 9s and 10s of the destroyers' barrage dice (Strike Wing Alpha II); the count of the last barrage. */
  countHighBarrage = false;
  highBarrageFaces = 0;
  /** Count combat dice that missed by exactly 1 (Wrath of Kenara); the count of the last roll. */
  countNearMisses = false;
  nearMisses = 0;
  /** Hits need the full assignment walk (an opposing unit forbids sustain). */
  needsWalk = false;
  readonly sustainAbsorbs: Int8Array;
  /** Per unit: 1 for a unit that starts off the board and is placed during the battle (Indoctrination). */
  readonly reserve: Uint8Array;
  /** Per unit: 1 once a reserve unit was placed in this battle. */
  readonly deployed: Uint8Array;
  /** Per unit: 1 when it left the board without being destroyed (replaced by a mech). */
  readonly removed: Uint8Array;
  /** Units placed while arrivals were held (holdArrivals), in order; `arrivalCount` of them. */
  private readonly arrivals: Int32Array;
  readonly hasReserve: boolean;
  /** Trade goods the side can still spend in this battle (effects that cost trade goods, influence or resources). */
  tradeGoods = 0;
  /** The side makes no combat rolls this round (Magen Defense Grid, first printing). */
  cannotRoll = false;
  /** Must announce a retreat this round (Rout, played by the opponent). */
  forcedRetreat = false;
  /** Leaves at once at the start of this round, ending the combat (Skilled Retreat). */
  retreatNow = false;
  /** Extra unit-ability dice the side may add once to one roll (Strike Wing Ambuscade). */
  oneShotAbilityDice = 0;
  /** Of the last unit-ability roll: the penalty applied, and the extra dice rolled at which value (Scramble Frequency rerolls them). */
  lastPenalty = 0;
  lastExtraDice = 0;
  lastExtraHitOn = 0;
  /** Set when the side announced a retreat this round. */
  retreating = false;
  /** The side's combat rolls / barrage are drawn from its state table (plan.roundSampling; sampling/round-sampling.ts). */
  samplesCombat = false;
  samplesBarrage = false;
  /** The side's state table (set by the simulator when the side samples), else null. */
  table: StateTable | null = null;
  /** The table state of the arrays now, or −1 when unknown (looked up at the next sampled roll). */
  tableState = -1;
  /** The table state of the side at the start of a battle (−1 when it does not sample). */
  initialTableState = -1;

  constructor(plan: Ti4SidePlan, index: 0 | 1) {
    this.plan = plan;
    this.index = index;
    this.n = plan.unitCount;
    const u8 = (a: number[]) => Uint8Array.from(a);
    const i8 = (a: number[]) => Int8Array.from(a);
    this.type = u8(plan.type);
    this.halfCost = Int32Array.from(plan.halfCost);
    this.isShip = u8(plan.isShip);
    this.isFighter = u8(plan.isFighter);
    this.isNonFighterShip = u8(plan.isNonFighterShip);
    this.isGroundForce = u8(plan.isGroundForce);
    this.isInfantry = u8(plan.isInfantry);
    this.canSustain = u8(plan.canSustain);
    this.noSpaceSustain = u8(plan.noSpaceSustain);
    this.directHitImmune = u8(plan.directHitImmune);
    this.startsDamaged = u8(plan.startsDamaged);
    this.barrageHitOn = i8(plan.barrageHitOn);
    this.barrageDice = i8(plan.barrageDice);
    this.cannonHitOn = i8(plan.cannonHitOn);
    this.cannonDice = i8(plan.cannonDice);
    this.cannonDefends = u8(plan.cannonDefends);
    this.bombardHitOn = i8(plan.bombardHitOn);
    this.bombardDice = i8(plan.bombardDice);
    this.breaksShield = u8(plan.breaksShield);
    this.restrictionSource = plan.restrictionSource;
    this.burstFace = i8(plan.burstFace);
    this.burstHits = i8(plan.burstHits);
    this.restrictedHits = u8(plan.restrictedHits);
    this.theatres = [new TheatreState(plan.space, plan.reserve), new TheatreState(plan.ground, plan.reserve)];
    this.space = this.theatres[0];
    this.ground = this.theatres[1];
    this.countCode = Uint8Array.from(plan.type, (_, u) =>
      (plan.space.targetable[u] === 1 ? IN_SPACE | (plan.isFighter[u] === 1 ? FIGHTER : plan.isNonFighterShip[u] === 1 ? NON_FIGHTER_SHIP : 0) : 0) |
      (plan.ground.targetable[u] === 1 ? IN_GROUND : 0));
    this.alive = new Uint8Array(this.n);
    this.damaged = new Uint8Array(this.n);
    this.sustainedInRound = new Int32Array(this.n);
    this.lastHits = new Int8Array(this.n);
    this.lastDice = new Int8Array(this.n);
    this.roundHitBonus = new Int8Array(this.n);
    this.roundExtraDice = new Int8Array(this.n);
    this.sustainAbsorbs = i8(plan.sustainAbsorbs);
    this.hasBarrage = plan.barrageDice.some((d) => d !== 0);
    this.hasCannon = plan.cannonDice.some((d) => d !== 0) || plan.extraCannon.dice > 0;
    this.hasCannonDefense = plan.cannonDice.some((d, u) => d !== 0 && plan.cannonDefends[u] === 1);
    this.hasBombard = plan.bombardDice.some((d) => d !== 0);
    this.hasBurst = plan.burstFace.some((f) => f > 0);
    this.hasRestricted = plan.restrictedHits.some((f) => f > 0);
    this.mayRetreat = plan.retreat.afterRound > 0 || plan.retreat.whenLosing > 0;
    this.hasCarriedForces = plan.ground.targetable.some((t, u) => t === 1 && plan.space.targetable[u] === 0);
    const starts: number[] = [];
    const ends: number[] = [];
    const slots: number[] = [];
    for (let u = 0; u < this.n; u++) {
      if (u === 0 || plan.type[u] !== plan.type[u - 1]) {
        starts.push(u);
        ends.push(u);
        slots.push(plan.survivorSlot[plan.type[u]]);
      }
      ends[ends.length - 1] = u + 1;
    }
    this.groupStart = Int32Array.from(starts);
    this.groupEnd = Int32Array.from(ends);
    this.groupSlot = Int32Array.from(slots);
    this.initialNonFighterShips = plan.isNonFighterShip.reduce((a, f, u) => a + (plan.reserve[u] === 1 ? 0 : f & plan.space.targetable[u]), 0);
    this.initialFighters = plan.isFighter.reduce((a, f, u) => a + (plan.reserve[u] === 1 ? 0 : f), 0);
    this.reserve = u8(plan.reserve);
    this.deployed = new Uint8Array(this.n);
    this.removed = new Uint8Array(this.n);
    this.arrivals = new Int32Array(this.n);
    this.hasReserve = plan.reserve.some((r) => r === 1);
  }

  /** Called once the effects' hooks are made: decides which loops the side's hits take. */
  finishSetup(): void {
    this.needsWalk = this.sustainBlocker >= 0 || this.groundSustainBlockTo > this.groundSustainBlockFrom;
  }

  /** Back to the start of a battle (plain loops: cheaper than fill/set calls for a few units). */
  reset(): void {
    const alive = this.alive;
    const damaged = this.damaged;
    const startsDamaged = this.startsDamaged;
    for (let u = 0; u < this.n; u++) {
      alive[u] = 1;
      damaged[u] = startsDamaged[u];
      this.sustainedInRound[u] = -1;
    }
    if (this.hasReserve) {
      for (let u = 0; u < this.n; u++) {
        if (this.reserve[u] === 1) alive[u] = 0;
        this.deployed[u] = 0;
        this.removed[u] = 0;
      }
    }
    this.tradeGoods = this.plan.tradeGoods;
    this.holdArrivals = false;
    this.arrivalCount = 0;
    this.space.pos = 0;
    this.space.count = this.space.initialCount;
    this.ground.pos = 0;
    this.ground.count = this.ground.initialCount;
    this.nonFighterShips = this.initialNonFighterShips;
    this.fighters = this.initialFighters;
    this.roundBonus = 0;
    this.retreating = false;
    this.cannotRoll = false;
    this.forcedRetreat = false;
    this.retreatNow = false;
    this.oneShotAbilityDice = this.plan.oneShotAbilityDice;
    this.tableState = this.initialTableState;
    if (this.usesRoundModifiers) {
      this.roundHitBonus.fill(0);
      this.roundExtraDice.fill(0);
    }
  }

  /**
   * Head counts from the alive array (after a state table wrote the arrays; no reserve units): the
   * assignment cursors go back to the start, where a walk gives the same result, only longer.
   */
  recountInPlace(): void {
    let space = 0;
    let ground = 0;
    let fighters = 0;
    let nonFighterShips = 0;
    for (let u = 0; u < this.n; u++) {
      if (this.alive[u] === 0) continue;
      const code = this.countCode[u];
      // Fighters counted as at the start of a battle (every fighter, as `initialFighters`).
      fighters += this.isFighter[u];
      if ((code & IN_SPACE) !== 0) {
        space++;
        if ((code & NON_FIGHTER_SHIP) !== 0) nonFighterShips++;
      }
      if ((code & IN_GROUND) !== 0) ground++;
    }
    this.space.count = space;
    this.ground.count = ground;
    this.fighters = fighters;
    this.nonFighterShips = nonFighterShips;
    this.space.pos = 0;
    this.ground.pos = 0;
  }

  /** Removes unit u (it must be alive) and updates the head counts. */
  destroyInPlace(u: number): void {
    this.alive[u] = 0;
    const code = this.countCode[u];
    if (code === 0) return;
    if ((code & IN_SPACE) !== 0) {
      this.space.count--;
      if ((code & FIGHTER) !== 0) this.fighters--;
      else if ((code & NON_FIGHTER_SHIP) !== 0) this.nonFighterShips--;
    }
    if ((code & IN_GROUND) !== 0) this.ground.count--;
  }

  /** Reserve units placed so far in this battle (an assignment walk restarts after a placement). */
  deployments = 0;
  /**
   * True while the opponent assigns hits in a step both sides assign at once (combat-core.ts
   * openStep): units placed now arrive when the step closes (releaseArrivals).
   */
  holdArrivals = false;
  private arrivalCount = 0;

  /**
   * Places reserve unit u on the board (undamaged) and updates the head counts; while arrivals are
   * held, it is marked placed and arrives at releaseArrivals.
   */
  deployInPlace(u: number): void {
    if (this.holdArrivals) {
      this.deployed[u] = 1;
      this.arrivals[this.arrivalCount++] = u;
      return;
    }
    this.arriveInPlace(u);
  }

  /** The units placed while arrivals were held join the battle. */
  releaseArrivals(): void {
    for (let i = 0; i < this.arrivalCount; i++) this.arriveInPlace(this.arrivals[i]);
    this.arrivalCount = 0;
  }

  private arriveInPlace(u: number): void {
    this.deployments++;
    this.alive[u] = 1;
    this.damaged[u] = 0;
    this.deployed[u] = 1;
    const code = this.countCode[u];
    if ((code & IN_SPACE) !== 0) {
      this.space.count++;
      if ((code & FIGHTER) !== 0) this.fighters++;
      else if ((code & NON_FIGHTER_SHIP) !== 0) this.nonFighterShips++;
    }
    if ((code & IN_GROUND) !== 0) this.ground.count++;
    this.space.pos = 0;
    this.ground.pos = 0;
  }

  /** Takes unit u off the board without destroying it (returned to reinforcements: not a loss). */
  removeInPlace(u: number): void {
    this.destroyInPlace(u);
    this.removed[u] = 1;
  }

  /** The first reserve unit of a type index not yet placed, or -1. */
  reserveOf(type: number): number {
    for (let u = 0; u < this.n; u++) if (this.reserve[u] === 1 && this.deployed[u] === 0 && this.type[u] === type) return u;
    return -1;
  }

  /** Repairs unit u and lets the assignment walk see its sustain again. */
  repairInPlace(u: number): void {
    this.damaged[u] = 0;
    this.space.pos = 0;
    this.ground.pos = 0;
  }

  /** Adds this side's battle to the tally: lost half-cost (and its square) and survivors per type; returns the lost half-cost. */
  tallyInPlace(tally: Float64Array): number {
    const alive = this.alive;
    let lost = 0;
    for (let g = 0; g < this.groupSlot.length; g++) {
      let left = 0;
      for (let u = this.groupStart[g]; u < this.groupEnd[g]; u++) {
        if (alive[u] === 1) left++;
        else if ((this.reserve[u] === 0 || this.deployed[u] === 1) && this.removed[u] === 0) lost += this.halfCost[u];
      }
      tally[this.groupSlot[g] + left]++;
    }
    tally[this.plan.lostSlot] += lost;
    tally[this.plan.lostSlot + 1] += lost * lost;
    return lost;
  }
}
