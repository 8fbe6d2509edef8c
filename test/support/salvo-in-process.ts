import { vi } from 'vitest';
import { runCli } from '../../src/cli/cli.js';

/**
 * Runs one salvo command line in this process (src/cli/cli.ts, exactly what the executable runs)
 * and captures what it writes to stdout and stderr, yargs' usage errors included: tests exercise
 * the real command without the cost of spawning node.
 */
export async function salvoInProcess(...args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  let stdout = '';
  let stderr = '';
  const out = vi.spyOn(process.stdout, 'write').mockImplementation((chunk) => ((stdout += String(chunk)), true));
  const err = vi.spyOn(process.stderr, 'write').mockImplementation((chunk) => ((stderr += String(chunk)), true));
  try {
    return { code: await runCli(args), stdout, stderr };
  } finally {
    out.mockRestore();
    err.mockRestore();
  }
}
