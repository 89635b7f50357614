import type { MeterState } from '@wattwise/domain';
import { ENERGY_DEFAULTS, estimateFloorArea, withMpanCheckDigit } from '@wattwise/domain';
import { BUILDING_TYPES, tm46Category } from '@wattwise/energy-model';
import type { SimpleRegistration, SiteRegistration } from '../areas/registration/registrationRules';
import { levelsOf, outlineAreaM2, streetOf, type OsmBuilding } from './osmBuildings';
import { DEFAULT_FLOORS, type SeedBuilding, type SeedSite } from './seedSites';

/** The room breakdown of each floor of a seeded building, by the engine's activity (designed). */
const ROOMS_BY_ACTIVITY: Record<string, Record<string, number>> = {
  office: { OFFICE: 6, MEETING_ROOM: 2, KITCHEN: 1, TOILET: 2, CIRCULATION: 1 },
  publicAssembly: { HALL: 1, RECEPTION: 1, TOILET: 2, CIRCULATION: 1, STORAGE: 1 },
  education: { CLASSROOM: 4, OFFICE: 2, TOILET: 2, CIRCULATION: 1, WORKSHOP: 1 },
  hospitality: { RETAIL_AREA: 1, KITCHEN: 1, TOILET: 2, STORAGE: 1 },
};
const DEFAULT_ROOMS = { OFFICE: 2, TOILET: 1, CIRCULATION: 1 };

/** A sandbox MPAN per seeded building: 12 digits from its position, plus the check digit. */
export function sandboxMpan(siteIndex: number, buildingIndex: number): string {
  return withMpanCheckDigit(`1900${String(siteIndex * 100 + buildingIndex).padStart(8, '0')}`);
}

/** A seeded registration: the payload a user's wizard would send, and which flow sends it. */
export type SeedRegistration =
  | { kind: 'site'; payload: SiteRegistration; meterState: MeterState }
  | { kind: 'simple'; payload: SimpleRegistration };

/** What the address step and the outline give every flow (names and addresses from OSM tags). */
function addressAndOutline(name: string, building: OsmBuilding) {
  const tags = building.tags;
  return {
    buildingName: name,
    street: streetOf(tags) ?? 'Gower Street',
    town: tags['addr:city'] ?? 'London',
    postCode: tags['addr:postcode'] ?? 'WC1E 6BT',
    country: 'United Kingdom',
    coordinates: (building.outline[0] ?? []).map(([lon, lat]) => [lon ?? 0, lat ?? 0]) as [
      number,
      number,
    ][],
  };
}

/**
 * A year of bills of a typical building of its kind and size: the CIBSE TM46:2008 typical
 * electricity and fossil-thermal benchmarks (kWh/m² of gross internal area a year) times its floor
 * area, in whole hundreds of kWh, as a user reads them off a year of bills. The engine calibrates
 * the building on them as it does on any user's bills.
 */
function typicalAnnualBills(tm46Type: string, floorAreaM2: number) {
  const benchmark = tm46Category(tm46Type);
  if (!benchmark) throw new Error(`No CIBSE TM46 benchmark '${tm46Type}'`);
  const hundreds = (kwh: number) => Math.round(kwh / 100) * 100;
  return {
    electricityKwh: hundreds(benchmark.electricityKwhM2 * floorAreaM2),
    gasKwh: hundreds(benchmark.fossilThermalKwhM2 * floorAreaM2),
  };
}

/** The payload the wizard of the site's flow sends for one building (spec shell §3). */
export function seedRegistration(
  site: SeedSite,
  seed: SeedBuilding,
  name: string,
  building: OsmBuilding,
  mpan: string,
): SeedRegistration {
  const type = BUILDING_TYPES.find((t) => t.tm46 === site.tm46Type);
  if (!type) throw new Error(`No engine building type for TM46 ${site.tm46Type}`);
  const floors = levelsOf(building.tags, seed.defaultFloors ?? DEFAULT_FLOORS);
  // Floor area = footprint × floors (the wizard's estimate, spec shell §4).
  const floorArea = estimateFloorArea(outlineAreaM2(building.outline), floors);
  const place = addressAndOutline(name, building);
  const rates = {
    elecDayRate: ENERGY_DEFAULTS.elecDayRate,
    elecUnitRate: ENERGY_DEFAULTS.elecUnitRate,
    elecPeriod: ENERGY_DEFAULTS.period,
    elecValueType: ENERGY_DEFAULTS.valueType,
    gasDayRate: ENERGY_DEFAULTS.gasDayRate,
    gasUnitRate: ENERGY_DEFAULTS.gasUnitRate,
    gasPeriod: ENERGY_DEFAULTS.period,
    gasValueType: ENERGY_DEFAULTS.valueType,
  };
  const bills = typicalAnnualBills(site.tm46Type, floorArea);
  const usage = { elecValue: bills.electricityKwh, gasValue: bills.gasKwh, electricityOnly: false };
  const facts = {
    buildingType: type.key,
    noFloors: floors,
    floorArea,
    yearOfConstruction: seed.yearOfConstruction,
    noEPC: false,
    epcRating: seed.epcRating,
  };
  if (site.flow === 'simple') {
    const { buildingName, street, town, postCode, country, coordinates } = place;
    return {
      kind: 'simple',
      payload: {
        address: { buildingName, street, town, postCode, country },
        coordinates,
        ...rates,
        ...usage,
        ...facts,
        token: 'seed',
      } as SimpleRegistration,
    };
  }
  if (site.flow === 'bills') {
    return {
      kind: 'site',
      meterState: 'UNCHECKED',
      payload: {
        ...place,
        ...rates,
        ...usage,
        ...facts,
        epcYear: seed.epcYear,
        // The 5-step flow asks no heating fuel and sends the wizard's default cooling (shell §9).
        coolingSystem: 'NATURAL_VENTILATION',
        electralinkConsent: false,
        token: 'seed',
      } as SiteRegistration,
    };
  }
  const rooms = ROOMS_BY_ACTIVITY[type.activity] ?? DEFAULT_ROOMS;
  return {
    kind: 'site',
    // The sandbox provider reads every MPAN with a right check digit (adapters/smartMeters).
    meterState: 'ACCESSIBLE',
    payload: {
      ...place,
      ...rates,
      ...facts,
      epcYear: seed.epcYear,
      heatingFuel: seed.heatingFuel as SiteRegistration['heatingFuel'],
      coolingSystem: seed.coolingSystem as SiteRegistration['coolingSystem'],
      spatialStructure: Array.from({ length: floors }, (_, i) => ({
        floor: i === 0 ? 'Ground' : `Floor ${i + 1}`,
        spaces: rooms,
      })),
      energySupplier: 'Octopus Energy',
      mpan,
      electralinkConsent: true,
      token: 'seed',
    } as SiteRegistration,
  };
}
