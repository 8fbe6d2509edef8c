import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { packageRoot } from '../src/core/paths.js';
import { benchArgs, optionsUsage } from './cli-args.js';

describe('bench command-line options', () => {
  const options = { seconds: { type: 'string', default: '2' }, only: { type: 'string', multiple: true }, full: { type: 'boolean', default: false } } as const;

  it('lists each option with its value name, repeatability and default', () => {
    expect(optionsUsage(options)).toBe('  --seconds SECONDS (default 2)\n  --only ONLY (repeatable)\n  --full');
  });

  it('parses known options', () => {
    expect(benchArgs('t', 'test', options, ['--seconds', '5', '--only', 'a', '--only', 'b', '--full'])).toEqual({ seconds: '5', only: ['a', 'b'], full: true });
  });

  it('an unknown option exits 2 with the message and the options, no stack trace', () => {
    const run = spawnSync(process.execPath, [join(packageRoot(), 'dist', 'bench', 'rule-removal.js'), '--bogus'], { encoding: 'utf8' });
    expect(run.status).toBe(2);
    expect(run.stderr).toContain("Unknown option '--bogus'");
    expect(run.stderr).toContain('--only ONLY');
    expect(run.stderr).not.toMatch(/\n\s+at /);
  });
});
