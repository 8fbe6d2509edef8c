import { isBuiltin } from 'node:module';
import { join } from 'node:path';
import type { Plugin } from 'vite';

/**
 * The few core modules that reach for Node (the schema files on disk, the build's precompiled validators, the
 * package root, the process's provenance, a plan's sha1 key, the pool's shared-memory plans, the terminal progress
 * bar) swapped for their
 * browser counterparts in src/web/platform/. Everything else — games, compile, simulator, chunk
 * seeds, the exact solver, the report's chart specs — is bundled as the CLI runs it. Any other
 * Node built-in that salvo's own code imports fails the build, naming the importer, rather than
 * failing in the page (npm packages' guarded `require`s, e.g. seedrandom's, are left to Vite).
 */
export function browserPlatform(root: string): Plugin {
  const platform = (file: string) => join(root, 'src', 'web', 'platform', file);
  const byModule: Record<string, string> = {
    'node:fs': platform('bundled-files.ts'),
    'node:crypto': platform('sha1.ts'),
    'node:v8': platform('no-shared-plans.ts'),
    'node:module': platform('no-require.ts'),
    'cli-progress': platform('no-terminal-progress.ts'),
  };
  const byFile: Record<string, string> = {
    [join(root, 'src', 'core', 'paths.ts')]: platform('paths.ts'),
    [join(root, 'src', 'core', 'provenance.ts')]: platform('provenance.ts'),
    [join(root, 'src', 'core', 'precompiled-validators.ts')]: platform('validators.ts'),
  };
  return {
    name: 'salvo-browser-platform',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (source in byModule) return byModule[source];
      if (isBuiltin(source) && !importer?.includes('/node_modules/')) throw new Error(`${importer ?? '?'} imports ${source}, which the page cannot run: give it a browser counterpart in src/web/platform/`);
      if (!source.startsWith('.') || importer === undefined) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      return resolved && byFile[resolved.id] !== undefined ? byFile[resolved.id] : resolved;
    },
  };
}
