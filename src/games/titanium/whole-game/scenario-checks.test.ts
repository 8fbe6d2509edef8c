/**
 * A whole-game scenario's defaults and checks (004, "Setup"; "Goal"): the players and their
 * leaders, the catalogs, a deck that fills the largest hands, planets that hold the target.
 * Leaders of the bundled sample: 8, the two largest hands 4 (Princess Ling Liu, Tyx), the rest 3.
 * Planets of the bundled sample: 12 holding 23 Titanium deposits.
 */
import { describe, expect, it } from 'vitest';
import { getGame } from '../../registry.js';
import { withScenarioFilesRead } from '../../../cli/load/scenario-files.js';
import { readGame } from '../../../../test/support/titanium-game.js';
import { gameErrors } from './messages.js';
import { ARSENAL_FILE, gameFileReferences, parseGameScenario, SAMPLE_LEADERS_FILE, SAMPLE_PLANETS_FILE } from './scenario.js';
import { SAMPLE_DECK_FILE } from '../deck.js';

const SOURCE = 'game.yaml';
const two = [{ name: 'A' }, { name: 'B' }];
const read = (raw: object) => readGame(raw, SOURCE);
const fails = (raw: object) => () => read(raw);
/** A tactic deck of one attack card, `size` copies, written inline. */
const deckOf = (size: number) => ({ name: 'tiny', size, cards: [{ key: 'strike', name: 'Strike', priority: 3, activates: ['cruiser'], targets: ['cruiser'], count: size }] });
/** An inline leaders catalog of `n` leaders, each with hand 3. */
const leadersOf = (n: number) => ({
  name: 'few',
  leaders: Array.from({ length: n }, (_, i) => ({ key: `l${i}`, name: `L${i}`, homePlanet: `H${i}`, production: 1000, buildingSlots: 4, fleet: 3, hand: 3 })),
});

describe('whole-game defaults (004, "Setup": "You get 1000¢, and 3 Tactic Cards"; "Goal")', () => {
  it('fills the game\'s and each player\'s defaults, and keeps the name only when given', () => {
    const s = read({ players: two });
    expect([s.length, s.target, s.firstPlayer, s.maxTurns, s.maxOffensives, s.advanced, s.startingCredits, s.startingHand]).toEqual(['standard', 9, 'random', 60, 50, false, 1000, 3]);
    expect('name' in s).toBe(false);
    expect(s.players[0]).toEqual({
      name: 'A', leader: null,
      policies: {
        purchase: 'value-per-credit', participation: 0.25, leader: 'production', avoid: [], openWith: null,
        allocation: 'greedy', value: 'cost', tactic: 'greedy', priorityWeight: 0, discard: 'dead-cards', minefield: 'always', blastShield: 'doomed-first', repair: 'dearest-first',
      },
    });
    // 004, "Goal": 3 players, a Quick game: 7 deposits.
    const quick = read({ name: 'g', players: [...two, { name: 'C' }], length: 'quick', firstPlayer: 'listed', maxTurns: 5, maxOffensives: 9, advanced: true, startingCredits: 0, startingHand: 1 });
    expect([quick.name, quick.length, quick.target, quick.firstPlayer, quick.maxTurns, quick.maxOffensives, quick.advanced, quick.startingCredits, quick.startingHand]).toEqual(['g', 'quick', 7, 'listed', 5, 9, true, 0, 1]);
    expect(read({ players: two, target: 4 }).target).toBe(4);
  });

  it('copies a player\'s avoided cards and opening card, and merges its policies over the defaults', () => {
    const policies = { purchase: 'tech-rush', avoid: ['minefield'], openWith: { card: 'laboratory', price: 0 } };
    const s = read({ players: [{ name: 'A', leader: 'tyx', policies }, { name: 'B' }] });
    expect(s.players[0]).toMatchObject({ leader: 'tyx', policies: { purchase: 'tech-rush', participation: 0.25, avoid: ['minefield'], openWith: { card: 'laboratory', price: 0 } } });
    expect(s.players[0].policies.avoid).not.toBe(policies.avoid);
    expect(s.players[0].policies.openWith).not.toBe(policies.openWith);
  });
});

