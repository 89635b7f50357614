import { describe, expect, it } from 'vitest';
import type { BuildingFacts } from '../building/facts';
import { prepareBuilding } from './prepareBuilding';
import { estimate } from './estimate';
import { runModel } from './runModel';
import { estimateAssetRating } from '../ratings/epcAssessment';

const flat: BuildingFacts = {
  buildingType: 'FLAT',
  floorArea: 60,
  noFloors: 1,
  yearOfConstruction: 1975,
  heatingFuel: 'NATURAL_GAS',
};

describe('cooking: gas cooking is its own end use', () => {
  it('a gas-heated flat cooks partly on gas; an electrically heated one only on electricity', () => {
    const gas = estimate(flat);
    const elec = estimate({ ...flat, heatingFuel: 'GRID_SUPPLIED_ELECTRICITY' });
    const cookGas = gas.annual.byEndUse.gasCooking.value;
    // BREDEM-2012 gas cooker 481 + 96 N kWh/yr, N = 1.98 for 60 m² (SAP Table 1b), half of gas
    // homes cooking on gas, scaled to today's appliance use: about 250 kWh.
    expect(cookGas).toBeGreaterThan(200);
    expect(cookGas).toBeLessThan(300);
    expect(elec.annual.byEndUse.gasCooking.value).toBe(0);
    // The electric cooking the gas home does not do leaves its electricity meter.
    expect(
      elec.annual.byEndUse.equipment.value - gas.annual.byEndUse.equipment.value,
    ).toBeGreaterThan(100);
  });

  it('cooking is left out of the SAP rating, whatever it is cooked on', () => {
    const p = prepareBuilding(flat);
    const withGas = estimateAssetRating(p);
    const noGasCooking = estimateAssetRating(p, { ...p.inputs, gasCookingShare: 0 });
    expect(withGas.rating).toBe(noGasCooking.rating);
    const run = runModel({ ...p.inputs, gasCookingShare: 1 }, p.ratingMultipliers);
    expect(run.fuelOfEndUse).toContain('gas');
  });
});
