import type { DiceSource } from '../../core/dice-source.js';
import type { Trace } from '../game.js';
import type { Reach } from './reach.js';
import * as countersConsts from './counters.js';
import { CounterSampler } from './counters.js';
import { ORDER_MIX_SLOTS } from './order-mix.js';
import * as planConsts from './plan.js';
import { rowFirst, rowSecond, type ArmadaPlan } from './plan.js';
import * as escortTargetingConsts from './policies/escort-targeting.js';
import { squadronToLose } from './policies/squadron-loss.js';
import { ResetBlocks } from './reset-blocks.js';

/** Imported constants as this module's own (docs/architecture.md, "Hot loops"). */
const { CRIT_COUNTERS } = countersConsts;
const { EFFECT_BEAM, EFFECT_CANCEL_CRITICAL, EFFECT_COMMAND, EFFECT_MAX_HULL, EFFECT_MAX_SHIELDS, EFFECT_MAX_SPEED, EFFECT_SQUADRON_BEAM, EFFECT_SQUADRON_CAPACITY, CRIT_WEAPONS, EFFECT_TELEPORT, EFFECT_TORPEDO_DAMAGE, ORDER_ACTIVATE_CREW, ORDER_ATTACK, ORDERS_PER_TURN, SIDES, SPECIAL_FLAGSHIP, TYPE_COMMAND, TYPE_CONTINUOUS, TYPE_EXPENDABLE, TYPE_INSTANT } = planConsts;
const { ESCORT_PICK_SLOTS } = escortTargetingConsts;

/** The largest stamp `nextStamp` hands out before it starts again (a small integer for V8, an Int32Array value). */
const STAMP_LIMIT = 0x3fff_ffff;
/** Torpedoes that can be in flight in one orders phase (ships firing through crew chains included). */
const TORPEDO_SLOTS_PER_UNIT = 8;
/** Values per ship, disk and side in the blocks `reset` restores: 16-bit ship statistics, bytes of ships (owner, alive, criticals, three orders) and disks, 32-bit side counts. */
const RESET_SHIP_WORDS = 12;
const RESET_SHIP_BYTES = 3 + ORDERS_PER_TURN;
const RESET_DISK_BYTES = 3;
const RESET_SIDE_INTS = 5;

/**
 * The mutable state of one battle: struct-of-arrays typed arrays allocated once per simulator and
 * reset per battle (no allocation in the hot loop). Ships, disks (crew and tech) and squadrons of
 * both fleets share one index space each; `owner` says who controls a ship now (captures change it).
 */
export class BattleState {
  readonly plan: ArmadaPlan;
  readonly sampler: CounterSampler;
  readonly nShips: number;
  readonly nDisks: number;
  readonly nSquadrons: number;
  readonly keyCount: number;
  rng!: DiceSource;
  trace: Trace | null = null;
  /** What the acting unit can reach: null in the brawl (every unit in range), the table model's positions otherwise. */
  reach: Reach | null = null;

