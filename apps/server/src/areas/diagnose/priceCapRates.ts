// Written by `npm run tariffs:update -w @wattwise/server` (scripts/updatePriceCap.ts): update the
// bundled price cap through it, with the figures and the page they were read from.

/** The Ofgem energy price cap the tariff table is built on: GB average, Direct Debit, VAT included. */
export const PRICE_CAP_RATES = {
  source: {
    name: 'Ofgem energy price cap, 1 October to 31 December 2025, GB average, Direct Debit',
    url: 'https://www.ofgem.gov.uk/energy-price-cap',
    announced: '2025-08-27',
  },
  period: { from: '2025-10-01', to: '2025-12-31' },
  /** p/kWh and p/day. */
  elecUnitRate: 26.35,
  elecStandingCharge: 53.68,
  gasUnitRate: 6.29,
  gasStandingCharge: 34.03,
} as const;
