import type { StyleSpecification } from 'maplibre-gl';
import { baseMapColours } from '@wattwise/ui';
import ukOutline from '../data/ukOutline.json';

/**
 * The demo area: the Bloomsbury crop box of the bundled OpenStreetMap buildings
 * (osm-buildings-camden SOURCE.md, 2026), west, south, east, north.
 */
export const demoAreaBounds = [-0.138, 51.517, -0.116, 51.53] as const;

const [west, south, east, north] = demoAreaBounds;

/** Colours of the offline base map (ui's tokens): muted so building and pin colours stand out. */
export { baseMapColours };

/**
 * A MapLibre style that needs no network: water, the UK and Ireland from Natural Earth (public
 * domain), and the demo area. It has no glyphs or sprite, so it makes no requests; labels on the
 * maps are HTML, not symbol layers. Production passes any MapLibre style URL instead.
 */
export const offlineBaseStyle: StyleSpecification = {
  version: 8,
  name: 'WattWise offline base',
  sources: {
    land: {
      type: 'geojson',
      data: ukOutline as GeoJSON.FeatureCollection,
      attribution: 'Natural Earth',
    },
    demoArea: {
      type: 'geojson',
      data: {
        type: 'Feature',
        properties: { name: 'Demo area: Bloomsbury' },
        geometry: {
          type: 'Polygon',
          coordinates: [
            [
              [west, south],
              [east, south],
              [east, north],
              [west, north],
              [west, south],
            ],
          ],
        },
      },
    },
  },
  layers: [
    { id: 'water', type: 'background', paint: { 'background-color': baseMapColours.water } },
    { id: 'land', type: 'fill', source: 'land', paint: { 'fill-color': baseMapColours.land } },
    {
      id: 'coast',
      type: 'line',
      source: 'land',
      paint: { 'line-color': baseMapColours.coast, 'line-width': 1 },
    },
    {
      id: 'demo-area',
      type: 'fill',
      source: 'demoArea',
      paint: { 'fill-color': baseMapColours.demoArea },
    },
    {
      id: 'demo-area-edge',
      type: 'line',
      source: 'demoArea',
      paint: {
        'line-color': baseMapColours.demoAreaEdge,
        'line-width': 1,
        'line-dasharray': [2, 2],
      },
    },
  ],
};
