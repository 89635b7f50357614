import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { ServerConfig } from '../config';
import type { Database } from '../db/schema';
import type { ServedHandlers } from '../platform/contract/contractRoutes';
import { registerPaymentPages } from './account/paymentPages';
import { handlers as account } from './account/routes';
import { handlers as data } from './data/routes';
import { handlers as diagnose } from './diagnose/routes';
import { handlers as estate } from './estate/routes';
import { handlers as map } from './map/routes';
import { handlers as meter } from './meter/routes';
import { handlers as optimiseScenario } from './optimiseScenario/routes';
import { handlers as parameter } from './parameter/routes';
import { handlers as predictImprovement } from './predictImprovement/routes';
import { handlers as registration } from './registration/routes';
import { handlers as site } from './site/routes';
import { handlers as spatial } from './spatial/routes';

/**
 * Every served handler, one area per group of the contract's route table (each area's handlers
 * are typed to its own group, so no route can be served twice). Any other route of the contract
 * answers 501.
 */
export const servedHandlers: ServedHandlers = {
  ...site,
  ...account,
  ...registration,
  ...meter,
  ...spatial,
  ...map,
  ...optimiseScenario,
  ...predictImprovement,
  ...diagnose,
  ...data,
  ...parameter,
  ...estate,
};

/** The areas' routes outside the contract: the account's test-mode checkout and Stripe webhook. */
export async function registerAreaPages(
  app: FastifyInstance,
  options: { db: Kysely<Database>; config: ServerConfig },
) {
  await registerPaymentPages(app, options);
}
