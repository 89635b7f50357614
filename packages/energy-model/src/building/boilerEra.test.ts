import { describe, expect, it } from 'vitest';
import { estimate } from '../model/estimate';
import { recentShareOfCondensing } from './stock';
import { boilerSystem } from './systems';

describe('boiler efficiency by the rules in force when it was fitted', () => {
  it('a gas boiler fitted since the 2010 compliance guide runs at 88 % winter, 79 % summer', () => {
    const b = boilerSystem('gas', 1, 1);
    expect(b.spaceEfficiency).toBeCloseTo(0.88, 10);
    expect(b.waterEfficiency).toBeCloseTo(0.79, 10);
    // An unknown condensing boiler keeps SAP 2012 Table 4b's 84 / 75.
    expect(boilerSystem('gas', 1, 0).spaceEfficiency).toBeCloseTo(0.84, 10);
  });

  it('worked example: a 1990 home, half its boilers recent, mixes on fuel use (harmonic mean)', () => {
    // 50 % recent (0.88), 30 % older condensing (0.84), 20 % non-condensing (0.74):
    // 1 / (0.5/0.88 + 0.3/0.84 + 0.2/0.74) = 0.8364.
    expect(boilerSystem('gas', 0.8, 0.5).spaceEfficiency).toBeCloseTo(0.8364, 4);
  });

  it('homes built since 2010 all have one; older homes the replacements since 2010', () => {
    expect(recentShareOfCondensing(2018)).toBe(1);
    // (1 − e^(−14/12)) / (1 − e^(−19/12)) = 0.6886 / 0.7947 = 0.8665.
    expect(recentShareOfCondensing(1990)).toBeCloseTo(0.8665, 3);
    // A 2007 home's condensing boiler is original (pre-2010) unless replaced: 0.6886.
    expect(recentShareOfCondensing(2007)).toBeCloseTo(0.6886, 3);
  });

  it('a 2018 semi uses less gas than the same semi built in 2007', () => {
    const semi = (year: number) =>
      estimate({
        buildingType: 'SEMI_DETACHED_HOUSE',
        floorArea: 90,
        noFloors: 2,
        yearOfConstruction: year,
        heatingFuel: 'NATURAL_GAS',
      }).annual.byFuel.gas.value;
    expect(semi(2018)).toBeLessThan(semi(2007));
  });
});
