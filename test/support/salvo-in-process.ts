import { vi } from 'vitest';
import { runCli } from '../../src/cli/cli.js';

/**
 * Runs one salvo command line in this process (src/cli/cli.ts, exactly what the executable runs)
 * and captures what it writes to stdout and stderr — yargs' help (printed with console.log) and
 * usage errors included: tests exercise the real command without the cost of spawning node.
 */
export async function salvoInProcess(...args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  let stdout = '';
  let stderr = '';
  const line = (parts: unknown[]) => `${parts.map(String).join(' ')}\n`;
  const spies = [
    vi.spyOn(process.stdout, 'write').mockImplementation((chunk) => ((stdout += String(chunk)), true)),
    vi.spyOn(process.stderr, 'write').mockImplementation((chunk) => ((stderr += String(chunk)), true)),
    vi.spyOn(console, 'log').mockImplementation((...parts: unknown[]) => void (stdout += line(parts))),
    vi.spyOn(console, 'error').mockImplementation((...parts: unknown[]) => void (stderr += line(parts))),
  ];
  try {
    return { code: await runCli(args), stdout, stderr };
  } finally {
    for (const spy of spies) spy.mockRestore();
  }
}

/**
 * salvoInProcess with `cwd` as the working folder for the command (relative paths in its arguments
 * and outputs resolve there, as for a user in that folder); the test's own folder is restored after.
 */
export async function salvoInProcessIn(cwd: string, ...args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  const own = process.cwd();
  process.chdir(cwd);
  try {
    return await salvoInProcess(...args);
  } finally {
    process.chdir(own);
  }
}
