import type { RouteResponse } from '@wattwise/api';

/** A benchmark metric of a diagnosis: £3,200 (14 %) better, the bar at `barPercentage`. */
export const metric = (barPercentage: number) => ({
  state: 'COMPARED' as const,
  actualImprovement: 3200,
  percentageImprovement: 14,
  barPercentage,
  unit: 'GBP',
  isCurrency: true,
  direction: 'DOWN' as const,
});

/** A diagnosis answer: band D, one cost KPI, one notice; `fields` override. */
export function diagnosis(
  fields: Partial<RouteResponse<'diagnose'>> = {},
): RouteResponse<'diagnose'> {
  return {
    kpis: [{ text: 'Annual energy cost', value: 41_000, unit: 'GBP', isCurrency: true }],
    rating: 'D',
    notices: [
      {
        notice: 'Gas use is above similar buildings.',
        highlights: [],
        noticeType: 'DIAGNOSE',
        variant: 'NEGATIVE',
      },
    ],
    diagnoseMetrics: { cost: metric(62) },
    potentialMetrics: { cost: metric(40) },
    informationCompletePercentage: 0.8,
    energyModelRunning: 'FALSE',
    usingAI: true,
    energyUsageIntensity: 182,
    ...fields,
  };
}
