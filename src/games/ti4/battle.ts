import type { DiceSource } from '../../core/dice-source.js';
import { BATTLES_SLOT, OUTCOME_BASE, type Tally } from '../../core/tally.js';
import type { Simulator, Trace } from '../game.js';
import { CombatRolls } from './combat-rolls.js';
import { BARRAGE_ROLL, BOMBARD_ROLL, CANNON_ROLL, COMBAT_ROLL, type EffectHooks, type RollKind } from './effects/hooks.js';
import { EFFECTS } from './effects/registry.js';
import { SAMPLED_HOOKS, type EffectSampling } from './sampling/effect-sampling.js';
import {
  NO_ROLL, OUTCOME_ATTACKER_RETREAT, OUTCOME_ATTACKER_WIN, OUTCOME_DEFENDER_RETREAT, OUTCOME_DEFENDER_WIN, OUTCOME_DRAW, OUTCOME_ROUND_CAP,
  TI4_OUTCOMES, type EffectUse, type Ti4Plan,
} from './plan.js';
import { retreatAnnounced } from './policies/retreat.js';
import { BARRAGE, GROUND_COMBAT, maxRolledHits, SPACE_COMBAT } from './sampling/hit-cdf.js';
import { MAX_TABLE_STATES, StateTable, type TableStep } from './sampling/state-table.js';
import { isTableBattle, TableSpaceBattle, type TableBattleHost } from './sampling/table-battle.js';
import { GROUND, SPACE, type SideState, type Theatre } from './side-state.js';

/**
 * One TI4 battle of the plan's place (rules 002, "tactical action"; 003, "COMBAT", "INVASION"):
 *
 * - `space`: space cannon offense, then space combat rounds (barrage in round 1, announce retreat,
 *   rolls, assign hits, retreat) until a side has no ships, retreats, or the round cap;
 * - `ground`: invasion — bombardment (blocked by a planetary shield unless the attacker has a war
 *   sun or another shield breaker), commit all ground forces, space cannon defense against them,
 *   ground combat rounds until one side is gone;
 * - `tactical`: space, then — if the attacker holds space — the invasion with what it carried.
 */
export class Ti4Simulator extends CombatRolls implements Simulator, TableBattleHost {
  private readonly resetHooks: EffectHooks[] = [];
  private readonly beforeCombatHooks: EffectHooks[] = [];
  private readonly startOfRoundHooks: EffectHooks[] = [];
  private readonly afterBarrageHooks: EffectHooks[] = [];
  private readonly rerollsHooks: EffectHooks[] = [];
  private readonly afterRollsHooks: EffectHooks[] = [];
  private readonly onRetreatHooks: EffectHooks[] = [];
  private readonly afterAssignmentHooks: EffectHooks[] = [];
  private readonly endOfRoundHooks: EffectHooks[] = [];
  /** Whole battles on state tables when the plan allows (sampling/table-battle.ts); traced battles take the general loop. */
  private tableBattle: TableSpaceBattle | null = null;
  /** Per side: hooks of its `round-dice` effects (sampling/effect-sampling.ts), which set its round modifiers. */
  private readonly roundDiceHooks: [EffectHooks[], EffectHooks[]] = [[], []];
  /** Per side: end-of-round hooks of its `units` effects (they act on their owner: Duranium Armor). */
  private readonly roundEndHooks: [EffectHooks[], EffectHooks[]] = [[], []];
  /** Some `units` effect changes units outside the rolls' steps: the general loop looks table states up afresh. */
  private unitsHooked = false;
  /** Every effect with hooks has a table representation, so whole space battles may run on the tables. */
  private hooksTabled = true;
  /** The side that left at once this battle (Skilled Retreat: the space combat ends in a draw), or -1. */
  private leftAtOnce = -1;

