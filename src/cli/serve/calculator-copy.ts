import { copyFileSync, existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { packageRoot } from '../../core/paths.js';

/** The calculator page's file name beside a report. */
export const CALCULATOR_FILE = 'calculator.html';

/**
 * Copies the built calculator page (dist/web/index.html, `npm run build:web`) into `dir` as
 * calculator.html, so a report written there can link to it and both open offline; the page is
 * self-contained (docs/web.md). Returns the link relative to `dir`, or undefined when the page
 * is not built (the report then has no link).
 *
 * @example copyCalculatorPage('out') // 'calculator.html'
 */
export function copyCalculatorPage(dir: string): string | undefined {
  const built = join(packageRoot(), 'dist', 'web', 'index.html');
  if (!existsSync(built)) return undefined;
  mkdirSync(dir, { recursive: true });
  copyFileSync(built, join(dir, CALCULATOR_FILE));
  return CALCULATOR_FILE;
}
