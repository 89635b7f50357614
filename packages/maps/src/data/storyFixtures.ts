/**
 * Real Bloomsbury data for stories, tests and the bench (see SOURCE.md: © OpenStreetMap
 * contributors, ODbL 1.0). The buildings are real; their energy values are NOT: no open
 * certificate data for them is bundled, so each building gets an illustrative band or level
 * derived from its OpenStreetMap id, stable from run to run, for showing the colours only.
 */
import type { BuildingEnergy } from '../EnergySavingMap/buildingColours';
import type { BuildingCollection } from '../geometry/buildingOutlines';
import { epcBands, performanceLevels } from '../mapSpec';
import type { MapSite } from '../SiteMap/SiteMap';
import addresses from './bloomsburyAddresses.json';
import buildings from './bloomsburyBuildings.json';

export const bloomsburyBuildings = buildings as unknown as BuildingCollection;

/** Russell Square, at the middle of the Bloomsbury demo area. */
export const bloomsburyView = { longitude: -0.1262, latitude: 51.5225, zoom: 16.5, pitch: 45 };

function idHash(id: string): number {
  let hash = 2166136261; // FNV-1a
  for (let i = 0; i < id.length; i++) hash = Math.imul(hash ^ id.charCodeAt(i), 16777619);
  return hash >>> 0;
}

/** Illustrative energy per building: one in eight has nothing known (N/A). */
export function illustrativeEnergy(collection: BuildingCollection): Record<string, BuildingEnergy> {
  const energy: Record<string, BuildingEnergy> = {};
  for (const feature of collection.features) {
    const id = String(feature.id);
    const hash = idHash(id);
    if (hash % 8 === 0) continue;
    energy[id] = {
      epcBand: epcBands[hash % epcBands.length],
      performanceLevel: performanceLevels[(hash >>> 8) % 3],
    };
  }
  return energy;
}

const addressPoints = (addresses as unknown as GeoJSON.FeatureCollection<GeoJSON.Point>).features;

/** Six real Bloomsbury addresses as sites; the energy usage of each is illustrative. */
export const bloomsburySites: MapSite[] = (
  [
    ['node/1999939632', 'HIGH'],
    ['node/1656051545', 'LOW'],
    ['node/1156568777', 'OK'],
    ['node/1495242605', 'HIGH'],
    ['node/1313370925', 'OK'],
    ['node/1215861506', 'LOW'],
  ] as const
).map(([id, energyUsage]) => {
  const point = addressPoints.find((feature) => feature.id === id)!;
  const tags = point.properties as Record<string, string>;
  const [longitude = 0, latitude = 0] = point.geometry.coordinates;
  return {
    id,
    name: tags['name']!,
    address: [tags['addr:housenumber'], tags['addr:street'], tags['addr:postcode']]
      .filter(Boolean)
      .join(' '),
    longitude,
    latitude,
    energyUsage,
  };
});