  // ships
  readonly owner: Int8Array;
  readonly alive: Uint8Array;
  readonly shields: Int16Array;
  readonly maxShields: Int16Array;
  readonly hull: Int16Array;
  readonly maxHull: Int16Array;
  readonly beam: Int16Array;
  readonly torpedoes: Int16Array;
  readonly torpedoDamage: Int16Array;
  readonly speed: Int16Array;
  readonly squadronCapacity: Int16Array;
  readonly teleport: Int16Array;
  /** Per ship: Σ continuous "+X command" of its controller's disks aboard (per crew, boarding only). */
  readonly commandBonus: Int16Array;
  readonly crits: Uint8Array;
  readonly phaseBeam: Int16Array;
  readonly phaseTorpedo: Int16Array;
  readonly phaseStamp: Int32Array;
  readonly orders: Int8Array;
  readonly boardTarget: Int16Array;
  readonly counter: Int16Array;
  readonly byCounter: Int16Array;
  /** Per ship and disk key: the phase a timed ability of that disk last affected it (no stacking). */
  readonly shipKeyStamp: Int32Array;
  // disks
  readonly diskShip: Int16Array;
  readonly diskSide: Int8Array;
  readonly diskAlive: Uint8Array;
  readonly diskReady: Uint8Array;
  // squadrons
  readonly sqAlive: Uint8Array;
  readonly sqTorpedoes: Int16Array;
  readonly sqKeyStamp: Int32Array;
  /** Per side: Σ continuous squadron beam bonus (each disk id once). */
  readonly squadronBeamBonus: Int16Array;
  // torpedoes in flight this phase
  readonly torpSide: Int8Array;
  readonly torpDamage: Int16Array;
  readonly torpAlive: Uint8Array;
  torpCount = 0;
  /** Scratch for an escort's target: [enemy torpedo, enemy squadron], -1 each when none. */
  readonly escortPick = new Int32Array(ESCORT_PICK_SLOTS);
  // per side
  readonly shipsLeft: Int32Array;
  readonly squadronsLeft: Int32Array;
  /** Per side and critical type (side * CRIT_COUNTERS + type). */
  readonly critsSuffered: Int32Array;
  readonly captures: Int32Array;
  /** Torpedoes each side landed on a ship this battle. */
  readonly torpedoStrikes: Int32Array;
  /** Per side: ships that left the table (000, "Movement"; table model only, 0 in the brawl). */
  readonly withdrawn: Int32Array;
  /** Per side and order-mix bucket (side * ORDER_MIX_SLOTS + bucket; order-mix.ts): table model only, 0 in the brawl. */
  readonly orderMix: Int32Array;
  /**
   * Attacks made so far by any ship (a beam fired, a torpedo launched, crew teleported): never
   * reset, only compared before and after an order (table/order-mix-count.ts).
   */
  attacksMade = 0;
  phase = 0;
  over = false;
  /**
   * False until crew change ships (a teleport) or a ship changes hands this battle: until then every
   * disk is aboard a ship of its own side, so no ship has boarders and the boarding step has nothing to resolve.
   */
  boarded = false;

  /** Per disk key: the stamp of the last pass that counted it (no-stacking checks). */
  readonly keySeen: Int32Array;
  /**
   * Disks whose ability is a timed (instant, expendable or command) beam or torpedo bonus, and
   * disks that can cancel a critical, in disk order: the few disks those passes must look at
   * (precomputed per plan; the passes visit them in the same order as a scan of every disk).
   */
  readonly timedBeamDisks: Int16Array;
  readonly timedTorpedoDisks: Int16Array;
  readonly cancelCriticalDisks: Int16Array;
  /** Per ship: how many of timedBeamDisks (timedTorpedoDisks) start aboard it (BattleState.boarded: until then no others can be aboard). */
  readonly timedBeamStartingAboard: Int16Array;
  readonly timedTorpedoStartingAboard: Int16Array;
  /** Disks with a command value other than 0 (the only ones the initiative ranking adds up, initiative.ts). */
  readonly commandDisks: Int16Array;
  /** Disks with an instant or expendable teleport ability. */
  readonly timedTeleportDisks: Int16Array;
  /** True when some disk gives a continuous squadron beam bonus (else the per-side bonus stays 0). */
  readonly hasSquadronBeamDisks: boolean;
  /** Per ship: the stamp of the last pickShipTarget pass that found boarders of the picking side aboard. */
  readonly boardedStamp: Int32Array;
  /**
   * Disk indices grouped by the ship they start aboard, each group in disk order (ship s's group is
   * `diskList[shipDiskStart[s] .. shipDiskStart[s + 1])`), followed by every disk in disk order
   * (`diskList[nDisks .. 2 nDisks)`). See `disksFrom`.
   */
  readonly diskList: Int16Array;
  readonly shipDiskStart: Int16Array;
  /**
   * Per side: the ship indices `enemyShipFrom[side] .. enemyShipTo[side]` that hold every ship of
   * the other fleet (its own range when compile lists fleet `first` first, as it does; every ship otherwise).
   */
  readonly enemyShipFrom: Int16Array;
  /** True when those ranges hold the other fleet's ships only (compile lists fleet `first` first). */
  readonly enemyShipRangesExact: boolean;
  readonly enemyShipTo: Int16Array;
  /** Per disk: 1 when one of its order rows attacks or activates crew (crew-orders plan, policies/order-plans.ts). */
  readonly attacksOrChains: Uint8Array;
  /** Per ship: how many disks with attacksOrChains start aboard it (crewOrderCount skips ships with none until anyone boards). */
  readonly crewOrdersStartingAboard: Int16Array;
  /**
   * Per ship: Σ combat of the non-Security crew that start aboard it (a boarding party's most:
   * until anyone boards no other crew can be aboard, and disks are only ever lost; planBoardingInPlace
   * passes over a ship with none).
   */
  readonly boardersCombatStartingAboard: Int16Array;
  /** True when a flagship may swap initiative counters (some ship is a flagship and some side's policy swaps). */
  readonly hasFlagshipSwap: boolean;
  private seenStamp = 0;
  /** Everything `reset` restores, with its values at the start of a battle. */
  private readonly blocks: ResetBlocks;

