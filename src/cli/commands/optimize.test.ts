/**
 * `salvo optimize` end to end, as a user runs it: the command line of the binary (src/cli/cli.ts),
 * in this process and a scratch working folder; exit codes, messages, JSON. The real binary's exit
 * codes are covered by test/cli.test.ts.
 */
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { salvoInProcessIn } from '../../../test/support/salvo-in-process.js';
import type { OptimizeResult } from '../../analysis/types.js';
import { packageRoot } from '../../core/paths.js';

const root = packageRoot();
const dir = mkdtempSync(join(tmpdir(), 'salvo-optimize-'));

const salvo = (...args: string[]) => salvoInProcessIn(dir, 'optimize', ...args);

describe('salvo optimize (CLI)', () => {
  it('a budget no legal fleet fits: exit 2, the cheapest legal fleet and its cost, no stack', async () => {
    const r = await salvo('armada', '--points', '3', '--threads', '1');
    expect(r.code).toBe(2);
    expect(r.stderr).toBe('salvo: --points 3: no legal armada fleet fits the budget of 3 points — got 3 points, expected at least 4 points, the cost of the cheapest legal fleet (hacan: hacan-corvette). Raise the budget.\n');
  });

  it('a field file of another game: exit 2, naming both games, no output file', async () => {
    const field = join(dir, 'ti4-field.yaml');
    writeFileSync(field, 'game: ti4\nfleets: ["6 cruiser"]\n');
    const out = join(dir, 'never.json');
    const r = await salvo('armada', '--field', field, '--out', out, '--threads', '1');
    expect(r.code).toBe(2);
    expect(r.stderr).toContain(`salvo: ${field}: is a field of ti4 fleets, not armada fleets — got game: ti4, expected game: armada.`);
    expect(existsSync(out)).toBe(false);
  });

  it('a scenario as the field: exit 2, named as a scenario (file-kind.ts), no output file', async () => {
    const scenario = join(root, 'configs', 'scenarios', 'ti4-dreadnought-duel.yaml');
    const out = join(dir, 'never.json');
    const r = await salvo('armada', '--field', scenario, '--out', out, '--threads', '1');
    expect(r.code).toBe(2);
    expect(r.stderr).toContain(`salvo: --field ${scenario}: this is a ti4 scenario; salvo optimize --field takes an optimizer field file or a fleets file`);
    expect(existsSync(out)).toBe(false);
  });

  it('TI4 against one defence: JSON on stdout and in --out, the top fleets best first', async () => {
    const out = join(dir, 'ti4.json');
    const r = await salvo('ti4', '-r', '6', '-f', '2', '--vs', '2 destroyer, pds', '--top', '3', '--threads', '1', '--json', '--out', out);
    expect(r.code).toBe(0);
    const result = JSON.parse(r.stdout) as OptimizeResult;
    expect(JSON.parse(readFileSync(out, 'utf8'))).toEqual(result);
    expect(result.kind).toBe('optimize');
    expect(result.budget).toBe('6 resources, fleet supply 2');
    expect(result.field.description).toBe('--vs (1)');
    expect(result.top).toHaveLength(3);
    for (let i = 1; i < result.top.length; i++) expect(result.top[i].winRate.p).toBeLessThanOrEqual(result.top[i - 1].winRate.p);
    expect(result.finalists.equilibrium.mix.reduce((a, b) => a + b, 0)).toBeCloseTo(1, 9);
  });
});
