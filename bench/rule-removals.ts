/**
 * The rules `bench/rule-removal.ts` removes one at a time (issue 15, acceptance: "Reversing the
 * Titanium priority order, removing any rulebook clarification, or swapping TI4's sustain-first
 * behaviour each fails at least one test"). Each removal is the smallest source edit that takes the
 * rule out: exact text replacements, every one of which must match once. When the code changes
 * under an edit, the row reads "edit not applicable" and the edit must be adapted here.
 *
 * Sentences are quoted from the Titanium Wars rulebook (rules 004, "Card Clarifications" unless a
 * section is named) and TI4's (rules 003).
 */

import { ARMADA_REMOVALS, ARMADA_SCOPE_FILES } from './rule-removals-armada.js';

/** Which tests judge a removal: a group of the game's in-process test files (SCOPE_FILES). */
export type TestScope = 'conquest' | 'limits' | 'whole-game' | 'ti4' | 'armada';

/** The game a scope belongs to: `--full` runs all of that game's in-process tests instead. */
export const SCOPE_GAME: Record<TestScope, 'titanium' | 'ti4' | 'armada'> = { conquest: 'titanium', limits: 'titanium', 'whole-game': 'titanium', ti4: 'ti4', armada: 'armada' };

const T = 'src/games/titanium/';
/**
 * The test files each scope runs (a missing file is left out): the tests written for the rules of
 * that layer. Running every Titanium test per row takes minutes on a shared 2-core machine.
 */
export const SCOPE_FILES: Record<TestScope, readonly string[]> = {
  conquest: [
    `${T}clarifications.test.ts`, `${T}card-clarifications.test.ts`, `${T}rule-corrections.test.ts`, `${T}rulebook-examples.test.ts`,
    `${T}scripted-conquest.test.ts`, `${T}conquest.test.ts`, `${T}policies/player-choices.test.ts`, `${T}policies/optimal-allocation.test.ts`,
    `${T}conquest-pinned-rules.test.ts`,
  ],
  limits: [
    `${T}scenario.test.ts`, `${T}rule-corrections.test.ts`, `${T}card-clarifications.test.ts`, `${T}whole-game/outfitting.test.ts`,
    `${T}whole-game/worked-examples.test.ts`,
  ],
  'whole-game': [
    `${T}whole-game/building-clarifications.test.ts`, `${T}whole-game/conquest-phase.test.ts`, `${T}whole-game/outfitting.test.ts`, `${T}whole-game/turn-order.test.ts`,
    `${T}whole-game/worked-examples.test.ts`, `${T}whole-game/victory.test.ts`, `${T}whole-game/game.test.ts`,
    `${T}whole-game/economy-rules.test.ts`, `${T}whole-game/no-engine-caps.test.ts`,
  ],
  ti4: [
    'src/games/ti4/policies/hit-assignment.test.ts', 'src/games/ti4/battle.test.ts', 'src/games/ti4/scenario.test.ts', 'test/ti4-fixes.test.ts',
    'src/games/ti4/simultaneous-assignment.test.ts', 'src/games/ti4/effects/card-text-fixes.test.ts', 'src/games/ti4/capacity.test.ts',
    'src/games/ti4/policies/retreat.test.ts', 'src/games/ti4/battle-trace.test.ts', 'src/games/ti4/effects/cards-and-notes-traces.test.ts',
    'test/ti4-action-cards.test.ts', 'test/ti4-retreat-and-invasion.test.ts', 'src/games/ti4/effects/space-cannon-sources.test.ts', 'src/games/ti4/policies/effect-play.test.ts',
    'src/games/ti4/space-then-invasion-rules.test.ts',
  ],
  armada: ARMADA_SCOPE_FILES,
};

/** One exact replacement in a file under the package root. */
export interface Edit {
  file: string;
  find: string;
  replace: string;
}

/** A rule and the edit that removes it. */
export interface Removal {
  id: string;
  /** The rule, as the table names it. */
  rule: string;
  /** The rulebook sentence (or interpretation) it enforces, with its citation. */
  sentence: string;
  /** What the edit does, in words. */
  change: string;
  scope: TestScope;
  edits: Edit[];
  /** Why the edit, though it removes a line of the rule, cannot change a result (an equivalent mutant). */
  equivalent?: string;
}

const CORE = 'src/games/ti4/combat-core.ts';
const BATTLE = 'src/games/ti4/battle.ts';
const ATTACK = 'src/games/titanium/attack.ts';
const BLAST = 'src/games/titanium/blast.ts';
const SPECIALS = 'src/games/titanium/specials.ts';
const FLEET_RULES = 'src/games/titanium/fleet-rules.ts';
const GAME_LIMITS = 'src/games/titanium/whole-game/limits.ts';
const GAME_OUTFITTING = 'src/games/titanium/whole-game/outfitting.ts';
const GAME_SIMULATOR = 'src/games/titanium/whole-game/simulator.ts';