describe('players and leaders (004, "Setup": each player draws 2 Leader cards and chooses one)', () => {
  it('refuses the reserved outcome "nobody", a name given twice, an unknown leader and a leader given twice', () => {
    expect(fails({ players: [{ name: 'A' }, { name: 'nobody' }] })).toThrow(gameErrors.reservedPlayerName(`${SOURCE}: players.1.name`, 'nobody').message);
    expect(fails({ players: [{ name: 'A' }, { name: 'A' }] })).toThrow(gameErrors.duplicatePlayer(`${SOURCE}: players.1.name`, 'A').message);
    expect(fails({ players: [{ name: 'A', leader: 'lord-jon' }, { name: 'B' }] })).toThrow(`${SOURCE}: players.0.leader: unknown leader "lord-jon"`);
    expect(fails({ players: [{ name: 'A', leader: 'tyx' }, { name: 'B', leader: 'tyx' }] })).toThrow(gameErrors.leaderTaken(`${SOURCE}: players.1.leader`, 'tyx').message);
  });

  it('needs two leaders per drawing player besides the chosen ones', () => {
    const three = [...two, { name: 'C' }];
    expect(fails({ players: three, leaders: leadersOf(6) })).not.toThrow();
    expect(fails({ players: three, leaders: leadersOf(5) })).toThrow(gameErrors.tooFewLeaders(`${SOURCE}: leaders`, 6, 5).message);
    expect(fails({ players: [{ name: 'A', leader: 'l0' }, { name: 'B' }, { name: 'C' }], leaders: leadersOf(5) })).not.toThrow();
    expect(fails({ players: [{ name: 'A', leader: 'l0' }, { name: 'B' }, { name: 'C' }], leaders: leadersOf(4) })).toThrow(gameErrors.tooFewLeaders(`${SOURCE}: leaders`, 5, 4).message);
  });

  it('refuses an unknown avoided card or opening card, naming its place', () => {
    expect(fails({ players: [{ name: 'A', policies: { avoid: ['minefield', 'mine'] } }, { name: 'B' }] })).toThrow(`${SOURCE}: players.0.policies.avoid.1: unknown Arsenal card "mine"`);
    expect(fails({ players: [{ name: 'A' }, { name: 'B', policies: { openWith: { card: 'labratory', price: 0 } } }] })).toThrow(`${SOURCE}: players.1.policies.openWith.card: unknown Arsenal card "labratory"`);
  });
});

describe('the deck and the planets', () => {
  it('the tactic deck fills the largest hand limits: 4 + 4 for two players, 4 + 4 + 3 for three', () => {
    expect(fails({ players: two, deck: deckOf(8) })).not.toThrow();
    expect(fails({ players: two, deck: deckOf(7) })).toThrow(gameErrors.deckTooSmall(`${SOURCE}: deck`, 8, 7).message);
    expect(fails({ players: [...two, { name: 'C' }], deck: deckOf(10) })).toThrow(gameErrors.deckTooSmall(`${SOURCE}: deck`, 11, 10).message);
  });

  it('the planets hold at least the target deposits (23 in the sample)', () => {
    expect(fails({ players: two, target: 23 })).not.toThrow();
    expect(fails({ players: two, target: 24 })).toThrow(gameErrors.noPlanets(`${SOURCE}: planets`, 23, 24).message);
  });

  it('a catalog the loader did not read is refused', () => {
    const raw = withScenarioFilesRead(getGame('titanium-game'), { game: 'titanium-game', players: two }, SOURCE) as Record<string, unknown>;
    expect(() => parseGameScenario({ ...raw, leaders: 'mine.yaml' }, SOURCE)).toThrow(gameErrors.notRead(`${SOURCE}: leaders`, 'the leaders file', 'mine.yaml').message);
    expect(() => parseGameScenario({ ...raw, planets: 'p.yaml' }, SOURCE)).toThrow(gameErrors.notRead(`${SOURCE}: planets`, 'the planets file', 'p.yaml').message);
    expect(() => parseGameScenario({ ...raw, deck: 'd.yaml' }, SOURCE)).toThrow(gameErrors.notRead(`${SOURCE}: deck`, 'the tactic deck file', 'd.yaml').message);
  });
});

describe('the files a whole-game scenario reads (Game.fileReferences)', () => {
  it('the sample catalogs unless named or written inline; the printed arsenal unless named', () => {
    const sample = (field: string, bundled: string) => ({ at: [field], reference: 'sample', bundled });
    const leaders = sample('leaders', SAMPLE_LEADERS_FILE);
    const planets = sample('planets', SAMPLE_PLANETS_FILE);
    const deck = sample('deck', SAMPLE_DECK_FILE);
    const arsenal = { at: ['arsenal'], reference: `configs/${ARSENAL_FILE}`, bundled: ARSENAL_FILE };
    expect(gameFileReferences({ game: 'titanium-game' })).toEqual([leaders, planets, deck, arsenal]);
    expect(gameFileReferences({ leaders: 'sample', planets: 'mine.yaml', deck: deckOf(8), arsenal: 'a.yaml' })).toEqual([
      leaders, { at: ['planets'], reference: 'mine.yaml' }, { at: ['arsenal'], reference: 'a.yaml' },
    ]);
    expect(gameFileReferences({ leaders: '', arsenal: '' })).toEqual([planets, deck]);
    expect(gameFileReferences({ arsenal: { units: [] } })).toEqual([leaders, planets, deck]);
    expect(gameFileReferences(null)).toEqual([]);
    expect(gameFileReferences([])).toEqual([]);
  });
});