  constructor(plan: Ti4Plan) {
    super(plan);
    plan.sides.forEach((side, s) => {
      for (const use of side.effects) {
        const definition = EFFECTS.get(use.id);
        const hooks = definition?.createHooks?.(this, this.sides[s], this.sides[1 - s], use);
        if (!hooks) continue;
        this.addHooks(hooks);
        this.classifyHooks(hooks, s, use, definition!.sampling);
        if (hooks.reset) this.resetHooks.push(hooks);
        if (hooks.beforeCombat) this.beforeCombatHooks.push(hooks);
        if (hooks.startOfRound) this.startOfRoundHooks.push(hooks);
        if (hooks.afterBarrage) this.afterBarrageHooks.push(hooks);
        if (hooks.rerolls) {
          this.rerollsHooks.push(hooks);
          this.recordRolls = true;
        }
        if (hooks.afterRolls) {
          this.afterRollsHooks.push(hooks);
          this.recordRolls = true;
        }
        if (hooks.afterAssignment) this.afterAssignmentHooks.push(hooks);
        if (hooks.onRetreatAnnounced) this.onRetreatHooks.push(hooks);
        if (hooks.endOfRound) this.endOfRoundHooks.push(hooks);
      }
    });
    for (const side of this.sides) side.finishSetup();
    this.buildTables(plan);
  }

  /** Sorts an effect's hooks by how the state tables represent them (sampling/effect-sampling.ts). */
  private classifyHooks(hooks: EffectHooks, s: number, use: EffectUse, sampling: EffectSampling | undefined): void {
    const stray = sampling === undefined ? undefined : Object.keys(hooks).find((key) => !SAMPLED_HOOKS[sampling.kind].includes(key));
    if (stray !== undefined) throw new Error(`effect "${use.id}" declares sampling "${sampling!.kind}" but has a ${stray} hook (sampling/effect-sampling.ts)`);
    if (sampling === undefined) {
      this.hooksTabled = false;
    } else if (sampling.kind === 'round-dice') {
      this.roundDiceHooks[s].push(hooks);
      this.sides[s].roundClasses = Math.max(this.sides[s].roundClasses, sampling.lastRound(use) + 1);
    } else if (sampling.kind === 'units') {
      this.unitsHooked = true;
      if (hooks.endOfRound) this.roundEndHooks[s].push(hooks);
    }
  }

  /** Sides whose rolls sample from tables (plan.roundSampling) get an empty table and their start state. */
  private buildTables(plan: Ti4Plan): void {
    for (const side of this.sides) {
      const opponent = this.sides[1 - side.index];
      side.samplesCombat = plan.roundSampling.combat[side.index] === 'tables';
      side.samplesBarrage = plan.roundSampling.barrage[side.index] === 'tables';
      if (!side.samplesCombat && !side.samplesBarrage) continue;
      const o = opponent.plan;
      const incoming: [number, number, number] = [
        maxRolledHits(opponent, SPACE_COMBAT),
        maxRolledHits(opponent, GROUND_COMBAT) * o.groundHitFactor + o.bonusHitWhenOpponentHits,
        maxRolledHits(opponent, BARRAGE) + o.extraAbilityDice[BARRAGE_ROLL] + o.oneShotAbilityDice,
      ];
      side.table = new StateTable(side, incoming, MAX_TABLE_STATES, this.roundEndHooks[side.index].length > 0);
      side.reset();
      side.initialTableState = side.table.find();
    }
    const waylay = this.sides.some((side) => side.plan.barrageHitsAllShips);
    const tabled = this.hooksTabled && !(waylay && (this.unitsHooked || this.roundDiceHooks.some((h) => h.length > 0)));
    if (tabled && isTableBattle(plan, this.sides, this.unitsHooked)) this.tableBattle = new TableSpaceBattle(this, plan);
  }

  /** True when untraced battles run wholly on the state tables (sampling/table-battle.ts; tests and bench). */
  get runsTableBattles(): boolean {
    return this.tableBattle !== null;
  }

  /**
   * The state-table battle's start (TableBattleHost): both sides as a battle begins, after the
   * effects that act before combat (Assault Cannon) when both have ships — no dice are drawn there.
   */
  beginCombatInPlace(): void {
    for (const side of this.sides) side.reset();
    this.battleSerial++;
    for (let i = 0; i < this.resetHooks.length; i++) this.resetHooks[i].reset!();
    this.unretireAll();
    this.round = 0;
    this.combatTheatre = -1;
    if (this.sides[0].space.count === 0 || this.sides[1].space.count === 0) return;
    this.combatTheatre = SPACE;
    for (let i = 0; i < this.beforeCombatHooks.length; i++) this.beforeCombatHooks[i].beforeCombat!(SPACE);
  }

