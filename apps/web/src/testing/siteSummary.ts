import type { SiteSummary } from '@wattwise/api';

/** A site of the user's site list for tests: site `n` (its id ends in n), with `fields` over it. */
export function siteSummary(n: number, fields: Partial<SiteSummary> = {}): SiteSummary {
  return {
    siteId: `00000000-0000-4000-8000-00000000000${n}`,
    buildingName: `Site ${n}`,
    buildingType: 'OFFICE',
    product: 'PREDICT',
    paid: true,
    permissions: ['OWNER'],
    energyCost: 'OK',
    energyUsage: 'OK',
    energyCarbon: 'OK',
    summaryData: null,
    ...fields,
  };
}
