import { sql, type Kysely, type Migration } from 'kysely';

/**
 * Site management (issue 11 §4): the blob keys of the site and profile logos, and the Premium
 * checkouts (test-mode or Stripe) that mark a site paid once confirmed.
 */
export const siteManagement: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('sites').addColumn('logo_blob', 'text').execute();
    await db.schema.alterTable('accounts').addColumn('logo_blob', 'text').execute();
    await db.schema
      .createTable('premium_checkouts')
      .addColumn('id', 'text', (col) => col.primaryKey())
      .addColumn('site_id', 'text', (col) =>
        col.notNull().references('sites.id').onDelete('cascade'),
      )
      .addColumn('account_id', 'text', (col) =>
        col.notNull().references('accounts.id').onDelete('cascade'),
      )
      .addColumn('billing_email', 'text', (col) => col.notNull())
      .addColumn('payment_type', 'text', (col) => col.notNull())
      .addColumn('provider', 'text', (col) =>
        col.notNull().check(sql`provider in ('TEST', 'STRIPE')`),
      )
      // Test mode: SHA-256 of the one-time confirmation token (the token itself is never stored).
      .addColumn('token_hash', 'text')
      // Stripe mode: the Checkout Session id.
      .addColumn('external_id', 'text', (col) => col.unique())
      .addColumn('status', 'text', (col) =>
        col
          .notNull()
          .defaultTo('OPEN')
          .check(sql`status in ('OPEN', 'PAID')`),
      )
      .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
      .addColumn('paid_at', 'timestamptz')
      .execute();
    await db.schema
      .createIndex('premium_checkouts_site')
      .on('premium_checkouts')
      .column('site_id')
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('premium_checkouts').execute();
    await db.schema.alterTable('accounts').dropColumn('logo_blob').execute();
    await db.schema.alterTable('sites').dropColumn('logo_blob').execute();
  },
};
