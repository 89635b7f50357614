import { describe, expect, it } from 'vitest';
import type { BuildingFacts } from '../building/facts';
import { resolveSelection } from '../scenarios/applyMeasures';
import { evaluateResolved } from '../scenarios/evaluateScenarios';
import { measureOffers } from '../scenarios/listScenarios';
import { estimate } from './estimate';
import { prepareBuilding, type PreparedBuilding } from './prepareBuilding';

// A 1960s semi: 73 % of these have had their cavity filled (EHS 2024).
const sixtiesSemi: BuildingFacts = {
  buildingType: 'SEMI_DETACHED_HOUSE',
  floorArea: 92,
  noFloors: 2,
  yearOfConstruction: 1962,
  heatingFuel: 'NATURAL_GAS',
  location: { lat: 52.2, lon: -1.5 },
};
const gasBill = (kwh: number): BuildingFacts['bills'] => ({
  gas: { period: 'ANNUAL', valueType: 'ENERGY_USAGE', value: kwh },
});
const probabilityOf = (p: PreparedBuilding, field: string, label: string): number =>
  p.assumptions.find((a) => a.field === field)!.options.find((o) => o.label === label)!.probability;
const cavityFill = (p: PreparedBuilding) =>
  measureOffers(p).find((o) => o.id === 'CAVITY_WALL_INSULATION')!;
const savingKwh = (p: PreparedBuilding): number =>
  evaluateResolved(p, resolveSelection(p, [{ id: 'CAVITY_WALL_INSULATION' }])).totalSavings.kwh;

describe('bills inform the building', () => {
  it('infers an upgraded house from a low gas bill: cavity fill is less likely to apply, and saves what an empty cavity saves where it does', () => {
    const facts = { ...sixtiesSemi, bills: gasBill(6500) };
    const inferred = prepareBuilding(facts);
    const scaledOnly = prepareBuilding(facts, { inferFromBills: false });
    // The inferred upgrade, with its probability, in the 'what we assumed' list.
    const filled = probabilityOf(inferred, 'wall', 'cavity filled');
    expect(filled).toBeGreaterThan(probabilityOf(scaledOnly, 'wall', 'cavity filled'));
    expect(inferred.assumptions.find((a) => a.field === 'wall')!.basis).toBe('BILLS');
    expect(probabilityOf(inferred, 'loft', 'loft 150 mm or more')).toBeGreaterThan(
      probabilityOf(scaledOnly, 'loft', 'loft 150 mm or more'),
    );
    // The chance that cavity fill applies follows the bill; a near-certain filled cavity drops it.
    const empty = 1 - filled;
    const offer = cavityFill(inferred);
    if (empty < 0.1) expect(offer.offered).toBe(false);
    else {
      expect(offer.applies!.probability).toBeCloseTo(empty, 9);
      expect(offer.applies!.probability!).toBeLessThan(
        cavityFill(scaledOnly).applies!.probability!,
      );
      // Where the cavity is empty, the saving is an empty cavity's, not a third of it.
      const asBuilt = prepareBuilding(facts, { inferFromBills: false });
      asBuilt.inputs = { ...asBuilt.inputs, wallType: 'cavity', wallU: 1.6 };
      expect(savingKwh(inferred)).toBeGreaterThan(0.5 * savingKwh(asBuilt));
    }
    // The bill is still reproduced.
    expect(estimate(facts).annual.byFuel.gas.value).toBeCloseTo(6500, -1);
  });

  it('infers an unimproved house from a high gas bill', () => {
    const p = prepareBuilding({ ...sixtiesSemi, bills: gasBill(16000) });
    const prior = prepareBuilding(sixtiesSemi);
    expect(probabilityOf(p, 'wall', 'cavity empty')).toBeGreaterThan(
      probabilityOf(prior, 'wall', 'cavity empty'),
    );
    expect(p.inputs.wallU).toBeGreaterThan(prior.inputs.wallU);
  });

  it('widens the range when the model cannot reproduce a bill, instead of narrowing it', () => {
    const e = estimate({ ...sixtiesSemi, bills: gasBill(400_000) });
    expect(e.calibration?.reproduced).toBe(false);
    const gas = e.annual.byFuel.gas;
    expect(gas.high).toBeGreaterThanOrEqual(400_000);
    expect((gas.high - gas.low) / gas.value).toBeGreaterThan(0.2);
  });

  it('reports a gas bill on an electrically heated building instead of dropping it', () => {
    const e = estimate({
      ...sixtiesSemi,
      heatingFuel: 'GRID_SUPPLIED_ELECTRICITY',
      bills: gasBill(9000),
    });
    const notice = e.assumptions.find((a) => a.field === 'bills.gas');
    expect(notice?.basis).toBe('NOTICE');
    expect(notice?.text).toMatch(/gas bill/);
  });

  it('does not change the gas figure for an electricity bill', () => {
    const without = estimate(sixtiesSemi);
    const withElec = estimate({
      ...sixtiesSemi,
      bills: { electricity: { period: 'ANNUAL', valueType: 'ENERGY_USAGE', value: 5200 } },
    });
    expect(withElec.annual.byFuel.electricity.value).toBeCloseTo(5200, -1);
    expect(withElec.annual.byFuel.gas.value).toBeCloseTo(without.annual.byFuel.gas.value, 6);
  });
});
