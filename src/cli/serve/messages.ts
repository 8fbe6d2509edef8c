import { ConfigError } from '../../core/errors.js';

/** `salvo serve`'s user-facing errors (exit 2), one function each. */
export const serveErrors = {
  /** The page was never built. */
  pageNotBuilt: (file: string) =>
    new ConfigError({ where: 'salvo serve', what: 'the calculator page is not built', got: `no ${file}`, expected: 'the output of npm run build:web', hint: 'Run npm run build:web first (or open a copy of dist/web/index.html from any static host)' }),

  /** The port is taken or not ours to listen on. */
  cannotListen: (host: string, port: number, code: string) =>
    new ConfigError({ where: '--port', what: `cannot listen on ${host}:${port}`, got: code, expected: 'a free port', hint: code === 'EADDRINUSE' ? 'Another program uses it: pick another with --port, or --port 0 for any free one' : 'Ports below 1024 need privileges: pick one above 1024' }),
};
