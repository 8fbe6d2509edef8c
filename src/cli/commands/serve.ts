import { join } from 'node:path';
import type { CommandModule } from 'yargs';
import { packageRoot } from '../../core/paths.js';
import { cliErrors } from '../messages.js';
import { serveWebPage } from '../serve/web-server.js';

/** The port `salvo serve` listens on by default. */
export const DEFAULT_SERVE_PORT = 8080;

/** `salvo serve [--port P] [--host H]`: the calculator page (docs/web.md) on a local web server. */
export const serveCommand: CommandModule = {
  command: 'serve',
  describe: 'serve the calculator page (TI4 odds, Armada fleet builder) on http://127.0.0.1 — built by npm run build:web',
  builder: (yargs) =>
    yargs
      .option('port', { type: 'number', default: DEFAULT_SERVE_PORT, describe: 'the port (0: any free port)' })
      .option('host', { type: 'string', default: '127.0.0.1', describe: 'the address to listen on (loopback by default; 0.0.0.0 shares it on your network)' })
      .example('$0 serve', 'then open http://127.0.0.1:8080/')
      .example('$0 serve --port 3000', 'another port'),
  handler: async (argv) => {
    const port = argv.port as number;
    if (!Number.isInteger(port) || port < 0 || port > 65535) throw cliErrors.badOptionValue('--port', 'must be a whole number from 0 to 65535', argv.port);
    const server = await serveWebPage(join(packageRoot(), 'dist', 'web'), argv.host as string, port);
    process.stdout.write(`salvo serve: the calculator is at ${server.url} (everything runs in the browser; Ctrl-C stops the server)\n`);
    await new Promise<void>((resolve) => {
      const stop = () => void server.close().then(resolve);
      process.once('SIGINT', stop);
      process.once('SIGTERM', stop);
    });
  },
};
