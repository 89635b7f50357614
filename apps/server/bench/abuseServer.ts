/**
 * The server under abuse for bench/abuse.ts, in its own process: the whole app with its real rate
 * limits and in-process job workers, on a free loopback port. Before serving it makes two staff
 * accounts (exempt from the one-free-site limit, as a team's would be): the one that works
 * normally, with a registered site, and the flooding one, with a paid Predict site for PDF
 * reports. Prints one JSON line with the port, their tokens and sites, then serves until killed.
 */
import { randomUUID } from 'node:crypto';
import { importJWK, SignJWT, type JWK } from 'jose';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { createAccount } from '../src/platform/identity/accounts';
import { smallRegistration } from './abuseRequests';

const config = loadConfig({
  ...process.env,
  PORT: '0',
  HOST: '127.0.0.1',
  STAFF_EMAIL_DOMAINS: 'bench.example',
});
const { app, database } = await buildApp(config, { logger: true });
await app.listen({ port: 0, host: '127.0.0.1' });
const { port } = app.server.address() as { port: number };
const { db } = database;
if (config.identity.mode !== 'embedded') throw new Error('needs the embedded provider');
const { issuer, audience, clientId } = config.identity;
const key = await db
  .selectFrom('signing_keys')
  .select(['kid', 'private_jwk'])
  .executeTakeFirstOrThrow();
const signingKey = await importJWK(key.private_jwk as JWK, 'RS256');

/** An account and an access token as the provider issues them (RS256, at+jwt, jti). */
async function account(email: string) {
  const created = await createAccount(db, { name: email, email, password: 'bench-password-1' });
  if (!created.ok || !created.account) throw new Error(`could not create ${email}`);
  const token = await new SignJWT({ email, client_id: clientId })
    .setProtectedHeader({ alg: 'RS256', typ: 'at+jwt', kid: key.kid })
    .setSubject(created.account.id)
    .setIssuer(issuer)
    .setAudience(audience)
    .setJti(randomUUID())
    .setIssuedAt()
    .setExpirationTime('2h')
    .sign(signingKey);
  return { id: created.account.id, token };
}

/** Registers a site through the API, as the web app does, and waits for its model run. */
async function registeredSite(token: string, name: string): Promise<string> {
  const response = await app.inject({
    method: 'PUT',
    url: '/api/predict/register',
    headers: { authorization: `Bearer ${token}` },
    payload: smallRegistration(name),
  });
  const siteId = (response.json() as { siteId?: string }).siteId;
  if (!siteId) throw new Error(`registration failed: ${response.body}`);
  for (let tries = 0; tries < 240; tries += 1) {
    const run = await db
      .selectFrom('model_runs')
      .select('status')
      .where('site_id', '=', siteId)
      .executeTakeFirst();
    if (run?.status === 'COMPLETE') return siteId;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('the first model run did not finish');
}

const worker = await account('worker@bench.example');
const flooder = await account('flooder@bench.example');
const workerSite = await registeredSite(worker.token, 'Working site');
const floodSite = await registeredSite(flooder.token, 'Flooding site');
await db.updateTable('sites').set({ paid: true }).where('id', '=', floodSite).execute();
console.log(
  JSON.stringify({
    ready: true,
    port,
    worker: { token: worker.token, siteId: workerSite },
    flooder: { token: flooder.token, siteId: floodSite },
  }),
);
