/**
 * Surviving sampled mutants judged equivalent (they change no result any input can produce), by
 * contentKey (bench/mutation-sample.ts: file, mutator, the text replaced, the replacement and the
 * line it sits on — not its place, so code added above it leaves the key valid), with the reason.
 * `npm test` fails when a key names no current mutant (bench/evidence-current.test.ts).
 * They still count as survivors in the estimate; bench/out/mutation.json shows the reason beside
 * each.
 */
export const EQUIVALENT_MUTANTS: Readonly<Record<string, string>> = {
  'src/games/titanium/attack.ts ConditionalExpression «state.alive[u] === 0» → «false» in «if (state.alive[u] === 0 || (targets & (1 << plan.unitKind[u])) === 0) return;»':
    'not skipping dead units when listing targets: a destroyed unit has damage = defense (state.ts destroyInPlace), so hp = 0 and `cap <= 0` skips it; an empty arena slot has owner and kind −1, whose bit no player or target mask holds',
  'src/games/titanium/compile.ts ConditionalExpression «card.special === null» → «false» in «plan.cardSpecial.push(card.special === null ? SPECIAL_NONE : SPECIAL_CODE[card.special]);»':
    'a card without a special gets SPECIAL_CODE[null] = undefined instead of SPECIAL_NONE (0): every reader compares cardSpecial with === / !== against a non-zero special code, which undefined fails exactly as 0 does',
  // src/games/ti4 (issue 15, mutation-ti4 branch)
  'src/games/ti4/battle.ts EqualityOperator «u < side.n» → «u <= side.n» in «for (let u = 0; u < side.n; u++) if (side.breaksShield[u] === 1 && side.alive[u] === 1) return true;»':
    'one read past the last unit: breaksShield is a Uint8Array of length side.n (side-state.ts), so breaksShield[n] is undefined and `=== 1` is false, as the loop ending at n - 1',
  'src/games/ti4/battle.ts ConditionalExpression «side.space.targetable[u] === 0» → «true» in «if (side.alive[u] === 1 && side.ground.targetable[u] === 1 && side.space.targetable[u] === 0) this.destroyUnit(side, u, SPACE, \'with its transport\');»':
    'loseCarriedForces runs only when space.count is 0; space.count counts the living units whose space.targetable is 1 (countCode IN_SPACE, side-state.ts), and targetable never changes during a battle, so every living unit there already has space.targetable 0',
  'src/games/ti4/effects/action-cards-combat.ts EqualityOperator «u < owner.n» → «u <= owner.n» in «for (let u = 0; u < owner.n; u++) damaged += owner.alive[u] & owner.damaged[u];»':
    'one read past the last unit: alive and damaged are Uint8Arrays of length n, so alive[n] & damaged[n] is undefined & undefined = 0 and the count of damaged units is unchanged',
  'src/games/ti4/effects/factions/sardakk.ts EqualityOperator «u < owner.n» → «u <= owner.n» in «for (let u = 0; u < owner.n; u++) {»':
    'one read past the last unit: alive is a Uint8Array of length n, so alive[n] === 1 is false and no unit n is chosen',
  'src/games/ti4/battle.ts ConditionalExpression «this.unitsHooked» → «true» in «if (this.unitsHooked) {»':
    'tableState = -1 only means "look the state up afresh" (battle.ts followTable; combat-rolls.ts rollFromTable calls table.find() on the arrays), which finds the state the side is in: forgetting it also without unit-changing hooks costs a look-up, never a result',
  'src/games/ti4/combat-core.ts ConditionalExpression «!hook.retired» → «true» in «if (!hook.retired) hits = hook.onHitAssignment!(target, hits, kind, theatre);»':
    'calling retired hit-assignment hooks too: Shields Holding retires after its card is taken and Tellurian checks card.isUsed, so both return the hits unchanged; Maneuvering Jets retires untaken only at the start of a space combat in place space, after which no SPACE CANNON roll comes (it acts on CANNON_ROLL only)',
  'src/games/ti4/policies/retreat.ts BooleanLiteral «false» → «true» in «return false;»':
    'unreachable: retreatAnnounced is called only for a side with mayRetreat, which is afterRound > 0 || whenLosing > 0 (side-state.ts), and both cases return before this line',
  'src/games/ti4/effects/action-cards-space.ts ConditionalExpression «theatre === SPACE && battle.place === \'space\'» → «false» in «if (theatre === SPACE && battle.place === \'space\') battle.retire(hooks);»':
    'not retiring an unplayed Maneuvering Jets when a space combat starts in place space: no SPACE CANNON roll follows there, and its hook returns every other hit unchanged (kind !== CANNON_ROLL), so only the hit-assignment path taken differs, not a result',
  'src/games/ti4/exact/side-space.ts ConditionalExpression «this.plan.space.targetable[u] === 0» → «true» in «for (let u = 0; u < alive.length; u++) if (this.plan.ground.targetable[u] === 1 && this.plan.space.targetable[u] === 0) alive[u] = 0;»':
    'withoutCarriedForces is called only for a node with count[SPACE] = 0 (exact/solve.ts), so no unit with space.targetable 1 is alive there: removing also those removes nothing more (as battle.ts 347 above)',
  'src/games/ti4/battle.ts ConditionalExpression «h.length > 0» → «false» in «const tabled = this.hooksTabled && !(waylay && (this.unitsHooked || this.roundDiceHooks.some((h) => h.length > 0)));»':
    'Waylay next to a round-dice effect: compile.ts always takes roundSampling from roundSamplingOf (sampling/round-sampling.ts), which already makes such a plan roll die by die, so no side samples combat from tables and isTableBattle is false either way',
  // src/games/ti4 (issue 15, branch mutation-ti4-2)
  'src/games/ti4/effects/factions/mentak.ts UnaryOperator «-1» → «+1» in «let second = -1;»':
    'the start value of `second` is never read: the first living cruiser or destroyer always takes the `first < 0` branch, which sets second = first = -1 before any comparison reads it; with none, the hook returns at `first < 0` without reading it',
  'src/games/ti4/sampling/joint-table.ts EqualityOperator «k < pa.length * width» → «k <= pa.length * width» in «for (let k = 0; k < pa.length * width; k++) if (pa[Math.floor(k / width)] > 0 && pd[k % width] > 0) order.push(k);»':
    'one pair past the end: k = pa.length × width gives pa[pa.length] = undefined, and undefined > 0 is false, so that k is never pushed to the order',
  'src/games/ti4/combat-core.ts ConditionalExpression «sustainHooks» → «true» in «if (sustainHooks) {»':
    'sustainHooks is liveSustainHooks > 0, which counts the sustain hooks not retired (retire decrements it only for a hook with onSustain): with none live, the loop calls no hook, damaged[u] stays the 1 just written, and the `i--` test is false',
  'src/games/ti4/exact/side-space.ts ConditionalExpression «hits === 0 || node.fighters === 0» → «false» in «if (hits === 0 || node.fighters === 0) return node;»':
    'the fast path returns what the slow one finds: every SideNode comes from intern (byKey by alive and damaged), and with 0 hits or no living fighter (node.fighters counts living fighters) the loop changes no alive entry, so intern returns that same node',
  'src/games/ti4/effects/leaders-heroes.ts ConditionalExpression «theatre !== SPACE» → «true» in «if (theatre !== SPACE) return;»':
    'Ipswitch never switched off at the end of the space combat: it ends when a side has no ship in space, and after it no opposing unit with space.targetable 1 is destroyed in SPACE (the only later SPACE destroys are carried ground forces, battle.ts loseCarriedForces, which onDestroy skips by targetable); reset() clears it before the next battle',
  // src/games/ti4 (issue 15, branch mut-ti4)
  'src/games/ti4/battle.ts ConditionalExpression «a.plan.groundHitFactor !== 1» → «true» in «if (a.plan.groundHitFactor !== 1) this.pendingHits[0] *= a.plan.groundHitFactor;»':
    'multiplying the attacker\'s ground hits by a groundHitFactor of 1 (X-89 absent) leaves them as they are: the test only skips a multiplication by 1',
  'src/games/ti4/battle.ts ConditionalExpression «d.plan.groundHitFactor !== 1» → «true» in «if (d.plan.groundHitFactor !== 1) this.pendingHits[1] *= d.plan.groundHitFactor;»':
    'as 445 for the defender: pendingHits[1] *= 1 changes nothing',
  'src/games/ti4/combat-core.ts ConditionalExpression «hooks.onHitAssignment» → «false» in «if (hooks.onHitAssignment) this.liveHitAssignmentHooks--;»':
    'a retired hit-assignment hook left counted as live only sends assignPending down its hook loop, which skips retired hooks (Shields Holding, Maneuvering Jets and Tellurian retire themselves) and then calls assignHits with the same hits and the same restricted split (pendingRestricted is 0 whenever the fast path would have been taken): the same assignment',
  'src/games/ti4/combat-rolls.ts ConditionalExpression «countNear» → «true» in «if (countNear) side.nearMisses = 0;»':
    'nearMisses is read only by Wrath of Kenara (effects/flagships/hacan.ts) in afterRolls for a SPACE COMBAT_ROLL, right after the combat rolls, and every combat roll of a side that counts near misses resets it first: clearing it also on a barrage, space cannon or bombardment roll clears a count nobody reads before the next combat roll resets it (cannotRoll, which skips the roll, is set only in ground combat, where the hook returns)',
  'src/games/ti4/combat-rolls.ts EqualityOperator «u < side.n» → «u <= side.n» in «for (let u = 0; u < side.n; u++) {» #3':
    'one unit past the last in rerollMisses: alive, dice, lastDice and lastHits are typed arrays of length n, so misses = undefined − undefined = NaN, `NaN <= 0` is false, and the reroll loop `k < NaN` draws no die: no hit, no draw, no trace line',
  'src/games/ti4/effects/action-cards-space.ts BlockStatement «{ // In a space battle no space cannon fires after this point: the card stays in hand. if (theatre === SPACE && battle.place === \'space\') battle.retire(hooks); }» → «{}» in «beforeCombat(theatre) { // In a space battle no space cannon fires after this point: the card stays in hand. if (theatre === SPACE && battle.place === \'space\') battle.retire(hooks); },»':
    'the beforeCombat body of Maneuvering Jets only retires the unplayed card at the start of a space combat in place space; not retiring it is the equivalent mutant at 120:13 above (no SPACE CANNON roll follows there, and its hook returns every other hit unchanged)',
  'src/games/ti4/policies/retreat.ts ConditionalExpression «theirs > 0» → «true» in «return theirs > 0 && combatStrengthTenths(side, opponent) < policy.whenLosing * theirs;»':
    'the theirs > 0 guard dropped: with theirs = 0 the comparison is mine < whenLosing × 0 = 0, and combat strength in tenths is a sum of non-negative terms (Math.max(0, …)), so it is false as the guard makes it',
  'src/games/ti4/policies/retreat.ts EqualityOperator «theirs > 0» → «theirs >= 0» in «return theirs > 0 && combatStrengthTenths(side, opponent) < policy.whenLosing * theirs;»':
    'as 17:12 ConditionalExpression true: theirs is never negative, and at theirs = 0 the comparison mine < 0 is false',
  'src/games/ti4/sampling/hit-cdf.ts ConditionalExpression «f >= burstFace» → «true» in «for (let f = 1; f <= D10_FACES; f++) top = Math.max(top, (f >= threshold ? 1 : 0) + (f >= burstFace ? burstHits : 0));»':
    'top is the most hits of one die, a maximum over the faces 1..10; at face 10 both f >= burstFace (burstFace is 9, J.N.S. Hylarim, and never above 10) and the mutant give burstHits, and no face gives more than face 10 does, so the maximum is unchanged',
  'src/games/ti4/sampling/hit-cdf.ts EqualityOperator «f >= burstFace» → «f > burstFace» in «for (let f = 1; f <= D10_FACES; f++) top = Math.max(top, (f >= threshold ? 1 : 0) + (f >= burstFace ? burstHits : 0));»':
    'as 36:88 ConditionalExpression true: at face 10, 10 > burstFace holds for every burstFace ≤ 9 that burst units have (and burstHits is 0 otherwise), so the maximum over the faces is unchanged',
  'src/games/ti4/effects/factions/nomad.ts ConditionalExpression «own.space.targetable[u] === 0» → «true» in «for (const u of unitsOfType(own, unitTypes, \'mech\')) if (own.space.targetable[u] === 0) own.spaceSustainOnly[u] = 1;»':
    'a Nomad mech is never a space combatant (catalog: no space combat value, not a ship; compile.ts sets space.targetable from isSpaceCombatant), and the only effect that makes ground forces fight in space, The Alastor, needs the Nekro faction: every Nomad mech already has space.targetable 0',
  'src/games/ti4/scenario.ts MethodExpression «text.trim()» → «text» in «const id = resolveEffectId(text.trim().toLowerCase());»':
    'the trim before resolving a `without` name cannot change it: the scenario schema (configs/ti4-scenario.schema.json) checks every without entry against ^[a-z0-9-]+(@(omega|original))?$ before this line runs, so no accepted name has spaces (or capitals) to remove',
  'src/games/ti4/exact/solve.ts ConditionalExpression «pa <= level» → «true» in «for (let pa = 0; pa < sideA.byProgress.length && pa <= level; pa++) {»':
    'the loop over side A progress levels at one total level only visits empty buckets beyond its bounds: for pa > level the bucket sideB.byProgress[level − pa] (a negative index) is undefined and `continue`s, and for pa ≥ sideA.byProgress.length sideA.byProgress[pa] ?? [] is empty; the loop stays bounded by the other condition, so the same pairs are processed in the same order',
  'src/games/ti4/exact/solve.ts ConditionalExpression «pa < sideA.byProgress.length» → «true» in «for (let pa = 0; pa < sideA.byProgress.length && pa <= level; pa++) {»':
    'as 120:56: the loop over side A progress levels at one total level only visits empty buckets beyond its bounds',
  'src/games/ti4/exact/solve.ts EqualityOperator «pa < sideA.byProgress.length» → «pa <= sideA.byProgress.length» in «for (let pa = 0; pa < sideA.byProgress.length && pa <= level; pa++) {»':
    'as 120:56: one more pa, whose bucket sideA.byProgress[length] ?? [] is empty',
  'src/games/ti4/exact/solve.ts LogicalOperator «pa < sideA.byProgress.length && pa <= level» → «pa < sideA.byProgress.length || pa <= level» in «for (let pa = 0; pa < sideA.byProgress.length && pa <= level; pa++) {»':
    'as 120:56: the loop runs while either bound holds (both are finite), and the extra pa values only meet empty buckets',
  'src/games/ti4/combat-rolls.ts ConditionalExpression «this.trace === null && side.plan.extraAbilityDice[BARRAGE_ROLL] === 0 && !side.countHighBarrage && side.oneShotAbilityDice === 0 && !side.plan.rerollAbilityMisses && !this.recordRolls» → «false» in «if (this.trace === null && side.plan.extraAbilityDice[BARRAGE_ROLL] === 0 && !side.countHighBarrage && side.oneShotAbilityDice === 0 && !side.plan.rerollAbilityMisses && !this.recordRolls) {»':
    'the plain barrage loop is speed only: roll() draws the same d10 per die in the same unit order with the same thresholds (no extra dice, no high-face count, no one-shot dice, no rerolls on this path), and what it writes besides (lastDice, lastHits, lastPenalty) is read only by rerolls and after-roll hooks, whose presence sets recordRolls and keeps the plain loop off',
  'src/games/ti4/battle.ts EqualityOperator «extra.dice > 0» → «extra.dice >= 0» in «this.roll(side, target, CANNON_ROLL, SPACE, target.plan.cannonPenaltyAgainst, extra.dice > 0 ? extra.hitOn + target.plan.cannonPenaltyAgainst : NO_ROLL);»':
    'without an extra space cannon its hitOn is NO_ROLL (compile.ts), so extraBest = NO_ROLL + a penalty that is never negative; roll() only takes extraBest when it is below best, which starts at NO_ROLL: nothing changes',
  'src/games/ti4/combat-core.ts BooleanLiteral «false» → «true» in «const skipFighters = nonFighterOnly && (theatre === SPACE ? target.nonFighterShips > 0 : false);»':
    'no caller of chosenHitTarget or assignChosenHit passes nonFighterOnly = true (Devotion, Dimensional Splicer and Magen Defense Grid use the default or false), so skipFighters is false whatever the ground branch gives',
  'src/games/ti4/combat-rolls.ts ConditionalExpression «kind === COMBAT_ROLL» → «true» in «const restrictOn = kind === COMBAT_ROLL && theatre === SPACE && side.hasRestricted && (side.restrictionSource < 0 || alive[side.restrictionSource] === 1);»':
    'restricted hits counted on a space barrage or space cannon roll too: the restricted units ([0.0.1] and the L1Z1X dreadnoughts, flagships/l1z1x.ts) have no space cannon (extra cannon sources roll in rollExtra, outside the count), and barrage hits are assigned by destroyFighters or assignHits, which never read pendingRestricted (battle.ts barrage); the next combat roll writes pendingRestricted afresh',
  'src/games/ti4/sampling/joint-table.ts EqualityOperator «parts.barrageLength > 0» → «parts.barrageLength >= 0» in «if (parts.barrageLength > 0 && !addFirstRound(parts)) return null;»':
    'addFirstRound without barrage entries builds no entry: firstAt = the CDF length and firstLength 0, as without the call, and its closing cdf[length − 1] = 1 rewrites a 1 with 1 (every run of entries addEntries appends ends with exactly 1; with no entry at all, cdf[−1] is a non-index property that no reader sees)',
  // src/games/armada (branch mutation-armada)
  'src/games/armada/table/policies/heading.ts EqualityOperator «i < COMPASS» → «i <= COMPASS» in «for (let i = 0; i < COMPASS; i++) {»':
    'one compass step past the sixteen: COMPASS_COS[16] is undefined, so that probe scores NaN, and NaN < bestScore is false (the early out skips it anyway); the scratch it writes is rewritten before any read',
  'src/games/armada/table/policies/heading.ts ConditionalExpression «bestScore < IN_TORPEDO_PATH && run > EARLY_OUT_MIN_LENGTH && gx * gx + gy * gy > EARLY_OUT_MIN_LENGTH * EARLY_OUT_MIN_LENGTH» → «false» in «const nearestOnly = bestScore < IN_TORPEDO_PATH && run > EARLY_OUT_MIN_LENGTH && gx * gx + gy * gy > EARLY_OUT_MIN_LENGTH * EARLY_OUT_MIN_LENGTH;»':
    'the early out of bestHeadingInPlace is speed only: without it all sixteen compass headings are scored, and (doc block there) every heading but the nearest ends at least 0.0096 × min(D, r) farther from the goal, so the strict < never picks one: the same heading and score',
  'src/games/armada/table/policies/heading.ts ConditionalExpression «nearestOnly && i !== nearest» → «false» in «if (nearestOnly && i !== nearest) continue;»':
    'as 89:23: the early out skipped, the full compass search returns the same heading and score',
  'src/games/armada/policies/initiative-placement.ts EqualityOperator «s < st.nShips» → «s <= st.nShips» in «for (let s = 0; s < st.nShips; s++) {» #2':
    'one index past the ships: st.owner[nShips] reads undefined from the typed array, undefined !== side, so that index is skipped like an enemy ship',
  'src/games/armada/segments.ts ConditionalExpression «st.reach === null» → «false» in «&& (st.reach === null || pickShipTarget(st, side, policy.targeting) >= 0)) {»':
    'the brawl (reach null) then asks pickShipTarget, which always finds a ship: squadrons attack only while the battle goes on, i.e. while the enemy controls a ship; the extra stamp it takes changes no answer (stamps are only compared for equality with a fresh one); the table model already asks',
  'src/games/titanium/policies/optimal-allocation.ts EqualityOperator «k > 0» → «k >= 0» in «while (k > 0 && setupWeight(sit, order[k - 1]) < w) {»':
    'at k = 0 the insertion sort reads order[-1] = undefined, whose setup weight is undefined / undefined = NaN, and NaN < w is false: the loop stops exactly where k > 0 stops it',
  'src/games/titanium/whole-game/folded-units.ts ConditionalExpression «state.foldedShields[at] < 0» → «true» in «else if (special === UPGRADE_SHIELD) state.foldedShields[at] = (state.foldedShields[at] < 0 ? 0 : state.foldedShields[at]) + plan.upgradeShields[up];»':
    'treating the folded shields as 0 before adding a Blast Shield differs only on a ship that already has one, and Outfitting never puts a second Blast Shield on a ship (outfitting.ts isFlagSpecial; openWith goes through canBuy too)',
  'src/games/titanium/whole-game/simulator.ts ConditionalExpression «limit > arena.handLimit[pos]» → «true» in «if (limit > arena.handLimit[pos]) {»':
    'a hand limit never falls (Command Centers are never lost; arena limits move with the token), and every hand was filled as far as the piles allow after the last Conquest with no draw or discard since: writing the same limit and filling a full hand draws nothing',
  'src/games/titanium/whole-game/simulator.ts EqualityOperator «k < stride» → «k <= stride» in «for (let k = 0; k < stride; k++) deck.hand[(P - 1) * stride + k] = scratch[k];»':
    'the extra step writes scratch[stride] (undefined, past the scratch array) to hand[P × stride], past the end of the typed array: both reads and the write are no-ops',
  // src/games/titanium (issue 15, branch mut-titanium)
  'src/games/titanium/policies/blast-shield.ts EqualityOperator «plan.unitShields[u] >= 0» → «plan.unitShields[u] > 0» in «if (state.alive[u] === 1 && plan.unitShields[u] >= 0) protect += plan.unitShields[u];»':
    'counting the ships a living Blast Shield protects: a unitShields of 0 adds 0 to protect whether it is counted or not, and below 0 (no Blast Shield) both skip it',
  'src/games/titanium/policies/allocation-memo.ts ConditionalExpression «key < 0» → «false» in «if (key < 0) return false;»':
    'key −1 then reaches KeyTable.get(−1): −1 is the table\'s EMPTY marker and store() never sets a key below 0, so the probe stops at the first empty slot, whose value is −1 too (the slots are filled with EMPTY, grow() refills them): at < 0, the same false',
  'src/games/titanium/policies/optimal-allocation.ts UnaryOperator «-1» → «+1» in «private bestSetup = -1;»':
    'the start value of bestSetup is never read: allocate() sets bestSetup = −1 (with bestValue) before search(), the only reader (isBetterScore)',
  'src/games/titanium/policies/greedy-allocation.ts ConditionalExpression «left > 0» → «true» in «for (let k = 0; k < n && left > 0; k++) {»':
    'spreading on with no strength left: d = min(left, most) with left 0, and most = min(cap, hp − 1) − damage ≥ 0 (damage is 0 on every target not destroyed — the sort loop zeroes it, destroyed ones are skipped — cap ≥ 0 and hp ≥ 1), so d = 0 and nothing changes',
  'src/games/titanium/policies/greedy-allocation.ts EqualityOperator «left > 0» → «left >= 0» in «for (let k = 0; k < n && left > 0; k++) {»':
    'as 42:30 ConditionalExpression true: with left 0 every further step places d = min(0, most) = 0',
  'src/games/titanium/state.ts EqualityOperator «a < P» → «a <= P» in «for (let a = 0; a < P; a++) if (a !== q) this.targetPart[a * P + q] += damage * this.targetWeight[a * n + u];»':
    'one attacker past the players: a = P writes targetPart[P × P + q], past the end of the Float64Array of P × P: the write is a no-op',
  'src/games/titanium/state.ts EqualityOperator «a < P» → «a <= P» in «for (let a = 0; a < P; a++) if (a !== q) this.targetPart[a * P + q] += amount * this.targetWeight[a * n + u];»':
    'as state.ts 156:23: the write to targetPart[P × P + q] is past the typed array, a no-op',
  'src/games/titanium/state.ts ConditionalExpression «a !== q» → «true» in «for (let a = 0; a < P; a++) if (a !== q) this.targetPart[a * P + q] += damage * this.targetWeight[a * n + u];»':
    'adding a player\'s own units to targetPart[q × P + q]: that entry is never read (targetStateKey, attack.ts, reads targetPart[attacker × P + q] only for q !== attacker), and no other code reads targetPart',
  'src/games/titanium/state.ts ConditionalExpression «a !== q» → «true» in «for (let a = 0; a < P; a++) if (a !== q) this.targetPart[a * P + q] += amount * this.targetWeight[a * n + u];»':
    'as state.ts 156:39: targetPart[q × P + q] is never read',
  'src/games/titanium/whole-game/compile.ts ConditionalExpression «p.leader === null» → «false» in «fixedLeader: scenario.players.map((p) => (p.leader === null ? -1 : leaders.leaders.findIndex((l) => l.key === p.leader))),»':
    'a player without a fixed Leader then gets leaders.findIndex((l) => l.key === null), which is −1 as before: every Leader key is a string (the leaders schema requires it)',
  'src/games/titanium/attack.ts ConditionalExpression «(enemies & (1 << q)) === 0 || state.magneticAlive[q] === 0» → «false» in «if ((enemies & (1 << q)) === 0 || state.magneticAlive[q] === 0) continue;»':
    'marking every player guarded: a player q with no living Magnetic Target ship then has its ships locked with groupMagnetic[q] = 0, and isMagneticOpenable(q) is true (no such ship to check), so none is left out; every reader of locked (the three allocators and situation.ts) opens a locked ship when magneticKilled ≥ groupMagnetic, i.e. 0 ≥ 0; players outside the enemies push no targets at all',
  'src/games/titanium/policies/spread-allocation.ts ConditionalExpression «left > 0» → «true» in «while (left > 0 && placed) {»':
    'the outer loop ends anyway once no strength is left: the inner loop stops at left > 0 before placing anything, so placed stays false and the while ends one pass later, with nothing changed',
  'src/games/titanium/policies/choice-memo.ts EqualityOperator «this.index.size >= MAX_SITUATIONS» → «this.index.size > MAX_SITUATIONS» in «if (this.index.size >= MAX_SITUATIONS) return -1;»':
    'at exactly MAX_SITUATIONS situations the mutant hands out one more slot, which index.set (KeyTable.set: nothing stored once size ≥ maxEntries) does not remember: created is true, so the caller scores the hand into fresh NaN slots as it would for -1, and the situation is never found again — the same choices, only some pool used',
  'src/games/titanium/whole-game/outfitting.ts ConditionalExpression «this.targetPlayer === p» → «true» in «if (this.targetChanges === this.changes && this.targetPlayer === p && this.targetItem === i) return this.targetSlot;»':
    'the cached upgrade target is only ever the prepared player\'s: upgradeTarget prepares p first when p !== this.player, and every change of this.player (prepare, startTurn, removeUnitInPlace) calls changed(), which voids the cache (targetChanges = −1); so targetChanges === changes already implies targetPlayer === p',
  'src/games/titanium/whole-game/policies/purchase.ts ConditionalExpression «k === ITEM_UPGRADE && !upgradeRoom» → «false» in «if ((k === ITEM_UNIT && !unitRoom) || (k === ITEM_UPGRADE && !upgradeRoom) || (k === ITEM_BUILDING && !buildingRoom)) continue;»':
    'scoring the upgrades with no upgrade room too: hasUpgradeRoom is roomySlots > 0, the count of fleet slots with freeSlots > 0, and upgradeTarget skips every slot with freeSlots ≤ 0, so canBuy refuses any upgrade then; the refused best is stamped and the scan repeats without it (best and bestScore reset), ending on the best card it may buy, the one the skipped segment gives',
  'src/games/titanium/whole-game/policies/purchase.ts ConditionalExpression «k === ITEM_UNIT && !unitRoom» → «false» in «if ((k === ITEM_UNIT && !unitRoom) || (k === ITEM_UPGRADE && !upgradeRoom) || (k === ITEM_BUILDING && !buildingRoom)) continue;»':
    'as the upgrade clause of this line, for units: with no fleet room canBuy returns fleetRoom (false) for every unit, which is refused and the scan repeats without it',
  'src/games/titanium/whole-game/policies/purchase.ts ConditionalExpression «(k === ITEM_UNIT && !unitRoom) || (k === ITEM_UPGRADE && !upgradeRoom)» → «false» in «if ((k === ITEM_UNIT && !unitRoom) || (k === ITEM_UPGRADE && !upgradeRoom) || (k === ITEM_BUILDING && !buildingRoom)) continue;»':
    'as the unit and upgrade clauses of this line together: every unit or upgrade scored without room is refused by canBuy and the scan repeats without it',
  'src/games/titanium/whole-game/policies/candidates.ts LogicalOperator «kind === ITEM_BUILDING && plan.worthAttack[i] === 0» → «kind === ITEM_BUILDING || plan.worthAttack[i] === 0» in «if (kind === ITEM_BUILDING && plan.worthAttack[i] === 0 && plan.worthDefense[i] === 0) continue;»':
    'also leaving out a unit or upgrade worth neither attack nor defense: buyBest is the only reader of the candidates, and such a card scores purchaseScore(0, 0, …) = 0, which never beats bestScore (it starts at 0, and at 0 again after each refusal, and takes a card only for score > bestScore)',
};
