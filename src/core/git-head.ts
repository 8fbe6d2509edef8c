import { existsSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';

const COMMIT = /^[0-9a-f]{40}$/;

/** A file's trimmed text, or undefined when it cannot be read. */
function readText(file: string): string | undefined {
  try {
    return readFileSync(file, 'utf8').trim();
  } catch {
    return undefined;
  }
}

/**
 * The commit checked out in the git work tree at `root`, read from the repository's files (HEAD,
 * loose refs, packed-refs; a linked worktree's `.git` file and `commondir` are followed) rather
 * than by starting `git`, which would cost a process start on every run. Undefined when `root`
 * is no checkout or the files do not say (the caller may then ask git).
 *
 * @example
 * readGitHead('/work/main'); // '051d4be…' (40 hex digits)
 */
export function readGitHead(root: string): string | undefined {
  const dotGit = join(root, '.git');
  if (!existsSync(dotGit)) return undefined;
  let gitDir = dotGit;
  if (statSync(dotGit).isFile()) {
    const pointer = /^gitdir:\s*(.+)$/m.exec(readText(dotGit) ?? '')?.[1];
    if (pointer === undefined) return undefined;
    gitDir = resolve(root, pointer);
  }
  const head = readText(join(gitDir, 'HEAD'));
  if (head === undefined) return undefined;
  if (COMMIT.test(head)) return head;
  const ref = /^ref:\s*(\S+)$/.exec(head)?.[1];
  if (ref === undefined) return undefined;
  const common = readText(join(gitDir, 'commondir'));
  const commonDir = common === undefined ? gitDir : resolve(gitDir, common);
  for (const dir of [gitDir, commonDir]) {
    const loose = readText(join(dir, ref));
    if (loose !== undefined && COMMIT.test(loose)) return loose;
  }
  for (const line of (readText(join(commonDir, 'packed-refs')) ?? '').split('\n')) {
    const [hash, name] = line.split(' ');
    if (name === ref && COMMIT.test(hash)) return hash;
  }
  return undefined;
}
