import { Readable } from 'node:stream';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { AnalysisRequestError } from '../../platform/errors/analysisErrors';
import { csvLine } from '../../platform/http/csv';
import { siteTables } from '../predictImprovement/siteExports';
import { estateFilterSql, type EstateFilter } from './estateFigures';

/** What the estate exports beside its readings: the site export's other tables. */
export type EstateTable = keyof typeof siteTables;

const line = (cells: readonly unknown[]) => `${csvLine(cells)}\r\n`;

/** The caller's sites that pass the filter, in the estate page's order. */
function estateSites(db: Kysely<Database>, accountId: string, filter: EstateFilter) {
  return db
    .selectFrom('sites')
    .innerJoin('site_permissions', 'site_permissions.site_id', 'sites.id')
    .select(['sites.id', 'sites.name'])
    .where('site_permissions.account_id', '=', accountId)
    .where(estateFilterSql(filter))
    .orderBy('sites.name')
    .orderBy('sites.id')
    .execute();
}

/**
 * One table of every site's export, the site's name first: worked out and written one site at a
 * time, so the first sites leave while the last are read and an estate of 1,000 sites is never
 * held in memory at once.
 */
async function* tableLines(
  db: Kysely<Database>,
  accountId: string,
  filter: EstateFilter,
  table: EstateTable,
): AsyncGenerator<string> {
  const { header, rows } = siteTables[table];
  yield line(['site', ...header]);
  for (const site of await estateSites(db, accountId, filter)) {
    // A site the analysis cannot answer for yet (its first model run not finished) has no rows,
    // as in its own export; any other error ends the download rather than leaving a site out.
    const siteRows = await rows(db, site.id, accountId).catch((error: unknown) => {
      if (error instanceof AnalysisRequestError) return [];
      throw error;
    });
    if (siteRows.length > 0) yield siteRows.map((row) => line([site.name, ...row])).join('');
  }
}

/** The estate's model series, plans or KPIs as a CSV stream (estate.export.csv). */
export function estateTableCsv(
  db: Kysely<Database>,
  accountId: string,
  filter: EstateFilter,
  table: EstateTable,
): Readable {
  return Readable.from(tableLines(db, accountId, filter, table), { objectMode: false });
}
