import type { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';
import { cachedRead } from '../../db/readCache';
import type { Database } from '../../db/schema';
import type { Kysely } from 'kysely';
import { requireOwnedSite } from '../../platform/authz/ownedSite';
import type { AreaHandlers } from '../../platform/contract/contractRoutes';
import { notFound, unauthorized } from '../../platform/errors/httpError';
import { estateCsv } from './estateCsv';
import type { EstateFilter } from './estateFigures';
import { estateOverview } from './estateOverview';
import { renderEstateReport } from './estatePdf';
import { estateTableCsv } from './estateExports';
import { estateReadingsCsv } from './estateReadings';

function accountOf(caller: { sub: string } | undefined): string {
  if (!caller) throw unauthorized('A bearer access token is required.');
  return caller.sub;
}

const fileName = (today: Date, extension: string, name = 'estate') =>
  `${name} ${today.toISOString().slice(0, 10)}.${extension}`;

/** What each estate export is saved as, before its date. */
const TABLE_FILE_NAMES = {
  series: 'estate model series',
  plan: 'estate plans',
  kpis: 'estate KPIs',
} as const;

/** Sends `body` as a CSV file the browser saves as `<name> <date>.csv`; never cached. */
function csvAttachment(
  reply: FastifyReply,
  body: string | Readable,
  name = 'estate',
  today = new Date(),
) {
  return reply
    .type('text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${fileName(today, 'csv', name)}"`)
    .header('cache-control', 'private, no-store')
    .send(body);
}

/**
 * The overview of the caller's estate for the filter on `today`'s date, kept until the database
 * is next written (db/readCache.ts): the page, its CSV and its PDF read it once between writes.
 */
function overviewOf(
  db: Kysely<Database>,
  caller: { sub: string } | undefined,
  filter: EstateFilter,
  today: Date,
) {
  const accountId = accountOf(caller);
  const key = `estate ${accountId} ${today.toISOString().slice(0, 10)} ${JSON.stringify(filter)}`;
  return cachedRead(db, key, () => estateOverview(db, accountId, filter, today));
}

/** The estate at a glance: the caller's own sites only, from stored results and readings. */
export const handlers: AreaHandlers<'estateRoutes'> = {
  'estate.overview': async ({ db, caller, query }) =>
    overviewOf(db, caller, query ?? {}, new Date()),

  'estate.csv': async ({ db, caller, query, reply }) => {
    const today = new Date();
    const overview = await overviewOf(db, caller, query ?? {}, today);
    return csvAttachment(reply, estateCsv(overview), 'estate', today);
  },

  'estate.pdf': async ({ db, caller, query, reply }) => {
    const today = new Date();
    const overview = await overviewOf(db, caller, query ?? {}, today);
    return reply
      .type('application/pdf')
      .header('content-disposition', `attachment; filename="${fileName(today, 'pdf')}"`)
      .header('cache-control', 'private, no-store')
      .send(await renderEstateReport(overview));
  },

  'estate.readings.csv': async ({ db, caller, query, reply }) =>
    csvAttachment(reply, estateReadingsCsv(db, accountOf(caller), query ?? {}), 'estate readings'),

  'estate.export.csv': async ({ db, caller, params, query, reply }) =>
    csvAttachment(
      reply,
      estateTableCsv(db, accountOf(caller), query ?? {}, params.table),
      TABLE_FILE_NAMES[params.table],
    ),

  'estate.letting.save': async (context) => {
    const site = await requireOwnedSite(context, context.params.siteId);
    const updated = await context.db
      .updateTable('buildings')
      .set({ let_to_tenants: context.body.letToTenants })
      .where('site_id', '=', site.id)
      .where('id', '=', context.params.buildingId)
      .returning('let_to_tenants')
      .executeTakeFirst();
    if (!updated) throw notFound('No building with this id in this site.');
    return { letToTenants: updated.let_to_tenants };
  },
};