export const REMOVALS: readonly Removal[] = [
  {
    id: 'priority-reversed',
    rule: 'Tactics resolve by priority 0 → 7',
    sentence: '004, "3. Resolving Tactics": "The revealed Tactics are resolved successively in order of Priority (from 0 to 7)"',
    change: 'offensive.ts resolves from priority 7 down to 0',
    scope: 'conquest',
    edits: [
      { file: 'src/games/titanium/offensive.ts', find: 'let priority = -1;', replace: 'let priority = LAST_PRIORITY + 1;' },
      { file: 'src/games/titanium/offensive.ts', find: 'let next = LAST_PRIORITY + 1;', replace: 'let next = -1;' },
      { file: 'src/games/titanium/offensive.ts', find: 'plan.cardPriority[card] > priority && plan.cardPriority[card] < next', replace: 'plan.cardPriority[card] < priority && plan.cardPriority[card] > next' },
      { file: 'src/games/titanium/offensive.ts', find: 'if (next > LAST_PRIORITY) return;', replace: 'if (next < 0) return;' },
    ],
  },
  {
    id: 'ti4-sustain-first-swapped',
    rule: 'TI4: `sustainFirst` uses every sustain before losing a unit',
    sentence: '003, "Sustain Damage"; docs/rules-interpretations.md, "sustainFirst: false": "sustains only to save a unit that would otherwise die"',
    change: 'hit-assignment.ts builds the `sustainFirst: false` sequence when true and the other way round',
    scope: 'ti4',
    edits: [{ file: 'src/games/ti4/policies/hit-assignment.ts', find: 'if (policy.sustainFirst) return', replace: 'if (!policy.sustainFirst) return' }],
  },
  {
    id: 'ti4-assignment-defender-first',
    rule: 'TI4: both players assign the hits of one roll at once',
    sentence: '003, "ASSIGN HITS": "Each player must choose and destroy one of his ships for each hit his opponent produced"',
    change: "combat-core.ts reads a sustain blocker live during the step and places a side's new units at once: the defender's assignment reaches the attacker's",
    scope: 'ti4',
    edits: [
      { file: CORE, find: 'if (this.stepOpen) return this.heldBlock[target.index] === 1;', replace: '' },
      { file: CORE, find: '      side.holdArrivals = true;\n', replace: '' },
    ],
  },
  {
    id: 'ti4-valkyrie-outside-ground-combat',
    rule: 'TI4: Valkyrie Exoskeleton produces its hit only during ground combat',
    sentence: 'Valkyrie Exoskeleton: "After this unit uses its SUSTAIN DAMAGE ability during ground combat, it produces 1 hit"',
    change: 'sardakk.ts lets a sustain against bombardment or space cannon defense produce the hit',
    scope: 'ti4',
    edits: [{ file: 'src/games/ti4/effects/factions/sardakk.ts', find: 'battle.combatTheatre !== GROUND || ', replace: '' }],
  },
  {
    id: 'ti4-reflective-shielding-before-combat',
    rule: 'TI4: Reflective Shielding needs a sustain during combat',
    sentence: 'Reflective Shielding: "When one of your ships uses SUSTAIN DAMAGE during combat: Produce 2 hits"',
    change: 'action-cards-combat.ts lets a sustain against space cannon offense produce the 2 hits',
    scope: 'ti4',
    edits: [{ file: 'src/games/ti4/effects/action-cards-combat.ts', find: 'battle.combatTheatre !== SPACE || ', replace: '' }],
  },
  {
    id: 'ti4-disable-every-unit',
    rule: 'TI4: Disable affects PDS units only',
    sentence: 'Disable: "Your opponents\' PDS units lose PLANETARY SHIELD and SPACE CANNON during this invasion"',
    change: "action-cards-invasion.ts takes every opposing unit's shield and space cannon defense (Indomitus, Letani Behemoth)",
    scope: 'ti4',
    edits: [{ file: 'src/games/ti4/effects/action-cards-invasion.ts', find: "for (const u of unitsOfType(opponent, unitTypes, 'pds')) {", replace: 'for (let u = 0; u < opponent.unitCount; u++) {' }],
  },
  {
    id: 'ti4-z-grav-eidolon-sustains',
    rule: 'TI4: the Eidolon has no SUSTAIN DAMAGE in space (Z-Grav Eidolon)',
    sentence: 'Eidolon: "If this unit is in the space area of the active system at the start of a space combat, flip this card"; Z-Grav Eidolon prints no SUSTAIN DAMAGE',
    change: "compile.ts keeps the Eidolon's sustain in the space sequence",
    scope: 'ti4',
    edits: [{ file: 'src/games/ti4/compile.ts', find: ' && (theatre !== plan.space || plan.noSpaceSustain[u] === 0)', replace: '' }],
  },
  {
    id: 'ti4-capacity',
    rule: 'TI4: fighters and carried ground forces within capacity (fleets files, fields)',
    sentence: '002, "tactical action": "Ships carry fighters and ground forces up to their capacity"',
    change: 'capacity.ts never finds a side over its capacity',
    scope: 'ti4',
    edits: [{ file: 'src/games/ti4/capacity.ts', find: 'needs.fighters - needs.docked + needs.groundForces > needs.capacity;', replace: 'needs.fighters - needs.docked + needs.groundForces > Infinity;' }],
  },
  {
    id: 'ti4-barrage-every-round',
    rule: 'TI4: anti-fighter barrage only in the first round of a space combat',
    sentence: '003, "End of Space Combat": "they resolve another round of combat starting with the “Announce Retreat” step"',
    change: 'battle.ts rolls the barrage at the start of every space round',
    scope: 'ti4',
    edits: [{ file: BATTLE, find: 'if (this.spaceRound === 1 && (a.hasBarrage || d.hasBarrage)) {', replace: 'if (a.hasBarrage || d.hasBarrage) {' }],
  },
  {
    id: 'ti4-barrage-hits-any-ship',
    rule: 'TI4: anti-fighter barrage hits destroy fighters only',
    sentence: '003, "COMBAT", step 1 "ANTI-FIGHTER BARRAGE": "Each player’s units can use their “Anti-Fighter Barrage” abilities"; docs/rules-interpretations.md: "each hit destroys one fighter and hits beyond the fighters are lost"',
    change: "combat-core.ts lets each barrage hit destroy the side's next ship, fighter or not",
    scope: 'ti4',
    edits: [{ file: CORE, find: 'if (target.isFighter[u] === 0 || target.alive[u] === 0) continue;', replace: 'if (target.alive[u] === 0) continue;' }],
  },
  {
    id: 'ti4-planetary-shield-ignored',
    rule: 'TI4: a planetary shield blocks bombardment',
    sentence: '003, "INVASION", step 1 "BOMBARDMENT": "the active player may use the “Bombardment” abilities of any of his units"; docs/rules-interpretations.md, "Invasion": "unless the planet has a planetary shield (a PDS) and no shield breaker"',
    change: 'battle.ts bombards a shielded planet',
    scope: 'ti4',
    edits: [{ file: BATTLE, find: 'd.plan.planetaryShield && !a.plan.bombardIgnoresShield', replace: 'false && !a.plan.bombardIgnoresShield' }],
  },
  {
    id: 'ti4-war-sun-keeps-shield',
    rule: "TI4: a living war sun cancels the defender's planetary shield",
    sentence: '003, "INVASION", step 1 "BOMBARDMENT"; War Sun: "Other players\' units in this system lose PLANETARY SHIELD"',
    change: 'battle.ts lets a planetary shield block bombardment even with a war sun present',
    scope: 'ti4',
    edits: [{ file: BATTLE, find: '!this.hasLivingShieldBreaker(a)) {', replace: 'true) {' }],
  },
  {
    id: 'ti4-no-space-cannon-offense',
    rule: 'TI4: space cannon offense fires before space combat',
    sentence: '002, "tactical action": "every player, including you, may fire the space cannon abilities of their units in the active system at your ships"',
    change: 'battle.ts skips every space cannon offense roll',
    scope: 'ti4',
    edits: [{ file: BATTLE, find: 'if (!side.hasCannon || !side.plan.cannonOffense || target.space.count === 0) return;', replace: 'return;' }],
  },
  {
    id: 'ti4-no-space-cannon-defense',
    rule: 'TI4: space cannon defense fires at committed ground forces',
    sentence: '003, "INVASION", step 3 "SPACE CANNON DEFENSE": "If another player has a PDS on any of the planets the active player has committed ground forces to, he may be able to destroy some of those ground forces before they land"',
    change: 'battle.ts skips space cannon defense',
    scope: 'ti4',
    edits: [{ file: BATTLE, find: 'if (a.ground.count > 0 && d.hasCannonDefense && d.plan.cannonDefense) {', replace: 'if (false) {' }],
  },
  {
    id: 'ti4-retreat-at-announcement',
    rule: 'TI4: an announced retreat happens at the end of the round, after the rolls',
    sentence: '003, "COMBAT", step 2 "ANNOUNCE RETREAT": "A retreat will not happen immediately; the units will retreat at the end of the combat round"',
    change: 'battle.ts ends the combat as soon as a retreat is announced, before the combat rolls',
    scope: 'ti4',
    edits: [{
      file: BATTLE,
      find: 'if (a.mayRetreat || d.mayRetreat || a.forcedRetreat || d.forcedRetreat) this.announceRetreats();',
      replace: 'if (a.mayRetreat || d.mayRetreat || a.forcedRetreat || d.forcedRetreat) this.announceRetreats();\n        if (a.retreating || d.retreating) { retreated = a.retreating ? 0 : 1; break; }',
    }],
  },
  {
    id: 'ti4-both-sides-announce-retreat',
    rule: 'TI4: when the defender announces a retreat, the attacker cannot',
    sentence: '003, "COMBAT", step 2 "ANNOUNCE RETREAT": "Either player may choose to announce a retreat"; docs/rules-interpretations.md: "The defender announces first; if it does, the attacker" cannot',
    change: 'battle.ts lets the attacker announce a retreat after the defender did (the attacker is then the one that leaves)',
    scope: 'ti4',
    edits: [{ file: BATTLE, find: 'if (!d.retreating && (a.forcedRetreat', replace: 'if ((a.forcedRetreat' }],
  },
  {
    id: 'ti4-one-space-round',
    rule: 'TI4: space combat rounds repeat until one side is gone or retreats',
    sentence: '003, "OVERVIEW": "they repeat combat rounds until either one player wipes out the other player, or a player retreats"',
    change: 'battle.ts stops the space combat after its first round (as if at the round cap)',
    scope: 'ti4',
    edits: [{ file: BATTLE, find: 'if (this.spaceRound === this.plan.maxRounds) return OUTCOME_ROUND_CAP;', replace: 'return OUTCOME_ROUND_CAP;' }],
  },
  {
    id: 'ti4-one-ground-round',
    rule: 'TI4: ground combat rounds repeat until one side is gone',
    sentence: '003, "INVASION", step 4 "GROUND COMBAT": "if multiple players have units remaining on the planet, they resolve another round of ground combat"',
    change: 'battle.ts stops the ground combat after its first round (as if at the round cap)',
    scope: 'ti4',
    edits: [{ file: BATTLE, find: 'if (this.groundRound === this.plan.maxRounds) return OUTCOME_ROUND_CAP;', replace: 'if (this.groundRound === 1) return OUTCOME_ROUND_CAP;' }],
  },
  {
    id: 'ti4-invasion-without-space',
    rule: 'TI4: the invasion follows only a space combat the attacker won',
    sentence: '003, "OVERVIEW": "Once space combat is over, the winning player may then land ground infantry on planets"',
    change: 'battle.ts runs the invasion of a tactical battle whatever the space outcome',
    scope: 'ti4',
    edits: [{ file: BATTLE, find: "this.plan.place === 'tactical' && spaceHeld)", replace: "this.plan.place === 'tactical' && (spaceHeld || true))" }],
  },
  {
    id: 'ti4-forces-survive-transport',
    rule: "TI4: the attacker's carried ground forces are lost with its last ship",
    sentence: '003, "INVASION", step 2 "COMMIT GROUND FORCES": "he takes any of his ground forces that are with his ships in the space area of the active system"',
    change: 'battle.ts keeps the ground forces of an attacker that lost every ship',
    scope: 'ti4',
    edits: [{ file: BATTLE, find: 'if (as.count === 0 && a.hasCarriedForces) {', replace: 'if (false) {' }],
  },
  {
    id: 'ti4-sustain-cancels-nothing',
    rule: 'TI4: a sustain cancels the hit',
    sentence: '003, "SUSTAIN DAMAGE": "This basically means that it takes two hits to destroy it"',
    change: 'combat-core.ts damages the unit but the hit still goes on to the next unit',
    scope: 'ti4',
    edits: [{ file: CORE, find: 'hits = Math.max(0, hits - target.sustainAbsorbs[u]);', replace: '' }],
  },
  {
    id: 'ti4-direct-hit-immunity-ignored',
    rule: 'TI4: Direct Hit cannot destroy an immune unit (Dreadnought II)',
    sentence: 'Dreadnought II: "This unit cannot be destroyed by “Direct Hit” action cards"',
    change: 'action-cards-space.ts lets Direct Hit destroy an immune ship',
    scope: 'ti4',
    edits: [{ file: 'src/games/ti4/effects/action-cards-space.ts', find: ' || side.directHitImmune[u] === 1) return;', replace: ') return;' }],
  },
  {
    id: 'ti4-shields-holding-on-cannon',
    rule: 'TI4: Shields Holding is played in its window only: hits of a space combat roll',
    sentence: 'Shields Holding: "Before you assign hits to your ships during a space combat: Cancel up to 2 hits"',
    change: 'action-cards-space.ts lets Shields Holding cancel space cannon offense hits too',
    scope: 'ti4',
    edits: [{ file: 'src/games/ti4/effects/action-cards-space.ts', find: 'kind !== COMBAT_ROLL || theatre !== SPACE', replace: 'theatre !== SPACE' }],
  },
  {
    id: 'ti4-fire-team-in-space',
    rule: 'TI4: Fire Team is played in its window only: after ground combat rolls',
    sentence: 'Fire Team: "After your ground forces make combat rolls during a round of ground combat: Reroll any number of your dice"',
    change: 'action-cards-invasion.ts lets Fire Team reroll space combat misses',
    scope: 'ti4',
    edits: [{ file: 'src/games/ti4/effects/action-cards-invasion.ts', find: 'theatre !== GROUND || kind !== COMBAT_ROLL', replace: 'kind !== COMBAT_ROLL' }],
  },
  {
    id: 'ti4-maneuvering-jets-on-combat-hits',
    rule: 'TI4: Maneuvering Jets is played in its window only: space cannon hits',
    sentence: 'Maneuvering Jets: "Before you assign hits produced by another player\'s SPACE CANNON roll: Cancel 1 hit"',
    change: 'action-cards-space.ts lets Maneuvering Jets cancel a combat or bombardment hit',
    scope: 'ti4',
    edits: [{ file: 'src/games/ti4/effects/action-cards-space.ts', find: 'kind !== CANNON_ROLL || (landingOnly', replace: '(landingOnly' }],
  },
  // Buildings.
  {
    id: 'spaceport-scenario',
    rule: 'Spaceport: +1 fleet limit (scenario check)',
    sentence: '004, "Spaceport": "Each Spaceport you buy increases the limit of your Fleet by 1"',
    change: 'fleet-rules.ts fleetCapacity ignores Spaceports',
    scope: 'limits',
    edits: [{ file: FLEET_RULES, find: "owner.fleetLimit + buildingCount(owner, arsenal, 'spaceport')", replace: 'owner.fleetLimit' }],
  },
  {
    id: 'spaceport-game',
    rule: 'Spaceport: +1 fleet limit (whole game)',
    sentence: '004, "Spaceport": "Each Spaceport you buy increases the limit of your Fleet by 1"',
    change: 'whole-game/limits.ts fleetLimit ignores Spaceports',
    scope: 'whole-game',
    edits: [{ file: GAME_LIMITS, find: 'state.fleetBonus[p] + effectCount(plan, state, p, B_SPACEPORT)', replace: 'state.fleetBonus[p]' }],
  },
  {
    id: 'planetary-support-per-planet-scenario',
    rule: 'Planetary Support: one per planet (scenario check)',
    sentence: '004, "Planetary Support": "There can be only one per Planet"',
    change: 'fleet-rules.ts skips the per-planet building limit',
    scope: 'limits',
    edits: [{ file: FLEET_RULES, find: 'if (building.perPlanet !== undefined && count > building.perPlanet * owner.planets) {', replace: 'if (false) {' }],
  },
  {
    id: 'planetary-support-per-planet-game',
    rule: 'Planetary Support: one per planet (whole-game purchases)',
    sentence: '004, "Planetary Support": "There can be only one per Planet"',
    change: 'whole-game/outfitting.ts canBuy ignores the per-planet limit',
    scope: 'whole-game',
    edits: [{ file: GAME_OUTFITTING, find: 'return plan.buildingPerPlanet[b] < 0 || held < plan.buildingPerPlanet[b] * (1 + state.conquered[p]);', replace: 'return true;' }],
  },
  {
    id: 'planetary-fire-no-self-destruct',
    rule: 'Planetary Support: destroys Self-Destruct ships without their Blast',
    sentence: '004, "Planetary Support": "It is the only means to destroy Interstellar Missiles and Ships that are equipped with Self-Destruct Devices without triggering their Blast"',
    change: 'attack.ts queues Self-Destruct Blasts after Planetary Fire too',
    scope: 'conquest',
    edits: [{ file: ATTACK, find: 'if (destroyed && triggers && deathBlast(plan, u) > 0)', replace: 'if (destroyed && (triggers || plan.unitRole[u] !== ROLE_MISSILE) && deathBlast(plan, u) > 0)' }],
  },
  {
    id: 'planetary-fire-no-missile-blast',
    rule: 'Planetary Support: destroys Interstellar Missiles without their Blast',
    sentence: '004, "Planetary Support": "It is the only means to destroy Interstellar Missiles … without triggering their Blast"',
    change: 'attack.ts lets a missile destroyed by Planetary Fire explode',
    scope: 'conquest',
    edits: [{ file: ATTACK, find: 'if (destroyed && triggers && deathBlast(plan, u) > 0)', replace: 'if (destroyed && (triggers || plan.unitRole[u] === ROLE_MISSILE) && deathBlast(plan, u) > 0)' }],
  },
  {
    id: 'missile-destroyed-by-tactic-explodes',
    rule: 'An Interstellar Missile destroyed by another Tactic explodes',
    sentence: '004, "Planetary Support" ("the only means … without triggering their Blast"); docs/rules-interpretations.md, "An Interstellar Missile destroyed by a Tactic"',
    change: 'attack.ts deathBlast gives a missile no Blast',
    scope: 'conquest',
    edits: [{ file: ATTACK, find: 'plan.unitRole[u] === ROLE_MISSILE ? plan.unitPower[u] : plan.unitSelfDestruct[u]', replace: 'plan.unitRole[u] === ROLE_MISSILE ? 0 : plan.unitSelfDestruct[u]' }],
  },
  {
    id: 'planetary-support-only-attacker',
    rule: 'Planetary Support: the only Building that attacks',
    sentence: '004, "Planetary Support": "This is the only Building that can attack"',
    change: 'deck.ts lets a Tactic activate any Building',
    scope: 'limits',
    edits: [{ file: 'src/games/titanium/deck.ts', find: '...arsenal.buildings.filter((b) => b.attack > 0).map((b) => b.key),', replace: '...arsenal.buildings.map((b) => b.key),' }],
  },
  {
    id: 'command-center-scenario',
    rule: 'Command Center: +1 hand limit (scenario)',
    sentence: '004, "Command Center": "Each Command Center you buy increases the maximum number of Tactic Cards in your Hand by 1"',
    change: 'scenario.ts handCapacity ignores Command Centers',
    scope: 'limits',
    edits: [{ file: 'src/games/titanium/scenario.ts', find: "player.handLimit + buildingCount(player, arsenal, 'command-center')", replace: 'player.handLimit' }],
  },
  {
    id: 'command-center-game',
    rule: 'Command Center: +1 hand limit (whole game)',
    sentence: '004, "Command Center": "Each Command Center you buy increases the maximum number of Tactic Cards in your Hand by 1"',
    change: 'whole-game/limits.ts handLimit ignores Command Centers',
    scope: 'whole-game',
    edits: [{ file: GAME_LIMITS, find: 'plan.leaderHand[state.leader[p]] + effectCount(plan, state, p, B_COMMAND_CENTER)', replace: 'plan.leaderHand[state.leader[p]]' }],
  },
  {
    id: 'command-center-fill-at-once',
    rule: 'Command Center: fill the hand at once',
    sentence: '004, "Command Center": "Immediately fill your hand when this maximum increases"',
    change: 'whole-game/simulator.ts raises the limit without drawing',
    scope: 'whole-game',
    edits: [{ file: 'src/games/titanium/whole-game/simulator.ts', find: 'arena.handLimit[pos] = limit;\n          parts.deck.fillHand(pos, rng);', replace: 'arena.handLimit[pos] = limit;' }],
  },
  {
    id: 'cyber-factory-scenario',
    rule: 'Cyber Factory: +1 upgrade slot per ship (scenario check)',
    sentence: '004, "Cyber Factory": "Each Cyber Factory you buy adds an Upgrade slot to each of your Ships"',
    change: 'fleet-rules.ts slotsOf ignores Cyber Factories',
    scope: 'limits',
    edits: [{ file: FLEET_RULES, find: "printed + buildingCount(owner, arsenal, 'cyber-factory') + owner.slotBonus", replace: 'printed + owner.slotBonus' }],
  },
  {
    id: 'cyber-factory-game',
    rule: 'Cyber Factory: +1 upgrade slot per ship (whole-game purchases)',
    sentence: '004, "Cyber Factory": "Each Cyber Factory you buy adds an Upgrade slot to each of your Ships"',
    change: 'whole-game outfitting and shipSlots ignore Cyber Factories',
    scope: 'whole-game',
    edits: [
      { file: GAME_OUTFITTING, find: 'this.extraSlots = effectCount(this.plan, this.state, p, B_CYBER_FACTORY) + this.state.slotBonus[p];', replace: 'this.extraSlots = this.state.slotBonus[p];' },
      { file: GAME_LIMITS, find: 'plan.unitSlots[kind] + effectCount(plan, state, p, B_CYBER_FACTORY) + state.slotBonus[p]', replace: 'plan.unitSlots[kind] + state.slotBonus[p]' },
    ],
  },
  {
    id: 'cyber-factory-ships-only-scenario',
    rule: 'Cyber Factory slots are for Ships only (scenario check)',
    sentence: '004, "Cyber Factory", note: "The Cyber Factory bonus applies only to Ships, not other Units"',
    change: 'fleet-rules.ts lets a non-ship carry as many upgrades as Cyber Factory slots',
    scope: 'limits',
    edits: [
      { file: FLEET_RULES, find: 'if (!unit.ship && entry.upgrades.length > 0) throw', replace: 'if (false) throw' },
      { file: FLEET_RULES, find: 'if (unit.ship && entry.upgrades.length > slots)', replace: 'if (entry.upgrades.length > slots)' },
    ],
  },
  {
    id: 'cyber-factory-ships-only-game',
    rule: 'Cyber Factory slots are for Ships only (whole-game purchases)',
    sentence: '004, "Cyber Factory", note: "The Cyber Factory bonus applies only to Ships, not other Units"',
    change: 'whole-game/outfitting.ts gives non-ships the Cyber Factory slots',
    scope: 'whole-game',
    edits: [{ file: GAME_OUTFITTING, find: 'if (kind < 0 || plan.unitShip[kind] === 0) {', replace: 'if (kind < 0) {' }],
  },
  // Units.
  {
    id: 'minefield-not-against-shipless',
    rule: 'Minefield: not against a player with no Ships',
    sentence: '004, "Minefield", note: "You cannot trigger your Minefield against a player who has no more Ships"',
    change: 'attack.ts triggers Minefields against an attacker with no ships',
    scope: 'conquest',
    edits: [{ file: ATTACK, find: ' || state.ships[attacker] === 0) continue;', replace: ') continue;' }],
  },
  {
    id: 'minefield-needs-damage',
    rule: 'Minefield: only a player dealt damage',
    sentence: '004, "Minefield": "provided he dealt at least 1 Damage to one of your Units"',
    change: 'attack.ts lets every player trigger a Minefield',
    scope: 'conquest',
    edits: [{ file: ATTACK, find: 'if ((hitMask & (1 << q)) === 0 || plan.useMinefield[q] === 0', replace: 'if (plan.useMinefield[q] === 0' }],
  },
  {
    id: 'minefield-not-after-planetary-fire',
    rule: 'Minefield: not after Planetary Fire',
    sentence: '004, "Minefield": "Just after a player has finished assigning Damage from a Tactic Card (except for Planetary Fire and Missile Launch)"',
    change: 'attack.ts offers Minefields after Planetary Fire too',
    scope: 'conquest',
    edits: [{ file: ATTACK, find: '  if (!triggers) return dealt;\n', replace: '' }],
  },
  {
    id: 'minefield-not-after-missile-launch',
    rule: 'Minefield: not after Missile Launch',
    sentence: '004, "Minefield": "(except for Planetary Fire and Missile Launch)"',
    change: 'specials.ts lets each player a Missile Launch hits destroy a Minefield against the launcher',
    scope: 'conquest',
    edits: [
      { file: SPECIALS, find: 'const { ROLE_MISSILE, ROLE_REPAIR, ROLES } = codes;', replace: 'const { ROLE_MINEFIELD, ROLE_MISSILE, ROLE_REPAIR, ROLES } = codes;' },
      {
        file: SPECIALS, find: '    applyBlastInPlace(state, q, blast, launcher, trace);\n',
        replace: '    applyBlastInPlace(state, q, blast, launcher, trace);\n    const mine = state.firstOfRole(q, ROLE_MINEFIELD);\n    if (mine >= 0 && plan.useMinefield[q] === 1 && state.ships[launcher] > 0) {\n      state.destroyInPlace(mine, -1);\n      applyBlastInPlace(state, launcher, plan.unitPower[mine], q, trace);\n    }\n',
      },
    ],
  },
  {
    id: 'minefield-destroyed-in-attack',
    rule: 'Minefield: not if destroyed in the attack',
    sentence: '004, "Minefield": "(unless the Minefield was destroyed during the opponent\'s attack)"',
    change: 'attack.ts lets a Minefield the attack just destroyed still go off',
    scope: 'conquest',
    edits: [
      { file: ATTACK, find: '  let queued = 0;\n', replace: '  let queued = 0;\n  let hitMine = -1;\n' },
      { file: ATTACK, find: '    if (destroyed && triggers && deathBlast(plan, u) > 0)', replace: '    if (destroyed && plan.unitRole[u] === ROLE_MINEFIELD) hitMine = u;\n    if (destroyed && triggers && deathBlast(plan, u) > 0)' },
      { file: ATTACK, find: 'const mine = state.firstOfRole(q, ROLE_MINEFIELD);', replace: 'const mine = state.firstOfRole(q, ROLE_MINEFIELD) >= 0 ? state.firstOfRole(q, ROLE_MINEFIELD) : hitMine >= 0 && plan.unitOwner[hitMine] === q ? hitMine : -1;' },
      { file: ATTACK, find: 'state.destroyInPlace(mine, -1);', replace: 'if (state.alive[mine] === 1) state.destroyInPlace(mine, -1);' },
    ],
  },
  {
    id: 'missile-mandatory',
    rule: 'Missile Launch is mandatory, even without Ships',
    sentence: '004, "Interstellar Missile", note: "The Blast from an Interstellar Missile is mandatory (even if you have lost all your Ships)"',
    change: 'specials.ts skips the launch when the launcher has no ships',
    scope: 'conquest',
    edits: [{ file: SPECIALS, find: 'if (missile < 0) {', replace: 'if (missile < 0 || state.ships[launcher] === 0) {' }],
  },
  {
    id: 'missile-diversion',
    rule: 'Missile Launch spares Diversion players',
    sentence: '004, "Interstellar Missile", note: "always hits every other player except those who played the Diversion Tactic against Missile Launch"',
    change: 'specials.ts ignores Diversion',
    scope: 'conquest',
    edits: [{ file: SPECIALS, find: 'if (state.diverted[q] === 1) {', replace: 'if (false) {' }],
  },
  {
    id: 'missile-participants-only',
    rule: 'Missile Launch hits participating players only',
    sentence: '004, "Interstellar Missile": "deal 4 Blast Damage to each Ship belonging to each other player participating in the Offensive"',
    change: 'specials.ts also hits players who played no Tactic',
    scope: 'conquest',
    edits: [{ file: SPECIALS, find: 'if (q === launcher || state.played[q] < 0) continue;', replace: 'if (q === launcher) continue;' }],
  },
  {
    id: 'missile-one-per-launch',
    rule: 'Missile Launch spends one missile',
    sentence: '004, "Interstellar Missile": "When you do a Missile Launch, destroy one of your Interstellar Missiles"',
    change: 'specials.ts leaves the missile in play after the launch',
    scope: 'conquest',
    edits: [{ file: SPECIALS, find: '  state.destroyInPlace(missile, -1);\n', replace: '' }],
  },
  {
    id: 'repair-not-destroyed',
    rule: 'Repair Drone cannot repair a destroyed Ship',
    sentence: '004, "Repair Drone", note: "You cannot repair a Ship that has taken Damage equal to its Defense Value (it is destroyed first)"',
    change: 'repair-choice.ts offers destroyed ships for repair',
    scope: 'conquest',
    edits: [{ file: 'src/games/titanium/policies/repair-choice.ts', find: 'if (state.alive[u] === 0 || state.damage[u] === 0) continue;', replace: 'if (state.damage[u] === 0) continue;' }],
  },
  {
    id: 'repair-end-of-offensive',
    rule: 'Repair Drone repairs at the end of each Offensive',
    sentence: '004, "Repair Drone": "At the end of each Offensive, the Repair Drone enables you to remove up to 3 total Damage tokens from your Ships"',
    change: 'offensive-memo.ts (resolveWithRepairsInPlace, every Offensive\'s resolution) never calls the Repair Drones',
    scope: 'conquest',
    edits: [{ file: 'src/games/titanium/offensive-memo.ts', find: 'if (state.played[order[k]] >= 0) repairInPlace(state, order[k], trace);', replace: 'if (state.played[order[k]] === -2) repairInPlace(state, order[k], trace);' }],
  },
  // Upgrades.
  {
    id: 'hyperdrive-undamaged-only',
    rule: 'Hyperdrive protects only a ship undamaged when the assignment starts',
    sentence: '004, "Hyperdrive": "if the Ship had no Damage when that opponent started assigning Damage from his Tactic"',
    change: 'attack.ts caps a damaged Hyperdrive ship too',
    scope: 'conquest',
    edits: [{ file: ATTACK, find: 'const cap = plan.unitEvasion[u] === 1 && state.damage[u] === 0 ? hp - 1 : hp;', replace: 'const cap = plan.unitEvasion[u] === 1 ? hp - 1 : hp;' }],
  },
  {
    id: 'hyperdrive-single-attack',
    rule: 'Hyperdrive: not destroyed by a single attack',
    sentence: '004, "Hyperdrive": "An opponent cannot destroy a Ship that has Hyperdrive with a single attack"',
    change: 'attack.ts gives a Hyperdrive ship no cap',
    scope: 'conquest',
    edits: [{ file: ATTACK, find: 'const cap = plan.unitEvasion[u] === 1 && state.damage[u] === 0 ? hp - 1 : hp;', replace: 'const cap = hp;' }],
  },
  {
    id: 'self-destruct-not-after-blast',
    rule: 'Self-Destruct: not triggered by Missile Launch or other Blasts',
    sentence: '004, "Self-Destruct Device": "Just after an opponent destroys one of your Ships with his Tactic (except Planetary Fire and Missile Launch)"',
    change: 'blast.ts lets a ship a Blast destroys deal its Self-Destruct Blast to the blaster',
    scope: 'conquest',
    edits: [{
      file: BLAST, find: '    const destroyed = state.damageInPlace(u, amount, by);\n',
      replace: '    const destroyed = state.damageInPlace(u, amount, by);\n    if (destroyed && by >= 0 && by !== p && plan.unitSelfDestruct[u] > 0) applyBlastInPlace(state, by, plan.unitSelfDestruct[u], p, trace);\n',
    }],
  },
  {
    id: 'self-destruct-hits-destroyer',
    rule: 'Self-Destruct: Blast to the ships of the player who destroyed it',
    sentence: '004, "Self-Destruct Device": "deals 1 Blast Damage to each Ship belonging to the player who destroyed it"',
    change: 'attack.ts never deals Self-Destruct Blasts',
    scope: 'conquest',
    edits: [{ file: ATTACK, find: 'plan.unitRole[u] === ROLE_MISSILE ? plan.unitPower[u] : plan.unitSelfDestruct[u]', replace: 'plan.unitRole[u] === ROLE_MISSILE ? plan.unitPower[u] : 0' }],
  },
  {
    id: 'blast-shield-own-ship',
    rule: 'Blast Shield: its own ship never takes Blast damage',
    sentence: '004, "Blast Shield": "A Ship that has a Blast Shield never takes Blast damage"',
    change: 'blast.ts protects only the chosen ships, not the shield carrier',
    scope: 'conquest',
    edits: [{ file: BLAST, find: 'if (plan.unitShields[u] >= 0 || shielded[u] === 1) {', replace: 'if (shielded[u] === 1) {' }],
  },
  {
    id: 'blast-shield-two-others',
    rule: 'Blast Shield: protects two other ships',
    sentence: '004, "Blast Shield": "also protects two other Ships in the same Fleet against such damage"',
    change: 'blast-shield.ts protects one other ship per shield',
    scope: 'conquest',
    edits: [{ file: 'src/games/titanium/policies/blast-shield.ts', find: 'protect += plan.unitShields[u];', replace: 'protect += 1;' }],
  },
  {
    id: 'blast-shield-choose-each-blast',
    rule: 'Blast Shield: the two ships are chosen at each Blast',
    sentence: '004, "Blast Shield": "Choose those two ships every time you are subject to a Blast"',
    change: 'blast.ts keeps last Blast\'s choice, so protection piles up',
    scope: 'conquest',
    edits: [{ file: BLAST, find: '      shielded[u] = 0;\n', replace: '' }],
  },
  {
    id: 'magnetic-target-protects',
    rule: 'Magnetic Target: other ships cannot be assigned damage',
    sentence: '004, "Magnetic Target": "your opponents cannot assign Damage from their Tactic … to those of your Ships that do not have a Magnetic Target"',
    change: 'attack.ts locks no ship',
    scope: 'conquest',
    edits: [{ file: ATTACK, find: 'const locked = ship && (guardedMask & (1 << q)) !== 0 && !magnetic;', replace: 'const locked = false;' }],
  },
  {
    id: 'magnetic-target-not-non-ships',
    rule: 'Magnetic Target: non-ship Units are not protected',
    sentence: '004, "Magnetic Target": "Your other non-Ship Units are not protected"',
    change: 'attack.ts locks non-ship units behind the Magnetic Target too',
    scope: 'conquest',
    edits: [{ file: ATTACK, find: 'const locked = ship && (guardedMask & (1 << q)) !== 0 && !magnetic;', replace: 'const locked = (guardedMask & (1 << q)) !== 0 && !magnetic;' }],
  },
  {
    id: 'magnetic-target-last-destroyed',
    rule: 'Magnetic Target: the last one destroyed opens the others',
    sentence: '004, "Magnetic Target", note: "If an opponent destroys your last Magnetic Target while assigning Damage from his Tactic, then he can start assigning Damage to your other, now-unprotected Ships"',
    change: 'attack.ts leaves locked ships out of the targets even when the Magnetic Targets can all be destroyed',
    scope: 'conquest',
    edits: [{ file: ATTACK, find: 'if (locked && (openableMask & (1 << q)) === 0) return;', replace: 'if (locked) return;' }],
  },
  {
    id: 'magnetic-target-hyperdrive',
    rule: 'Magnetic Target on an undamaged Hyperdrive ship keeps the others locked',
    sentence: '004, "Magnetic Target" note with "Hyperdrive"; docs/rules-interpretations.md, "Magnetic Target": "When the Tactic cannot destroy them all (… an undamaged Hyperdrive), the other ships stay protected"',
    change: 'attack.ts isMagneticOpenable ignores Hyperdrive',
    scope: 'conquest',
    equivalent: 'the allocators (optimal, greedy, spread) damage a locked ship only once every Magnetic Target ship of its player is destroyed, which the Hyperdrive cap forbids: the locked ships stay untouched either way (card-clarifications.test.ts pins the behaviour)',
    edits: [{ file: ATTACK, find: ' || (plan.unitEvasion[u] === 1 && state.damage[u] === 0)) return false;', replace: ') return false;' }],
  },
  // Worked clarifications (docs/rules-interpretations.md).
  {
    id: 'simultaneous-strength',
    rule: 'Equal priorities compute their strengths before any assigns',
    sentence: '004, "3. Resolving Tactics": "If several players played Tactic Cards with the same Priority, they determine their Total Attack Strengths simultaneously"',
    change: 'offensive.ts computes each strength when its Tactic assigns',
    scope: 'conquest',
    edits: [{ file: 'src/games/titanium/offensive.ts', find: 'resolveAttackInPlace(state, p, card, state.strength[p],', replace: 'resolveAttackInPlace(state, p, card, totalAttackStrength(state, p, card),' }],
  },
  {
    id: 'shipless-player-still-resolves',
    rule: 'A player who lost its ships mid-Offensive still resolves its Tactic',
    sentence: '004, "Interstellar Missile", note ("even if you have lost all your Ships"); docs/rules-interpretations.md, "A player left without ships mid-Offensive"',
    change: 'offensive.ts skips the Tactics of players with no ships left',
    scope: 'conquest',
    edits: [{ file: 'src/games/titanium/offensive.ts', find: 'if (card < 0 || plan.cardPriority[card] !== priority) continue;\n      const special', replace: 'if (card < 0 || plan.cardPriority[card] !== priority || state.ships[p] === 0) continue;\n      const special' }],
  },
  {
    id: 'minefield-spent-by-nobody',
    rule: 'A spent Minefield is lost by its owner, destroyed by nobody',
    sentence: 'docs/rules-interpretations.md, "Missile Launch": "A spent missile or Minefield counts as lost by its owner and destroyed by nobody" (a spent missile needs no row: a unit is never credited to its own owner)',
    change: 'attack.ts credits the spent Minefield to the attacker as destroyed',
    scope: 'conquest',
    edits: [{ file: ATTACK, find: 'state.destroyInPlace(mine, -1);', replace: 'state.destroyInPlace(mine, attacker);' }],
  },
  {
    id: 'no-card-withdraws',
    rule: 'A player with no card in hand withdraws',
    sentence: '004, "1. Choosing a Tactic": "choose one of your Tactic Cards and place it face-down on the table"',
    change: 'conquest-loop.ts lets a player with an empty hand play',
    scope: 'conquest',
    edits: [{ file: 'src/games/titanium/conquest-loop.ts', find: 'if (state.ships[p] === 0 || deck.handCount[p] === 0 || isWithdrawing(state, p)) {', replace: 'if (state.ships[p] === 0 || isWithdrawing(state, p)) {' }],
  },
  {
    id: 'first-discard-free',
    rule: 'The first extra discard of a turn is free',
    sentence: '004, "4. Discarding Tactic Cards": "The first discard per turn is free, but any additional discards cost 100¢ per card"',
    change: 'policies/discard.ts charges the first discard too',
    scope: 'conquest',
    edits: [{ file: 'src/games/titanium/policies/discard.ts', find: 'const free = state.freeDiscardUsed[p] === 0;', replace: 'const free = false;' }],
  },
  {
    id: 'further-discards-cost',
    rule: 'Further extra discards cost 100¢',
    sentence: '004, "4. Discarding Tactic Cards": "any additional discards cost 100¢ per card"',
    change: 'policies/discard.ts makes every discard free',
    scope: 'conquest',
    edits: [{ file: 'src/games/titanium/policies/discard.ts', find: 'const free = state.freeDiscardUsed[p] === 0;', replace: 'const free = true;' }],
  },
  // The economy, the end of the game and the Conquest's remaining rules (conquest-pinned-rules.test.ts, whole-game/economy-rules.test.ts).
  {
    id: 'production-every-turn',
    rule: 'Production every turn',
    sentence: '004, "How to Play": each turn has a Production phase; "Production": each player collects its planets\' production plus 150¢ per Refinery',
    change: 'whole-game/simulator.ts pays Production on the first turn only',
    scope: 'whole-game',
    edits: [{ file: GAME_SIMULATOR, find: 'const income = production(plan, state, p) + bonus;', replace: 'const income = state.turn === 0 ? production(plan, state, p) + bonus : 0;' }],
  },
  {
    id: 'anti-matter-shower',
    rule: 'Anti-Matter Shower: Ship Upgrades are ignored',
    sentence: '004, "Anatomy of the Cards — Events": "Anti-Matter Shower. Effect: Ship Upgrades are ignored"',
    change: 'whole-game/conquest-phase.ts never ignores upgrades',
    scope: 'whole-game',
    edits: [{ file: 'src/games/titanium/whole-game/conquest-phase.ts', find: 'const ignore = event >= 0 && plan.eventEffect[event] === E_UPGRADES_IGNORED;', replace: 'const ignore = event >= 0 && false;' }],
  },
  {
    id: 'planet-upgrade-slot-bonus',
    rule: 'A Planet\'s Upgrade-slot Bonus adds a slot to each ship',
    sentence: '004, "Upgrades": "You can increase the number of Upgrades that your Ships can receive by purchasing Cyber Factories or conquering Planets that have an Upgrade-slot Bonus"',
    change: 'whole-game/outfitting.ts counts Cyber Factories only',
    scope: 'whole-game',
    edits: [{ file: GAME_OUTFITTING, find: 'this.extraSlots = effectCount(this.plan, this.state, p, B_CYBER_FACTORY) + this.state.slotBonus[p];', replace: 'this.extraSlots = effectCount(this.plan, this.state, p, B_CYBER_FACTORY);' }],
  },
  {
    id: 'victory-at-least-target',
    rule: 'Victory at the target deposits or more',
    sentence: '004, "Goal": "The first player to control at least the target number of Titanium deposits [...] wins the game"',
    change: 'whole-game/simulator.ts needs more than the target',
    scope: 'whole-game',
    edits: [{ file: GAME_SIMULATOR, find: 'if (state.deposits[conqueror] >= plan.target) winner = conqueror;', replace: 'if (state.deposits[conqueror] > plan.target) winner = conqueror;' }],
  },
  {
    id: 'equal-priority-player-order',
    rule: 'Equal priorities assign damage in Player Order',
    sentence: '004, "3. Resolving Tactics": "they determine their Total Attack Strengths simultaneously, then assign Damage following Player Order"',
    change: 'offensive.ts assigns in seat order, not Player Order',
    scope: 'conquest',
    edits: [{ file: 'src/games/titanium/offensive.ts', find: 'const p = state.order[k];', replace: 'const p = k;' }],
  },
  {
    id: 'free-discard-per-conquest',
    rule: 'The free discard: once per Conquest, not per Offensive',
    sentence: '004, "4. Discarding Tactic Cards": "The first discard per turn is free"',
    change: 'conquest-loop.ts gives back the free discard at every Offensive',
    scope: 'conquest',
    edits: [{ file: 'src/games/titanium/conquest-loop.ts', find: 'state.diverted[p] = 0;', replace: 'state.diverted[p] = 0;\n      state.freeDiscardUsed[p] = 0;' }],
  },
  {
    id: 'self-destruct-only-destroyer',
    rule: 'Self-Destruct Blast hits only the destroyer\'s ships',
    sentence: '004, "Self-Destruct Device": "deals 1 Blast Damage to each Ship belonging to the player who destroyed it"',
    change: 'attack.ts blasts every player but the ship\'s owner',
    scope: 'conquest',
    edits: [{ file: ATTACK, find: 'applyBlastInPlace(state, attacker, deathBlast(plan, u), plan.unitOwner[u], trace);', replace: 'for (let q = 0; q < state.players; q++) if (q !== plan.unitOwner[u]) applyBlastInPlace(state, q, deathBlast(plan, u), plan.unitOwner[u], trace);' }],
  },
  {
    id: 'minefield-only-attacker',
    rule: 'Minefield Blast hits only the attacker\'s ships',
    sentence: '004, "Minefield": "deal 2 Blast Damage to each of that player\'s Ships"',
    change: 'attack.ts blasts every player but the Minefield\'s owner',
    scope: 'conquest',
    edits: [{ file: ATTACK, find: 'applyBlastInPlace(state, attacker, plan.unitPower[mine], q, trace);', replace: 'for (let r = 0; r < state.players; r++) if (r !== q) applyBlastInPlace(state, r, plan.unitPower[mine], q, trace);' }],
  },
  {
    id: 'missile-launch-shipless',
    rule: 'Missile Launch fires with no ships left',
    sentence: '004, "Interstellar Missile": the launch is mandatory "even if you have lost all your Ships"',
    change: 'specials.ts finds no missile for a launcher without ships',
    scope: 'conquest',
    edits: [{ file: SPECIALS, find: 'const missile = state.firstOfRole(launcher, ROLE_MISSILE);', replace: 'const missile = state.ships[launcher] === 0 ? -1 : state.firstOfRole(launcher, ROLE_MISSILE);' }],
  },
  {
    id: 'withdrawn-not-targeted',
    rule: 'A withdrawn player cannot be targeted',
    sentence: '004, "1. Choosing a Tactic": "You cannot participate in the Conquest phase any more this turn, and your Units will suffer no further Damage"',
    change: 'offensive.ts counts every player as a participant',
    scope: 'conquest',
    edits: [{ file: 'src/games/titanium/offensive.ts', find: 'for (let p = 0; p < P; p++) if (state.played[p] >= 0) participants |= 1 << p;', replace: 'for (let p = 0; p < P; p++) participants |= 1 << p;' }],
  },
  {
    id: 'minefields-one-at-a-time',
    rule: 'One Minefield per attack that damaged its owner',
    sentence: '004, "Minefield": "you can destroy one of your Minefields to deal 2 Blast Damage"',
    change: 'attack.ts spends every Minefield of the damaged player',
    scope: 'conquest',
    edits: [{
      file: ATTACK, find: 'applyBlastInPlace(state, attacker, plan.unitPower[mine], q, trace);\n  }\n  return dealt;',
      replace: 'applyBlastInPlace(state, attacker, plan.unitPower[mine], q, trace);\n    for (let m = state.firstOfRole(q, ROLE_MINEFIELD); m >= 0 && state.ships[attacker] > 0; m = state.firstOfRole(q, ROLE_MINEFIELD)) {\n      state.destroyInPlace(m, -1);\n      applyBlastInPlace(state, attacker, plan.unitPower[m], q, trace);\n    }\n  }\n  return dealt;',
    }],
  },
  // The engine caps no rule (whole-game/no-engine-caps.test.ts).
  {
    id: 'fleet-no-engine-cap',
    rule: 'The fleet limit: the Leader\'s, Spaceports and Fleet bonuses, no other cap',
    sentence: '004, "Units": "You can raise this limit by purchasing Spaceports or conquering Planets that have a Fleet bonus icon"',
    change: 'whole-game/limits.ts caps the fleet limit at 8 units',
    scope: 'whole-game',
    edits: [{ file: GAME_LIMITS, find: 'return plan.leaderFleet[state.leader[p]] + state.fleetBonus[p] + effectCount(plan, state, p, B_SPACEPORT);', replace: 'return Math.min(8, plan.leaderFleet[state.leader[p]] + state.fleetBonus[p] + effectCount(plan, state, p, B_SPACEPORT));' }],
  },
  {
    id: 'blast-shield-second-allowed',
    rule: 'A second Blast Shield on one ship',
    sentence: '004, "Blast Shield": "This ship and two of your other ships are protected from Blast damage" (nothing forbids a second; docs/rules-interpretations.md)',
    change: 'whole-game/outfitting.ts refuses a second Blast Shield on a ship',
    scope: 'whole-game',
    edits: [{ file: GAME_OUTFITTING, find: 'special === UPGRADE_EVASION || special === UPGRADE_TARGET;', replace: 'special === UPGRADE_EVASION || special === 3 || special === UPGRADE_TARGET;' }],
  },
  ...ARMADA_REMOVALS,
];