  constructor(plan: ArmadaPlan) {
    this.plan = plan;
    this.sampler = new CounterSampler(plan.pExplosion, plan.maxDrop);
    const n = (this.nShips = plan.ships.count);
    const d = (this.nDisks = plan.disks.count);
    const q = (this.nSquadrons = plan.squadrons.count);
    const k = (this.keyCount = Math.max(1, plan.keyCount));
    const blocks = (this.blocks = new ResetBlocks(RESET_SHIP_WORDS * n + d + q + SIDES, RESET_SHIP_BYTES * n + RESET_DISK_BYTES * d + q, RESET_SIDE_INTS * SIDES + SIDES * CRIT_COUNTERS + SIDES * ORDER_MIX_SLOTS + n + n * k + q * k));
    this.owner = blocks.int8(n);
    this.alive = blocks.uint8(n);
    this.crits = blocks.uint8(n);
    this.orders = blocks.int8(n * ORDERS_PER_TURN);
    this.shields = blocks.int16(n);
    this.maxShields = blocks.int16(n);
    this.hull = blocks.int16(n);
    this.maxHull = blocks.int16(n);
    this.beam = blocks.int16(n);
    this.torpedoes = blocks.int16(n);
    this.torpedoDamage = blocks.int16(n);
    this.speed = blocks.int16(n);
    this.squadronCapacity = blocks.int16(n);
    this.teleport = blocks.int16(n);
    this.commandBonus = blocks.int16(n);
    this.boardTarget = blocks.int16(n);
    this.phaseStamp = blocks.int32(n);
    this.shipKeyStamp = blocks.int32(n * k);
    this.diskShip = blocks.int16(d);
    this.diskSide = blocks.int8(d);
    this.diskAlive = blocks.uint8(d);
    this.diskReady = blocks.uint8(d);
    this.sqAlive = blocks.uint8(q);
    this.sqTorpedoes = blocks.int16(q);
    this.sqKeyStamp = blocks.int32(q * k);
    this.squadronBeamBonus = blocks.int16(SIDES);
    this.shipsLeft = blocks.int32(SIDES);
    this.squadronsLeft = blocks.int32(SIDES);
    this.critsSuffered = blocks.int32(SIDES * CRIT_COUNTERS);
    this.captures = blocks.int32(SIDES);
    this.torpedoStrikes = blocks.int32(SIDES);
    this.withdrawn = blocks.int32(SIDES);
    this.orderMix = blocks.int32(SIDES * ORDER_MIX_SLOTS);
    this.phaseBeam = new Int16Array(n);
    this.phaseTorpedo = new Int16Array(n);
    this.counter = new Int16Array(n);
    this.byCounter = new Int16Array(n);
    const slots = (n + q) * TORPEDO_SLOTS_PER_UNIT + 1;
    this.torpSide = new Int8Array(slots);
    this.torpDamage = new Int16Array(slots);
    this.torpAlive = new Uint8Array(slots);
    this.keySeen = new Int32Array(k);
    this.boardedStamp = new Int32Array(n);
    const pd = plan.disks;
    const firstFleet = plan.ships.side.filter((side) => side === 0).length;
    const firstComesFirst = plan.ships.side.every((side, s) => side === (s < firstFleet ? 0 : 1));
    this.enemyShipRangesExact = firstComesFirst;
    this.enemyShipFrom = Int16Array.of(firstComesFirst ? firstFleet : 0, 0);
    this.enemyShipTo = Int16Array.of(n, firstComesFirst ? firstFleet : n);
    this.shipDiskStart = new Int16Array(n + 1);
    this.diskList = new Int16Array(2 * d);
    for (let i = 0; i < d; i++) this.shipDiskStart[pd.ship[i] + 1]++;
    for (let s = 0; s < n; s++) this.shipDiskStart[s + 1] += this.shipDiskStart[s];
    const filled = this.shipDiskStart.slice(0, n);
    for (let i = 0; i < d; i++) {
      this.diskList[filled[pd.ship[i]]++] = i;
      this.diskList[d + i] = i;
    }
    this.attacksOrChains = Uint8Array.from({ length: d }, (_, i) => {
      for (let r = pd.rowStart[i]; r < pd.rowStart[i] + pd.rowCount[i]; r++) {
        const a = rowFirst(pd.rows[r]);
        const b = rowSecond(pd.rows[r]);
        if (a === ORDER_ATTACK || b === ORDER_ATTACK || a === ORDER_ACTIVATE_CREW || b === ORDER_ACTIVATE_CREW) return 1;
      }
      return 0;
    });
    this.crewOrdersStartingAboard = new Int16Array(n);
    for (let i = 0; i < d; i++) this.crewOrdersStartingAboard[pd.ship[i]] += this.attacksOrChains[i];
    this.boardersCombatStartingAboard = new Int16Array(n);
    for (let i = 0; i < d; i++) if (pd.isCrew[i] === 1 && pd.isSecurity[i] === 0) this.boardersCombatStartingAboard[pd.ship[i]] += pd.combat[i];
    this.hasFlagshipSwap = plan.ships.special.includes(SPECIAL_FLAGSHIP) && plan.policies.some((policy) => policy.flagshipSwap !== 0);
    const isTimed = (i: number) => pd.abilityType[i] === TYPE_INSTANT || pd.abilityType[i] === TYPE_EXPENDABLE || pd.abilityType[i] === TYPE_COMMAND;
    const disksWhere = (wanted: (i: number) => boolean) => Int16Array.from({ length: d }, (_, i) => i).filter(wanted);
    this.timedBeamDisks = disksWhere((i) => pd.abilityEffect[i] === EFFECT_BEAM && isTimed(i));
    this.timedTorpedoDisks = disksWhere((i) => pd.abilityEffect[i] === EFFECT_TORPEDO_DAMAGE && isTimed(i));
    this.timedBeamStartingAboard = new Int16Array(n);
    this.timedTorpedoStartingAboard = new Int16Array(n);
    for (const i of this.timedBeamDisks) this.timedBeamStartingAboard[pd.ship[i]]++;
    for (const i of this.timedTorpedoDisks) this.timedTorpedoStartingAboard[pd.ship[i]]++;
    this.commandDisks = disksWhere((i) => pd.command[i] !== 0);
    this.cancelCriticalDisks = disksWhere((i) => pd.abilityEffect[i] === EFFECT_CANCEL_CRITICAL);
    this.timedTeleportDisks = disksWhere((i) => pd.abilityEffect[i] === EFFECT_TELEPORT && (pd.abilityType[i] === TYPE_INSTANT || pd.abilityType[i] === TYPE_EXPENDABLE));
    this.hasSquadronBeamDisks = disksWhere((i) => pd.abilityEffect[i] === EFFECT_SQUADRON_BEAM && pd.abilityType[i] === TYPE_CONTINUOUS).length > 0;
    this.startInPlace();
    blocks.snapshot();
  }

