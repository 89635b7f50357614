import { describe, expect, it } from 'vitest';
import {
  epcGapShare,
  livingAreaFraction,
  meanInternalTemperatureC,
  offPeriodReductionK,
  restOfHomeDemandTemperatureC,
} from './demandTemperature';
import { estimate } from './estimate';
import { multipliersAfterMeasures, prepareBuilding } from './prepareBuilding';

describe('SAP 2012 mean internal temperature (Tables 9, 9b, 9c)', () => {
  it('cools an off period as Table 9b says, either side of tc = 4 + 0.25 τ', () => {
    // τ = 20 h → tc = 9 h; 7 h off ≤ tc: u = 0.5 × 7² × (21 − 10) / (24 × 9) = 1.2477 K.
    expect(offPeriodReductionK(7, 21, 10, 20)).toBeCloseTo(1.2477, 4);
    // τ = 8 h → tc = 6 h; 8 h off > tc: u = (21 − 10) × (8 − 3) / 24 = 2.2917 K.
    expect(offPeriodReductionK(8, 21, 10, 8)).toBeCloseTo(2.2917, 4);
  });

  it('keeps the rest of a leaky home cooler (Table 9, control type 2, HLP capped at 6)', () => {
    expect(restOfHomeDemandTemperatureC(21, 3)).toBeCloseTo(18.75, 10);
    expect(restOfHomeDemandTemperatureC(21, 8)).toBeCloseTo(18, 10);
  });

  it('takes the living-area fraction of Table 27 from the rooms a floor area holds', () => {
    expect(livingAreaFraction(90)).toBe(0.21); // 5 habitable rooms
    expect(livingAreaFraction(54)).toBe(0.3); // 3 habitable rooms
  });

  it('finds a leaky light home in January well below the thermostat, a tight heavy one near it', () => {
    const base = {
      floorAreaM2: 90,
      gainsW: 500,
      externalTempC: 4.3,
      livingDemandC: 21,
      livingAreaFraction: 0.21,
      heatedHoursPerWeek: 77,
      weekendsLikeWeekdays: false,
    };
    const leaky = meanInternalTemperatureC({ ...base, heatTransferWK: 300, timeConstantH: 14 });
    const tight = meanInternalTemperatureC({ ...base, heatTransferWK: 90, timeConstantH: 46 });
    expect(leaky).toBeLessThan(17);
    expect(tight).toBeGreaterThan(18.5);
    expect(tight).toBeLessThan(21);
    // Heated round the clock, the home sits at its zone-weighted demand temperature.
    const always = meanInternalTemperatureC({
      ...base,
      heatTransferWK: 90,
      timeConstantH: 46,
      heatedHoursPerWeek: 168,
    });
    expect(always).toBeCloseTo(0.21 * 21 + 0.79 * restOfHomeDemandTemperatureC(21, 1), 6);
  });
});

describe('metered against modelled (Few et al. 2023)', () => {
  it('takes no gap in bands A and B, 8 % at band C, 48 % in band F, interpolates between and goes on into G', () => {
    expect(epcGapShare(85)).toBe(0);
    expect(epcGapShare(74.5)).toBeCloseTo(0.08, 10);
    expect(epcGapShare(52)).toBeCloseTo(0.28, 10);
    // Below the F midpoint the line goes on (a G home's gap is wider), up to about 60 %.
    expect(epcGapShare(20)).toBeCloseTo(0.48 + 9.5 * (0.4 / 45), 10);
    expect(epcGapShare(1)).toBe(0.6);
    expect(epcGapShare(20)).toBeGreaterThan(epcGapShare(29.5));
  });

  it('estimates a 1930s semi in use below its SAP-standard heating, without moving its rating', () => {
    const facts = {
      buildingType: 'SEMI_DETACHED_HOUSE',
      floorArea: 90,
      noFloors: 2,
      yearOfConstruction: 1932,
      heatingFuel: 'NATURAL_GAS' as const,
    };
    const e = estimate(facts);
    const heating = e.annual.byEndUse.spaceHeating.value;
    // NEED 2026 semi median 10,574 kWh of gas; SAP-standard heating alone would be far above it.
    expect(e.annual.byFuel.gas.value / 10574).toBeLessThan(1.2);
    expect(heating).toBeGreaterThan(5000);
    expect(Math.abs(e.epc.estimate.rating - 65.4)).toBeLessThanOrEqual(4);
  });

  it('lets an upgraded home lose the gap its new rating no longer has', () => {
    const p = prepareBuilding({
      buildingType: 'SEMI_DETACHED_HOUSE',
      floorArea: 90,
      noFloors: 2,
      yearOfConstruction: 1900,
      heatingFuel: 'NATURAL_GAS',
    });
    // Before: a band D home uses about a fifth less space heating than modelled.
    expect(p.multipliers.spaceHeatingFactor).toBeLessThan(0.85);
    const upgraded = { ...p.inputs, wallU: 0.25, roofU: 0.12, infiltrationAch: 0.3 };
    const after = multipliersAfterMeasures(p, upgraded);
    expect(after.spaceHeatingFactor).toBeGreaterThan(p.multipliers.spaceHeatingFactor);
    expect(multipliersAfterMeasures(p, p.inputs)).toBe(p.multipliers);
  });

  it('heats a home to the set-point its user gives, in place of the measured 19 °C', () => {
    const facts = {
      buildingType: 'TERRACED_HOUSE',
      floorArea: 80,
      noFloors: 2,
      yearOfConstruction: 1970,
      heatingFuel: 'NATURAL_GAS' as const,
    };
    const measured = estimate(facts).annual.byEndUse.spaceHeating.value;
    const given = estimate({ ...facts, parameters: { building: { heatingSetpointC: 21 } } }).annual
      .byEndUse.spaceHeating.value;
    // 21 °C in the living room as SAP assumes, weekends heated 07–23: clearly more heating.
    expect(given / measured).toBeGreaterThan(1.1);
  });
});