  /**
   * Sets a side's combat-roll modifiers for a space round as its `round-dice` effects do at the
   * round's start, on the state loaded in its arrays (TableBattleHost: a CDF not cached yet).
   */
  prepareRoundRoll(side: SideState, round: number): void {
    side.roundBonus = 0;
    if (side.usesRoundModifiers) {
      side.roundHitBonus.fill(0);
      side.roundExtraDice.fill(0);
    }
    const hooks = this.roundDiceHooks[side.index];
    for (let i = 0; i < hooks.length; i++) hooks[i].startOfRound?.(SPACE, round);
  }

  /**
   * One step of a space battle on the state loaded in a side's arrays (TableBattleHost: a successor
   * not cached yet): hits assigned as in the general loop (rules 003, "ASSIGN HITS"), with every
   * card's hooks live — a used card is a flag of the state — and nothing sustained yet this round;
   * after a combat step, the side's end-of-round effects (Duranium Armor).
   */
  tableStepInPlace(side: SideState, step: TableStep, hits: number): void {
    side.sustainedInRound.fill(-1);
    this.round = 1;
    this.combatTheatre = SPACE;
    this.unretireAll();
    if (step === BARRAGE) this.destroyFighters(side, hits);
    else this.assignHits(side, hits, SPACE, step === SPACE_COMBAT ? COMBAT_ROLL : BARRAGE_ROLL);
    if (step !== SPACE_COMBAT) return;
    const hooks = this.roundEndHooks[side.index];
    for (let i = 0; i < hooks.length; i++) hooks[i].endOfRound!(SPACE, 1);
  }

  /**
   * After `hits` of a step were assigned to `side`, its table state follows them (a cached
   * successor). Restricted hits take another assignment path: the state is looked up afresh.
   */
  private followTable(side: SideState, step: TableStep, hits: number, restricted: number): void {
    if (side.table === null) return;
    const state = side.tableState;
    // Effects changed units outside the step (or may yet, at the end of the round): look the state up afresh.
    side.tableState = state < 0 || restricted > 0 || this.unitsHooked ? -1 : side.table.after(state, step, hits);
  }

  run(rng: DiceSource, tally: Tally, count: number, trace: Trace | null): void {
    this.rng = rng;
    this.trace = trace;
    const fast = this.tableBattle;
    // Traced battles take the general loop, which draws what the table battle draws per side; a joint
    // table draws both sides at once, so its traced battles stay in the table battle (it logs them).
    if (fast !== null && (trace === null || fast.joint !== null)) {
      fast.runInPlace(rng, tally, count, trace);
      // The next general battle starts from reset(): the fast loop leaves the arrays in its last state.
      return;
    }
    for (let b = 0; b < count; b++) this.battle(tally);
  }

  private battle(tally: Tally): void {
    const a = this.sides[0];
    const d = this.sides[1];
    a.reset();
    d.reset();
    this.battleSerial++;
    for (let i = 0; i < this.resetHooks.length; i++) this.resetHooks[i].reset!();
    this.unretireAll();
    this.round = 0;
    this.spaceRound = 0;
    this.groundRound = 0;
    this.combatTheatre = -1;
    this.leftAtOnce = -1;
    let outcome: number;
    if (this.plan.place === 'ground') {
      outcome = this.invasion();
    } else {
      outcome = this.spaceCombat();
      // The defender's Skilled Retreat ends the space combat in a draw, but its ships are gone: the
      // space area is the attacker's, so ground forces may be committed (003, "Invasion").
      const spaceHeld = outcome === OUTCOME_ATTACKER_WIN || outcome === OUTCOME_DEFENDER_RETREAT || (outcome === OUTCOME_DRAW && this.leftAtOnce === 1);
      if (this.plan.place === 'tactical' && spaceHeld) outcome = this.invasion();
    }
    tally[BATTLES_SLOT]++;
    tally[OUTCOME_BASE + outcome]++;
    tally[this.plan.roundsSlot + this.round]++;
    const lostA = a.tallyInPlace(tally);
    const lostD = d.tallyInPlace(tally);
    tally[this.plan.lostCrossSlot] += lostA * lostD;
    if (this.trace !== null) this.traceEnd(outcome);
  }

