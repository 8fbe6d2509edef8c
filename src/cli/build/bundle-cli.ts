/**
 * Build step (`npm run build`, after tsc and the schemas): bundles the compiled command line into
 * dist/bundle/salvo.cjs and writes its V8 code cache (cli-bundle.ts says how and why).
 */
import { statSync } from 'node:fs';
import { relative } from 'node:path';
import { packageRoot } from '../../core/paths.js';
import { bundleCli, writeBundleCodeCache } from './cli-bundle.js';

const bundle = await bundleCli();
const cache = await writeBundleCodeCache(bundle);
if (process.argv.includes('--verbose')) for (const file of [bundle, cache]) process.stdout.write(`${relative(packageRoot(), file)}: ${statSync(file).size} bytes\n`);
