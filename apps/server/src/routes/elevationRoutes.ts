import type { ServedHandlers } from '../platform/contract/contractRoutes';
import { FLAT_ELEVATION_SOURCE, flatElevationTile } from '../areas/map/elevationTile';

/**
 * Terrain elevation tile (analysis §7.5): the embedded default serves a flat terrain-RGB tile for
 * every z/x/y of the contract, labelled in `x-elevation-source`; a map that fails to read it logs
 * and ignores the failure.
 */
export const elevationHandlers: ServedHandlers = {
  'elevation.tile': async ({ reply }) =>
    reply
      .type('image/png')
      .header('cache-control', 'public, max-age=86400')
      .header('x-elevation-source', FLAT_ELEVATION_SOURCE)
      .send(flatElevationTile()),
};