  /** Space cannon offense and space combat; returns the space outcome. */
  private spaceCombat(): number {
    const a = this.sides[0];
    const d = this.sides[1];
    const as = a.space;
    const ds = d.space;
    if (a.plan.skipsToLanding) {
      this.log('The attacker skips to committing ground forces');
      return OUTCOME_ATTACKER_WIN;
    }
    if (a.hasCannon || d.hasCannon) {
      this.log('Space cannon offense');
      this.cannonOffense(a, d);
      this.cannonOffense(d, a);
      this.rerolls(SPACE, CANNON_ROLL, 0);
      this.openStep(SPACE);
      this.assignPending(d, CANNON_ROLL, SPACE);
      this.assignPending(a, CANNON_ROLL, SPACE);
      this.closeStep();
      this.afterAssignment(CANNON_ROLL, SPACE);
      a.tableState = -1;
      d.tableState = -1;
    }
    let retreated = -1;
    if (as.count > 0 && ds.count > 0) {
      this.combatTheatre = SPACE;
      for (let i = 0; i < this.beforeCombatHooks.length; i++) this.beforeCombatHooks[i].beforeCombat!(SPACE);
      if (this.unitsHooked) {
        a.tableState = -1;
        d.tableState = -1;
      }
      while (as.count > 0 && ds.count > 0) {
        this.round++;
        this.spaceRound++;
        if (this.trace !== null) this.log(`Space combat round ${this.spaceRound}`);
        this.startOfRound(SPACE, this.spaceRound);
        if (a.retreatNow || d.retreatNow) {
          // Skilled Retreat: "The space combat ends in a draw" (the card's text), not a retreat.
          this.leftAtOnce = a.retreatNow ? 0 : 1;
          if (this.trace !== null) this.log(`${this.leftAtOnce === 0 ? 'attacker' : 'defender'} retreats at once: the space combat ends in a draw`);
          break;
        }
        if (this.spaceRound === 1 && (a.hasBarrage || d.hasBarrage)) {
          this.barrage();
          if (as.count === 0 || ds.count === 0) {
            // The round that began (its start-of-round cards were played) ends here too: a bonus
            // "during this combat round" (Supercharge, Morale Boost) must not reach a ground round.
            this.endOfRound(SPACE, this.spaceRound);
            break;
          }
        }
        if (a.mayRetreat || d.mayRetreat || a.forcedRetreat || d.forcedRetreat) this.announceRetreats();
        this.rollCombat(a, d, SPACE);
        this.rollCombat(d, a, SPACE);
        this.rerolls(SPACE, COMBAT_ROLL, this.spaceRound);
        this.afterRolls(SPACE, COMBAT_ROLL, this.spaceRound);
        const onD = this.pendingHits[0];
        const onA = this.pendingHits[1];
        const restrictedD = this.pendingRestricted[0];
        const restrictedA = this.pendingRestricted[1];
        // Both players assign at once (003, "ASSIGN HITS"): the defender's walk runs first.
        this.openStep(SPACE);
        this.assignPending(d, COMBAT_ROLL, SPACE);
        this.assignPending(a, COMBAT_ROLL, SPACE);
        this.closeStep();
        this.followTable(d, SPACE_COMBAT, onD, restrictedD);
        this.followTable(a, SPACE_COMBAT, onA, restrictedA);
        this.endOfRound(SPACE, this.spaceRound);
        if (as.count === 0 || ds.count === 0) break;
        if (a.retreating || d.retreating) {
          retreated = a.retreating ? 0 : 1;
          if (this.trace !== null) this.log(`${retreated === 0 ? 'attacker' : 'defender'} retreats`);
          break;
        }
        if (this.spaceRound === this.plan.maxRounds) return OUTCOME_ROUND_CAP;
      }
    }
    this.combatTheatre = -1;
    if (as.count === 0 && a.hasCarriedForces) {
      this.loseCarriedForces(a);
      a.tableState = -1;
    }
    if (this.leftAtOnce >= 0) return OUTCOME_DRAW;
    if (retreated === 0) return OUTCOME_ATTACKER_RETREAT;
    if (retreated === 1) return OUTCOME_DEFENDER_RETREAT;
    return as.count > 0 ? (ds.count > 0 ? OUTCOME_ROUND_CAP : OUTCOME_ATTACKER_WIN) : ds.count > 0 ? OUTCOME_DEFENDER_WIN : OUTCOME_DRAW;
  }

