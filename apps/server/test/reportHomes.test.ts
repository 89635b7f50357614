import { assumptionMessages, likelihoodText } from '@wattwise/domain';
import { diagnose, estimate, type BuildingFacts } from '@wattwise/energy-model';
import { describe, expect, it } from 'vitest';
import { pdfText } from '../../../scripts/pdfText.mjs';
import { renderReport, type ReportBuilding } from '../src/areas/account/reports';
import { assumptionsOf } from '../src/areas/diagnose/assumptions';

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
        assumptions: [],
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

  it('says a metric with no data in words, never a figure of zero', async () => {
    const diagnosis = diagnose(terraced, { diagnoseMetric: 'UK_NATIONAL_AVERAGE' });
    const text = await reportOf({ diagnosis });
    const metrics = diagnosis.diagnoseMetrics!;
    expect(metrics.water.state).toBe('NO_DATA');
    expect(text).toContain(`Water: no data. ${metrics.water.reason}`);
    expect(text).toContain(`Damp and mould: no data. ${metrics.dampAndMould.reason}`);
    expect(text).not.toMatch(/Water: 0|Damp and mould: 0/);
  });

  it('lists what the model assumed, each with how likely it is and its source, as Diagnose does', async () => {
    const assumptions = assumptionsOf({ estimate: estimate(terraced) });
    const weighed = assumptions.find((a) => a.likelihood !== null);
    expect(weighed).toBeDefined();
    const text = await reportOf({ diagnosis: diagnose(terraced), assumptions });
    expect(text).toContain('What we assumed');
    for (const a of assumptions) {
      expect(text).toContain(`${a.label}: ${a.text}`);
      expect(text).toContain(a.source);
    }
    // 'Likely 62 % · source', the likelihood in the words the screen's list uses.
    expect(text).toContain(`${likelihoodText(weighed!.likelihood!)} · ${weighed!.source}`);
  });

  it('says the model used only the facts entered when it assumed nothing', async () => {
    const text = await reportOf({ diagnosis: diagnose(terraced), assumptions: [] });
    expect(text).toContain(`What we assumed ${assumptionMessages.none}`);
  });
});