  /**
   * Puts the plan's start of a battle into the state (once, in the constructor; `reset` restores
   * the snapshot of it): every ship alive under its own side at full shields and hull with the
   * continuous abilities of its disks, every disk alive and ready aboard its ship, every squadron
   * alive with its torpedoes, every count and stamp 0.
   */
  private startInPlace(): void {
    const p = this.plan;
    for (let s = 0; s < this.nShips; s++) {
      this.owner[s] = p.ships.side[s];
      this.alive[s] = 1;
      this.shields[s] = p.ships.shields[s];
      this.hull[s] = p.ships.hull[s];
      this.torpedoes[s] = p.ships.torpedoes[s];
      this.boardTarget[s] = -1;
      this.shipsLeft[p.ships.side[s]]++;
    }
    for (let i = 0; i < this.nDisks; i++) {
      this.diskShip[i] = p.disks.ship[i];
      this.diskSide[i] = p.disks.side[i];
      this.diskAlive[i] = 1;
      this.diskReady[i] = 1;
    }
    for (let i = 0; i < this.nSquadrons; i++) {
      this.sqAlive[i] = 1;
      this.sqTorpedoes[i] = p.squadrons.torpedoes[i];
      this.squadronsLeft[p.squadrons.side[i]]++;
    }
    for (let s = 0; s < this.nShips; s++) {
      this.recomputeShipInPlace(s);
      this.shields[s] = this.maxShields[s];
      this.hull[s] = this.maxHull[s];
    }
    this.recomputeSquadronBeamInPlace();
  }

