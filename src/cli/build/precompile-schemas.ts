/**
 * Build step (`npm run build`, after tsc): precompiles every JSON Schema under configs/ into a
 * standalone validator under dist/schemas/, so no command compiles a schema at run time
 * (src/core/precompiled-validators.ts).
 */
import { relative } from 'node:path';
import { packageRoot } from '../../core/paths.js';
import { writePrecompiledValidators } from '../../core/precompiled-validators.js';

const files = writePrecompiledValidators();
if (process.argv.includes('--verbose')) for (const file of files) process.stdout.write(`${relative(packageRoot(), file)}\n`);
