/**
 * `salvo armada check | attack | calibrate` and the Armada `replay`, end to end through the command
 * line (run in-process): exit codes, the figures (against the library functions they print), and the
 * sample-catalog notice every Armada text output carries when the catalog is the sample (issue 12).
 * Needs `npm run build` first.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { salvoInProcessIn } from './support/salvo-in-process.js';
import { describe, expect, it } from 'vitest';
import { packageRoot } from '../src/core/paths.js';
import { attackDistribution } from '../src/games/armada/attack-distribution.js';
import { estimatePExplosion } from '../src/games/armada/calibrate.js';
import { SAMPLE_NOTICE } from '../src/games/armada/catalog.js';

const root = packageRoot();
const dir = mkdtempSync(join(tmpdir(), 'salvo-armada-cli-'));
const scenario = join(root, 'configs', 'scenarios', 'armada-sol-vs-letnev.yaml');
const NOTICE_LINE = `NOTICE: ${SAMPLE_NOTICE}`;

/** The command line run in-process in `dir` (test/support/salvo-in-process.ts): no node start per call. */
const salvo = (...args: string[]) => salvoInProcessIn(dir, ...args);

function file(name: string, text: string): string {
  const path = join(dir, name);
  writeFileSync(path, text);
  return path;
}

describe('salvo armada check', () => {
  it('a legal fleet: exit 0, its cost, and the sample-catalog notice', async () => {
    const fleet = file('legal.yaml', 'faction: sol\nships:\n  - { ship: sol-dreadnought, crew: [sol-captain], tech: [sol-phaser] }\n  - { ship: sol-frigate }\n');
    const r = await salvo('armada', 'check', fleet);
    expect(r.code).toBe(0);
    expect(r.stdout).toContain(`${fleet}: legal — 2 ship(s), `);
    expect(r.stdout.split('\n')).toContain(NOTICE_LINE);
  });

  it('an illegal fleet: exit 2, every violation with its rule, the notice; --json says legal: false', async () => {
    const fleet = file('illegal.yaml', 'faction: sol\nships:\n  - { ship: sol-dreadnought }\n  - { ship: sol-dreadnought }\n  - { ship: fss-orion }\n  - { ship: fss-orion }\n');
    const r = await salvo('armada', 'check', fleet);
    expect(r.code).toBe(2);
    expect(r.stdout).toMatch(/uniqueShip/);
    expect(r.stdout).toMatch(/pointLimit/);
    expect(r.stdout.split('\n')).toContain(NOTICE_LINE);
    const json = JSON.parse((await salvo('armada', 'check', fleet, '--json')).stdout);
    expect(json.legal).toBe(false);
    expect(json.violations.map((v: { rule: string }) => v.rule)).toEqual(expect.arrayContaining(['uniqueShip', 'pointLimit']));
    expect(json.notice).toBe(SAMPLE_NOTICE);
  });
});

describe('salvo armada attack', () => {
  it('prints the exact distribution of attackDistribution, as text and as JSON', async () => {
    const query = { beam: 5, shields: 3, hull: 4, crits: ['engineering' as const], p: 0.5 };
    const expected = attackDistribution(query);
    const json = await salvo('armada', 'attack', '--beam', '5', '--shields', '3', '--hull', '4', '--crits', 'engineering', '--json');
    expect(json.code).toBe(0);
    expect(JSON.parse(json.stdout)).toEqual(JSON.parse(JSON.stringify(expected)));
    const text = await salvo('armada', 'attack', '--beam', '5', '--shields', '3', '--hull', '4', '--crits', 'engineering');
    expect(text.code).toBe(0);
    expect(text.stdout).toContain('beam 5 vs shields 3, hull 4, already engineering (pExplosion 0.5)');
    expect(text.stdout).toMatch(new RegExp(`P\\(destroyed\\)\\s+${(expected.pDestroyed * 100).toFixed(2)}%`));
  });

  it('an unknown critical is refused with exit 2', async () => {
    const r = await salvo('armada', 'attack', '--beam', '5', '--shields', '3', '--hull', '4', '--crits', 'engine');
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/engine/);
  });
});

describe('salvo armada calibrate', () => {
  it('estimates pExplosion with its interval (no catalog involved, so no notice)', async () => {
    const e = estimatePExplosion(1000, 473);
    const r = await salvo('armada', 'calibrate', '--drops', '1000', '--explosions', '473');
    expect(r.code).toBe(0);
    expect(r.stdout).toBe(`pExplosion ${e.p.toFixed(4)}, 95% interval [${e.lo.toFixed(4)}, ${e.hi.toFixed(4)}] from 473 of 1000 counters\n`);
  });

  it('with a sample-catalog scenario: one row per calibration point, and the notice', async () => {
    const r = await salvo('armada', 'calibrate', '--drops', '1000', '--explosions', '473', '--scenario', scenario, '-n', '2000', '-t', '1');
    expect(r.code).toBe(0);
    const lines = r.stdout.split('\n');
    expect(lines).toContain(NOTICE_LINE);
    expect(lines.filter((l) => /^\s+0\.\d{4}\s+\d+\.\d+%/.test(l)).length).toBeGreaterThanOrEqual(3);
    expect(JSON.parse((await salvo('armada', 'calibrate', '--drops', '1000', '--explosions', '473', '--scenario', scenario, '-n', '2000', '-t', '1', '--json')).stdout).notice).toBe(SAMPLE_NOTICE);
  });

  it('bad counts are refused with exit 2', async () => {
    expect((await salvo('armada', 'calibrate', '--drops', '10', '--explosions', '11')).code).toBe(2);
  });
});

describe('salvo replay (Armada)', () => {
  it('a battle of a sample-catalog scenario carries the notice', async () => {
    const r = await salvo('replay', scenario, '--battle', '0');
    expect(r.code).toBe(0);
    expect(r.stdout.split('\n')[1]).toBe(NOTICE_LINE);
  });
});