  /**
   * Takes the state as it stands as the start of every battle that `reset` restores (the blocks'
   * snapshot; the constructor takes the first, of `startInPlace`). The brawl keeps its first turn's
   * orders and boarding plans in it (brawl.ts): they depend on nothing but the start of a battle.
   */
  keepAsStartInPlace(): void {
    this.blocks.snapshot();
  }

  /** Back to the start of a battle: the snapshot of `startInPlace` (or `keepAsStartInPlace`) copied back, one block copy (ResetBlocks). */
  reset(): void {
    this.blocks.restore();
    this.torpCount = 0;
    this.phase = 0;
    this.over = false;
    this.boarded = false;
  }

  /**
   * Recomputes a ship's statistics from its base (with starting bonuses, never lost) and the
   * continuous abilities of its controller's living disks aboard, each disk id once (000,
   * "Special Abilities", Types: continuous effects are lost with their disk; "Multiple Disk
   * Effects": copies do not stack). Current shields and hull are clamped to the new maxima.
   */
  recomputeShipInPlace(s: number): void {
    const p = this.plan;
    const d = p.disks;
    let maxShields = p.ships.shields[s];
    let maxHull = p.ships.hull[s];
    let beam = p.ships.beam[s];
    let torpedoDamage = p.ships.torpedoDamage[s];
    let speed = p.ships.speed[s];
    let capacity = p.ships.squadronCapacity[s];
    let teleport = p.ships.teleport[s];
    let command = 0;
    const stamp = this.nextStamp();
    const owner = this.owner[s];
    for (let k = this.disksFrom(s), end = this.disksTo(s); k < end; k++) {
      const i = this.diskList[k];
      if (this.diskShip[i] !== s || this.diskAlive[i] === 0 || this.diskSide[i] !== owner || d.abilityType[i] !== TYPE_CONTINUOUS) continue;
      const key = d.key[i];
      if (this.keySeen[key] === stamp) continue;
      this.keySeen[key] = stamp;
      const v = d.abilityValue[i];
      switch (d.abilityEffect[i]) {
        case EFFECT_BEAM: beam += v; break;
        case EFFECT_MAX_SHIELDS: maxShields += v; break;
        case EFFECT_MAX_HULL: maxHull += v; break;
        case EFFECT_TORPEDO_DAMAGE: torpedoDamage += v; break;
        case EFFECT_MAX_SPEED: speed += v; break;
        case EFFECT_SQUADRON_CAPACITY: if (p.ships.carrier[s] === 1) capacity += v; break;
        case EFFECT_TELEPORT: teleport += v; break;
        case EFFECT_COMMAND: command += v; break;
        default: break;
      }
    }
    this.maxShields[s] = maxShields;
    this.maxHull[s] = maxHull;
    this.beam[s] = beam;
    this.torpedoDamage[s] = torpedoDamage;
    const chosen = p.ships.chosenSpeed[s];
    this.speed[s] = chosen >= 0 && chosen < speed ? chosen : speed;
    this.squadronCapacity[s] = capacity;
    this.teleport[s] = teleport;
    this.commandBonus[s] = command;
    if (this.shields[s] > maxShields) this.shields[s] = maxShields;
    if (this.hull[s] > maxHull) this.hull[s] = maxHull;
  }

