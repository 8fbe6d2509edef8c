/**
 * Issue 18, "make it understandable": each command's --help shows its own default battle count,
 * and a short flag means the same option in every command. Help is read through runCli, in-process (salvoInProcess).
 */
import { describe, expect, it } from 'vitest';
import { CHECK_BATTLES } from '../src/cli/commands/check.js';
import { COST_BATTLES } from '../src/cli/commands/cost.js';
import { MATRIX_BATTLES } from '../src/cli/commands/matrix.js';
import { DEFAULT_BATTLES } from '../src/cli/run-options.js';
import { salvoInProcess } from './support/salvo-in-process.js';

/** The --help text of a command (argv words before --help). */
async function help(...command: string[]): Promise<string> {
  const r = await salvoInProcess(...command, '--help');
  expect(r.code).toBe(0);
  return r.stdout;
}

/** Every command path (["run"], ["optimize", "ti4"], …), found from the "Commands:" sections of the help. */
async function allCommands(prefix: string[] = []): Promise<{ path: string[]; text: string }[]> {
  const text = await help(...prefix);
  const found = [{ path: prefix, text }];
  const section = /^Commands:\n([\s\S]*?)\n\n/m.exec(`${text}\n\n`)?.[1] ?? '';
  for (const line of section.split('\n')) {
    const words = /^\s+salvo ((?:[a-z0-9-]+ ?)+)/.exec(line)?.[1].trim().split(' ') ?? [];
    if (words.length === prefix.length + 1 && prefix.every((w, i) => words[i] === w)) found.push(...(await allCommands(words)));
  }
  return found;
}

/** The --battles line of a help text, joined over yargs' wrapping. */
const battlesLine = (text: string) => /-n, --battles\s+([\s\S]*?)\[number\]/.exec(text)?.[1].replace(/\s+/g, ' ').trim() ?? '';

describe('--help of every command', () => {
  it('shows the default battle count of the command itself', async () => {
    const thousands = (n: number) => n.toLocaleString('en-US');
    expect(battlesLine(await help('run'))).toContain(`battles to simulate (default ${thousands(DEFAULT_BATTLES)})`);
    expect(battlesLine(await help('matrix'))).toContain(`per ordered pair of fleets and seat (default ${thousands(MATRIX_BATTLES)})`);
    expect(battlesLine(await help('cost'))).toContain(`battles per measured point (default ${thousands(COST_BATTLES)};`);
    expect(battlesLine(await help('check'))).toContain(`(default ${thousands(CHECK_BATTLES)};`);
    expect(battlesLine(await help('tour'))).toContain('battles per bundled scenario (default 200,000;');
    // The analyses refuse --precision, so they do not offer it.
    for (const command of ['matrix', 'cost', 'check', 'tour']) expect(await help(command)).not.toMatch(/--precision/);
    expect(await help('run')).toMatch(/-p, --precision/);
  });

  it('gives each short flag one meaning across all commands', async () => {
    const commands = await allCommands();
    expect(commands.map((c) => c.path.join(' '))).toEqual(expect.arrayContaining(['run', 'ti4', 'matrix', 'cost', 'check', 'tour', 'optimize ti4', 'armada calibrate', 'worker']));
    const meanings = new Map<string, Set<string>>();
    for (const { text } of commands) {
      for (const [, short, long] of text.matchAll(/^\s+-([a-zA-Z]), --([a-z-]+)/gm)) {
        if (!meanings.has(short)) meanings.set(short, new Set());
        meanings.get(short)!.add(long);
      }
    }
    const ambiguous = [...meanings].filter(([, longs]) => longs.size > 1).map(([short, longs]) => `-${short}: ${[...longs].join(', ')}`);
    expect(ambiguous).toEqual([]);
    expect(meanings.get('n')).toEqual(new Set(['battles']));
  });
});
