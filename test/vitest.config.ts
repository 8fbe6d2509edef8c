import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

/** Vitest lives under test/ because the project's top level is fixed (see README). */
export default defineConfig({
  root: fileURLToPath(new URL('..', import.meta.url)),
  test: {
    include: ['src/**/*.test.ts', 'workers/**/*.test.ts', 'reports/**/*.test.ts', 'test/**/*.test.ts', 'bench/**/*.test.ts'],
    exclude: ['dist/**', 'node_modules/**', 'bench/out/**'],
    testTimeout: 120_000,
    hookTimeout: 60_000,
  },
});