  /** Σ continuous squadron beam bonuses per side, from living disks on living ships, each id once. */
  recomputeSquadronBeamInPlace(): void {
    if (!this.hasSquadronBeamDisks) return;
    const d = this.plan.disks;
    for (let side = 0; side < SIDES; side++) {
      const stamp = this.nextStamp();
      let bonus = 0;
      for (let i = 0; i < this.nDisks; i++) {
        if (this.diskAlive[i] === 0 || this.diskSide[i] !== side || d.abilityEffect[i] !== EFFECT_SQUADRON_BEAM || d.abilityType[i] !== TYPE_CONTINUOUS) continue;
        if (this.keySeen[d.key[i]] === stamp) continue;
        this.keySeen[d.key[i]] = stamp;
        bonus += d.abilityValue[i];
      }
      this.squadronBeamBonus[side] = bonus;
    }
  }

  /**
   * Where the disks that may be aboard ship s start in `diskList`: until anyone boards or a ship
   * changes hands (`boarded`) every disk is aboard the ship it started on, so only that ship's
   * group; after that every disk. Loops over `diskList[disksFrom(s) .. disksTo(s))` still check
   * `diskShip` and visit disks in disk order either way.
   */
  disksFrom(s: number): number {
    return this.boarded ? this.nDisks : this.shipDiskStart[s];
  }

  /** The end of ship s's range in `diskList` (see `disksFrom`). */
  disksTo(s: number): number {
    return this.boarded ? this.nDisks + this.nDisks : this.shipDiskStart[s + 1];
  }

  /**
   * A fresh stamp for a pass over `keySeen` (no stacking) or `boardedStamp`. Before the counter
   * would leave the small-integer range, both arrays are cleared and it starts again at 1.
   */
  nextStamp(): number {
    if (this.seenStamp === STAMP_LIMIT) {
      this.keySeen.fill(0);
      this.boardedStamp.fill(0);
      this.seenStamp = 0;
    }
    return ++this.seenStamp;
  }

  /** Puts disk i aboard ship t (a teleport; 000, "Order: Attack", Teleport Crew). */
  moveDiskAboardInPlace(i: number, t: number): void {
    this.diskShip[i] = t;
    this.boarded = true;
  }

  /** Removes a disk from play (crew killed, tech lost, expendable used) and updates its ship. */
  removeDiskInPlace(i: number): void {
    this.diskAlive[i] = 0;
    if (this.plan.disks.abilityType[i] === TYPE_CONTINUOUS) {
      this.recomputeShipInPlace(this.diskShip[i]);
      if (this.plan.disks.abilityEffect[i] === EFFECT_SQUADRON_BEAM) this.recomputeSquadronBeamInPlace();
      if (this.plan.disks.abilityEffect[i] === EFFECT_SQUADRON_CAPACITY) this.enforceSquadronCapacityInPlace(this.owner[this.diskShip[i]]);
    }
  }

