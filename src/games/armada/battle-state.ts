import type { DiceSource } from '../../core/dice-source.js';
import type { Trace } from '../game.js';
import type { Reach } from './reach.js';
import { CounterSampler, CRIT_COUNTERS } from './counters.js';
import {
  EFFECT_BEAM, EFFECT_CANCEL_CRITICAL, EFFECT_COMMAND, EFFECT_MAX_HULL, EFFECT_MAX_SHIELDS, EFFECT_MAX_SPEED, EFFECT_SQUADRON_BEAM, EFFECT_SQUADRON_CAPACITY,
  CRIT_WEAPONS, EFFECT_TELEPORT, EFFECT_TORPEDO_DAMAGE, ORDERS_PER_TURN, SIDES, TYPE_COMMAND, TYPE_CONTINUOUS, TYPE_EXPENDABLE, TYPE_INSTANT, type ArmadaPlan,
} from './plan.js';
import { ESCORT_PICK_SLOTS } from './policies/escort-targeting.js';
import { squadronToLose } from './policies/squadron-loss.js';

/** The largest stamp `nextStamp` hands out before it starts again (a small integer for V8, an Int32Array value). */
const STAMP_LIMIT = 0x3fff_ffff;
/** Torpedoes that can be in flight in one orders phase (ships firing through crew chains included). */
const TORPEDO_SLOTS_PER_UNIT = 8;

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
  readonly squadronBeamBonus = new Int16Array(SIDES);
  // torpedoes in flight this phase
  readonly torpSide: Int8Array;
  readonly torpDamage: Int16Array;
  readonly torpAlive: Uint8Array;
  torpCount = 0;
  /** Scratch for an escort's target: [enemy torpedo, enemy squadron], -1 each when none. */
  readonly escortPick = new Int32Array(ESCORT_PICK_SLOTS);
  // per side
  readonly shipsLeft = new Int32Array(SIDES);
  readonly squadronsLeft = new Int32Array(SIDES);
  /** Per side and critical type (side * CRIT_COUNTERS + type). */
  readonly critsSuffered = new Int32Array(SIDES * CRIT_COUNTERS);
  readonly captures = new Int32Array(SIDES);
  /** Torpedoes each side landed on a ship this battle. */
  readonly torpedoStrikes = new Int32Array(SIDES);
  /** Per side: ships that left the table (000, "Movement"; table model only, 0 in the brawl). */
  readonly withdrawn = new Int32Array(SIDES);
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
  /** Disks with an instant or expendable teleport ability. */
  readonly timedTeleportDisks: Int16Array;
  /** True when some disk gives a continuous squadron beam bonus (else the per-side bonus stays 0). */
  readonly hasSquadronBeamDisks: boolean;
  /** Per ship: the stamp of the last pickShipTarget pass that found boarders of the picking side aboard. */
  readonly boardedStamp: Int32Array;
  private seenStamp = 0;
  private readonly init: Record<'maxShields' | 'maxHull' | 'beam' | 'torpedoDamage' | 'speed' | 'squadronCapacity' | 'teleport' | 'commandBonus', Int16Array>;
  private initSquadronBeam = new Int16Array(SIDES);
  private readonly initShipsLeft = new Int32Array(SIDES);
  private readonly initSquadronsLeft = new Int32Array(SIDES);

  constructor(plan: ArmadaPlan) {
    this.plan = plan;
    this.sampler = new CounterSampler(plan.pExplosion, plan.maxDrop);
    const n = (this.nShips = plan.ships.count);
    const d = (this.nDisks = plan.disks.count);
    const q = (this.nSquadrons = plan.squadrons.count);
    const k = (this.keyCount = Math.max(1, plan.keyCount));
    this.owner = new Int8Array(n);
    this.alive = new Uint8Array(n);
    this.shields = new Int16Array(n);
    this.maxShields = new Int16Array(n);
    this.hull = new Int16Array(n);
    this.maxHull = new Int16Array(n);
    this.beam = new Int16Array(n);
    this.torpedoes = new Int16Array(n);
    this.torpedoDamage = new Int16Array(n);
    this.speed = new Int16Array(n);
    this.squadronCapacity = new Int16Array(n);
    this.teleport = new Int16Array(n);
    this.commandBonus = new Int16Array(n);
    this.crits = new Uint8Array(n);
    this.phaseBeam = new Int16Array(n);
    this.phaseTorpedo = new Int16Array(n);
    this.phaseStamp = new Int32Array(n);
    this.orders = new Int8Array(n * ORDERS_PER_TURN);
    this.boardTarget = new Int16Array(n);
    this.counter = new Int16Array(n);
    this.byCounter = new Int16Array(n);
    this.shipKeyStamp = new Int32Array(n * k);
    this.diskShip = new Int16Array(d);
    this.diskSide = new Int8Array(d);
    this.diskAlive = new Uint8Array(d);
    this.diskReady = new Uint8Array(d);
    this.sqAlive = new Uint8Array(q);
    this.sqTorpedoes = new Int16Array(q);
    this.sqKeyStamp = new Int32Array(q * k);
    const slots = (n + q) * TORPEDO_SLOTS_PER_UNIT + 1;
    this.torpSide = new Int8Array(slots);
    this.torpDamage = new Int16Array(slots);
    this.torpAlive = new Uint8Array(slots);
    this.keySeen = new Int32Array(k);
    this.boardedStamp = new Int32Array(n);
    const pd = plan.disks;
    const isTimed = (i: number) => pd.abilityType[i] === TYPE_INSTANT || pd.abilityType[i] === TYPE_EXPENDABLE || pd.abilityType[i] === TYPE_COMMAND;
    const disksWhere = (wanted: (i: number) => boolean) => Int16Array.from({ length: d }, (_, i) => i).filter(wanted);
    this.timedBeamDisks = disksWhere((i) => pd.abilityEffect[i] === EFFECT_BEAM && isTimed(i));
    this.timedTorpedoDisks = disksWhere((i) => pd.abilityEffect[i] === EFFECT_TORPEDO_DAMAGE && isTimed(i));
    this.cancelCriticalDisks = disksWhere((i) => pd.abilityEffect[i] === EFFECT_CANCEL_CRITICAL);
    this.timedTeleportDisks = disksWhere((i) => pd.abilityEffect[i] === EFFECT_TELEPORT && (pd.abilityType[i] === TYPE_INSTANT || pd.abilityType[i] === TYPE_EXPENDABLE));
    this.hasSquadronBeamDisks = disksWhere((i) => pd.abilityEffect[i] === EFFECT_SQUADRON_BEAM && pd.abilityType[i] === TYPE_CONTINUOUS).length > 0;
    for (let s = 0; s < n; s++) this.initShipsLeft[plan.ships.side[s]]++;
    for (let i = 0; i < q; i++) this.initSquadronsLeft[plan.squadrons.side[i]]++;
    this.resetBaseInPlace();
    for (let s = 0; s < n; s++) this.recomputeShipInPlace(s);
    this.recomputeSquadronBeamInPlace();
    this.init = {
      maxShields: this.maxShields.slice(), maxHull: this.maxHull.slice(), beam: this.beam.slice(), torpedoDamage: this.torpedoDamage.slice(),
      speed: this.speed.slice(), squadronCapacity: this.squadronCapacity.slice(), teleport: this.teleport.slice(), commandBonus: this.commandBonus.slice(),
    };
    this.initSquadronBeam = this.squadronBeamBonus.slice();
  }

  private resetBaseInPlace(): void {
    const p = this.plan;
    for (let s = 0; s < this.nShips; s++) {
      this.owner[s] = p.ships.side[s];
      this.alive[s] = 1;
      this.shields[s] = p.ships.shields[s];
      this.hull[s] = p.ships.hull[s];
    }
    for (let i = 0; i < this.nDisks; i++) {
      this.diskShip[i] = p.disks.ship[i];
      this.diskSide[i] = p.disks.side[i];
      this.diskAlive[i] = 1;
      this.diskReady[i] = 1;
    }
  }

  /** Back to the start of a battle: copies of the precomputed initial state (plain loops). */
  reset(): void {
    const p = this.plan;
    const init = this.init;
    this.resetBaseInPlace();
    for (let s = 0; s < this.nShips; s++) {
      this.maxShields[s] = init.maxShields[s];
      this.shields[s] = init.maxShields[s];
      this.maxHull[s] = init.maxHull[s];
      this.hull[s] = init.maxHull[s];
      this.beam[s] = init.beam[s];
      this.torpedoes[s] = p.ships.torpedoes[s];
      this.torpedoDamage[s] = init.torpedoDamage[s];
      this.speed[s] = init.speed[s];
      this.squadronCapacity[s] = init.squadronCapacity[s];
      this.teleport[s] = init.teleport[s];
      this.commandBonus[s] = init.commandBonus[s];
      this.crits[s] = 0;
      this.phaseStamp[s] = 0;
      this.boardTarget[s] = -1;
    }
    this.shipKeyStamp.fill(0);
    for (let i = 0; i < this.nSquadrons; i++) {
      this.sqAlive[i] = 1;
      this.sqTorpedoes[i] = p.squadrons.torpedoes[i];
    }
    if (this.nSquadrons > 0) this.sqKeyStamp.fill(0);
    for (let i = 0; i < SIDES; i++) {
      this.shipsLeft[i] = this.initShipsLeft[i];
      this.squadronsLeft[i] = this.initSquadronsLeft[i];
      this.captures[i] = 0;
      this.torpedoStrikes[i] = 0;
      this.withdrawn[i] = 0;
      this.squadronBeamBonus[i] = this.initSquadronBeam[i];
    }
    this.critsSuffered.fill(0);
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
    for (let i = 0; i < this.nDisks; i++) {
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
    for (let i = 0; i < this.nDisks; i++) if (this.diskShip[i] === s) this.diskAlive[i] = 0;
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
