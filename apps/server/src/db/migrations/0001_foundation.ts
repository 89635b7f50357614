import { sql, type Kysely, type Migration } from 'kysely';

/**
 * The foundation tables: accounts and the embedded identity provider's storage, sites with their
 * buildings and permissions, and building types. Only PostgreSQL 15 features (CI runs 15,
 * PGlite is 18): ids come from crypto.randomUUID() in the application.
 */
export const foundation: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('accounts')
      .addColumn('id', 'text', (col) => col.primaryKey())
      .addColumn('email', 'text', (col) => col.notNull().unique())
      .addColumn('name', 'text', (col) => col.notNull())
      .addColumn('password_hash', 'text', (col) => col.notNull())
      .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
      .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
      .addCheckConstraint('accounts_email_lower_case', sql`email = lower(email)`)
      .execute();

    await db.schema
      .createTable('oidc_models')
      .addColumn('model', 'text', (col) => col.notNull())
      .addColumn('id', 'text', (col) => col.notNull())
      .addColumn('payload', 'jsonb', (col) => col.notNull())
      .addColumn('grant_id', 'text')
      .addColumn('user_code', 'text')
      .addColumn('uid', 'text')
      .addColumn('expires_at', 'timestamptz')
      .addColumn('consumed_at', 'timestamptz')
      .addPrimaryKeyConstraint('oidc_models_pk', ['model', 'id'])
      .execute();
    await db.schema.createIndex('oidc_models_grant').on('oidc_models').column('grant_id').execute();
    await db.schema.createIndex('oidc_models_uid').on('oidc_models').column('uid').execute();
    await db.schema
      .createIndex('oidc_models_user_code')
      .on('oidc_models')
      .column('user_code')
      .execute();
    await db.schema
      .createIndex('oidc_models_expires')
      .on('oidc_models')
      .column('expires_at')
      .execute();

    await db.schema
      .createTable('signing_keys')
      .addColumn('kid', 'text', (col) => col.primaryKey())
      .addColumn('private_jwk', 'jsonb', (col) => col.notNull())
      .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
      .execute();

    await db.schema
      .createTable('building_types')
      .addColumn('key', 'text', (col) => col.primaryKey())
      .addColumn('label', 'text', (col) => col.notNull())
      .addColumn('hidden', 'boolean', (col) => col.notNull().defaultTo(false))
      .addColumn('electricity_kwh_m2', 'double precision', (col) => col.notNull())
      .addColumn('fossil_thermal_kwh_m2', 'double precision', (col) => col.notNull())
      .addColumn('sort_order', 'integer', (col) => col.notNull().defaultTo(0))
      .execute();

    await db.schema
      .createTable('sites')
      .addColumn('id', 'text', (col) => col.primaryKey())
      .addColumn('name', 'text', (col) => col.notNull())
      .addColumn('product', 'text', (col) => col.notNull())
      .addColumn('paid', 'boolean', (col) => col.notNull().defaultTo(false))
      .addColumn('building_type', 'text', (col) => col.notNull().references('building_types.key'))
      .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
      .addColumn('demo', 'boolean', (col) => col.notNull().defaultTo(false))
      .addColumn('sandbox', 'boolean', (col) => col.notNull().defaultTo(false))
      .addColumn('summary', 'jsonb', (col) => col.notNull())
      .addColumn('last_metering_at', 'timestamptz')
      // Site ids have exactly 36 characters (spec shell §9).
      .addCheckConstraint('sites_id_length', sql`char_length(id) = 36`)
      .addCheckConstraint(
        'sites_product',
        sql`product in ('OPTIMISE', 'PREDICT', 'SIMPLE_PREDICT')`,
      )
      .execute();

    await db.schema
      .createTable('buildings')
      .addColumn('id', 'text', (col) => col.primaryKey())
      .addColumn('site_id', 'text', (col) =>
        col.notNull().references('sites.id').onDelete('cascade'),
      )
      .addColumn('name', 'text', (col) => col.notNull())
      .addColumn('outline', 'jsonb', (col) => col.notNull())
      .addColumn('centre', 'jsonb', (col) => col.notNull())
      .addColumn('floors', 'integer', (col) => col.notNull())
      .addColumn('floor_area', 'double precision', (col) => col.notNull())
      .addColumn('year_of_construction', 'integer')
      .addColumn('heating_fuel', 'text')
      .addColumn('cooling_system', 'text')
      .addColumn('unit', 'text')
      .addColumn('street', 'text')
      .addColumn('town', 'text')
      .addColumn('post_code', 'text')
      .addColumn('country', 'text')
      .addColumn('epc_rating', 'text')
      .addColumn('osm_id', 'text')
      .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
      .execute();
    await db.schema.createIndex('buildings_site').on('buildings').column('site_id').execute();

    await db.schema
      .createTable('site_permissions')
      .addColumn('site_id', 'text', (col) =>
        col.notNull().references('sites.id').onDelete('cascade'),
      )
      .addColumn('account_id', 'text', (col) =>
        col.notNull().references('accounts.id').onDelete('cascade'),
      )
      .addColumn('permission', 'text', (col) => col.notNull())
      .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
      .addPrimaryKeyConstraint('site_permissions_pk', ['site_id', 'account_id'])
      // OWNER is the only role the spec names (spec shell §6).
      .addCheckConstraint('site_permissions_permission', sql`permission in ('OWNER')`)
      .execute();
    await db.schema
      .createIndex('site_permissions_account')
      .on('site_permissions')
      .column('account_id')
      .execute();
  },

  async down(db: Kysely<unknown>) {
    for (const table of [
      'site_permissions',
      'buildings',
      'sites',
      'building_types',
      'signing_keys',
      'oidc_models',
      'accounts',
    ]) {
      await db.schema.dropTable(table).ifExists().execute();
    }
  },
};
