import { readFileSync } from 'node:fs';
import path from 'node:path';
import { serverPackageDir } from '../../config';
import { EARTH_RADIUS_M } from '@wattwise/energy-model';
import { featureOf, distanceM, matchScore, wordsOf, type Place } from './addressIndex';
import { isGreatBritain, normaliseOutcode, normalisePostcode } from './gbPostcode';
import { REVERSE_LIMIT, SEARCH_LIMIT, type Geocoder, type LonLat } from './geocoder';

/** Reverse search looks this far for addresses (designed: a street block). */
export const REVERSE_RADIUS_M = 500;
/** Batch reverse takes the nearest address within this distance of a building (designed). */
export const BATCH_RADIUS_M = 100;

const dataDir = path.join(serverPackageDir, 'data');

interface OsmFeature {
  id: string;
  properties: Record<string, string>;
  geometry: { type: string; coordinates: unknown };
}

function ringCentre(ring: number[][]): LonLat {
  const points = ring.length > 1 ? ring.slice(0, -1) : ring;
  const lon = points.reduce((sum, point) => sum + (point[0] ?? 0), 0) / points.length;
  const lat = points.reduce((sum, point) => sum + (point[1] ?? 0), 0) / points.length;
  return [Math.round(lon * 1e7) / 1e7, Math.round(lat * 1e7) / 1e7];
}

function centreOf(geometry: OsmFeature['geometry']): LonLat | null {
  if (geometry.type === 'Point') return geometry.coordinates as LonLat;
  if (geometry.type === 'Polygon') return ringCentre((geometry.coordinates as number[][][])[0]!);
  if (geometry.type === 'MultiPolygon')
    return ringCentre((geometry.coordinates as number[][][][])[0]![0]!);
  return null;
}

/** An OSM object with an address as a place; null without street or name. */
function placeOfOsm(feature: OsmFeature): Place | null {
  const tags = feature.properties;
  const centre = centreOf(feature.geometry);
  const street = [tags['addr:housenumber'], tags['addr:street']].filter(Boolean).join(' ');
  const name = tags.name ?? tags['addr:housename'];
  if (!centre || !tags['addr:street']) return null;
  const postcode = tags['addr:postcode'] ? normalisePostcode(tags['addr:postcode']) : null;
  const town = tags['addr:city'] ?? 'London';
  const fullAddress = [name, street, [town, postcode].filter(Boolean).join(' ')]
    .filter(Boolean)
    .join(', ');
  return {
    kind: 'address',
    name: name ?? street,
    fullAddress,
    centre,
    postcode,
    words: wordsOf(fullAddress),
  };
}

function readCsv(file: string): string[][] {
  return readFileSync(file, 'utf8')
    .split(/\r?\n/)
    .slice(1)
    .filter((line) => line.trim() !== '')
    .map((line) => line.split(','));
}

/** Every place of the bundled data: OSM addresses of the demo area, GB post codes and outcodes. */
export function loadBundledPlaces(): Place[] {
  const places: Place[] = [];
  const seen = new Set<string>();
  for (const file of ['bloomsbury-addresses.geojson', 'bloomsbury-buildings.geojson']) {
    const collection = JSON.parse(
      readFileSync(path.join(dataDir, 'osm-buildings-camden', file), 'utf8'),
    ) as { features: OsmFeature[] };
    for (const feature of collection.features) {
      const place = placeOfOsm(feature);
      if (!place || seen.has(place.fullAddress)) continue;
      seen.add(place.fullAddress);
      places.push(place);
    }
  }
  // Post codes: the ONSPD extract, else the centroid of the OSM addresses that carry it.
  const postcodeCentres = new Map<string, LonLat>();
  for (const [postcode = '', lat = '', lon = ''] of readCsv(
    path.join(dataDir, 'gb-postcodes/postcodes.csv'),
  )) {
    postcodeCentres.set(postcode, [Number(lon), Number(lat)]);
  }
  const osmPostcodes = new Map<string, LonLat[]>();
  for (const place of places) {
    if (!place.postcode || postcodeCentres.has(place.postcode)) continue;
    osmPostcodes.set(place.postcode, [...(osmPostcodes.get(place.postcode) ?? []), place.centre]);
  }
  for (const [postcode, centres] of osmPostcodes) {
    postcodeCentres.set(postcode, ringCentre(centres));
  }
  for (const [postcode, centre] of postcodeCentres) {
    if (!isGreatBritain(postcode)) continue;
    places.push({
      kind: 'postcode',
      name: postcode,
      fullAddress: `${postcode}, United Kingdom`,
      centre,
      postcode,
      words: wordsOf(postcode),
    });
  }
  for (const [outcode = '', lat = '', lon = '', region = ''] of readCsv(
    path.join(dataDir, 'gb-postcodes/outcodes.csv'),
  )) {
    if (!isGreatBritain(outcode)) continue;
    places.push({
      kind: 'outcode',
      name: outcode,
      fullAddress: `${outcode}, ${region}, United Kingdom`,
      centre: [Number(lon), Number(lat)],
      postcode: null,
      words: wordsOf(outcode),
    });
  }
  return places;
}

