/**
 * Test helpers for the Redis queue: a private `redis-server` per test (a free loopback port, a
 * temporary directory, no persistence) and salvo processes (workers, submitters) run from the
 * built CLI. Tests that need Redis skip when Debian's `redis-server` is not on PATH; `.ci/run`
 * installs it.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, createConnection } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { packageRoot } from '../../src/core/paths.js';

/** True when `redis-server` can be started here. */
export const hasRedisServer = spawnSync('redis-server', ['--version'], { stdio: 'ignore' }).status === 0;

/** A free TCP port on 127.0.0.1 (the OS picks one; it is released before Redis binds it). */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/** True once something answers PING with PONG on the port. */
function pings(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = createConnection({ host: '127.0.0.1', port });
    socket.setTimeout(500);
    socket.once('connect', () => socket.write('PING\r\n'));
    socket.once('data', (data) => {
      socket.destroy();
      resolve(data.toString().startsWith('+PONG'));
    });
    socket.once('error', () => resolve(false));
    socket.once('timeout', () => {
      socket.destroy();
      resolve(false);
    });
  });
}

/** A private Redis server of one test. */
export interface TestRedis {
  url: string;
  port: number;
  pid: number;
  /** Stops the server (SIGTERM) and removes its directory; safe to call twice. */
  stop(): Promise<void>;
}

/** Starts `redis-server` on a free loopback port with a temporary directory and no persistence. */
export async function startRedis(): Promise<TestRedis> {
  const port = await freePort();
  const dir = mkdtempSync(join(tmpdir(), 'salvo-redis-'));
  const child = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--dir', dir, '--save', '', '--appendonly', 'no', '--loglevel', 'warning'], { stdio: 'ignore' });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  for (let i = 0; i < 100 && !(await pings(port)); i++) await new Promise((r) => setTimeout(r, 50));
  let stopped = false;
  return {
    url: `redis://127.0.0.1:${port}`,
    port,
    pid: child.pid!,
    async stop() {
      if (!stopped) {
        stopped = true;
        child.kill('SIGTERM');
        await exited;
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}

const bin = join(packageRoot(), 'dist', 'src', 'cli', 'main.js');

/** A salvo process started by a test: its output so far, and its exit. */
export interface SalvoProcess {
  child: ChildProcess;
  stdout(): string;
  stderr(): string;
  /** Resolves with the exit code (or the signal's name). */
  exit: Promise<number | string>;
  /** Resolves once stderr matches (rejects if the process exits first). */
  waitFor(pattern: RegExp): Promise<void>;
}

/** Starts `salvo <args>` from the built CLI, with SALVO_REDIS cleared so only --redis counts. */
export function salvoProcess(args: string[], cwd = tmpdir()): SalvoProcess {
  const child = spawn(process.execPath, [bin, ...args], { cwd, env: { ...process.env, SALVO_REDIS: '' }, stdio: ['ignore', 'pipe', 'pipe'] });
  let out = '';
  let err = '';
  const listeners = new Set<() => void>();
  child.stdout!.on('data', (d: Buffer) => (out += d.toString()));
  child.stderr!.on('data', (d: Buffer) => {
    err += d.toString();
    for (const listener of listeners) listener();
  });
  const exit = new Promise<number | string>((resolve) => child.once('exit', (code, signal) => resolve(code ?? signal ?? 'unknown')));
  return {
    child,
    stdout: () => out,
    stderr: () => err,
    exit,
    waitFor(pattern) {
      return new Promise((resolve, reject) => {
        const check = () => {
          if (pattern.test(err)) {
            listeners.delete(check);
            resolve();
          }
        };
        listeners.add(check);
        check();
        void exit.then((code) => reject(new Error(`salvo ${args.join(' ')} exited (${code}) before ${pattern}: ${err}`)));
      });
    },
  };
}

/** Starts a worker on `url` (one thread, short locks so a killed worker's chunks come back fast) and waits until it is ready. */
export async function startWorker(url: string, extra: string[] = []): Promise<SalvoProcess> {
  const worker = salvoProcess(['worker', '--redis', url, '--threads', '1', '--lock-duration', '2000', '--redis-timeout', '3', ...extra]);
  await worker.waitFor(/worker ready/);
  return worker;
}
