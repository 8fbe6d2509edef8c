import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { readGitHead } from './git-head.js';
import { packageRoot } from './paths.js';

const scratch = mkdtempSync(join(tmpdir(), 'salvo-git-head-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));
const A = 'a'.repeat(40);
const B = 'b'.repeat(40);

/** A fake repository at `scratch/name` whose files are `files` (path under .git → text). */
function repo(name: string, files: Record<string, string>): string {
  const root = join(scratch, name);
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(join(root, '.git', path, '..'), { recursive: true });
    writeFileSync(join(root, '.git', path), text);
  }
  return root;
}

describe('readGitHead', () => {
  it('agrees with git on this checkout', () => {
    let fromGit: string;
    try {
      fromGit = execFileSync('git', ['rev-parse', 'HEAD'], { cwd: packageRoot(), encoding: 'utf8' }).trim();
    } catch {
      return; // not a git checkout (an installed package): nothing to compare
    }
    expect(readGitHead(packageRoot())).toBe(fromGit);
  });

  it('reads a detached HEAD, a loose ref and a packed ref', () => {
    expect(readGitHead(repo('detached', { HEAD: `${A}\n` }))).toBe(A);
    expect(readGitHead(repo('loose', { HEAD: 'ref: refs/heads/main\n', 'refs/heads/main': `${B}\n` }))).toBe(B);
    expect(readGitHead(repo('packed', { HEAD: 'ref: refs/heads/x\n', 'packed-refs': `# pack-refs with: peeled\n${A} refs/heads/y\n${B} refs/heads/x\n` }))).toBe(B);
  });

  it('follows a linked worktree to its common directory', () => {
    const main = repo('main', { 'refs/heads/topic': `${A}\n`, 'worktrees/wt/HEAD': 'ref: refs/heads/topic\n', 'worktrees/wt/commondir': '../..\n' });
    const tree = join(scratch, 'wt');
    mkdirSync(tree);
    writeFileSync(join(tree, '.git'), `gitdir: ${join(main, '.git', 'worktrees', 'wt')}\n`);
    expect(readGitHead(tree)).toBe(A);
  });

  it('is undefined without a checkout or when the ref is missing', () => {
    mkdirSync(join(scratch, 'plain'));
    expect(readGitHead(join(scratch, 'plain'))).toBeUndefined();
    expect(readGitHead(repo('dangling', { HEAD: 'ref: refs/heads/gone\n' }))).toBeUndefined();
  });
});