/**
 * The embedded geocoder: an in-memory index over read-only bundled files (the same on every
 * replica). Full post codes answer their centroid first, then the addresses that carry them.
 */
export function createBundledGeocoder(places: readonly Place[] = loadBundledPlaces()): Geocoder {
  const byPostcode = new Map<string, Place>();
  const byOutcode = new Map<string, Place>();
  for (const place of places) {
    if (place.kind === 'postcode') byPostcode.set(place.name, place);
    if (place.kind === 'outcode') byOutcode.set(place.name, place);
  }
  const addresses = places.filter((place) => place.kind === 'address');

  const addressGrid = placeGrid(addresses);
  const reverseGrid = placeGrid([...addresses, ...byPostcode.values()]);

  function nearest(point: LonLat, radiusM: number, grid: PlaceGrid) {
    return grid
      .near(point, radiusM)
      .map((place) => ({ place, distance: distanceM(point, place.centre) }))
      .filter((candidate) => candidate.distance <= radiusM)
      .sort((a, b) => a.distance - b.distance || a.place.name.localeCompare(b.place.name));
  }

  return {
    async search(query) {
      const text = query.trim();
      const postcode = normalisePostcode(text);
      if (postcode) {
        if (!isGreatBritain(postcode)) return [];
        const centroid = byPostcode.get(postcode);
        const inside = addresses
          .filter((place) => place.postcode === postcode)
          .sort((a, b) => a.fullAddress.localeCompare(b.fullAddress));
        return [...(centroid ? [centroid] : []), ...inside].slice(0, SEARCH_LIMIT).map(featureOf);
      }
      const outcode = normaliseOutcode(text);
      if (outcode) {
        const centroid = byOutcode.get(outcode);
        if (!centroid) return [];
        const inside = addresses.filter((place) => place.postcode?.startsWith(`${outcode} `));
        return [centroid, ...inside].slice(0, SEARCH_LIMIT).map(featureOf);
      }
      const words = wordsOf(text);
      return places
        .map((place) => ({ place, score: matchScore(place, words) }))
        .filter((candidate) => candidate.score > 0)
        .sort(
          (a, b) =>
            b.score - a.score ||
            a.place.fullAddress.length - b.place.fullAddress.length ||
            a.place.fullAddress.localeCompare(b.place.fullAddress),
        )
        .slice(0, SEARCH_LIMIT)
        .map((candidate) => featureOf(candidate.place));
    },
    async reverse(point, limit) {
      return nearest(point, REVERSE_RADIUS_M, reverseGrid)
        .slice(0, Math.max(0, Math.min(limit, REVERSE_LIMIT)))
        .map((candidate) => featureOf(candidate.place));
    },
    async reverseBatch(points) {
      return points.map((point) => {
        const [first] = nearest(point, BATCH_RADIUS_M, addressGrid);
        return first ? featureOf(first.place) : null;
      });
    },
  };
}

/** Cells of this many degrees (designed: about 220 m north–south, 140 m east–west in London). */
const CELL_DEG = 0.002;
/** Metres per degree of latitude on the sphere of distanceM. */
const M_PER_DEG = (EARTH_RADIUS_M * Math.PI) / 180;

interface PlaceGrid {
  /** Every place whose cell meets the box of `radiusM` around the point (a superset). */
  near(point: LonLat, radiusM: number): Place[];
}

/**
 * Places by grid cell, so a reverse look-up reads the few cells around the point instead of every
 * address (issue 14, throughput: the map's batch look-up asks for hundreds of points at once).
 */
function placeGrid(places: readonly Place[]): PlaceGrid {
  const cells = new Map<string, Place[]>();
  const cellOf = (lon: number, lat: number) =>
    `${Math.floor(lon / CELL_DEG)} ${Math.floor(lat / CELL_DEG)}`;
  for (const place of places) {
    const key = cellOf(place.centre[0], place.centre[1]);
    const cell = cells.get(key);
    if (cell) cell.push(place);
    else cells.set(key, [place]);
  }
  return {
    near([lon, lat], radiusM) {
      const dLat = radiusM / M_PER_DEG;
      // Widest at the box's edge nearer the pole; capped where longitude stops meaning distance.
      const cos = Math.cos((Math.min(Math.abs(lat) + dLat, 89) * Math.PI) / 180);
      const dLon = Math.min(radiusM / (M_PER_DEG * cos), 180);
      const found: Place[] = [];
      for (
        let x = Math.floor((lon - dLon) / CELL_DEG);
        x <= Math.floor((lon + dLon) / CELL_DEG);
        x++
      ) {
        for (
          let y = Math.floor((lat - dLat) / CELL_DEG);
          y <= Math.floor((lat + dLat) / CELL_DEG);
          y++
        ) {
          const cell = cells.get(`${x} ${y}`);
          if (cell) found.push(...cell);
        }
      }
      return found;
    },
  };
}
