/**
 * `npm run bench:readme`: rewrites README.md's benchmark section (between the bench markers) from
 * bench/out/history.jsonl, each case's latest figures with the context of its run.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { packageRoot } from '../src/core/paths.js';
import { historyFile, readHistory } from './history.js';
import { benchSection, withBenchSection } from './readme-table.js';

const readmeFile = join(packageRoot(), 'README.md');
const history = readHistory();
writeFileSync(readmeFile, withBenchSection(readFileSync(readmeFile, 'utf8'), benchSection(history)));
process.stdout.write(`README.md: benchmark section rewritten from ${history.length} run(s) in ${historyFile()}\n`);
