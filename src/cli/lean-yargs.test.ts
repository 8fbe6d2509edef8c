/**
 * The lean yargs (lean-yargs.ts) must be yargs itself with the help layout loaded late: the same
 * parse and the same help text as `import('yargs')`, and actually in use with the yargs salvo
 * depends on (else the guard silently fell back and start-up lost its saving).
 */
import { describe, expect, it } from 'vitest';
import type { Argv } from 'yargs';
import { leanYargs, type YargsFactory } from './lean-yargs.js';

/** A small command line with the features salvo's commands use. */
function program(yargs: YargsFactory, argv: string[]): Argv {
  return yargs(argv)
    .scriptName('salvo')
    .usage('$0 <command> [options]\n\nA test program.')
    .command('run <scenario>', 'simulate a scenario file', (y) =>
      y
        .positional('scenario', { type: 'string', describe: 'a scenario file' })
        .option('battles', { alias: 'n', type: 'number', requiresArg: true, describe: 'battles to simulate (default 1,000,000)' })
        .option('method', { type: 'string', choices: ['auto', 'exact'], describe: 'how to answer' })
        .example('$0 run s.yaml -n 1e4', 'ten thousand battles'))
    .strict()
    .help()
    .exitProcess(false)
    .wrap(100);
}

describe('lean yargs', () => {
  it('is available with the yargs salvo depends on', async () => {
    expect(await leanYargs()).toBeTypeOf('function');
  });

  it('parses and lays out help exactly as yargs does', async () => {
    const lean = (await leanYargs())!;
    const plain = (await import('yargs')).default as unknown as YargsFactory;
    const argv = ['run', 's.yaml', '-n', '10000', '--method', 'exact'];
    expect(await program(lean, argv).parseAsync()).toEqual(await program(plain, argv).parseAsync());
    expect(await program(lean, []).getHelp()).toBe(await program(plain, []).getHelp());
    const runHelp = async (yargs: YargsFactory) => {
      let text = '';
      await program(yargs, []).parseAsync(['run', '--help'], {}, (_error, _argv, output) => void (text = output));
      return text;
    };
    expect(await runHelp(lean)).toBe(await runHelp(plain));
    expect(await runHelp(lean)).toContain('ten thousand battles');
  });
});
