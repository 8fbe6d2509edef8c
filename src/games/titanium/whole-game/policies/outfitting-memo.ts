import type { GameState } from '../game-state.js';
import type { Outfitting } from '../outfitting.js';
import type { GamePlan } from '../plan.js';

/**
 * The fleet slots and upgrades per ship a key holds: a position with a unit in a later slot
 * (GameState.top above it) or a ship with more upgrades is not stored. The memo serves the first
 * turns, whose fleets are small; a plan whose room is smaller keys its own.
 */
const KEY_SLOTS = 8;
const KEY_UPGRADES = 6;

/**
 * Most Outfittings remembered (each takes `width` + 7 words and two doubles, plus one word per
 * purchase: about 18 MB when full for the bundled game, committed as entries are stored). The
 * bundled game stores about five a game, so it fills in about 25,000 games. A memo of 32,768 was
 * full after 6,000, and the games after played out 6.3 Outfittings each, against 5.3 over the
 * 50,000 games a thread plays of a 100,000-game run on two threads with this size.
 */
const MAX_ENTRIES = 1 << 17;
/** Words of the purchase pool (one per purchase; about six purchases per Outfitting). */
const MAX_POOL = 1 << 20;
/**
 * Outfittings of the first MEMO_TURNS turns only: later positions rarely meet again (in the
 * bundled game, 99 % of the first turn's Outfittings repeat an earlier one, 73 % of the second's,
 * 28 % of the fifth's, 7 % from the seventh on), and keying one costs about as much as a purchase.
 */
const MEMO_TURNS = 5;
/** A field packed into a byte of the key must be below this. */
const BYTE = 256;

/**
 * One key word into the hash (FNV-style, with a shift to spread the high bits). Consts, not
 * function declarations (a mutable binding): V8 inlines them without checking the callee each call.
 */
const mix = (h: number, word: number): number => Math.imul(h ^ word, 0x01000193) ^ (h >>> 15);

const fitsByte = (v: number): boolean => v >= 0 && v < BYTE;

/**
 * Memoises whole Outfittings (purchase.ts outfitInPlace) across the turns and games a simulator
 * plays. What a player buys is a pure function of what it holds and may buy: its seat (hence its
 * policies, avoidances and opening card), credits, its fleet limit before Spaceports and its
 * Building slots (the Leader's plus the planets' bonuses: nothing else of the Leader's bears on
 * buying, so two Leaders alike in these share entries), conquered count and Upgrade-slot bonus,
 * fleet slot by slot (unit kind, upgrades in the order bought), Buildings, whether this is the
 * first Outfitting (the opening card), the prices (a discount Event; Events that give the same
 * prices count as one) — and, of the Arsenal, only which items are sold out: the policies test a
 * copy count against 0 and nothing else. The key is all of that (`width` words); the value is the
 * purchases in order, each with the fleet slot it went into, as Outfitting.buyInPlace logged them,
 * and what they cost and are worth together (a replay pays once: Outfitting.payInPlace).
 *
 * A replay buys the same cards into the same slots (Outfitting.replayInPlace), so the game goes on
 * exactly as if the policy had run: memoisation never changes a decision. Only Outfittings during
 * which no item sold out are stored, and one is replayed only when none would sell out now
 * (copies left above the number it buys, or unlimited), so every "sold out?" test inside it gives
 * the same answer as when it was logged. Positions whose fields do not fit the key's bytes, logs
 * longer than Outfitting's MAX_LOGGED and a full memo are simply not stored; traced runs do not
 * use the memo (a replay writes no trace lines). Allocated once per simulator; allocates nothing
 * per call.
 */
