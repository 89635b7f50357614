/**
 * The grid the measure property tests run over (fast-check): building types × ages × heating
 * fuels × sizes, homes of 35–250 m² and other buildings of 300–10,000 m², in the Midlands.
 */
import fc from 'fast-check';
import type { BuildingFacts } from '../src/building/facts';

const DOMESTIC = ['DETACHED_HOUSE', 'SEMI_DETACHED_HOUSE', 'TERRACED_HOUSE', 'BUNGALOW', 'FLAT'];
const OTHERS = [
  'GENERAL_OFFICE',
  'SCHOOLS_AND_SEASONAL_PUBLIC_BUILDINGS',
  'HOTEL',
  'GENERAL_RETAIL',
];
const FUELS = [
  'NATURAL_GAS',
  'OIL',
  'LPG',
  'GRID_SUPPLIED_ELECTRICITY',
  'BIOMASS',
  'COAL',
] as const;

/** Types × ages × fuels × sizes, uncooled unless `cooled`. */
export const grid = (cooled = false): fc.Arbitrary<BuildingFacts> =>
  fc
    .record({
      buildingType: fc.constantFrom(...DOMESTIC, ...OTHERS),
      yearOfConstruction: fc.integer({ min: 1880, max: 2023 }),
      heatingFuel: fc.constantFrom(...FUELS),
      size: fc.double({ min: 0, max: 1, noNaN: true }),
    })
    .map(({ buildingType, yearOfConstruction, heatingFuel, size }) => {
      const domestic = DOMESTIC.includes(buildingType);
      const floorArea = domestic ? 35 + 215 * size : 300 + 9700 * size;
      const noFloors =
        buildingType === 'FLAT' ? 1 : domestic ? 2 : Math.max(1, Math.round(floorArea / 1500));
      return {
        buildingType,
        floorArea,
        noFloors,
        yearOfConstruction,
        heatingFuel,
        location: { lat: 52.5, lon: -1.9 },
        ...(cooled ? { coolingSystem: 'AIR_CONDITIONING' as const } : {}),
      };
    });
