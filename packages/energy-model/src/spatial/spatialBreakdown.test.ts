import { describe, expect, it } from 'vitest';
import type { BuildingFacts } from '../building/facts';
import { estimate, estimatePrepared } from '../model/estimate';
import { prepareBuilding } from '../model/prepareBuilding';
import { siteFigures, spatialBreakdown } from './spatialBreakdown';

const office: BuildingFacts = {
  buildingType: 'GENERAL_OFFICE',
  floorArea: 1000,
  noFloors: 2,
  yearOfConstruction: 1990,
  heatingFuel: 'NATURAL_GAS',
  spatialStructure: [
    { floor: 'Ground', spaces: { OFFICE: 10, KITCHEN: 1 } },
    { floor: 'First', spaces: { OFFICE: 10, SERVER_ROOM: 1 } },
  ],
};

describe('spatial breakdown and site figures', () => {
  it('worked example: the floors and spaces add up to the building, a kitchen uses more hot water per m² than an office', () => {
    const p = prepareBuilding(office);
    const est = estimatePrepared(p);
    const b = spatialBreakdown(p, est);
    expect(b.floors.map((f) => f.floor)).toEqual(['Ground', 'First']);
    const sum = b.floors.reduce((s, f) => s + f.energyKwh, 0);
    expect(sum).toBeCloseTo(est.annual.totalKwh.value, 6);
    expect(b.floors.reduce((s, f) => s + f.areaM2, 0)).toBeCloseTo(1000, 6);
    const ground = b.floors[0]!.spaces;
    expect(ground).toHaveLength(11);
    expect(ground[0]!.path).toBe('Ground/OFFICE 1');
    const kitchen = ground.find((s) => s.spaceType === 'KITCHEN')!;
    const desk = ground.find((s) => s.spaceType === 'OFFICE')!;
    expect(kitchen.byEndUse.hotWater / kitchen.areaM2).toBeGreaterThan(
      desk.byEndUse.hotWater / desk.areaM2,
    );
    expect(b.bySpaceType.OFFICE!.energyKwh).toBeGreaterThan(b.bySpaceType.KITCHEN!.energyKwh);
  });

  it('sums a site over its buildings', () => {
    const a = estimate(office);
    const h = estimate({
      buildingType: 'DETACHED_HOUSE',
      floorArea: 120,
      noFloors: 2,
      heatingFuel: 'NATURAL_GAS',
    });
    const site = siteFigures([a, h]);
    expect(site.buildings).toBe(2);
    expect(site.floorAreaM2).toBe(1120);
    expect(site.energyKwh).toBeCloseTo(a.annual.totalKwh.value + h.annual.totalKwh.value, 6);
    expect(site.costGbp).toBeCloseTo(a.annual.costGbp.value + h.annual.costGbp.value, 6);
    expect(site.energyUseIntensityKwhM2).toBeCloseTo(site.energyKwh / 1120, 9);
  });
});
