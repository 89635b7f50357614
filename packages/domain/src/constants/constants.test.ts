import { describe, expect, it } from 'vitest';
import {
  BUILDING_DEFAULTS,
  DEFAULT_EPC_RATING,
  ENERGY_DEFAULTS,
  PREMIUM_PRICING,
  rateForPayload,
  schemeLabel,
} from './business';
import {
  chatMinSize,
  isPhoneRequest,
  LAYOUT,
  placeholderBarHeight,
  tariffPromotionPosition,
} from './layout';
import { glbHeight, MAP } from './map';

describe('business constants', () => {
  it('prices Premium at £800 plus 12 × £50, £1400 over two payments', () => {
    const { oneOffGbp, monthlyGbp, billedMonthsPerYear, totalGbp } = PREMIUM_PRICING;
    expect(oneOffGbp + monthlyGbp * billedMonthsPerYear).toBe(totalGbp);
  });
  it('holds the registration defaults', () => {
    expect(ENERGY_DEFAULTS).toEqual({
      elecDayRate: 53,
      elecUnitRate: 27.03,
      gasDayRate: 35,
      gasUnitRate: 7,
      period: 'ANNUAL',
      valueType: 'ENERGY_USAGE',
    });
    expect(BUILDING_DEFAULTS).toEqual({
      noFloors: 1,
      yearOfConstruction: 2010,
      coolingSystem: 'NATURAL_VENTILATION',
      heatingFuel: 'None',
    });
    expect(DEFAULT_EPC_RATING).toBe('G');
  });
  it('sends empty rates as 0', () => {
    expect(rateForPayload('')).toBe(0);
    expect(rateForPayload(null)).toBe(0);
    expect(rateForPayload('abc')).toBe(0);
    expect(rateForPayload('27.03')).toBe(27.03);
  });
  it('shows scheme underscores as spaces', () => {
    expect(schemeLabel('UK_NATIONAL_AVERAGE')).toBe('UK NATIONAL AVERAGE');
  });
});

describe('layout', () => {
  it('holds the sidebar width and the logo crop', () => {
    expect(LAYOUT.sidebarMaxPx).toBe(272);
    expect(LAYOUT.logoCropWidth / LAYOUT.logoCropHeight).toBeCloseTo(302 / 140);
  });
  it("tells a phone by the client hint when there is one, else by a user agent that says 'Mobi'", () => {
    const pixel7 =
      'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';
    const iPad =
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Safari/605.1.15';
    expect(isPhoneRequest({ uaMobile: '?1' })).toBe(true);
    expect(isPhoneRequest({ uaMobile: '?0', userAgent: pixel7 })).toBe(false);
    expect(isPhoneRequest({ userAgent: pixel7 })).toBe(true);
    expect(isPhoneRequest({ userAgent: iPad })).toBe(false);
    expect(isPhoneRequest({})).toBe(false);
  });
  it('grows the chat from 20 to 40 after the first message', () => {
    expect(chatMinSize(0)).toBe(20);
    expect(chatMinSize(1)).toBe(40);
  });
  it('keeps placeholder bars between 30 and 60', () => {
    expect(placeholderBarHeight(() => 0)).toBe(30);
    expect(placeholderBarHeight(() => 0.999999)).toBeCloseTo(60, 3);
  });

  it('puts the tariff promotion at 1 to 3 by the list: the same list at the same place', () => {
    const list = (n: number) => [
      { supplierName: `Supplier ${n}`, name: 'Fixed 12' },
      { supplierName: 'Octopus', name: `Agile ${n}` },
    ];
    expect(tariffPromotionPosition(list(7))).toBe(tariffPromotionPosition(list(7)));
    const positions = new Set(
      Array.from({ length: 60 }, (_, n) => tariffPromotionPosition(list(n))),
    );
    expect([...positions].sort()).toEqual([1, 2, 3]);
  });
});

describe('map', () => {
  it('extrudes and zooms per the spec', () => {
    expect(MAP.batchLookupConfidence).toBe(50);
    expect(glbHeight(3)).toBe(12);
    expect(MAP.defaultZoom).toBe(5.5);
  });
});
