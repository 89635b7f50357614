import { diagnose, type BuildingFacts } from '@wattwise/energy-model';
import { describe, expect, it } from 'vitest';
import { pdfText } from '../../../scripts/pdfText.mjs';
import { renderReport, type ReportBuilding } from '../src/areas/account/reports';

const terraced: BuildingFacts = {
  buildingType: 'TERRACED_HOUSE',
  floorArea: 85,
  noFloors: 2,
  yearOfConstruction: 1930,
  heatingFuel: 'NATURAL_GAS',
};

function reportOf(building: Partial<ReportBuilding>): Promise<string> {
  return renderReport({
    siteName: '12 Gower Street',
    product: 'PREDICT',
    sandbox: false,
    buildings: [
      {
        name: '12 Gower Street',
        address: '12 Gower Street, London, WC1E 6DP',
        epcBand: 'D',
        diagnosis: undefined,
        plan: null,
        measures: [],
        modelledAt: new Date('2026-12-01T10:00:00Z'),
        updating: false,
        ...building,
      },
    ],
  })
    .then(pdfText)
    .then((text) => text.replace(/\s+/g, ' ')); // lines as one, so wrapped sentences compare
}

describe('the PDF report of a home', () => {
  it('compares a modelled terraced house under CIBSE with its published figures, and says what it compares with', async () => {
    const diagnosis = diagnose(terraced);
    const text = await reportOf({ diagnosis });
    expect(text).not.toContain('has not finished');
    expect(text).toContain('Benchmark: CIBSE');
    expect(text).toContain(diagnosis.diagnoseBasis);
    // The engine's NEED 2024 comparison, figure and source (benchmarks/homes.test.ts).
    expect(text).toMatch(/Electricity: [\d,]+ kWh a year \(benchmark 2,383 kWh\)/);
    expect(text).toContain('NEED 2024 median electricity of mid-terraced houses');
    expect(text).not.toMatch(/: 0 kWh a year \(benchmark 0/);
  });

  it('says the model has not finished only while there is no modelled figure', async () => {
    expect(await reportOf({ diagnosis: undefined, modelledAt: null })).toContain(
      'The energy model has not finished for this building yet.',
    );
  });
});
