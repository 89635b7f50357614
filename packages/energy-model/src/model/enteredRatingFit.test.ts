import { describe, expect, it } from 'vitest';
import { EPC_RATINGS, type EpcRating } from '../building/enums';
import { estimate } from './estimate';

/**
 * Shropshire House (the demo's office): 2003, six storeys, 9,792 m², gas heating, air
 * conditioning. Its asset rating improves as it loses more heat (cooling is electric and weighs
 * more than gas heat), so its fabric cannot explain a worse band.
 */
const cooledOffice = {
  buildingType: 'GENERAL_OFFICE',
  floorArea: 9792,
  noFloors: 6,
  yearOfConstruction: 2003,
  heatingFuel: 'NATURAL_GAS' as const,
  coolingSystem: 'AIR_CONDITIONING' as const,
  location: { lat: 51.523, lon: -0.137 },
};
/** A 1970 naturally ventilated office, whose rating follows its fabric. */
const olderOffice = {
  ...cooledOffice,
  floorArea: 1500,
  noFloors: 3,
  yearOfConstruction: 1970,
  coolingSystem: 'NATURAL_VENTILATION' as const,
};

const gasKwhM2 = (facts: typeof cooledOffice | typeof olderOffice, epcRating?: EpcRating) => {
  const e = estimate({ ...facts, epcRating });
  return e.annual.byFuel.gas.value / e.floorAreaM2;
};

describe('a non-domestic building with an entered EPC band', () => {
  it('keeps its fabric when it already rates in the band (the office rated C burnt 1 kWh/m² of heating gas)', () => {
    const modelled = estimate(cooledOffice).epc.estimate.band as EpcRating;
    expect(gasKwhM2(cooledOffice, modelled)).toBeCloseTo(gasKwhM2(cooledOffice), 6);
  });

  it('is not pushed to the end of the heat-loss range by a band its fabric cannot explain', () => {
    const asModelled = gasKwhM2(cooledOffice);
    for (const band of EPC_RATINGS) {
      const g = gasKwhM2(cooledOffice, band);
      expect(g, `band ${band}`).toBeGreaterThan(asModelled * 0.5);
      expect(g, `band ${band}`).toBeLessThan(asModelled * 2);
    }
  });

  it('burns no less gas for a worse band when its fabric explains the band', () => {
    const gas = EPC_RATINGS.map((band) => gasKwhM2(olderOffice, band));
    gas.slice(1).forEach((g, i) => expect(g, EPC_RATINGS[i + 1]).toBeGreaterThanOrEqual(gas[i]!));
    expect(gas[EPC_RATINGS.indexOf('G')]!).toBeGreaterThan(gas[EPC_RATINGS.indexOf('B')]! * 2);
  });
});