export class OutfittingMemo {
  /** False: every Outfitting is played out (tests compare the two). */
  enabled = true;
  /** Outfittings replayed so far. */
  replays = 0;
  /** Words of one key. */
  private readonly width: number;
  private readonly zeroWords: number;
  private readonly buildingWords: number;
  /**
   * A fleet slot's fields (unit kind + 1, then each upgrade + 1 in the order bought, 0 past the
   * last: the count needs no field) take `fieldBits` bits each, `perWord` to a word, `slotWords`
   * words a slot: one word for small catalogs (the bundled one's 3-bit fields), so a key is shorter
   * to hash and compare.
   */
  private readonly fieldBits: number;
  private readonly perWord: number;
  private readonly slotWords: number;
  /** The fleet slots and upgrades per ship the key holds (KEY_SLOTS, KEY_UPGRADES, or the plan's room when smaller). */
  private readonly keySlots: number;
  private readonly keyUpgrades: number;
  /** False when the plan's unit or upgrade kinds do not fit the key's bytes. */
  private readonly usable: boolean;
  /** The key of the position being looked up (`find`), and its hash. */
  private readonly key: Int32Array;
  private hash = 0;
  /** True when `key` holds a position that can be stored. */
  private keyed = false;
  private readonly keys: Int32Array;
  private readonly first: Int32Array;
  private readonly count: Int32Array;
  /** Per entry: the credits its purchases cost, and their attack and defense worths (at 2e, 2e + 1). */
  private readonly paid: Int32Array;
  private readonly worths: Float64Array;
  /**
   * Open addressing, two words a slot: entry + 1 (0 when empty), then the entry's hash, side by
   * side so a probe reads one place, not the slot and then the entry's hash elsewhere.
   */
  private readonly table: Int32Array;
  private readonly tableMask: number;
  private readonly pool: Int32Array;
  private entries = 0;
  private used = 0;
  /**
   * The sold-out items as the key's words (bit i & 31 of word i >> 5), scanned when
   * Outfitting.soldOutChanges or GameState.resets moved since (soldOutAt, soldOutResets): every
   * key needs them, and they change rarely (a last copy bought, a copy back, a new game).
   */
  private readonly soldOut: Int32Array;
  private soldOutAt = -1;
  private soldOutResets = -1;
  /** Scratch per item: copies a replay buys (zero between calls). */
  private readonly buying: Int32Array;
  /** Per Planet/Event card: the first card whose Event gives the same prices, or −1 when they are the usual ones. */
  private readonly priceClass: Int32Array;

  constructor(private readonly plan: GamePlan, private readonly state: GameState, private readonly rules: Outfitting) {
    this.zeroWords = (plan.items + 31) >>> 5;
    this.buildingWords = (plan.buildingCount + 3) >>> 2;
    this.usable = plan.unitKinds + 1 < BYTE && plan.items - plan.unitKinds + 1 < BYTE && plan.items < 1 << 16;
    const fields = Math.max(plan.unitKinds, plan.upgradeSpecial.length) + 1;
    this.fieldBits = Math.max(1, Math.ceil(Math.log2(fields)));
    this.perWord = Math.floor(32 / this.fieldBits);
    this.keySlots = Math.min(KEY_SLOTS, plan.fleetSlots);
    this.keyUpgrades = Math.min(KEY_UPGRADES, plan.upgradeSlots);
    this.slotWords = Math.ceil((1 + this.keyUpgrades) / this.perWord);
    this.width = 4 + this.zeroWords + this.slotWords * this.keySlots + this.buildingWords;
    this.key = new Int32Array(this.width);
    this.keys = new Int32Array(MAX_ENTRIES * this.width);
    this.first = new Int32Array(MAX_ENTRIES);
    this.count = new Int32Array(MAX_ENTRIES);
    this.paid = new Int32Array(MAX_ENTRIES);
    this.worths = new Float64Array(2 * MAX_ENTRIES);
    this.table = new Int32Array(2 * 2 * MAX_ENTRIES);
    this.tableMask = 2 * MAX_ENTRIES - 1;
    this.pool = new Int32Array(MAX_POOL);
    this.buying = new Int32Array(plan.items);
    this.soldOut = new Int32Array(this.zeroWords);
    // The prices under each Event as Outfitting.startTurn sets them (compared once here, not per key).
    const prices = (event: number) => rules.pricesUnder(event).join();
    const usual = prices(-1);
    const seen = new Map<string, number>();
    this.priceClass = new Int32Array(plan.planetCards).fill(-1);
    for (let e = 0; e < plan.planetCards; e++) {
      const key = prices(e);
      if (key === usual) continue;
      if (!seen.has(key)) seen.set(key, e);
      this.priceClass[e] = seen.get(key)!;
    }
  }

