import { existsSync, readFileSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize, sep } from 'node:path';
import { serveErrors } from './messages.js';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.yaml': 'application/yaml',
};

/** A running static server: where it listens, and how to stop it. */
export interface WebServer {
  url: string;
  close(): Promise<void>;
}

/**
 * Serves the built calculator page (`dir`, normally dist/web) as static files on `host:port`
 * (port 0: any free port): GET and HEAD only, nothing outside `dir`, no listing. The page computes
 * everything itself (docs/web.md): the server only hands it out.
 *
 * @throws ConfigError when the page is not built, or the port cannot be listened on.
 * @example const server = await serveWebPage('dist/web', '127.0.0.1', 0); server.url // 'http://127.0.0.1:41234/'
 */
export async function serveWebPage(dir: string, host: string, port: number): Promise<WebServer> {
  const index = join(dir, 'index.html');
  if (!existsSync(index)) throw serveErrors.pageNotBuilt(index);
  const root = normalize(dir + sep);
  const server: Server = createServer((request, response) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      response.writeHead(405, { allow: 'GET, HEAD' }).end();
      return;
    }
    let path: string;
    try {
      path = decodeURIComponent(new URL(request.url ?? '/', 'http://page').pathname);
    } catch {
      response.writeHead(400).end();
      return;
    }
    const file = normalize(join(root, path.endsWith('/') ? `${path}index.html` : path));
    if (!file.startsWith(root) || !existsSync(file) || !statSync(file).isFile()) {
      response.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('not found\n');
      return;
    }
    const body = readFileSync(file);
    response.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream', 'content-length': body.length, 'cache-control': 'no-cache' });
    response.end(request.method === 'HEAD' ? undefined : body);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', (error: NodeJS.ErrnoException) => reject(serveErrors.cannotListen(host, port, error.code ?? String(error))));
    server.listen(port, host, () => resolve());
  });
  const address = server.address() as AddressInfo;
  const shownHost = address.family === 'IPv6' ? `[${address.address}]` : address.address;
  return {
    url: `http://${shownHost}:${address.port}/`,
    close: () => new Promise<void>((resolve) => { server.closeAllConnections(); server.close(() => resolve()); }),
  };
}
