import { afterEach, describe, expect, it, vi } from 'vitest';
import { parseWithYargs } from './cli.js';
import { runCommand } from './commands/run.js';
import { quickRunArgv } from './quick-run.js';

/** The argv yargs hands the run command's handler for `line` (the handler itself does not run). */
async function yargsArgv(line: string[]): Promise<Record<string, unknown>> {
  let seen: Record<string, unknown> | undefined;
  const handler = vi.spyOn(runCommand, 'handler').mockImplementation((argv) => {
    seen = argv as Record<string, unknown>;
  });
  try {
    await parseWithYargs(line);
  } finally {
    handler.mockRestore();
  }
  if (seen === undefined) throw new Error(`yargs did not run the handler for ${line.join(' ')}`);
  return seen;
}

describe('salvo run without yargs (quick-run.ts)', () => {
  afterEach(() => vi.restoreAllMocks());

  const plain = [
    ['run', 'bench/scenarios/ti4-fleet-vs-warsun.yaml', '--battles', '10000'],
    ['run', 'fight.yaml'],
    ['run', 'fight.yaml', '-n', '10000', '--json', '-s', '7', '-t', '1', '--chunk-size', '500', '--method', 'monte-carlo'],
    ['run', 'fight.yaml', '--seed', 'abc', '--threads', '2', '-n', '0'],
    ['run', 'configs/scenarios/ti4-dreadnought-duel.yaml', '--method', 'exact', '--json'],
    ['run', 'fight.yaml', '--json', '--battles', '007', '--seed', 'x1'],
    ['run', 'fight.yaml', '--seed', '12', '--battles', '5'],
  ];
  it.each(plain.map((line) => ({ line, text: line.join(' ') })))('gives the handler what yargs gives it, key for key and in order: $text', async ({ line }) => {
    const quick = quickRunArgv(line);
    expect(quick).toBeDefined();
    expect(JSON.stringify(quick)).toBe(JSON.stringify(await yargsArgv(line)));
  });

  const left = [
    [],
    ['--version'],
    ['run'],
    ['run', '--battles', '10', 'fight.yaml'],
    ['run', 'fight.yaml', '--help'],
    ['run', 'fight.yaml', '--battles=10000'],
    ['run', 'fight.yaml', '--battles', '1e4'],
    ['run', 'fight.yaml', '--battles', '10', '-n', '20'],
    ['run', 'fight.yaml', '--battles'],
    ['run', 'fight.yaml', '--seed', '-5'],
    ['run', 'fight.yaml', '--method', 'fast'],
    ['run', 'fight.yaml', '--precision', '0.01'],
    ['run', 'fight.yaml', '--out', 'result.json'],
    ['run', 'fight.yaml', '--no-json'],
    ['run', 'fight.yaml', 'other.yaml'],
    ['run', 'fight.yaml', '--'],
    ['run', '12'],
    ['run', '0x1f'],
    ['run', '1.5e3'],
    ['ti4', 'fight.yaml'],
  ];
  it.each(left.map((line) => ({ line, text: line.join(' ') })))('leaves every other command line to yargs: "$text"', ({ line }) => {
    expect(quickRunArgv(line)).toBeUndefined();
  });
});
