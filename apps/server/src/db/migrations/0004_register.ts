import { sql, type Kysely, type Migration } from 'kysely';

/**
 * The EPC/DEC register table (filled by `npm run load:epc` from the register's bulk CSV files)
 * and the building outlines table (filled by `npm run load:outlines` from any OSM extract). The
 * tables only: the bundled footprints and their sample certificates are loaded on start by
 * src/seed/openData.ts (a database made before that move had them loaded here, and keeps them).
 */
export const register: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('epc_certificates')
      .addColumn('lmk_key', 'text', (col) => col.primaryKey())
      .addColumn('register', 'text', (col) =>
        col.notNull().check(sql`register in ('domestic', 'non-domestic', 'dec')`),
      )
      .addColumn('certificate_type', 'text', (col) =>
        col.notNull().check(sql`certificate_type in ('EPC', 'DEC')`),
      )
      .addColumn('address1', 'text', (col) => col.notNull())
      .addColumn('address2', 'text', (col) => col.notNull())
      .addColumn('address3', 'text', (col) => col.notNull())
      .addColumn('town', 'text', (col) => col.notNull())
      .addColumn('postcode', 'text', (col) => col.notNull())
      .addColumn('postcode_key', 'text', (col) => col.notNull())
      .addColumn('rating', 'text', (col) => col.notNull())
      .addColumn('rating_value', 'double precision')
      .addColumn('lodgement_date', 'text', (col) => col.notNull())
      .addColumn('floor_area', 'double precision')
      .addColumn('property_type', 'text')
      .addColumn('sample', 'boolean', (col) => col.notNull())
      .execute();
    await db.schema
      .createIndex('epc_certificates_postcode')
      .on('epc_certificates')
      .column('postcode_key')
      .execute();

    await db.schema
      .createTable('building_outlines')
      .addColumn('id', 'text', (col) => col.primaryKey())
      .addColumn('tags', 'jsonb', (col) => col.notNull())
      .addColumn('geometry', 'jsonb', (col) => col.notNull())
      .addColumn('west', 'double precision', (col) => col.notNull())
      .addColumn('south', 'double precision', (col) => col.notNull())
      .addColumn('east', 'double precision', (col) => col.notNull())
      .addColumn('north', 'double precision', (col) => col.notNull())
      .execute();
    await db.schema
      .createIndex('building_outlines_box')
      .on('building_outlines')
      .columns(['west', 'south'])
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('building_outlines').execute();
    await db.schema.dropTable('epc_certificates').execute();
  },
};
