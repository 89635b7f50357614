/**
 * The server under load for bench/load.ts, in its own process: the whole app (seeded) on a free
 * loopback port, plus one bare Fastify route for the baseline. Prints one JSON line with the port
 * and a valid access token of the demo account, then serves until killed.
 */
import { randomUUID } from 'node:crypto';
import { importJWK, SignJWT, type JWK } from 'jose';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { DEMO_ACCOUNT_EMAIL } from '../src/seed/seedSites';
import { findAccountByEmail } from '../src/platform/identity/accounts';

const config = loadConfig({ ...process.env, PORT: '0', HOST: '127.0.0.1' });
const { app, database } = await buildApp(config, { logger: true });
app.get('/bench/bare', async () => ({ ok: true }));
await app.listen({ port: 0, host: '127.0.0.1' });
const { port } = app.server.address() as { port: number };

const { db } = database;
const account = await findAccountByEmail(db, DEMO_ACCOUNT_EMAIL);
const key = await db
  .selectFrom('signing_keys')
  .select(['kid', 'private_jwk'])
  .executeTakeFirstOrThrow();
if (!account || config.identity.mode !== 'embedded') throw new Error('needs the embedded provider');
// A token as the provider issues it (RS256, at+jwt, with a jti), valid for the run.
const token = await new SignJWT({ email: account.email, client_id: config.identity.clientId })
  .setProtectedHeader({ alg: 'RS256', typ: 'at+jwt', kid: key.kid })
  .setSubject(account.id)
  .setIssuer(config.identity.issuer)
  .setAudience(config.identity.audience)
  .setJti(randomUUID())
  .setIssuedAt()
  .setExpirationTime('2h')
  .sign(await importJWK(key.private_jwk as JWK, 'RS256'));
const site = await db
  .selectFrom('site_permissions')
  .innerJoin('sites', 'sites.id', 'site_permissions.site_id')
  .select('sites.id')
  .where('site_permissions.account_id', '=', account.id)
  .where('sites.demo', '=', false)
  .executeTakeFirst();
console.log(
  JSON.stringify({ ready: true, port, token, siteId: site?.id, database: database.kind }),
);
