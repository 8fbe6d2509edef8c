import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import type { CommandModule } from 'yargs';
import { buildReport, type BuiltChart, type ReportInput } from '../../../reports/build-report.js';
import { noResultsError } from '../../../reports/messages.js';
import { loadCheckedResults } from '../load/result-files.js';
import { checkFolderWritable, checkWritable } from '../run-options.js';
import { OutputSet } from '../output-set.js';

/** Where `writeReport` puts its files. */
export interface WriteReportOptions {
  /** The HTML report (its folder is created). */
  out: string;
  /** A folder for one SVG per chart (created), if wanted. */
  svgDir?: string;
  /** A folder for one PNG per chart (created), if wanted. */
  pngDir?: string;
  /** The time written into the page (default: now). */
  generatedAt?: string;
  /** A link (relative to the report) to the calculator page. */
  calculator?: string;
}

/** What `writeReport` wrote. */
export interface WrittenReport {
  out: string;
  bytes: number;
  charts: number;
  svgFiles: string[];
  pngFiles: string[];
}

/** Results from result files (each holds one result, or an array as `salvo tour --out` writes). */
export function loadResultFiles(files: string[]): ReportInput[] {
  if (files.length === 0) throw noResultsError();
  return loadCheckedResults(files);
}

/** One file per chart, `<stem>.<extension>` in `folder`, planned into `set`. */
function planCharts(set: OutputSet, charts: BuiltChart[], folder: string, option: string, extension: 'svg' | 'png'): string[] {
  set.addFolder(folder, option);
  return charts.map((chart) => {
    const file = join(folder, `${chart.stem}.${extension}`);
    set.add(file, extension === 'svg' ? chart.svg! : chart.png!, option);
    return file;
  });
}

/**
 * Builds the HTML report for `inputs` and plans it, with one SVG and/or PNG per chart in the given
 * folders, into an output set (nothing is written yet): the tour adds its results file to the same
 * set, so the report, its charts and the results are replaced together or not at all.
 */
export async function planReport(inputs: ReportInput[], options: WriteReportOptions, set = new OutputSet()): Promise<{ set: OutputSet; written: WrittenReport }> {
  const report = await buildReport(inputs, {
    svg: options.svgDir !== undefined,
    png: options.pngDir !== undefined,
    ...(options.generatedAt !== undefined ? { generatedAt: options.generatedAt } : {}),
    ...(options.calculator !== undefined ? { calculator: options.calculator } : {}),
  });
  set.add(options.out, report.html, '--out');
  const written: WrittenReport = {
    out: options.out,
    bytes: Buffer.byteLength(report.html),
    charts: report.charts.length,
    svgFiles: options.svgDir !== undefined ? planCharts(set, report.charts, options.svgDir, '--svg', 'svg') : [],
    pngFiles: options.pngDir !== undefined ? planCharts(set, report.charts, options.pngDir, '--png', 'png') : [],
  };
  return { set, written };
}

/**
 * Writes the HTML report for `inputs` to `options.out`, and one SVG and/or PNG per chart into the
 * given folders (the library entry point of `salvo report`), as one output set: a failure leaves
 * the previous report and charts as they were.
 *
 * @throws ConfigError for results no chart can draw, malformed results, or paths that cannot be written.
 * @example await writeReport(loadResultFiles(['r.json']), { out: 'out/report.html', pngDir: 'out/png' })
 */
export async function writeReport(inputs: ReportInput[], options: WriteReportOptions): Promise<WrittenReport> {
  const { set, written } = await planReport(inputs, options);
  set.commit();
  return written;
}

/** Checks the HTML report's path: its folder is created, so the nearest existing parent must be writable. */
function checkOutputFileIn(out: string, argv: Record<string, unknown>): void {
  checkFolderWritable(dirname(resolve(out)), '--out');
  if (existsSync(dirname(resolve(out)))) checkWritable(out, '--out', argv);
}

/** `salvo report <result.json ...>`: charts and a self-contained HTML report from result files. */
export const reportCommand: CommandModule = {
  command: 'report <results..>',
  describe: 'draw the charts of result files into a self-contained HTML report (and SVG/PNG files)',
  builder: (yargs) =>
    yargs
      .positional('results', { type: 'string', array: true, describe: 'result files written by salvo run/cost/matrix/tour with --out' })
      .option('out', { alias: 'o', type: 'string', default: 'report.html', describe: 'the HTML report to write (opens offline)' })
      .option('svg', { type: 'string', describe: 'also write one SVG per chart into this folder' })
      .option('png', { type: 'string', describe: 'also write one PNG per chart into this folder' })
      .example('$0 report result.json --out report.html', 'one run, its charts in one page')
      .example('$0 report a.json b.json cost.json matrix.json --out out/report.html --png out/png', 'several results, with PNGs'),
  handler: async (argv) => {
    const files = (argv.results as unknown[]).map(String);
    // Every output is checked before any work, so a bad one never leaves the others half written.
    checkOutputFileIn(String(argv.out), argv);
    if (argv.svg !== undefined) checkFolderWritable(String(argv.svg), '--svg');
    if (argv.png !== undefined) checkFolderWritable(String(argv.png), '--png');
    const written = await writeReport(loadResultFiles(files), {
      out: argv.out as string,
      ...(argv.svg !== undefined ? { svgDir: String(argv.svg) } : {}),
      ...(argv.png !== undefined ? { pngDir: String(argv.png) } : {}),
    });
    const lines = [`report: ${written.out} (${written.charts} charts from ${files.length} file(s), ${Math.round(written.bytes / 1024)} KB, opens offline)`];
    if (written.svgFiles.length > 0) lines.push(`svg: ${written.svgFiles.length} files in ${argv.svg as string}`);
    if (written.pngFiles.length > 0) lines.push(`png: ${written.pngFiles.length} files in ${argv.png as string}`);
    process.stdout.write(`${lines.join('\n')}\n`);
  },
};
