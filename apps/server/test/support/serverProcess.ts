import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { serverPackageDir } from '../../src/config';

/** The newest modification time of a file under `dir` (0 when there is none). */
function newestUnder(dir: string): number {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (entry.isFile())
      newest = Math.max(newest, statSync(path.join(entry.parentPath, entry.name)).mtimeMs);
  }
  return newest;
}

/**
 * Makes sure dist/ (tsup) is built from the current source, so the crash tests run the real
 * server as `npm start` does. A dist/ newer than every source file (CI builds it before the
 * tests) is used as it is: rebuilding would cost a build and, since tsup cleans dist/ first,
 * pull the files from under a server that end-to-end runs from the same folder meanwhile.
 */
export function buildServer(): void {
  const main = path.join(serverPackageDir, 'dist/main.js');
  if (existsSync(main) && statSync(main).mtimeMs >= newestUnder(path.join(serverPackageDir, 'src')))
    return;
  execFileSync('npx', ['tsup'], { cwd: serverPackageDir, stdio: 'ignore' });
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address
          ? resolve(address.port)
          : reject(new Error('no port')),
      );
    });
  });
}

function temporaryDataDir(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'wattwise-crash-'));
  writeFileSync(
    path.join(dir, 'index.html'),
    '<!doctype html><html><head></head><body></body></html>',
  );
  return dir;
}

let seeded: Promise<string> | undefined;

/**
 * A DATA_DIR as the built server leaves it after its first start (migrated, the demo account
 * seeded and modelled), copied afresh for each call from one made once per test process. The
 * first start takes 18 s alone and three times that on CI's loaded cores; the crash and fault
 * tests are about what a kill leaves, not about that start, which `seed.test.ts` covers.
 */
export async function seededDataDir(): Promise<string> {
  seeded ??= (async () => {
    buildServer();
    const template = temporaryDataDir();
    const server = await startServer(template);
    server.child.kill('SIGTERM');
    await server.exited;
    return template;
  })();
  const template = await seeded;
  const dir = temporaryDataDir();
  cpSync(template, dir, { recursive: true });
  return dir;
}

/** The built server as a child process; `output` collects its log lines. */
export interface ServerProcess {
  child: ChildProcess;
  url: string;
  output: string[];
  waitFor(pattern: RegExp, timeoutMs?: number): Promise<string>;
  exited: Promise<number | null>;
}

export async function startServer(
  dataDir: string,
  env: Record<string, string> = {},
): Promise<ServerProcess> {
  const port = await freePort();
  const child = spawn(process.execPath, [path.join(serverPackageDir, 'dist/main.js')], {
    env: {
      PATH: process.env.PATH ?? '',
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      DATA_DIR: dataDir,
      WEB_DIST: dataDir,
      LOG_LEVEL: 'info',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: string[] = [];
  const listeners = new Set<() => void>();
  const collect = (chunk: Buffer) => {
    output.push(...chunk.toString().split('\n').filter(Boolean));
    for (const listener of listeners) listener();
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  const exited = new Promise<number | null>((resolve) =>
    child.once('exit', (code) => resolve(code)),
  );
  const waitFor = (pattern: RegExp, timeoutMs = 90_000) =>
    new Promise<string>((resolve, reject) => {
      const check = () => {
        const line = output.find((text) => pattern.test(text));
        if (line) {
          listeners.delete(check);
          clearTimeout(timer);
          resolve(line);
        }
      };
      const timer = setTimeout(() => {
        listeners.delete(check);
        reject(
          new Error(`Timed out waiting for ${pattern}; log:\n${output.slice(-30).join('\n')}`),
        );
      }, timeoutMs);
      listeners.add(check);
      check();
    });
  const server = { child, url: `http://127.0.0.1:${port}`, output, waitFor, exited };
  await waitFor(/WattWise is running at/);
  return server;
}
