/**
 * Turns StrykerJS's JSON report (bench/out/stryker-report.json, mutation-testing-report-schema) into
 * the mutation score per rules folder, written to bench/out/mutation.json (issue 15). The score is
 * Stryker's: killed + timeout over all valid mutants (no-coverage counts as survived), per folder
 * `src/games/<game>` (and `src/core`), plus each survivor's place so they can be reviewed.

 */
interface StrykerMutant {
  id: string;
  mutatorName: string;
  status: 'Killed' | 'Survived' | 'NoCoverage' | 'Timeout' | 'CompileError' | 'RuntimeError' | 'Ignored' | 'Pending';
  location: { start: { line: number; column: number } };
  replacement?: string;
}
export interface StrykerReport {
  files: Record<string, { mutants: StrykerMutant[] }>;
}

export interface FolderScore {
  folder: string;
  killed: number;
  timeout: number;
  survived: number;
  noCoverage: number;
  /** killed + timeout over killed + timeout + survived + noCoverage, in percent. */
  score: number;
}

/** The folder a mutated file's score counts toward: `src/games/<game>` or the top folder under src. */
export function folderOf(file: string): string {
  const parts = file.replaceAll('\\', '/').split('/');
  const src = parts.indexOf('src');
  if (src < 0) return parts.slice(0, 2).join('/');
  return parts[src + 1] === 'games' ? parts.slice(src, src + 3).join('/') : parts.slice(src, src + 2).join('/');
}

/** Per-folder scores and the surviving mutants of a Stryker report. */
export function summarizeMutation(report: StrykerReport): { folders: FolderScore[]; survivors: { file: string; line: number; mutator: string; replacement: string }[] } {
  const byFolder = new Map<string, FolderScore>();
  const survivors: { file: string; line: number; mutator: string; replacement: string }[] = [];
  for (const [file, { mutants }] of Object.entries(report.files)) {
    const folder = folderOf(file);
    const score = byFolder.get(folder) ?? { folder, killed: 0, timeout: 0, survived: 0, noCoverage: 0, score: 0 };
    for (const m of mutants) {
      if (m.status === 'Killed') score.killed++;
      else if (m.status === 'Timeout') score.timeout++;
      else if (m.status === 'Survived' || m.status === 'NoCoverage') {
        if (m.status === 'Survived') score.survived++;
        else score.noCoverage++;
        survivors.push({ file, line: m.location.start.line, mutator: m.mutatorName, replacement: m.replacement ?? '' });
      }
    }
    byFolder.set(folder, score);
  }
  const folders = [...byFolder.values()].sort((a, b) => a.folder.localeCompare(b.folder));
  for (const f of folders) {
    const valid = f.killed + f.timeout + f.survived + f.noCoverage;
    f.score = valid === 0 ? 0 : Math.round((1000 * (f.killed + f.timeout)) / valid) / 10;
  }
  return { folders, survivors };
}

