/**
 * Adds a generated estate to the database of DATA_DIR (the server must not be running on it):
 * an account ESTATE_EMAIL (default estate@wattwise.local) with ESTATE_PASSWORD (default
 * wattwise-estate) owning ESTATE_SITES sites (default 1,000), made as `npm run bench:estate`
 * makes its estate (bench/estateGenerator.ts). For looking at the estate page of a large estate:
 *   DATA_DIR=/tmp/estate npx tsx scripts/generateEstate.ts && DATA_DIR=/tmp/estate npm start
 */
import { performance } from 'node:perf_hooks';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { createAccount } from '../src/platform/identity/accounts';
import { generateEstate } from '../bench/estateGenerator';

const email = process.env.ESTATE_EMAIL ?? 'estate@wattwise.local';
const password = process.env.ESTATE_PASSWORD ?? 'wattwise-estate';
const sites = Number(process.env.ESTATE_SITES ?? 1000);

const config = loadConfig({ ...process.env, LOG_LEVEL: 'silent' });
const started = performance.now();
const { app, database } = await buildApp(config, { logger: false, jobs: false });
await app.ready();
const created = await createAccount(database.db, { name: 'Estate manager', email, password });
if (!created.ok || !created.account) throw new Error(`${email}: ${JSON.stringify(created)}`);
const made = await generateEstate({ app, db: database.db }, created.account.id, sites);
await app.close();
console.log(
  `${email} owns ${sites} generated sites (${made.readings} daily readings) in ${config.dataDir}, made in ${((performance.now() - started) / 1000).toFixed(0)} s`,
);