  /**
   * Player p's position before its Outfitting into the key; then the memo's entry for it, or −1.
   * Afterwards `store` may record the Outfitting played from this position.
   */
  find(p: number): number {
    this.keyed = this.enabled && this.usable && this.rules.turn < MEMO_TURNS && this.keyInPlace(p);
    if (!this.keyed) return -1;
    const width = this.width;
    const key = this.key;
    const keys = this.keys;
    const table = this.table;
    const mask = this.tableMask;
    const hash = this.hash;
    for (let i = hash & mask; ; i = (i + 1) & mask) {
      const e = table[2 * i] - 1;
      if (e < 0) return -1;
      if (table[2 * i + 1] !== hash) continue;
      const base = e * width;
      let k = 0;
      while (k < width && keys[base + k] === key[k]) k++;
      if (k === width) return e;
    }
  }

  /**
   * Replays entry e's purchases for player p when no item would sell out during them (see the
   * class comment) and returns true; false (nothing bought) otherwise.
   */
  replayInPlace(p: number, e: number): boolean {
    const { pool, buying, state } = this;
    const start = this.first[e];
    const end = start + this.count[e];
    let fits = true;
    for (let k = start; k < end; k++) {
      const i = pool[k] & 0xffff;
      const left = state.copiesLeft[i];
      if (left >= 0 && left <= ++buying[i]) fits = false;
    }
    for (let k = start; k < end; k++) buying[pool[k] & 0xffff] = 0;
    if (!fits) return false;
    const rules = this.rules;
    for (let k = start; k < end; k++) rules.replayInPlace(p, pool[k] & 0xffff, (pool[k] >> 16) - 1);
    rules.payInPlace(p, this.paid[e], this.worths[2 * e], this.worths[2 * e + 1]);
    rules.forget();
    this.replays++;
    return true;
  }

  /**
   * Stores the Outfitting just played from the position `find` keyed (its purchases in the rules'
   * log, `logged` of them or −1), unless an item sold out during it or the memo is full.
   */
  store(logged: number): void {
    if (!this.keyed || logged < 0 || this.entries >= MAX_ENTRIES || this.used + logged > MAX_POOL) return;
    this.keyed = false;
    const rules = this.rules;
    for (let k = 0; k < logged; k++) if (this.state.copiesLeft[rules.loggedItem(k)] === 0) return;
    const e = this.entries++;
    this.keys.set(this.key, e * this.width);
    this.first[e] = this.used;
    this.count[e] = logged;
    const plan = this.plan;
    let paid = 0;
    let attack = 0;
    let defense = 0;
    for (let k = 0; k < logged; k++) {
      const i = rules.loggedItem(k);
      this.pool[this.used++] = i | ((rules.loggedSlot(k) + 1) << 16);
      paid += rules.loggedPrice(k);
      attack += plan.worthAttack[i];
      defense += plan.worthDefense[i];
    }
    this.paid[e] = paid;
    this.worths[2 * e] = attack;
    this.worths[2 * e + 1] = defense;
    let i = this.hash & this.tableMask;
    while (this.table[2 * i] !== 0) i = (i + 1) & this.tableMask;
    this.table[2 * i] = e + 1;
    this.table[2 * i + 1] = this.hash;
  }

