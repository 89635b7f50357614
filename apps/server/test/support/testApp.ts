import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp, type BuiltApp } from '../../src/app';
import { loadConfig, type ServerConfig } from '../../src/config';
import type { AppDatabase } from '../../src/db/database';

export const TEST_URL = 'http://localhost:3000';

/**
 * A built web app stand-in: an index.html with a head, in a temporary folder's dist/ (beside which
 * the web build would put dist-server/, its render of first screens: absent unless a test adds it).
 */
export function fakeWebDist(): string {
  const dir = path.join(mkdtempSync(path.join(os.tmpdir(), 'wattwise-web-')), 'dist');
  mkdirSync(dir);
  writeFileSync(
    path.join(dir, 'index.html'),
    '<!doctype html><html><head><title>WattWise</title></head><body><div id="root"></div></body></html>',
  );
  writeFileSync(path.join(dir, 'robots.txt'), 'User-agent: *\n');
  return dir;
}

export function testConfig(env: Record<string, string> = {}): ServerConfig {
  return loadConfig({
    PORT: '3000',
    PUBLIC_URL: TEST_URL,
    DATA_DIR: path.join(os.tmpdir(), 'wattwise-unused'),
    WEB_DIST: path.join(os.tmpdir(), 'wattwise-no-web-dist'),
    LOG_LEVEL: 'silent',
    // Refusals are answered at once in tests; hardening-rateLimits.test.ts checks the delay.
    RATE_LIMIT_REFUSAL_DELAY_MS: '0',
    ...env,
  });
}

/** The whole server over a test database (seeding off unless asked); app.close() closes both. */
export async function testApp(
  database: AppDatabase,
  options: { env?: Record<string, string>; seed?: boolean; jobs?: boolean } = {},
): Promise<BuiltApp> {
  const built = await buildApp(testConfig(options.env), {
    database,
    seed: options.seed ?? false,
    jobs: options.jobs ?? true,
    logger: false,
  });
  await built.app.ready();
  return built;
}
