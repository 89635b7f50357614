import { sql, type Kysely, type Migration } from 'kysely';

/**
 * The web app's sessions, kept by the server (docs/adr/0019): the browser holds only a random id
 * in an HttpOnly cookie, and this table keeps its SHA-256, so a copy of the table does not sign
 * anyone in. A row ends when it expires (idle or absolute) or when the user signs out.
 */
export const browserSessions: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('browser_sessions')
      .addColumn('id_hash', 'text', (col) => col.primaryKey())
      .addColumn('sub', 'text', (col) => col.notNull())
      .addColumn('email', 'text')
      .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
      .addColumn('expires_at', 'timestamptz', (col) => col.notNull())
      .execute();
    await db.schema
      .createIndex('browser_sessions_expires_at')
      .on('browser_sessions')
      .column('expires_at')
      .execute();
    await db.schema
      .createIndex('browser_sessions_sub')
      .on('browser_sessions')
      .column('sub')
      .execute();
    // Heard by every replica's read cache, as every table is (migration 0013).
    await sql`
      create trigger wattwise_writes after insert or update or delete or truncate
      on browser_sessions for each statement execute function wattwise_notify_write()
    `.execute(db);
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('browser_sessions').execute();
  },
};
