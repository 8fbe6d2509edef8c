/**
 * Issue 18, "must never happen": every bad input a newcomer tried exits 2 with a one-paragraph
 * message, no stack trace, and leaves every file as it was — through runCli, the entry the salvo
 * executable calls, in-process (no process start per case), in a scratch working folder.
 */
import { execFileSync } from 'node:child_process';
import { closeSync, ftruncateSync, mkdtempSync, openSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { configPath } from '../src/core/paths.js';
import { salvoInProcess } from './support/salvo-in-process.js';

const dir = mkdtempSync(join(tmpdir(), 'salvo-first-hour-'));
const home = process.cwd();
beforeAll(() => process.chdir(dir));
afterAll(() => process.chdir(home));

const salvo = salvoInProcess;
const duel = configPath('scenarios', 'ti4-dreadnought-duel.yaml');

/** The folder's files and their contents, to show a refused command changed nothing. */
const snapshot = () => Object.fromEntries(readdirSync(dir).map((f) => [f, statSync(join(dir, f)).isFile() ? readFileSync(join(dir, f)).toString('base64') : 'not a regular file']));

/** Exit 2, one paragraph on stderr (one line after "salvo: "), no stack, nothing written or changed. */
async function expectRefused(args: string[], message: RegExp): Promise<void> {
  const before = snapshot();
  const r = await salvo(...args);
  expect(r.stderr).toMatch(message);
  expect(r.code).toBe(2);
  expect(r.stderr).not.toMatch(/\n\s+at |internal error/);
  expect(r.stderr.trim().split('\n')[0]).toMatch(/^salvo: /);
  expect(snapshot()).toEqual(before);
}

describe('inputs that must not crash, block or exhaust memory', () => {
  it('refuses a YAML alias bomb', async () => {
    const levels = ['a: &a [x, x, x, x, x, x, x, x, x]'];
    for (let i = 1; i < 8; i++) levels.push(`l${i}: &l${i} [${Array(9).fill(i === 1 ? '*a' : `*l${i - 1}`).join(', ')}]`);
    writeFileSync(join(dir, 'bomb.yaml'), `${levels.join('\n')}\n`);
    await expectRefused(['run', 'bomb.yaml'], /bomb\.yaml: YAML aliases expand too much/);
  });

  it('refuses /dev/zero, /dev/urandom, a FIFO and a huge file without reading them', async () => {
    await expectRefused(['run', '/dev/zero'], /\/dev\/zero: is not a regular file/);
    await expectRefused(['run', '/dev/urandom'], /\/dev\/urandom: is not a regular file/);
    // A sparse file of 17 MB: refused by its size before a byte is read.
    const huge = openSync(join(dir, 'huge.yaml'), 'w');
    ftruncateSync(huge, 17 * 1024 * 1024);
    closeSync(huge);
    await expectRefused(['run', 'huge.yaml'], /huge\.yaml: is too large to be a salvo input — got 17\.0 MB, expected at most 16 MB/);
    rmSync(join(dir, 'huge.yaml'));
    execFileSync('mkfifo', [join(dir, 'fifo.yaml')]);
    await expectRefused(['run', 'fifo.yaml'], /fifo\.yaml: is not a regular file/);
  });

  it('caps battles (with the estimated time) and precision, and wants a value after --battles', async () => {
    await expectRefused(['run', duel, '--battles'], /Not enough arguments following: battles/);
    await expectRefused(['run', duel, '--battles', '1e20'], /--battles: too many battles for one run — got 1\.0e20, expected at most 1e10 per process \(between .* years/);
    await expectRefused(['run', duel, '--battles', '1e12'], /--battles: too many battles .* \(between \d+ hours and \d+ days on one machine\)/);
    await expectRefused(['run', duel, '--precision', '1e-9'], /--precision: must be a half-width from 0\.0001 to 0\.5 — got 1e-9/);
  });

  it('never writes --out over an input file', async () => {
    writeFileSync(join(dir, 'mine.yaml'), readFileSync(duel));
    await expectRefused(['run', 'mine.yaml', '--battles', '1000', '--out', 'mine.yaml'], /--out mine\.yaml: is also an input of this command/);
  });

  it('refuses a zero cost in --what-if', async () => {
    await expectRefused(['cost', 'ti4', '--what-if', 'dreadnought.cost=0'], /--what-if: a cost must be positive/);
  });

  it('checks report outputs before writing any: --png naming a file writes no HTML', async () => {
    writeFileSync(join(dir, 'charts'), 'not a folder');
    const result = join(dir, 'result.json');
    expect((await salvo('run', duel, '--battles', '2000', '--threads', '1', '--out', result)).code).toBe(0);
    await expectRefused(['report', 'result.json', '--out', 'r.html', '--png', 'charts'], /--png charts: is a file, not a folder/);
  });

  it('tour --report into an unwritable place fails before computing, naming the path given', async () => {
    await expectRefused(['tour', '--report', 'charts/report.html'], /--report .*charts: is a file, not a folder/);
    // Nothing was computed: the tour would have logged its scenarios ("tour: …") before failing.
    expect((await salvo('tour', '--report', 'charts/report.html')).stderr.trim().split('\n')).toHaveLength(1);
  });
});

describe('report refuses results that are not what salvo writes', () => {
  let good: Record<string, unknown>;
  beforeAll(async () => {
    const r = await salvo('run', duel, '--battles', '2000', '--threads', '1', '--json');
    good = JSON.parse(r.stdout);
  });
  const edited = (name: string, edit: (r: any) => void) => {
    const copy = structuredClone(good);
    edit(copy);
    writeFileSync(join(dir, name), JSON.stringify(copy));
    return name;
  };

  it('a probability above 1, outcomes not summing to 1, an unknown game', async () => {
    await expectRefused(['report', edited('p5.json', (r) => { r.outcomes.draw.p = 5; }), '--out', 'x.html'], /p5\.json: outcomes\.draw\.p: value out of range — got 5/);
    await expectRefused(['report', edited('sum.json', (r) => { r.outcomes.draw.p = 0.9; r.outcomes.draw.hi = 0.95; r.outcomes.draw.lo = 0.85; }), '--out', 'x.html'], /sum\.json: outcomes: is not a valid result — got probabilities summing to/);
    await expectRefused(['report', edited('chess.json', (r) => { r.game = 'chess'; }), '--out', 'x.html'], /chess\.json: game: unknown game "chess"/);
  });
});

describe('merge refuses shortened, retyped, edited and tampered shards', () => {
  const part = async (scenario: string, i: number) => {
    const file = `${scenario}-${i}.json`;
    const r = await salvo('run', configPath('scenarios', `${scenario}.yaml`), '--battles', '6000', '--chunk-size', '2000', '--seed', '3', '--shard', `${i}/2`, '--threads', '1', '--out', file);
    expect(r.code).toBe(0);
    return file;
  };

  it('merges Armada and Titanium Wars shards into the unsharded outcomes', async () => {
    for (const scenario of ['armada-sol-vs-letnev', 'titanium-four-way']) {
      const merged = await salvo('merge', await part(scenario, 1), await part(scenario, 2), '--json');
      expect(merged.stderr).toBe('');
      const whole = await salvo('run', configPath('scenarios', `${scenario}.yaml`), '--battles', '6000', '--chunk-size', '2000', '--seed', '3', '--threads', '1', '--json');
      expect(JSON.parse(merged.stdout).outcomes).toEqual(JSON.parse(whole.stdout).outcomes);
    }
  });

  it('refuses every kind of edit', async () => {
    const first = await part('ti4-dreadnought-duel', 1);
    const second = await part('ti4-dreadnought-duel', 2);
    const shard = JSON.parse(readFileSync(join(dir, first), 'utf8'));
    const tampered = (name: string, edit: (s: any) => void) => {
      const copy = structuredClone(shard);
      edit(copy);
      writeFileSync(join(dir, name), JSON.stringify(copy));
      return name;
    };
    const cases: [string, (s: any) => void, RegExp][] = [
      ['short.json', (s) => s.tally.pop(), /short\.json: fails its integrity check/],
      ['string.json', (s) => { s.tally[1] = String(s.tally[1]); }, /string\.json: tally\.1: is not what salvo run --shard writes — got "\d+"/],
      ['above.json', (s) => { s.tally[1] += 50_000; }, /above\.json: fails its integrity check/],
      ['negative.json', (s) => { s.tally[2] = -1; }, /negative\.json: tally\.2: .* got -1/],
      ['fraction.json', (s) => { s.tally[2] = 0.5; }, /fraction\.json: tally\.2: .* got 0\.5/],
      ['balanced.json', (s) => { s.tally[1] += 100; s.tally[2] -= 100; }, /balanced\.json: fails its integrity check/],
      ['scenario.json', (s) => { s.scenario.attacker = { units: { dreadnought: 9 } }; }, /scenario\.json: fails its integrity check/],
      ['no-hash.json', (s) => { delete s.integrity; }, /no-hash\.json: integrity: missing/],
      ['battles.json', (s) => { s.tally[0] = 'many'; }, /battles\.json: tally\.0/],
    ];
    for (const [name, edit, message] of cases) await expectRefused(['merge', tampered(name, edit), second], message);
  });
});
