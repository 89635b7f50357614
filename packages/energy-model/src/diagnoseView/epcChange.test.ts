import { describe, expect, it } from 'vitest';
import type { BuildingFacts } from '../building/facts';
import { evaluateScenarios } from '../scenarios/evaluateScenarios';

const semi: BuildingFacts = {
  buildingType: 'SEMI_DETACHED_HOUSE',
  floorArea: 90,
  noFloors: 2,
  yearOfConstruction: 1935,
  heatingFuel: 'NATURAL_GAS',
};
const office: BuildingFacts = {
  buildingType: 'GENERAL_OFFICE',
  floorArea: 1000,
  noFloors: 2,
  yearOfConstruction: 1980,
  heatingFuel: 'NATURAL_GAS',
};
const run = (facts: BuildingFacts, ids: string[]) =>
  evaluateScenarios(
    facts,
    ids.map((id) => ({ id })),
  );

describe('EPC change after measures: the score, and why band and energy move differently', () => {
  it('says why a heat pump halves energy but hardly moves the SAP score', () => {
    const r = run(semi, ['AIR_SOURCE_HEAT_PUMP']);
    const c = r.epcChange;
    expect(c.kind).toBe('SAP');
    expect(c.before).toEqual({ rating: 66, band: 'D' });
    expect(c.after).toEqual({ rating: 67, band: 'D' });
    expect(r.potentialEpcRating).toBe(c.after.band);
    expect(Math.round(c.energyChangePercent)).toBe(-52);
    // SAP 2012 Table 12: electricity 13.19 p/kWh, gas 3.48 p/kWh.
    expect(c.explanation).toBe(
      'A heat pump cuts energy use by 52 %, but SAP prices electricity at 3.8 times gas a kWh, so the SAP score, which follows running cost per m² under standard conditions and SAP fuel prices, not energy, moves only from 66 to 67 and the band stays D.',
    );
  });

  it('says why three cheap measures move the band when energy falls by 9 %', () => {
    const c = run(semi, ['LED_LIGHTING', 'DRAUGHT_PROOFING', 'HEATING_CONTROLS']).epcChange;
    expect(c.before.band).toBe('D');
    expect(c.after).toEqual({ rating: 69, band: 'C' });
    expect(c.explanation).toBe(
      'The measures cut energy use by only 9 %, but the SAP score was 3 points from band C: the running cost SAP rates falls by 9 %, so it moves from 66 to 69, band D to C.',
    );
  });

  it('says why solar panels lift the band two steps on a tenth of the energy', () => {
    const c = run(semi, ['SOLAR_PV']).epcChange;
    expect(c.after.band).toBe('B');
    expect(c.explanation).toMatch(
      /^Solar panels cut the energy bought by only 10 %, but SAP credits each kWh they generate at the full electricity price, so the SAP score moves from 66 to \d+, band D to B\.$/,
    );
  });

  it('says an operational measure leaves the rating where it was', () => {
    const c = run(semi, ['HEATING_SETPOINT_REDUCTION']).epcChange;
    expect(c.after).toEqual(c.before);
    expect(c.explanation).toBe(
      'These measures change how the building is run, not its fabric or systems; the EPC rates the building under standard conditions, so the SAP score stays at 66.',
    );
  });

  it('gives no reason when energy and band move together', () => {
    const c = run(semi, [
      'AIR_SOURCE_HEAT_PUMP',
      'LOFT_INSULATION',
      'DRAUGHT_PROOFING',
      'DOUBLE_GLAZING',
    ]).epcChange;
    expect(c.after.rating).toBeGreaterThan(c.before.rating);
    expect(c.after.band).not.toBe(c.before.band);
    expect(c.explanation).toBeNull();
  });

  it('words a non-domestic asset rating by carbon, lower being better', () => {
    const c = run(office, ['LED_LIGHTING', 'DRAUGHT_PROOFING', 'HEATING_CONTROLS']).epcChange;
    expect(c.kind).toBe('NON_DOMESTIC_ASSET');
    expect(c.after.rating).toBeLessThan(c.before.rating);
    expect(c.explanation).toMatch(
      /^The measures cut energy use by 17 %, and the regulated carbon it rates falls by 17 %, so the asset rating moves from \d+ to \d+, still inside band D: the band changes at 75 or less\.$/,
    );
  });
});
