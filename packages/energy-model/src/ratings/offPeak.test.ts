import { describe, expect, it } from 'vitest';
import type { BuildingFacts } from '../building/facts';
import { electricHeatingSystem } from '../building/systems';
import { prepareBuilding } from '../model/prepareBuilding';
import { runModel } from '../model/runModel';
import { sapCostGbp, SAP_2012_SEVEN_HOUR } from './assetRating';
import { estimateAssetRating } from './epcAssessment';
import { sapRating } from './sapRating';
import { SAP_2012_PRICES } from '../building/fuels';

const terrace: BuildingFacts = {
  buildingType: 'TERRACED_HOUSE',
  floorArea: 80,
  noFloors: 2,
  yearOfConstruction: 1900,
  heatingFuel: 'GRID_SUPPLIED_ELECTRICITY',
};

describe('SAP prices storage heating on the 7-hour tariff', () => {
  it('a storage-heated home costs its space heating at the SAP 2012 off-peak rate', () => {
    const p = prepareBuilding(terrace);
    const storage = { ...p.inputs, heating: electricHeatingSystem(0) };
    const run = runModel(storage, p.ratingMultipliers);
    const standard = sapCostGbp(run);
    const offPeak = sapCostGbp(run, storage);
    let space = 0;
    let water = 0;
    for (let m = 0; m < 12; m++) space += run.endUseMonthly[m]!;
    for (let m = 0; m < 12; m++) water += run.endUseMonthly[12 + m]!;
    // Space heating moves from 13.19 to 5.50 p/kWh, most water heating too; the rest of the
    // electricity and the £24 standing charge cost a little more.
    const perKwh = (SAP_2012_PRICES.electricity.unitRate - 5.5) / 100;
    expect(standard - offPeak).toBeGreaterThan(space * perKwh);
    expect(standard - offPeak).toBeLessThan((space + water) * perKwh);
    expect(SAP_2012_SEVEN_HOUR.lowRateP).toBe(5.5);
    // ... so its SAP rating is well above the same home priced at the standard tariff.
    const rated = estimateAssetRating(p, storage).rating;
    expect(rated).toBe(sapRating(offPeak, storage.floorAreaM2));
    expect(rated - sapRating(standard, storage.floorAreaM2)).toBeGreaterThanOrEqual(10);
  });

  it('a heat-pump home stays on the standard tariff', () => {
    const p = prepareBuilding(terrace);
    const hp = { ...p.inputs, heating: electricHeatingSystem(1) };
    const run = runModel(hp, p.ratingMultipliers);
    expect(hp.heating.offPeak).toBeUndefined();
    expect(sapCostGbp(run, hp)).toBe(sapCostGbp(run));
  });

  it('gas homes are priced as before', () => {
    const p = prepareBuilding({ ...terrace, heatingFuel: 'NATURAL_GAS' });
    const run = runModel(p.inputs, p.ratingMultipliers);
    expect(sapCostGbp(run, p.inputs)).toBe(sapCostGbp(run));
  });
});
