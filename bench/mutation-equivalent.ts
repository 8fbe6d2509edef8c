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
  'src/games/titanium/policies/allocation-memo.ts:67:9-67:32 ConditionalExpression true':
    'growing the pool at every store (until MAX_POOL, then storing nothing) changes only what the memo keeps: an assignment is a pure function of its key, so a miss recomputes exactly what a hit would return',
  'src/games/titanium/policies/optimal-allocation.ts:50:14-50:19 EqualityOperator k >= 0':
    'at k = 0 the insertion sort reads order[-1] = undefined, whose setup weight is undefined / undefined = NaN, and NaN < w is false: the loop stops exactly where k > 0 stops it',
  'src/games/titanium/whole-game/folded-units.ts:30:67-30:94 ConditionalExpression true':
    'treating the folded shields as 0 before adding a Blast Shield differs only on a ship that already has one, and Outfitting never puts a second Blast Shield on a ship (outfitting.ts isFlagSpecial; openWith goes through canBuy too)',
  'src/games/titanium/whole-game/simulator.ts:104:13-104:41 ConditionalExpression true':
    'a hand limit never falls (Command Centers are never lost; arena limits move with the token), and every hand was filled as far as the piles allow after the last Conquest with no draw or discard since: writing the same limit and filling a full hand draws nothing',
  'src/games/titanium/whole-game/simulator.ts:143:21-143:31 EqualityOperator k <= stride':
    'the extra step writes scratch[stride] (undefined, past the scratch array) to hand[P × stride], past the end of the typed array: both reads and the write are no-ops',
};
