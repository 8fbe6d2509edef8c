#!/usr/bin/env node
/**
 * The salvo executable: runs the command line of process.argv (cli.ts) and exits with its code.
 * A failed command exits at once (worker pools or a Redis client it left open must not keep the
 * process alive); a successful one ends when its work is done.
 */
import { hideBin } from 'yargs/helpers';
import { runCli } from './cli.js';

const code = await runCli(hideBin(process.argv));
if (code !== 0) process.exit(code);
