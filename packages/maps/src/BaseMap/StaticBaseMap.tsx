import ukOutline from '../data/ukOutline.json';
import { baseMapColours, demoAreaBounds } from '../offlineStyle/offlineBaseStyle';
import * as styles from './BaseMap.css';

/** A view of the map: its centre, zoom and pitch (MapLibre's camera, without bearing). */
interface StaticView {
  longitude: number;
  latitude: number;
  zoom: number;
  pitch?: number;
}

type Ring = readonly (readonly number[])[];

/** MapLibre's tiles are 512 px: the world is 512 × 2^zoom CSS pixels wide (Web Mercator). */
const TILE_SIZE = 512;

/** Web Mercator x and y of a longitude and latitude, as fractions of the world (0 to 1). */
function mercator(longitude: number, latitude: number): [number, number] {
  const phi = (latitude * Math.PI) / 180;
  return [(longitude + 180) / 360, (1 - Math.log(Math.tan(Math.PI / 4 + phi / 2)) / Math.PI) / 2];
}

/** An SVG path of `rings` in CSS pixels from the view's centre, at the view's zoom. */
function ringsPath(rings: readonly Ring[], view: StaticView): string {
  const world = TILE_SIZE * 2 ** view.zoom;
  const [cx, cy] = mercator(view.longitude, view.latitude);
  return rings
    .map(
      (ring) =>
        ring
          .map(([longitude = 0, latitude = 0], index) => {
            const [x, y] = mercator(longitude, latitude);
            const px = ((x - cx) * world).toFixed(1);
            const py = ((y - cy) * world).toFixed(1);
            return `${index === 0 ? 'M' : 'L'}${px} ${py}`;
          })
          .join('') + 'Z',
    )
    .join('');
}

const landRings: Ring[] = (
  ukOutline as { features: { geometry: { coordinates: number[][][][] } }[] }
).features.flatMap((feature) => feature.geometry.coordinates.flat());

const [west, south, east, north] = demoAreaBounds;
const demoRing: Ring = [
  [west, south],
  [east, south],
  [east, north],
  [west, north],
];

/**
 * The bundled offline base map (offlineBaseStyle: water, the UK and Ireland, the demo area) drawn
 * as SVG at a view, as MapLibre would draw it there: the page's first paint shows the map before
 * MapLibre has loaded (it is heavy: docs/adr/0026), and MapLibre's canvas then covers it. The
 * ground is tilted as MapLibre's camera tilts it: a perspective from 1.5 times the map's height
 * (its 36.87° field of view) around the map's centre.
 */
export function StaticBaseMap({ view }: { view: StaticView }) {
  return (
    <div className={styles.staticView} aria-hidden="true">
      <div className={styles.staticCamera}>
        <svg
          className={styles.staticGround}
          style={{ transform: `rotateX(${view.pitch ?? 0}deg)` }}
          data-static-map=""
        >
          <svg x="50%" y="50%" overflow="visible">
            <path
              d={ringsPath(landRings, view)}
              fill={baseMapColours.land}
              stroke={baseMapColours.coast}
              strokeWidth={1}
            />
            <path
              d={ringsPath([demoRing], view)}
              fill={baseMapColours.demoArea}
              stroke={baseMapColours.demoAreaEdge}
              strokeWidth={1}
              strokeDasharray="2 2"
            />
          </svg>
        </svg>
      </div>
    </div>
  );
}