  /** A side's space cannon offense against the other side's ships (and extra cannon from effects). */
  private cannonOffense(side: SideState, target: SideState): void {
    this.pendingHits[side.index] = 0;
    this.pendingRestricted[side.index] = 0;
    if (!side.hasCannon || !side.plan.cannonOffense || target.space.count === 0) return;
    const extra = side.plan.extraCannon;
    this.roll(side, target, CANNON_ROLL, SPACE, target.plan.cannonPenaltyAgainst, extra.dice > 0 ? extra.hitOn + target.plan.cannonPenaltyAgainst : NO_ROLL);
    if (extra.dice > 0) {
      const hits = this.rollExtra(side, extra.hitOn + target.plan.cannonPenaltyAgainst, extra.dice, extra.label);
      this.pendingHits[side.index] += hits;
      if (side.plan.cannonRestricted) this.pendingRestricted[side.index] += hits;
    }
  }

  /** Round 1 anti-fighter barrage, simultaneous; hits only destroy fighters (003, step 1). */
  private barrage(): void {
    const a = this.sides[0];
    const d = this.sides[1];
    if (this.trace !== null) this.log('  anti-fighter barrage');
    this.pendingHits[0] = 0;
    this.pendingHits[1] = 0;
    if (a.hasBarrage && (d.fighters > 0 || a.plan.barrageWithoutFighters)) this.rollBarrage(a, d);
    if (d.hasBarrage && (a.fighters > 0 || d.plan.barrageWithoutFighters)) this.rollBarrage(d, a);
    this.rerolls(SPACE, BARRAGE_ROLL, 1);
    for (let i = 0; i < this.afterBarrageHooks.length; i++) this.afterBarrageHooks[i].afterBarrage!();
    const onDefender = this.pendingHits[0];
    const onAttacker = this.pendingHits[1];
    // Waylay: the barrage hits any ship, assigned by its owner; both assign at once.
    this.openStep(SPACE);
    d.holdArrivals = false;
    if (a.plan.barrageHitsAllShips) this.assignHits(d, onDefender, SPACE, BARRAGE_ROLL);
    else this.destroyFighters(d, onDefender);
    d.holdArrivals = true;
    a.holdArrivals = false;
    if (d.plan.barrageHitsAllShips) this.assignHits(a, onAttacker, SPACE, BARRAGE_ROLL);
    else this.destroyFighters(a, onAttacker);
    this.closeStep();
    this.followTable(d, a.plan.barrageHitsAllShips ? SPACE_COMBAT : BARRAGE, onDefender, 0);
    this.followTable(a, d.plan.barrageHitsAllShips ? SPACE_COMBAT : BARRAGE, onAttacker, 0);
  }

  /** Retreat announcements: the defender first; if it announces, the attacker cannot (interpretation, docs). */
  private announceRetreats(): void {
    const a = this.sides[0];
    const d = this.sides[1];
    if (d.forcedRetreat || (d.mayRetreat && retreatAnnounced(d, a, this.spaceRound))) d.retreating = this.isRetreatAllowed(d);
    if (!d.retreating && (a.forcedRetreat || (a.mayRetreat && retreatAnnounced(a, d, this.spaceRound)))) a.retreating = this.isRetreatAllowed(a);
    if (this.trace !== null && (a.retreating || d.retreating)) this.log(`  ${a.retreating ? 'attacker' : 'defender'} announces a retreat`);
  }

  /** False when an effect forbids the announced retreat this round (Intercept). */
  private isRetreatAllowed(side: SideState): boolean {
    for (let i = 0; i < this.onRetreatHooks.length; i++) if (this.onRetreatHooks[i].onRetreatAnnounced!(side)) return false;
    return true;
  }

