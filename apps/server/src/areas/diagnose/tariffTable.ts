import type { Tariff } from '@wattwise/energy-model';

/**
 * The bundled UK tariff table (analysis §2.2 tariff suggestions). Rates in p/kWh, standing
 * charges in p/day, VAT included.
 *
 * Published: the Ofgem energy price cap for 1 October to 31 December 2025, Great Britain average,
 * Direct Debit: electricity 26.35 p/kWh and 53.68 p/day, gas 6.29 p/kWh and 34.03 p/day
 * (Ofgem announcement of 27 August 2025, https://www.ofgem.gov.uk/energy-price-cap, as reported
 * by Which? the same day). Regional unit rates and standing charges differ a little from this
 * average; they are not bundled yet (the table's shape takes them as further rows). The cap
 * applies to domestic standard variable tariffs; for other buildings it is a reference price.
 *
 * Sample: no named fixed tariff with a published source is bundled, so the fixes below are
 * illustrations (10 % under the cap's unit rates, its standing charges), flagged `sample`.
 */
export const TARIFF_SOURCE = {
  name: 'Ofgem energy price cap, 1 October to 31 December 2025, GB average, Direct Debit',
  url: 'https://www.ofgem.gov.uk/energy-price-cap',
  date: '2025-10-01',
} as const;

/** The date the bundled rates apply from, as [year, month, day]. */
export const TARIFF_RATES_FROM: [number, number, number] = [2025, 10, 1];

export interface TableTariff extends Tariff {
  sample: boolean;
}

const CAP = {
  elecUnitRate: 26.35,
  elecStandingCharge: 53.68,
  gasUnitRate: 6.29,
  gasStandingCharge: 34.03,
} as const;

/** The price cap itself: what a standard variable tariff may charge at most. */
export const PRICE_CAP_TARIFF: TableTariff = {
  supplierName: 'Any supplier',
  name: 'Standard variable (Ofgem price cap, Oct–Dec 2025)',
  fuelType: 'DUAL',
  term: 'Variable',
  ...CAP,
  detailsLink: TARIFF_SOURCE.url,
  sample: false,
};

/** Illustrative share under the cap of the sample fixes (assumption, labelled sample). */
const SAMPLE_DISCOUNT = 0.9;

export const TARIFF_TABLE: readonly TableTariff[] = [
  PRICE_CAP_TARIFF,
  {
    supplierName: 'Sample supplier',
    name: 'Sample 12-month fix (dual fuel)',
    fuelType: 'DUAL',
    term: '12 months',
    elecUnitRate: +(CAP.elecUnitRate * SAMPLE_DISCOUNT).toFixed(2),
    elecStandingCharge: CAP.elecStandingCharge,
    gasUnitRate: +(CAP.gasUnitRate * SAMPLE_DISCOUNT).toFixed(2),
    gasStandingCharge: CAP.gasStandingCharge,
    sample: true,
  },
  {
    supplierName: 'Sample supplier',
    name: 'Sample 12-month fix (electricity)',
    fuelType: 'ELECTRICITY',
    term: '12 months',
    elecUnitRate: +(CAP.elecUnitRate * SAMPLE_DISCOUNT).toFixed(2),
    elecStandingCharge: CAP.elecStandingCharge,
    sample: true,
  },
];
