/**
 * Surviving sampled mutants judged equivalent (they change no result any input can produce), by
 * mutantKey (bench/mutation-sample.ts: file, 1-based place, mutator, replacement), with the reason.
 * They still count as survivors in the estimate; bench/out/mutation.json shows the reason beside
 * each.
 */
export const EQUIVALENT_MUTANTS: Readonly<Record<string, string>> = {
  'src/games/titanium/attack.ts:89:9-89:29 ConditionalExpression false':
    'not skipping dead units when listing targets: a destroyed unit has damage = defense (state.ts destroyInPlace), so hp = 0 and `cap <= 0` skips it; an empty arena slot has owner and kind −1, whose bit no player or target mask holds',
  'src/games/titanium/compile.ts:45:27-45:48 ConditionalExpression false':
    'a card without a special gets SPECIAL_CODE[null] = undefined instead of SPECIAL_NONE (0): every reader compares cardSpecial with === / !== against a non-zero special code, which undefined fails exactly as 0 does',
  // src/games/armada (branch mutation-armada)
  'src/games/armada/table/policies/heading.ts:91:19-91:30 EqualityOperator i <= COMPASS':
    'one compass step past the sixteen: COMPASS_COS[16] is undefined, so that probe scores NaN, and NaN < bestScore is false (the early out skips it anyway); the scratch it writes is rewritten before any read',
  'src/games/armada/table/policies/heading.ts:89:23-89:147 ConditionalExpression false':
    'the early out of bestHeadingInPlace is speed only: without it all sixteen compass headings are scored, and (doc block there) every heading but the nearest ends at least 0.0096 × min(D, r) farther from the goal, so the strict < never picks one: the same heading and score',
  'src/games/armada/table/policies/heading.ts:92:9-92:37 ConditionalExpression false':
    'as 89:23: the early out skipped, the full compass search returns the same heading and score',
  'src/games/armada/policies/initiative-placement.ts:58:19-58:32 EqualityOperator s <= st.nShips':
    'one index past the ships: st.owner[nShips] reads undefined from the typed array, undefined !== side, so that index is skipped like an enemy ship',
  'src/games/armada/segments.ts:49:9-49:26 ConditionalExpression false':
    'the brawl (reach null) then asks pickShipTarget, which always finds a ship: squadrons attack only while the battle goes on, i.e. while the enemy controls a ship; the extra stamp it takes changes no answer (stamps are only compared for equality with a fresh one); the table model already asks',
};
