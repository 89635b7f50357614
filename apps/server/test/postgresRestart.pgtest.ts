import { execFile, execFileSync } from 'node:child_process';
import { promisify } from 'node:util';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type BuiltApp } from '../src/app';
import { databaseFromUrl } from '../src/db/database';
import { accountFixture, siteFixture } from './support/fixtures';
import { testConfig } from './support/testApp';
import { providerToken } from './support/tokens';

/**
 * PostgreSQL restarted under load (issue 14, faults). This test runs its own PostgreSQL cluster
 * (PG_BIN, default /usr/lib/postgresql/15/bin), because it must stop and start the server.
 */
const bin = process.env.PG_BIN ?? '/usr/lib/postgresql/15/bin';
const asRoot = process.getuid?.() === 0;
const dir = mkdtempSync(path.join(os.tmpdir(), 'wattwise-pg-restart-'));
const port = 30000 + Math.floor(Math.random() * 20000);

/** The same as pg(), without blocking the event loop (the load keeps running meanwhile). */
async function pgAsync(tool: string, args: string[]) {
  const command = [path.join(bin, tool), ...args];
  if (asRoot) {
    await promisify(execFile)('su', [
      'postgres',
      '-c',
      command.map((part) => `'${part}'`).join(' '),
    ]);
  } else {
    await promisify(execFile)(command[0] ?? '', command.slice(1));
  }
}

function pg(tool: string, args: string[]) {
  const command = [path.join(bin, tool), ...args];
  if (asRoot) {
    execFileSync('su', ['postgres', '-c', command.map((part) => `'${part}'`).join(' ')], {
      stdio: 'ignore',
    });
  } else {
    execFileSync(command[0] ?? '', command.slice(1), { stdio: 'ignore' });
  }
}

const data = path.join(dir, 'data');
const ctlArgs = (action: string, extra: string[]) => [
  '-D',
  data,
  '-o',
  `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1`,
  '-w',
  ...extra,
  action,
];
const ctlAsync = (action: string, extra: string[] = []) =>
  pgAsync('pg_ctl', ctlArgs(action, extra));
const ctl = (action: string, extra: string[] = []) =>
  pg('pg_ctl', [
    '-D',
    data,
    '-o',
    `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1`,
    '-w',
    ...extra,
    action,
  ]);

let built: BuiltApp;
let authorization: string;

beforeAll(async () => {
  chmodSync(dir, 0o777);
  if (asRoot) execFileSync('chown', ['postgres', dir]);
  pg('initdb', ['-D', data, '-U', 'postgres', '--auth=trust']);
  ctl('start', ['-l', path.join(dir, 'log')]);
  const database = await databaseFromUrl(`postgres://postgres@127.0.0.1:${port}/postgres`);
  built = await buildApp(testConfig(), { database, seed: false, logger: false });
  await built.app.listen({ port: 0, host: '127.0.0.1' });
  const sub = await accountFixture(built.database.db, 'restart@example.com');
  await siteFixture(built.database.db, sub, { name: 'Restart House' });
  authorization = `Bearer ${await providerToken(built.database.db, { sub })}`;
}, 120_000);

afterAll(async () => {
  await built?.app.close();
  try {
    ctl('stop', ['-m', 'immediate']);
  } catch {
    // already stopped
  }
  rmSync(dir, { recursive: true, force: true });
});

describe('PostgreSQL restarted under load', () => {
  it('answers 503 (never 500) while it is away and 200 again by itself afterwards', async () => {
    const address = built.app.server.address() as { port: number };
    const url = `http://127.0.0.1:${address.port}/api/user/site/list`;
    const seen: { at: number; status: number }[] = [];
    let running = true;
    const loop = async () => {
      while (running) {
        const response = await fetch(url, { headers: { authorization } }).catch(() => undefined);
        seen.push({ at: Date.now(), status: response?.status ?? 0 });
        await response?.arrayBuffer();
      }
    };
    const loops = Array.from({ length: 8 }, loop);
    await new Promise((resolve) => setTimeout(resolve, 1000));
    await ctlAsync('stop', ['-m', 'fast']);
    const stopped = Date.now();
    await new Promise((resolve) => setTimeout(resolve, 1500));
    const starting = Date.now();
    await ctlAsync('start', ['-l', path.join(dir, 'log')]);
    const restarted = Date.now();
    await new Promise((resolve) => setTimeout(resolve, 4000));
    running = false;
    await Promise.all(loops);

    const statuses = new Set(seen.map((entry) => entry.status));
    expect([...statuses].filter((status) => status !== 200 && status !== 503)).toEqual([]);
    const gap = seen.filter((entry) => entry.at > stopped + 100 && entry.at < starting);
    expect(gap.length).toBeGreaterThan(0);
    expect(gap.filter((entry) => entry.status !== 503)).toEqual([]);
    // Reconnected by itself: everything in the last two seconds succeeded.
    const after = seen.filter((entry) => entry.at > restarted + 2000);
    expect(after.length).toBeGreaterThan(10);
    expect(after.every((entry) => entry.status === 200)).toBe(true);
  }, 60_000);
});