  /** The attacker's ground forces ride in its ships: with no ships left they are lost (unless fighting as ships). */
  private loseCarriedForces(side: SideState): void {
    if (side.index !== 0) return;
    for (let u = 0; u < side.n; u++) {
      if (side.alive[u] === 1 && side.ground.targetable[u] === 1 && side.space.targetable[u] === 0) this.destroyUnit(side, u, SPACE, 'with its transport');
    }
  }

  /** Invasion of the planet (003, "INVASION" steps 1-5); returns the ground outcome. */
  private invasion(): number {
    const a = this.sides[0];
    const d = this.sides[1];
    this.log('Invasion');
    if (a.hasBombard && d.ground.count > 0 && !a.plan.skipsToLanding) this.bombard('');
    this.log('  attacker commits its ground forces');
    if (d.plan.returnsLandingForces && a.ground.count > 0) {
      this.log('  the defender returns the committed forces to the space area (Parley)');
      return OUTCOME_DEFENDER_WIN;
    }
    if (a.plan.removesDefendingForces) {
      this.log("  the defender's ground forces leave the planet (Ragh's Call)");
      for (let u = 0; u < d.n; u++) if (d.alive[u] === 1 && d.ground.targetable[u] === 1 && d.isGroundForce[u] === 1 && d.plan.cannonDefends[u] === 0) d.removeInPlace(u);
    }
    if (a.ground.count > 0 && d.hasCannonDefense && d.plan.cannonDefense) {
      this.log('Space cannon defense');
      this.pendingHits[0] = 0;
      this.pendingRestricted[0] = 0;
      this.roll(d, a, CANNON_ROLL, GROUND, a.plan.cannonPenaltyAgainst);
      this.rerolls(GROUND, CANNON_ROLL, 0);
      this.pendingRestricted[1] = 0;
      this.assignPending(a, CANNON_ROLL, GROUND);
      this.afterAssignment(CANNON_ROLL, GROUND);
    }
    if (a.ground.count > 0 && d.ground.count > 0) {
      this.combatTheatre = GROUND;
      for (let i = 0; i < this.beforeCombatHooks.length; i++) this.beforeCombatHooks[i].beforeCombat!(GROUND);
    }
    // Landing, bombardment and space cannon defense changed the sides outside the tables.
    a.tableState = -1;
    d.tableState = -1;
    while (a.ground.count > 0 && d.ground.count > 0) {
      if (this.groundRound === this.plan.maxRounds) return OUTCOME_ROUND_CAP;
      this.round++;
      this.groundRound++;
      if (this.trace !== null) this.log(`Ground combat round ${this.groundRound}`);
      this.startOfRound(GROUND, this.groundRound);
      this.rollCombat(a, d, GROUND);
      this.rollCombat(d, a, GROUND);
      this.rerolls(GROUND, COMBAT_ROLL, this.groundRound);
      this.groundHitsInPlace(a, d);
      this.afterRolls(GROUND, COMBAT_ROLL, this.groundRound);
      const onD = this.pendingHits[0];
      const onA = this.pendingHits[1];
      const restrictedD = this.pendingRestricted[0];
      const restrictedA = this.pendingRestricted[1];
      this.openStep(GROUND);
      this.assignPending(d, COMBAT_ROLL, GROUND);
      this.assignPending(a, COMBAT_ROLL, GROUND);
      this.closeStep();
      this.followTable(d, GROUND_COMBAT, onD, restrictedD);
      this.followTable(a, GROUND_COMBAT, onA, restrictedA);
      this.endOfRound(GROUND, this.groundRound);
    }
    this.combatTheatre = -1;
    return a.ground.count > 0 ? OUTCOME_ATTACKER_WIN : d.ground.count > 0 ? OUTCOME_DEFENDER_WIN : OUTCOME_DRAW;
  }

