import { describe, expect, it } from 'vitest';
import { salvoVersion } from '../src/core/provenance.js';
import { ti4 } from '../src/games/ti4/game.js';
import { planKey } from '../src/engine/run.js';
import { checkChunkMessage, checkTally, chunkJobId, chunkMessage, decodePlan, encodePlan, RejectedMessage } from '../src/engine/queue/chunk-messages.js';
import { checkRunId, newRunId } from '../src/engine/queue/run-record.js';

const plan = ti4.compile(ti4.parseScenario({ game: 'ti4', attacker: { units: { cruiser: 2 } }, defender: { units: { destroyer: 3 } } }, 'test'));
const key = planKey(plan);
const job = { planKey: key, plan, seed: 7, chunk: 3, battles: 20_000 };
const message = chunkMessage('r-20260101-120000-abcdef', job);
const isTi4 = (id: string) => id === 'ti4';

describe('chunk jobs', () => {
  it('carry the plan key, never the plan, and the submitter\'s version', () => {
    expect(message).toEqual({ salvo: salvoVersion(), run: 'r-20260101-120000-abcdef', planKey: key, seed: 7, chunk: 3, battles: 20_000 });
  });

  it('have an id made of the run id and the chunk\'s identity: stable, and different for any other chunk', () => {
    const id = chunkJobId(message);
    expect(id).toMatch(/^r-20260101-120000-abcdef-[0-9a-f]{24}$/);
    expect(chunkJobId({ ...message })).toBe(id);
    const others = [{ chunk: 4 }, { seed: 8 }, { seed: '7' }, { battles: 19_999 }, { planKey: '0'.repeat(40) }, { run: 'r-other' }].map((change) => chunkJobId({ ...message, ...change }));
    expect(new Set([id, ...others]).size).toBe(others.length + 1);
  });

  it('pass the check as sent, and are rejected when altered, malformed or from another salvo version', () => {
    const id = chunkJobId(message);
    expect(checkChunkMessage(structuredClone(message), id)).toEqual(message);
    expect(() => checkChunkMessage({ ...message, battles: 40_000 }, id)).toThrow(new RejectedMessage(`job ${id}: its id does not match its data (altered on the queue?)`));
    expect(() => checkChunkMessage({ ...message, chunk: -1 }, id)).toThrow(/^job r-\S+: chunk: value out of range — got -1, expected the chunk index \(its random stream\) >= 0$/);
    expect(() => checkChunkMessage({ ...message, plan }, id)).toThrow(/unknown field "plan"/);
    expect(() => checkChunkMessage('chunk 3', id)).toThrow(RejectedMessage);
    const old = { ...message, salvo: '0.0.1' };
    expect(() => checkChunkMessage(old, chunkJobId(old))).toThrow(`sent by salvo 0.0.1, this worker runs salvo ${salvoVersion()}`);
  });
});

describe('plans on the queue', () => {
  it('travel as JSON and come back equal, checked against their key', () => {
    expect(decodePlan(encodePlan(plan), key, isTi4)).toEqual(plan);
  });

  it('are refused when they would not survive JSON (a bug, not a user mistake)', () => {
    expect(() => encodePlan({ ...plan, tallySize: Number.NaN })).toThrow(/^encodePlan: the plan does not survive JSON/);
  });

  it('are rejected when altered, of an unknown game, malformed or too small for their outcomes', () => {
    expect(() => decodePlan(encodePlan({ ...plan, tallySize: plan.tallySize + 1 }), key, isTi4)).toThrow(new RejectedMessage(`plan ${key}: its hash does not match its key (altered on the queue?)`));
    expect(() => decodePlan(encodePlan(plan), key, () => false)).toThrow(`plan ${key}: unknown game "ti4"`);
    expect(() => decodePlan('{"game":', key, isTi4)).toThrow(`plan ${key}: not JSON`);
    expect(() => decodePlan('{"game":"ti4","outcomes":[]}', key, isTi4)).toThrow(RejectedMessage);
    expect(() => decodePlan(JSON.stringify({ ...plan, tallySize: 3 }), key, isTi4)).toThrow(`a tally of 3 slots cannot hold ${plan.outcomes.length} outcomes`);
  });
});

describe('tallies on the queue', () => {
  const tally = Array.from({ length: plan.tallySize }, (_, i) => (i === 0 ? 100 : i === 1 ? 60 : i === 3 ? 40 : i > plan.outcomes.length ? 7 : 0));

  it('are accepted as exact counts', () => {
    expect(Array.from(checkTally(tally, plan, 100))).toEqual(tally);
  });

  it('are rejected for the wrong size, a count that is not a whole number from 0, the wrong battles or outcomes that do not add up', () => {
    expect(() => checkTally(tally.slice(1), plan, 100)).toThrow(`tally: ${plan.tallySize - 1} counts, expected ${plan.tallySize} for this plan`);
    expect(() => checkTally({ 0: 100 }, plan, 100)).toThrow('tally: not a list of counts (got object)');
    for (const bad of [-1, 0.5, '7', null, 2 ** 53]) {
      expect(() => checkTally(tally.map((v, i) => (i === 5 ? bad : v)), plan, 100)).toThrow(`tally: slot 5 holds ${JSON.stringify(bad)}, expected a whole number from 0 to 2^53 − 1`);
    }
    expect(() => checkTally(tally, plan, 101)).toThrow('tally: 100 battles, expected 101');
    expect(() => checkTally(tally.map((v, i) => (i === 1 ? 59 : v)), plan, 100)).toThrow('tally: the outcome counts add up to 99, expected 100');
  });
});

describe('run ids', () => {
  it('are the UTC start time and six hex digits, and --resume accepts only such ids', () => {
    expect(newRunId(new Date('2026-01-02T03:04:05.678Z'))).toMatch(/^r-20260102-030405-[0-9a-f]{6}$/);
    expect(checkRunId(' r-20260102-030405-ab12cd ', '--resume')).toBe('r-20260102-030405-ab12cd');
    expect(() => checkRunId('r-../../etc', '--resume')).toThrow(/^--resume: is not a run id — got "r-\.\.\/\.\.\/etc"/);
  });
});