  /**
   * Destroys ship s: its disks go with it; its side may have to remove squadrons (000, "Squadrons").
   * `how` is the trace's word for it (a ship that leaves the table is removed the same way, 000 "Movement").
   */
  destroyShipInPlace(s: number, how = 'is destroyed'): void {
    this.alive[s] = 0;
    const side = this.owner[s];
    this.shipsLeft[side]--;
    for (let k = this.disksFrom(s), end = this.disksTo(s); k < end; k++) {
      const i = this.diskList[k];
      if (this.diskShip[i] === s) this.diskAlive[i] = 0;
    }
    this.recomputeSquadronBeamInPlace();
    if (this.plan.ships.carrier[s] === 1) this.enforceSquadronCapacityInPlace(side);
    if (this.trace !== null) this.trace.add(`    ${this.plan.ships.label[s]} ${how}`);
    this.checkOverInPlace();
  }

  /**
   * Removes a side's squadrons beyond its carriers' remaining squadron capacity at once (000, "2.
   * Build your Fleet", Squadrons: "you must immediately remove the excess"), the ones its
   * squadron-loss policy gives up (policies/squadron-loss.ts).
   */
  enforceSquadronCapacityInPlace(side: number): void {
    if (this.squadronsLeft[side] === 0) return;
    let capacity = 0;
    for (let s = 0; s < this.nShips; s++) if (this.alive[s] === 1 && this.owner[s] === side) capacity += this.squadronCapacity[s];
    const sq = this.plan.squadrons;
    const code = this.plan.policies[side].squadronLoss;
    while (this.squadronsLeft[side] > capacity) {
      const i = squadronToLose(this, side, code);
      if (i < 0) return;
      this.sqAlive[i] = 0;
      this.squadronsLeft[side]--;
      if (this.trace !== null) this.trace.add(`    ${sq.label[i]} is removed: beyond the carriers' squadron capacity`);
    }
  }

  /** Destroys squadron i. */
  destroySquadronInPlace(i: number): void {
    this.sqAlive[i] = 0;
    this.squadronsLeft[this.plan.squadrons.side[i]]--;
    if (this.trace !== null) this.trace.add(`    ${this.plan.squadrons.label[i]} is destroyed`);
  }

  /** The battle is over when a side controls no ship (000, "Appendix Two", Last Starship). */
  checkOverInPlace(): void {
    if (this.shipsLeft[0] === 0 || this.shipsLeft[1] === 0) this.over = true;
  }

  /** Beam damage ship s fires now: 0 with a weapons critical (000, "Critical Hits"). */
  beamNow(s: number): number {
    if ((this.crits[s] & (1 << CRIT_WEAPONS)) !== 0) return 0;
    return this.beam[s] + (this.phaseStamp[s] === this.phase ? this.phaseBeam[s] : 0);
  }

  /** Torpedo damage ship s launches now (with this phase's timed bonuses). */
  torpedoNow(s: number): number {
    return this.torpedoDamage[s] + (this.phaseStamp[s] === this.phase ? this.phaseTorpedo[s] : 0);
  }

  /** Starts this phase's timed bonuses of ship s if they are from an earlier phase. */
  touchPhaseInPlace(s: number): void {
    if (this.phaseStamp[s] !== this.phase) {
      this.phaseStamp[s] = this.phase;
      this.phaseBeam[s] = 0;
      this.phaseTorpedo[s] = 0;
    }
  }

  /** Launches a torpedo of `side` with `damage` into this phase's flight list. */
  launchTorpedoInPlace(side: number, damage: number): void {
    if (this.torpCount >= this.torpSide.length) return;
    const t = this.torpCount++;
    this.torpSide[t] = side;
    this.torpDamage[t] = damage;
    this.torpAlive[t] = 1;
  }
}
