import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BuiltApp } from '../src/app';
import { pngImage } from './support/images';
import { sitePayload, smartMeterPayload } from './support/registrationPayload';
import { createTestDatabases, type TestDatabases } from './support/testDatabase';
import { testApp } from './support/testApp';

// Small budgets for the test (the defaults are in the server README).
const env = {
  RATE_LIMIT_OUTLINE_FEATURES: '5/60',
  RATE_LIMIT_REGISTRATION_SPACES: '30/60',
  RATE_LIMIT_CERTIFICATE_BYTES: '40000/60',
  RATE_LIMIT_REFUSAL_DELAY_MS: '300',
};

let databases: TestDatabases;
let built: BuiltApp;

beforeAll(async () => {
  databases = await createTestDatabases();
  built = await testApp(await databases.next(), { env, jobs: false });
});
afterAll(async () => {
  await built?.app.close();
  await databases.dispose();
});

const outlines = (remoteAddress: string) =>
  built.app.inject({
    method: 'GET',
    url: '/api/outlines?bbox=-0.1335,51.5225,-0.1320,51.5240',
    remoteAddress,
  });
const register = (remoteAddress: string, body: unknown) =>
  built.app.inject({
    method: 'PUT',
    url: '/api/predict/register',
    remoteAddress,
    headers: { 'content-type': 'application/json' },
    payload: typeof body === 'string' ? body : JSON.stringify(body),
  });

describe('cost budgets (a request is charged what it costs)', () => {
  it('counts map outlines in features served, and holds each refusal before answering it', async () => {
    const first = await outlines('10.4.0.1');
    expect(first.statusCode).toBe(200);
    expect(first.json().features.length).toBeGreaterThan(5);
    const started = performance.now();
    const refused = await outlines('10.4.0.1');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(/^Too many map outlines\. Try again in/);
    expect(performance.now() - started).toBeGreaterThanOrEqual(290);
    expect((await outlines('10.4.0.2')).statusCode).toBe(200);
  });

  it('counts registrations in floors and spaces, and refuses the client again before reading its body', async () => {
    // 3 floors and 19 spaces: 22 of the 30 a minute.
    const building = (index: number) => smartMeterPayload({ buildingName: `Budget ${index}` });
    expect((await register('10.4.1.1', building(1))).json().siteId).toHaveLength(36);
    const refused = await register('10.4.1.1', building(2));
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(/^Too many floors and spaces registered/);
    // Refused unread: a body that is not even JSON gets the same 429, not a 400.
    expect((await register('10.4.1.1', '{not json')).statusCode).toBe(429);
    expect((await register('10.4.1.2', '{not json')).statusCode).toBe(400);
  });

  it('counts certificate bytes', async () => {
    const image = pngImage(110, 110);
    expect(image.length).toBeGreaterThan(20_000);
    expect(image.length).toBeLessThan(40_000);
    const body = (index: number) =>
      sitePayload({
        buildingName: `Certified ${index}`,
        epcCertificate: `data:image/png;base64,${image.toString('base64')}`,
      });
    const first = await register('10.4.2.1', body(1));
    expect(first.json(), first.body).toMatchObject({ errorMessage: null });
    const second = await register('10.4.2.1', body(2));
    expect(second.statusCode).toBe(429);
    expect(second.json().message).toMatch(/^Too many certificate uploads/);
  });
});