  /** The sold-out items into `soldOut`, as of now (see `soldOut`). */
  private scanSoldOut(): void {
    const copiesLeft = this.state.copiesLeft;
    const items = this.plan.items;
    for (let z = 0; z < this.zeroWords; z++) {
      let word = 0;
      const end = 32 * z + 32 < items ? 32 * z + 32 : items;
      for (let i = 32 * z; i < end; i++) if (copiesLeft[i] === 0) word |= 1 << (i & 31);
      this.soldOut[z] = word;
    }
    this.soldOutAt = this.rules.soldOutChanges;
    this.soldOutResets = this.state.resets;
  }

  /** Writes player p's position into `key` and `hash`; false when a field does not fit its byte. */
  private keyInPlace(p: number): boolean {
    const { plan, state, rules, key } = this;
    const event = rules.event >= 0 ? this.priceClass[rules.event] : -1;
    const conquered = state.conquered[p];
    const slotBonus = state.slotBonus[p];
    // limits.ts fleetLimit before Spaceports (which are among the Buildings) and buildingSlots.
    const leader = state.leader[p];
    const fleetLimit = plan.leaderFleet[leader] + state.fleetBonus[p];
    const buildingSlots = plan.leaderSlots[leader] + state.planetSlots[p];
    if (!fitsByte(conquered) || !fitsByte(slotBonus) || !fitsByte(fleetLimit) || !fitsByte(buildingSlots) || state.top[p] > this.keySlots) return false;
    // Each word is mixed into the hash as it is written (one pass over the key, not two).
    let word = p | ((rules.turn === 0 ? 1 : 0) << 8) | ((event + 1) << 9);
    key[0] = word;
    let h = mix(0x811c9dc5, word);
    word = fleetLimit | (buildingSlots << 8);
    key[1] = word;
    h = mix(h, word);
    word = state.credits[p];
    key[2] = word;
    h = mix(h, word);
    word = conquered | (slotBonus << 16);
    key[3] = word;
    h = mix(h, word);
    let w = 4;
    if (rules.soldOutChanges !== this.soldOutAt || state.resets !== this.soldOutResets) this.scanSoldOut();
    const soldOut = this.soldOut;
    for (let z = 0; z < this.zeroWords; z++) {
      word = soldOut[z];
      key[w++] = word;
      h = mix(h, word);
    }
    const { fleet, upgradeCount, upgrades } = state;
    const fieldBits = this.fieldBits;
    const perWord = this.perWord;
    const slotWords = this.slotWords;
    // Locals, not fields in the loop; the first slot as an int32 (`| 0`: p × fleetSlots is typed
    // beyond int32, so the slot index and every index from it would be doubles, converted at each access).
    const slots = this.keySlots;
    const maxUpgrades = this.plan.upgradeSlots;
    const keyUpgrades = this.keyUpgrades;
    const first = (p * this.plan.fleetSlots) | 0;
    for (let s = 0; s < slots; s++) {
      const at = first + s;
      const kind = fleet[at];
      // The slot's fields, `perWord` to a word; an empty slot is all zeros.
      word = kind + 1;
      let field = 1;
      let written = 0;
      if (kind >= 0) {
        const ups = upgradeCount[at];
        if (ups > keyUpgrades) return false;
        const base = at * maxUpgrades;
        for (let k = 0; k < ups; k++) {
          if (field === perWord) {
            key[w++] = word;
            h = mix(h, word);
            written++;
            word = 0;
            field = 0;
          }
          word |= (upgrades[base + k] + 1) << (fieldBits * field++);
        }
      }
      for (; written < slotWords; written++) {
        key[w++] = word;
        h = mix(h, word);
        word = 0;
      }
    }
    const buildings = state.buildings;
    const buildingCount = plan.buildingCount;
    const bbase = p * buildingCount;
    for (let j = 0; j < this.buildingWords; j++) {
      word = 0;
      for (let k = 0; k < 4; k++) {
        const b = 4 * j + k;
        if (b >= buildingCount) break;
        const held = buildings[bbase + b];
        if (!fitsByte(held)) return false;
        word |= held << (8 * k);
      }
      key[w++] = word;
      h = mix(h, word);
    }
    this.hash = h & 0x7fffffff;
    return true;
  }
}