  /**
   * The attacker bombards the planet (invasion step 1; Harrow at the end of a ground round, ships
   * only): blocked by a planetary shield unless a shield breaker is present (or the attacker
   * ignores shields), and by an effect that forbids bombardment of this planet.
   */
  bombard(cause: string): void {
    const a = this.sides[0];
    const d = this.sides[1];
    if (d.ground.count === 0) return;
    if (d.plan.bombardImmune) {
      this.log('Bombardment is forbidden against this planet');
      return;
    }
    if (d.plan.planetaryShield && !a.plan.bombardIgnoresShield && !this.hasLivingShieldBreaker(a)) {
      this.log('Bombardment is blocked by a planetary shield');
      return;
    }
    this.log(cause ? `Bombardment (${cause})` : 'Bombardment');
    this.bombardShipsOnly = cause !== '';
    this.pendingHits[1] = 0;
    this.roll(a, d, BOMBARD_ROLL, GROUND, d.plan.bombardPenaltyAgainst);
    this.bombardShipsOnly = false;
    this.pendingRestricted[0] = 0;
    this.rerolls(GROUND, BOMBARD_ROLL, 0);
    if (a.plan.bombardHitFactor !== 1) this.pendingHits[0] *= a.plan.bombardHitFactor;
    this.afterRolls(GROUND, BOMBARD_ROLL, 0);
    this.assignPending(d, BOMBARD_ROLL, GROUND);
    this.afterAssignment(BOMBARD_ROLL, GROUND);
  }

  /** Ground combat hits after rerolls: X-89's doubling, then Valkyrie Particle Weave's extra hit. */
  private groundHitsInPlace(a: SideState, d: SideState): void {
    const hitsA = this.pendingHits[0];
    const hitsD = this.pendingHits[1];
    if (a.plan.groundHitFactor !== 1) this.pendingHits[0] *= a.plan.groundHitFactor;
    if (d.plan.groundHitFactor !== 1) this.pendingHits[1] *= d.plan.groundHitFactor;
    if (a.plan.bonusHitWhenOpponentHits > 0 && hitsD > 0) this.pendingHits[0] += a.plan.bonusHitWhenOpponentHits;
    if (d.plan.bonusHitWhenOpponentHits > 0 && hitsA > 0) this.pendingHits[1] += d.plan.bonusHitWhenOpponentHits;
  }

  private hasLivingShieldBreaker(side: SideState): boolean {
    for (let u = 0; u < side.n; u++) if (side.breaksShield[u] === 1 && side.alive[u] === 1) return true;
    return false;
  }

  private startOfRound(theatre: Theatre, round: number): void {
    if (this.startOfRoundHooks.length === 0) return;
    for (let i = 0; i < this.startOfRoundHooks.length; i++) this.startOfRoundHooks[i].startOfRound!(theatre, round);
  }

  rollCombatAgain(theatre: Theatre): void {
    this.rollCombat(this.sides[0], this.sides[1], theatre);
    this.rollCombat(this.sides[1], this.sides[0], theatre);
  }

  private rerolls(theatre: Theatre, kind: RollKind, round: number): void {
    for (let i = 0; i < this.rerollsHooks.length; i++) this.rerollsHooks[i].rerolls!(theatre, kind, round);
  }

  private afterRolls(theatre: Theatre, kind: RollKind, round: number): void {
    if (this.afterRollsHooks.length === 0) return;
    for (let i = 0; i < this.afterRollsHooks.length; i++) this.afterRollsHooks[i].afterRolls!(theatre, kind, round);
  }

  private afterAssignment(kind: RollKind, theatre: Theatre): void {
    for (let i = 0; i < this.afterAssignmentHooks.length; i++) this.afterAssignmentHooks[i].afterAssignment!(kind, theatre);
  }

  private endOfRound(theatre: Theatre, round: number): void {
    if (this.endOfRoundHooks.length === 0) return;
    for (let i = 0; i < this.endOfRoundHooks.length; i++) this.endOfRoundHooks[i].endOfRound!(theatre, round);
  }

  /** The result line and both sides' survivors, from the arrays (traced battles; the table battle passes its round count). */
  traceEnd(outcome: number, round = this.round): void {
    this.log(`Result: ${TI4_OUTCOMES[outcome]} after ${round} round${round === 1 ? '' : 's'}`);
    for (const side of this.sides) {
      const left: string[] = [];
      for (let u = 0; u < side.n; u++) if (side.alive[u] === 1) left.push(side.plan.label[u] + (side.damaged[u] === 1 ? ' (damaged)' : ''));
      this.log(`  ${this.sideLabel(side)} survivors: ${left.length > 0 ? left.join(', ') : 'none'}`);
    }
  }
}
