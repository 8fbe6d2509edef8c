/**
 * A Conquest result (docs/titanium.md, "Results") agrees with its battles' traces: with `seats:
 * rotate` each Conquest draws its 1st Player (004, "Player Order"), and the conquest rate by seat
 * counts the conqueror's position in that Conquest's Player Order; outcomes (a conqueror, nobody,
 * or the Offensive cap) and the Offensives histogram are recounted from the traces' last lines.
 */
import { describe, expect, it } from 'vitest';
import { withFiles } from '../../../test/support/bundled-data.js';
import { chunkStream } from '../../core/rng.js';
import { BATTLES_SLOT, createTally, OUTCOME_BASE } from '../../core/tally.js';
import { Trace } from '../game.js';
import { compileTitanium } from './compile.js';
import { ConquestSimulator } from './conquest.js';
import { titanium } from './game.js';
import type { TitaniumResult } from './result.js';
import { parseTitaniumScenario } from './scenario.js';

const names = ['A', 'B', 'C'];

function play(seats: 'fixed' | 'rotate', battles: number, maxOffensives: number) {
  const raw = {
    game: 'titanium', seats, maxOffensives,
    players: [{ name: 'A', fleet: ['destroyer', 'cruiser'] }, { name: 'B', fleet: ['cruiser', 'cruiser'] }, { name: 'C', fleet: ['fighter-squadron', 'destroyer'] }],
  };
  const scenario = parseTitaniumScenario(withFiles('titanium', raw, 'trace'), 'trace');
  const plan = compileTitanium(scenario);
  const tally = createTally(plan.tallySize);
  const trace = new Trace();
  new ConquestSimulator(plan).run(chunkStream(21, 0), tally, battles, trace);
  const result = titanium.summarize(scenario, plan, tally, { seed: 21, chunkSize: battles, chunks: 1, threads: 1, wallSeconds: 0, startedAt: 'test' }) as TitaniumResult;
  return { plan, tally, trace, result };
}

/** Each Conquest's 1st Player (rotate only), outcome and Offensives, from its "Result:" line. */
function readConquests(lines: readonly string[]) {
  const conquests: { first: string | null; outcome: string; offensives: number }[] = [];
  let first: string | null = null;
  for (const line of lines) {
    let m: RegExpExecArray | null;
    if ((m = /^1st Player: (\S+)$/.exec(line))) first = m[1];
    else if ((m = /^Result: (.+) after (\d+) offensives?$/.exec(line))) {
      const what = m[1];
      const outcome = what === 'nobody conquers' ? 'nobody' : what === 'offensive cap reached' ? 'offensiveCap' : /^(\S+) conquers$/.exec(what)![1];
      conquests.push({ first, outcome, offensives: Number(m[2]) });
      // "after 1 offensive", "after 2 offensives".
      expect(line.endsWith(Number(m[2]) === 1 ? ' 1 offensive' : 'offensives')).toBe(true);
      first = null;
    }
  }
  return conquests;
}

describe('a Conquest result agrees with its traces', () => {
  it('rotating seats: the 1st Player is drawn per Conquest, and a conquest counts at the conqueror\'s seat', () => {
    const battles = 24;
    const { tally, trace, result } = play('rotate', battles, 50);
    const read = readConquests(trace.lines);
    expect(read).toHaveLength(battles);
    expect(tally[BATTLES_SLOT]).toBe(battles);
    expect(new Set(read.map((c) => c.first))).toEqual(new Set(names));
    const seatWins = [0, 0, 0];
    for (const c of read) {
      const p = names.indexOf(c.outcome);
      if (p >= 0) seatWins[(p - names.indexOf(c.first!) + 3) % 3]++;
    }
    expect(result.bySeat.map((s) => Math.round(s.p * battles))).toEqual(seatWins);
    for (const [p, name] of names.entries()) {
      expect(tally[OUTCOME_BASE + p]).toBe(read.filter((c) => c.outcome === name).length);
    }
    expect(tally[OUTCOME_BASE + 3]).toBe(read.filter((c) => c.outcome === 'nobody').length);
    // Not every Conquest is won from the 1st seat: the seats differ from the players.
    expect(seatWins).not.toEqual(names.map((name) => read.filter((c) => c.outcome === name).length));
  });

  it('fixed seats: no draw, seat k is player k; the Offensive cap ends a Conquest as its own outcome', () => {
    const battles = 12;
    const { tally, trace, result, plan } = play('fixed', battles, 1);
    const read = readConquests(trace.lines);
    expect(read.every((c) => c.first === null)).toBe(true);
    expect(result.bySeat.map((s) => s.p)).toEqual(names.map((name) => result.conquest[name].p));
    // These fleets never finish in one Offensive: every Conquest stops at the cap, "after 1 offensive".
    expect(read.map((c) => [c.outcome, c.offensives])).toEqual(Array.from({ length: battles }, () => ['offensiveCap', 1]));
    expect(tally[OUTCOME_BASE + plan.outcomes.indexOf('offensiveCap')]).toBe(battles);
    expect(result.length.histogram).toEqual([0, 1]);
  });
});
