import { mkdirSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { cliErrors } from './messages.js';

/** One file of an output set: where it goes, its contents, and the option that named it (for messages). */
interface PlannedFile {
  file: string;
  data: string | Uint8Array;
  option: string;
}

/** The signals an output set holds back while it writes, so Ctrl-C never splits a set. */
const HELD_SIGNALS = ['SIGINT', 'SIGTERM', 'SIGHUP'] as const;

/**
 * The files one command writes (a report and its charts; the tour's report, charts and
 * results.json), written as a set: every file first goes to a temporary file beside its target,
 * and only when all of them are written are they renamed into place. A failing write removes the
 * temporary files and leaves every old file as it was; an interrupt (Ctrl-C, SIGTERM) that arrives
 * while the set is written is held until the renames are done, then acted on — so an old report
 * never ends up beside new results. The command checks its paths before any work (run-options.ts
 * checkWritable, checkFolderWritable); this is the last line for what can still go wrong.
 *
 * @example const set = new OutputSet(); set.add('out/report.html', html, '--report'); set.add('out/results.json', json, '--out'); set.commit();
 */
export class OutputSet {
  private readonly files: PlannedFile[] = [];
  private readonly folders: { folder: string; option: string }[] = [];

  /** Plans `file` (its folder is created when the set is written). */
  add(file: string, data: string | Uint8Array, option: string): this {
    this.files.push({ file, data, option });
    return this;
  }

  /** Plans a folder to create (with its parents) even if no file goes into it. */
  addFolder(folder: string, option: string): this {
    this.folders.push({ folder, option });
    return this;
  }

  /** The planned files, in the order they were added. */
  get paths(): string[] {
    return this.files.map((f) => f.file);
  }

  /**
   * Writes the set: folders, temporary files, then the renames.
   * @throws ConfigError naming the file or folder that could not be written; no target is changed then.
   */
  commit(): void {
    const held: string[] = [];
    const hold = (signal: string) => void held.push(signal);
    for (const signal of HELD_SIGNALS) process.on(signal, hold);
    const temporaries: string[] = [];
    try {
      // A folder in a file's place would fail its rename after others were done: refused first.
      for (const { file, option } of this.files) {
        if (isFolder(file)) throw cliErrors.unwritablePath(option, file, 'is a folder', 'Give a file name, or move the folder away');
      }
      for (const { folder, option } of this.folders) makeFolder(folder, option);
      for (const { file, data, option } of this.files) {
        makeFolder(resolve(file, '..'), option);
        const temporary = `${resolve(file)}.${process.pid}.salvo-tmp`;
        try {
          temporaries.push(temporary);
          writeFileSync(temporary, data);
        } catch (error) {
          throw cliErrors.writeFailed(file, error);
        }
      }
      this.files.forEach(({ file }, i) => {
        try {
          renameSync(temporaries[i], resolve(file));
        } catch (error) {
          throw cliErrors.writeFailed(file, error);
        }
      });
      temporaries.length = 0;
    } finally {
      for (const temporary of temporaries) rmSync(temporary, { force: true });
      for (const signal of HELD_SIGNALS) process.off(signal, hold);
      // A held signal now takes its ordinary course (the default handler ends the process).
      if (held.length > 0) process.kill(process.pid, held[0]);
    }
  }
}

/** True when `path` is an existing folder (a path whose parent is a file is not). */
function isFolder(path: string): boolean {
  try {
    return statSync(path).isDirectory();
  } catch {
    return false;
  }
}

function makeFolder(folder: string, option: string): void {
  try {
    mkdirSync(folder, { recursive: true });
  } catch (error) {
    throw cliErrors.folderNotCreated(option, folder, error);
  }
}
