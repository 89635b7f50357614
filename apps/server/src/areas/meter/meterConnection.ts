import { randomUUID } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';

/**
 * Attaches an MPAN to a node of the site (shell §7 addMpan and the connect-meter submit): a meter
 * row on the node (consent given when `consent`), and hasMpan on the node. Answers false when
 * the node does not exist.
 */
export async function attachMpan(
  db: Kysely<Database>,
  meter: {
    siteId: string;
    path: string;
    mpan: string;
    consent: boolean;
    state: 'UNCHECKED' | 'ACCESSIBLE' | 'INACCESSIBLE';
    sandbox: boolean;
  },
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const node = await trx
      .updateTable('spatial_nodes')
      .set({ has_mpan: true })
      .where('site_id', '=', meter.siteId)
      .where('path', '=', meter.path)
      .returning('id')
      .executeTakeFirst();
    if (!node) return false;
    const existing = await trx
      .selectFrom('meters')
      .select('id')
      .where('site_id', '=', meter.siteId)
      .where('node_path', '=', meter.path)
      .where('number', '=', meter.mpan)
      .executeTakeFirst();
    if (existing) {
      await trx
        .updateTable('meters')
        .set({
          state: meter.state,
          ...(meter.consent ? { consent: true, consent_at: sql<Date>`now()` } : {}),
        })
        .where('id', '=', existing.id)
        .execute();
      return true;
    }
    await trx
      .insertInto('meters')
      .values({
        id: randomUUID(),
        site_id: meter.siteId,
        node_path: meter.path,
        fuel: 'ELECTRICITY',
        number: meter.mpan,
        supplier: null,
        consent: meter.consent,
        consent_at: meter.consent ? new Date() : null,
        state: meter.state,
        sandbox: meter.sandbox,
      })
      .execute();
    return true;
  });
}
