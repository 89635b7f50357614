import { dateFormatter } from '@wattwise/domain';
import type { Tariff } from '@wattwise/energy-model';
import { PRICE_CAP_RATES } from './priceCapRates';

/**
 * The bundled UK tariff table (analysis §2.2 tariff suggestions). Rates in p/kWh, standing
 * charges in p/day, VAT included.
 *
 * Published: the Ofgem energy price cap, Great Britain average, Direct Debit (priceCapRates.ts,
 * with the quarter it applies to and the page it was read from; `npm run tariffs:update -w
 * @wattwise/server` updates it in one command). Regional unit rates and standing charges differ a
 * little from this average; they are not bundled yet (the table's shape takes them as further
 * rows). The cap applies to domestic standard variable tariffs; for other buildings it is a
 * reference price.
 *
 * Sample: no named fixed tariff with a published source is bundled, so the fixes below are
 * illustrations (10 % under the cap's unit rates, its standing charges), flagged `sample`.
 */
export const TARIFF_SOURCE = {
  name: PRICE_CAP_RATES.source.name,
  url: PRICE_CAP_RATES.source.url,
  date: PRICE_CAP_RATES.period.from,
} as const;

const dayParts = (day: string) => day.split('-').map(Number) as [number, number, number];

/** The date the bundled rates apply from, as [year, month, day]. */
export const TARIFF_RATES_FROM: [number, number, number] = dayParts(PRICE_CAP_RATES.period.from);
/** The days the bundled rates apply, first and last (the cap's quarter), shown on every card. */
export const TARIFF_PRICES_PERIOD = PRICE_CAP_RATES.period;

export interface TableTariff extends Tariff {
  sample: boolean;
}

const CAP = {
  elecUnitRate: PRICE_CAP_RATES.elecUnitRate,
  elecStandingCharge: PRICE_CAP_RATES.elecStandingCharge,
  gasUnitRate: PRICE_CAP_RATES.gasUnitRate,
  gasStandingCharge: PRICE_CAP_RATES.gasStandingCharge,
};

const shortMonth = dateFormatter({ month: 'short', timeZone: 'UTC' });
const monthShort = (day: string) => shortMonth(Date.parse(`${day}T00:00:00Z`));

/** The price cap itself: what a standard variable tariff may charge at most. */
export const PRICE_CAP_TARIFF: TableTariff = {
  supplierName: 'Any supplier',
  name: `Standard variable (Ofgem price cap, ${monthShort(TARIFF_PRICES_PERIOD.from)}–${monthShort(TARIFF_PRICES_PERIOD.to)} ${TARIFF_PRICES_PERIOD.to.slice(0, 4)})`,
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
