import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shellErrorMessages } from '@wattwise/domain';
import type { BuiltApp } from '../src/app';
import { accountFixture } from './support/fixtures';
import { createTestDatabases, type TestDatabases } from './support/testDatabase';
import { testApp } from './support/testApp';
import { providerToken } from './support/tokens';

let databases: TestDatabases;
let sandbox: BuiltApp;
let production: BuiltApp;
let failingProvider: Server;
let authorization: string;

/** A stand-in for a provider that is down: every call answers 502 (a real HTTP server). */
async function startFailingProvider(): Promise<string> {
  failingProvider = createServer((_request, response) => {
    response.statusCode = 502;
    response.end('Bad Gateway');
  });
  await new Promise<void>((resolve) => failingProvider.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(failingProvider.address() as AddressInfo).port}`;
}

beforeAll(async () => {
  databases = await createTestDatabases();
  sandbox = await testApp(await databases.next());
  const account = await accountFixture(sandbox.database.db, 'meter@example.com');
  authorization = `Bearer ${await providerToken(sandbox.database.db, { sub: account })}`;
  const url = await startFailingProvider();
  production = await testApp(await databases.next(), {
    env: { DCC_API_URL: url, DCC_API_KEY: 'test-key', GEOCODING_URL: url },
  });
});
afterAll(async () => {
  await sandbox?.app.close();
  await production?.app.close();
  await new Promise((resolve) => failingProvider?.close(resolve));
  await databases.dispose();
});

const get = (app: BuiltApp, url: string, headers: Record<string, string> = { authorization }) =>
  app.app.inject({ method: 'GET', url, headers });

describe('meter address search (sandbox)', () => {
  it('answers the meters at the post code, best match first, flagged sandbox', async () => {
    const response = await get(
      sandbox,
      '/api/user/electralink/addressSearch?address=Conway%20Hall&postcode=WC1R%204RL',
    );
    expect(response.statusCode).toBe(200);
    const [best] = response.json();
    expect(best).toMatchObject({
      address: 'Conway Hall, 25 Red Lion Square, London WC1R 4RL',
      sandbox: true,
    });
    expect(best.partialMpan).toMatch(/^12\d{6}\*{5}$/);
    expect(best.encryptedMpan).not.toContain(best.partialMpan.slice(0, 8));
  });

  it('answers 401 without a token (it reveals the meters at an address)', async () => {
    const response = await get(
      sandbox,
      '/api/user/electralink/addressSearch?address=x&postcode=WC1R%204RL',
      {},
    );
    expect(response.statusCode).toBe(401);
  });
});

describe('meter check (sandbox)', () => {
  it('says a meter with a right check digit is valid and one with a typo is not', async () => {
    expect(
      (await get(sandbox, '/api/user/electralink/meterCheck?mpan=2200012833349')).json(),
    ).toEqual({
      validMeter: true,
      mpan: '2200012833349',
      sandbox: true,
    });
    const typo = (await get(sandbox, '/api/user/electralink/meterCheck?mpan=2200012833348')).json();
    expect(typo.validMeter).toBe(false);
  });

  it('checks the encrypted MPAN of an address-search option and answers its number', async () => {
    const [option] = (
      await get(
        sandbox,
        '/api/user/electralink/addressSearch?address=Conway%20Hall&postcode=WC1R%204RL',
      )
    ).json();
    const check = await get(
      sandbox,
      `/api/user/electralink/meterCheck?mpan=${encodeURIComponent(option.encryptedMpan)}`,
    );
    expect(check.statusCode, check.body).toBe(200);
    expect(check.json()).toMatchObject({ validMeter: true, sandbox: true });
    expect(check.json().mpan).toMatch(new RegExp(`^${option.partialMpan.slice(0, 8)}\\d{5}$`));
  });

  it('refuses an MPAN with letters with a 400', async () => {
    expect((await get(sandbox, '/api/user/electralink/meterCheck?mpan=22000A')).statusCode).toBe(
      400,
    );
  });

  it('checks a meter without an account (the no-login registration, shell §6)', async () => {
    const response = await get(sandbox, '/api/user/electralink/meterCheck?mpan=2200012833349', {});
    expect(response.statusCode).toBe(200);
    expect(response.json().validMeter).toBe(true);
  });
});

describe('a provider that does not answer', () => {
  it("answers 502 with the spec's metering provider message", async () => {
    const { db } = production.database;
    const account = await accountFixture(db, 'meter2@example.com');
    const headers = { authorization: `Bearer ${await providerToken(db, { sub: account })}` };
    for (const url of [
      '/api/user/electralink/meterCheck?mpan=2200012833349',
      '/api/user/electralink/addressSearch?address=x&postcode=WC1R%204RL',
    ]) {
      const response = await get(production, url, headers);
      expect(response.statusCode).toBe(502);
      expect(response.json().message).toBe(shellErrorMessages.meteringProviderNoResponse);
    }
  });

  it('answers 502 from the geocoding API too', async () => {
    const response = await get(production, '/api/geocoding/search?q=Conway%20Hall', {});
    expect(response.statusCode).toBe(502);
  });
});
