import { sql, type Kysely, type Migration } from 'kysely';

/**
 * A floor registered without a room breakdown (the bills path skips that step, shell §2) gets one
 * space covering the whole floor, as registration now creates (registrationStore insertBuilding):
 * without it the schedules screen offered no room at all ('Please select a room' with an empty
 * list). Path `{floorId}/whole-floor`, name '{floor name}, whole floor'. Floors that have any
 * child node are left as they are.
 */
export const wholeFloorSpaces: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`
      insert into spatial_nodes (id, site_id, building_id, path, parent_path, type, name, sort_order)
      select gen_random_uuid()::text, f.site_id, f.building_id,
             regexp_replace(f.path, '^.*/', '') || '/whole-floor', f.path, 'SPACE',
             f.name || ', whole floor', 1
      from spatial_nodes f
      where f.type = 'FLOOR'
        and not exists (
          select 1 from spatial_nodes c where c.site_id = f.site_id and c.parent_path = f.path
        )
    `.execute(db);
  },
  async down(db: Kysely<unknown>) {
    await sql`delete from spatial_nodes where type = 'SPACE' and path like '%/whole-floor'`.execute(
      db,
    );
  },
};
