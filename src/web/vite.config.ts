/**
 * The page's build (`npm run build:web`): Vite bundles src/web/index.html with the same engine and
 * game modules the CLI runs into one self-contained dist/web/index.html (scripts, styles and the
 * chunk worker inlined), so the page opens from `file://`, from `salvo serve` or from any static
 * host. No framework: the page is two forms and a results panel, plain DOM keeps the bundle to the
 * engine, YAML and Vega.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { inlineAssets } from './build/inline-assets.js';
import { browserPlatform } from './build/browser-platform.js';

const here = fileURLToPath(new URL('.', import.meta.url));
const root = fileURLToPath(new URL('../..', import.meta.url));

const version = (JSON.parse(readFileSync(`${root}package.json`, 'utf8')) as { version: string }).version;

export default defineConfig({
  root: here,
  define: { __SALVO_VERSION__: JSON.stringify(version) },
  base: './',
  logLevel: 'warn',
  publicDir: false,
  plugins: [browserPlatform(root), inlineAssets()],
  worker: { format: 'iife', plugins: () => [browserPlatform(root)] },
  build: {
    outDir: `${root}dist/web`,
    emptyOutDir: true,
    target: 'es2022',
    chunkSizeWarningLimit: 8000,
    reportCompressedSize: false,
    assetsInlineLimit: 100_000_000,
    modulePreload: false,
    rollupOptions: { output: { inlineDynamicImports: true } },
  },
});
