#!/usr/bin/env node
/**
 * The salvo executable: runs the command line of process.argv (cli.ts) and exits with its code.
 * A failed command exits at once (worker pools or a Redis client it left open must not keep the
 * process alive); a successful one ends when its work is done.
 *
 * Start-up matters here (a 10,000-battle run is mostly start-up): the command line runs from the
 * bundle `npm run build` made, with its V8 code cache (bundled-cli.ts), and from the compiled
 * modules (cli.js) when there is no bundle or tsc ran after it. The arguments are taken as
 * `process.argv.slice(2)` (what yargs' hideBin does under Node; `yargs/helpers` would load yargs'
 * help layout), and on a Node that has it (22.1+) the module compile cache is switched on before
 * the rest of salvo is imported (Node 20 has none; it is then skipped).
 */
import module from 'node:module';
import { bundledCli } from './bundled-cli.js';

(module as { enableCompileCache?: () => unknown }).enableCompileCache?.();
const { runCli } = bundledCli() ?? (await import('./cli.js'));
const code = await runCli(process.argv.slice(2));
if (code !== 0) process.exit(code);
