import type { BuildingCollection } from '../geometry/buildingOutlines';
import { buildingId } from '../geometry/buildingOutlines';
import { mapColours, performanceLevelForBand } from '../mapSpec';
import type { EpcBand, PerformanceLevel } from '../mapSpec';

/** What is known of a building's energy: its certificate band and/or its estimated level. */
export interface BuildingEnergy {
  epcBand?: EpcBand;
  performanceLevel?: PerformanceLevel;
}

/** The map's two modes: colour by certificate (EPC/DEC band) or by estimated performance. */
export const colourModes = ['epc', 'performance'] as const;
export type ColourMode = (typeof colourModes)[number];

/** The level a building is drawn with in a mode; NA (grey) when nothing is known. */
export function levelForBuilding(
  energy: BuildingEnergy | undefined,
  mode: ColourMode,
): PerformanceLevel {
  if (!energy) return 'NA';
  return mode === 'epc'
    ? performanceLevelForBand(energy.epcBand)
    : (energy.performanceLevel ?? 'NA');
}

/** The buildings with a `level` property per feature, ready for a data-driven colour. */
export function colourBuildings(
  buildings: BuildingCollection,
  energy: Readonly<Record<string, BuildingEnergy>>,
  mode: ColourMode,
): BuildingCollection {
  return {
    type: 'FeatureCollection',
    features: buildings.features.map((feature) => {
      const id = buildingId(feature);
      return {
        ...feature,
        id: undefined,
        properties: { ...feature.properties, '@id': id, level: levelForBuilding(energy[id], mode) },
      };
    }),
  };
}

/** MapLibre colour expression: selected purple, else HIGH red, MEDIUM orange, LOW green, NA grey. */
export function buildingColourExpression(selectedId: string | null) {
  return [
    'case',
    ['==', ['get', '@id'], selectedId ?? ''],
    mapColours.selected,
    [
      'match',
      ['get', 'level'],
      'HIGH',
      mapColours.HIGH,
      'MEDIUM',
      mapColours.MEDIUM,
      'LOW',
      mapColours.LOW,
      mapColours.NA,
    ],
  ];
}
