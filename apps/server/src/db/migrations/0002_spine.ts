import { sql, type Kysely, type Migration } from 'kysely';

/**
 * The spine: every fact registration collects about a building, the spatial tree, meters and
 * their readings, outdoor temperatures, model runs, events and registration idempotency keys.
 * PostgreSQL 15 features only (PGlite is 18): ids come from crypto.randomUUID().
 */
export const spine: Migration = {
  async up(db: Kysely<unknown>) {
    // Building types come from the engine's table (energy-model BUILDING_TYPES), not TM46 rows.
    await db.schema.alterTable('building_types').dropColumn('electricity_kwh_m2').execute();
    await db.schema.alterTable('building_types').dropColumn('fossil_thermal_kwh_m2').execute();

    let buildings = db.schema
      .alterTable('buildings')
      .addColumn('building_type', 'text')
      .addColumn('elevation', 'double precision')
      .addColumn('floor_area_estimated', 'boolean', (col) => col.notNull().defaultTo(false))
      .addColumn('spatial_structure', 'jsonb', (col) => col.notNull().defaultTo(sql`'[]'::jsonb`))
      .addColumn('electricity_only', 'boolean', (col) => col.notNull().defaultTo(false))
      .addColumn('energy_supplier', 'text')
      .addColumn('gas_supplier', 'text')
      .addColumn('no_epc', 'boolean', (col) => col.notNull().defaultTo(false))
      .addColumn('epc_year', 'integer')
      .addColumn('certificate_key', 'text')
      .addColumn('epc_certificate_blob', 'text');
    // Energy rates (pence), usage values, periods and value types (spec shell §3 "energy").
    for (const fuel of ['elec', 'gas'] as const) {
      buildings = buildings
        .addColumn(`${fuel}_day_rate`, 'double precision')
        .addColumn(`${fuel}_unit_rate`, 'double precision')
        .addColumn(`${fuel}_value`, 'double precision')
        .addColumn(`${fuel}_period`, 'text')
        .addColumn(`${fuel}_period_month`, 'text')
        .addColumn(`${fuel}_value_type`, 'text');
    }
    await buildings.execute();

    await db.schema
      .createTable('spatial_nodes')
      .addColumn('id', 'text', (col) => col.primaryKey())
      .addColumn('site_id', 'text', (col) =>
        col.notNull().references('sites.id').onDelete('cascade'),
      )
      .addColumn('building_id', 'text', (col) =>
        col.notNull().references('buildings.id').onDelete('cascade'),
      )
      .addColumn('path', 'text', (col) => col.notNull())
      .addColumn('parent_path', 'text')
      .addColumn('type', 'text', (col) => col.notNull())
      .addColumn('name', 'text', (col) => col.notNull())
      .addColumn('space_type', 'text')
      .addColumn('geometry', 'jsonb')
      .addColumn('centre', 'jsonb')
      .addColumn('rotation', 'double precision')
      .addColumn('scale', 'double precision')
      .addColumn('visible', 'boolean', (col) => col.notNull().defaultTo(true))
      .addColumn('clickable', 'boolean', (col) => col.notNull().defaultTo(true))
      .addColumn('asset_glb', 'text')
      .addColumn('asset_jpg', 'text')
      .addColumn('asset_frag', 'text')
      .addColumn('has_mpan', 'boolean', (col) => col.notNull().defaultTo(false))
      .addColumn('data_frequency', 'text')
      .addColumn('last_metering_at', 'timestamptz')
      .addColumn('sort_order', 'integer', (col) => col.notNull().defaultTo(0))
      .addUniqueConstraint('spatial_nodes_site_path', ['site_id', 'path'])
      .addCheckConstraint(
        'spatial_nodes_type',
        sql`type in ('BUILDING', 'BLOCK', 'FLOOR', 'ZONE', 'SPACE')`,
      )
      .execute();

    await db.schema
      .createTable('meters')
      .addColumn('id', 'text', (col) => col.primaryKey())
      .addColumn('site_id', 'text', (col) =>
        col.notNull().references('sites.id').onDelete('cascade'),
      )
      .addColumn('node_path', 'text', (col) => col.notNull())
      .addColumn('fuel', 'text', (col) => col.notNull())
      /** MPAN (electricity) or MPRN (gas), digits and dots as entered. */
      .addColumn('number', 'text', (col) => col.notNull())
      .addColumn('supplier', 'text')
      .addColumn('consent', 'boolean', (col) => col.notNull().defaultTo(false))
      .addColumn('consent_at', 'timestamptz')
      .addColumn('state', 'text', (col) => col.notNull().defaultTo('UNCHECKED'))
      .addColumn('sandbox', 'boolean', (col) => col.notNull().defaultTo(false))
      .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
      .addCheckConstraint('meters_fuel', sql`fuel in ('ELECTRICITY', 'GAS')`)
      .addCheckConstraint('meters_state', sql`state in ('UNCHECKED', 'ACCESSIBLE', 'INACCESSIBLE')`)
      .execute();
    await db.schema.createIndex('meters_site').on('meters').column('site_id').execute();

    await db.schema
      .createTable('interval_readings')
      .addColumn('meter_id', 'text', (col) =>
        col.notNull().references('meters.id').onDelete('cascade'),
      )
      .addColumn('start_at', 'timestamptz', (col) => col.notNull())
      .addColumn('kwh', 'double precision', (col) => col.notNull())
      .addColumn('quality', 'text', (col) => col.notNull().defaultTo('ACTUAL'))
      .addPrimaryKeyConstraint('interval_readings_pk', ['meter_id', 'start_at'])
      .execute();

    await db.schema
      .createTable('outdoor_temperatures')
      .addColumn('region', 'text', (col) => col.notNull())
      .addColumn('observed_at', 'timestamptz', (col) => col.notNull())
      .addColumn('temperature_c', 'double precision', (col) => col.notNull())
      .addPrimaryKeyConstraint('outdoor_temperatures_pk', ['region', 'observed_at'])
      .execute();

    await db.schema
      .createTable('events')
      .addColumn('id', 'text', (col) => col.primaryKey())
      .addColumn('site_id', 'text', (col) =>
        col.notNull().references('sites.id').onDelete('cascade'),
      )
      .addColumn('path', 'text', (col) => col.notNull())
      .addColumn('name', 'text', (col) => col.notNull())
      .addColumn('description', 'text', (col) => col.notNull())
      .addColumn('type', 'text', (col) => col.notNull())
      .addColumn('status', 'text', (col) => col.notNull())
      .addColumn('error', 'text')
      .addColumn('open_date', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
      .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
      .addCheckConstraint('events_status', sql`status in ('OPEN', 'RUNNING', 'COMPLETE', 'FAILED')`)
      .execute();
    await db.schema.createIndex('events_site').on('events').columns(['site_id', 'path']).execute();

    await db.schema
      .createTable('model_runs')
      .addColumn('id', 'text', (col) => col.primaryKey())
      .addColumn('site_id', 'text', (col) =>
        col.notNull().references('sites.id').onDelete('cascade'),
      )
      .addColumn('building_id', 'text', (col) =>
        col.notNull().references('buildings.id').onDelete('cascade'),
      )
      .addColumn('kind', 'text', (col) => col.notNull().defaultTo('MODEL'))
      .addColumn('event_id', 'text', (col) => col.references('events.id').onDelete('set null'))
      .addColumn('status', 'text', (col) => col.notNull())
      .addColumn('input_hash', 'text', (col) => col.notNull())
      .addColumn('engine_version', 'text', (col) => col.notNull())
      .addColumn('results', 'jsonb')
      .addColumn('error', 'text')
      .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
      .addColumn('started_at', 'timestamptz')
      .addColumn('finished_at', 'timestamptz')
      .addCheckConstraint('model_runs_kind', sql`kind in ('MODEL', 'CALIBRATION')`)
      .addCheckConstraint(
        'model_runs_status',
        sql`status in ('QUEUED', 'RUNNING', 'COMPLETE', 'FAILED')`,
      )
      .execute();
    await db.schema
      .createIndex('model_runs_building')
      .on('model_runs')
      .columns(['building_id', 'kind', 'created_at'])
      .execute();
    await db.schema.createIndex('model_runs_site').on('model_runs').column('site_id').execute();

    await db.schema
      .createTable('registration_keys')
      .addColumn('key', 'text', (col) => col.primaryKey())
      .addColumn('site_id', 'text', (col) =>
        col.notNull().references('sites.id').onDelete('cascade'),
      )
      .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
      .execute();
  },

  async down(db: Kysely<unknown>) {
    for (const table of [
      'registration_keys',
      'model_runs',
      'events',
      'outdoor_temperatures',
      'interval_readings',
      'meters',
      'spatial_nodes',
    ]) {
      await db.schema.dropTable(table).ifExists().execute();
    }
  },
};
