import { describe, expect, it } from 'vitest';
import { EPC_RATINGS, type EpcRating } from '../building/enums';
import { estimate } from './estimate';
import { prepareBuilding } from './prepareBuilding';
import { bandLikelihood, epcRatingError } from './enteredBand';

/** The home of the complaint: a 1965 semi of 90 m² on gas. */
const semi = {
  buildingType: 'SEMI_DETACHED_HOUSE',
  floorArea: 90,
  noFloors: 2,
  yearOfConstruction: 1965,
  heatingFuel: 'NATURAL_GAS' as const,
};

const withBand = (epcRating: EpcRating) => estimate({ ...semi, epcRating });

describe('an entered EPC band is the building’s band', () => {
  for (const band of EPC_RATINGS)
    it(`band ${band}: the building rates ${band}`, () => {
      const e = withBand(band);
      expect(e.epc.band).toBe(band);
      expect(e.epc.source).toBe('ENTERED');
      // The modelled building itself rates in the band, not only the label.
      expect(e.epc.estimate.band).toBe(band);
    });

  it('gas falls with every better band, about as NEED’s medians do (about 1.9× from B to G)', () => {
    const gas = EPC_RATINGS.map((b) => withBand(b).annual.byFuel.gas.value);
    for (let i = 1; i < gas.length; i++) expect(gas[i]!).toBeGreaterThanOrEqual(gas[i - 1]!);
    const gToB = gas[6]! / gas[1]!;
    expect(gToB).toBeGreaterThan(1.5);
    expect(gToB).toBeLessThan(2.4);
  });

  it('takes the fabric and heating most likely to give the band', () => {
    const b = prepareBuilding({ ...semi, epcRating: 'C' }).beliefs;
    const f = prepareBuilding({ ...semi, epcRating: 'F' }).beliefs;
    const filled = (x: typeof b) => x.wall.find((w) => w.insulated)!.probability;
    // A C-rated 1960s semi has its cavity filled and a condensing boiler; an F-rated one not.
    expect(filled(b)).toBeGreaterThan(0.8);
    expect(filled(f)).toBeLessThan(0.2);
    expect(b.condensingBoiler).toBeGreaterThan(0.8);
    expect(f.condensingBoiler).toBeLessThan(0.2);
  });

  it('makes up an A that the stock’s fabric cannot reach with solar PV', () => {
    const a = prepareBuilding({ ...semi, epcRating: 'A' });
    expect(a.inputs.pvKwp).toBeGreaterThan(2);
    expect(a.inputs.pvKwp).toBeLessThanOrEqual(6);
    const d = prepareBuilding({ ...semi, epcRating: 'D' });
    expect(d.inputs.pvKwp).toBe(0);
  });
});

describe('the evidence of a band', () => {
  it('uses the measurement error of EPC ratings (Crawley et al. 2019)', () => {
    expect(epcRatingError(35)).toBeCloseTo(8.0, 6);
    expect(epcRatingError(85)).toBeCloseTo(2.4, 6);
    expect(epcRatingError(60)).toBeCloseTo(5.2, 6);
  });

  it('is likeliest for a home rated inside the band and falls away outside it', () => {
    expect(bandLikelihood(74, 'C')).toBeGreaterThan(0.7);
    expect(bandLikelihood(66, 'C')).toBeLessThan(bandLikelihood(70, 'C'));
    expect(bandLikelihood(50, 'C')).toBeLessThan(1e-3);
    // Far outside, a nearer home is still likelier than a farther one.
    expect(bandLikelihood(40, 'A')).toBeGreaterThan(bandLikelihood(30, 'A'));
  });
});
