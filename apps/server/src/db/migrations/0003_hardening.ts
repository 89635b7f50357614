import { sql, type Kysely, type Migration } from 'kysely';

/**
 * Hardening (issue 14): the shared rate-limit counters, so every replica counts the same
 * requests (src/platform/limits/rateLimits.ts), and the revoked access tokens the verifier refuses until
 * they would have expired anyway (src/platform/identity/revokedAccessTokens.ts).
 */
export const hardening: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('rate_limits')
      .addColumn('key', 'text', (col) => col.primaryKey())
      .addColumn('hits', 'integer', (col) => col.notNull())
      .addColumn('resets_at', 'timestamptz', (col) => col.notNull())
      .execute();
    await db.schema
      .createIndex('rate_limits_resets_at')
      .on('rate_limits')
      .column('resets_at')
      .execute();

    await db.schema
      .createTable('revoked_access_tokens')
      .addColumn('jti', 'text', (col) => col.primaryKey())
      .addColumn('expires_at', 'timestamptz', (col) => col.notNull())
      .addColumn('revoked_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('revoked_access_tokens').execute();
    await db.schema.dropTable('rate_limits').execute();
  },
};
