import { sql, type Kysely, type Migration } from 'kysely';

/**
 * The energy map at national scale (issue 13 "Scale"): a GiST index over each outline's box
 * (PostgreSQL's built-in `box` type, so it works on PGlite and on a server without PostGIS).
 * The bounding-box queries of the outlines route and the performance call use `&&` on the same
 * expression; the old btree on (west, south) scanned every building west of the view.
 */
export const energyMap: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`create index building_outlines_box_gist on building_outlines using gist (box(point(west, south), point(east, north)))`.execute(
      db,
    );
  },
  async down(db: Kysely<unknown>) {
    await sql`drop index building_outlines_box_gist`.execute(db);
  },
};
