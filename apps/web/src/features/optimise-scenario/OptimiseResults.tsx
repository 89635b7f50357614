import '@wattwise/charts/style.css';
import type { RouteResponse, Scenario } from '@wattwise/api';
import { formatCurrency, planMessages, type EpcRating } from '@wattwise/domain';
import { LoadingDots, ResultsPanel } from '@wattwise/ui';
import { lazy, Suspense } from 'react';

// The chart is its own chunk: the list shows before the chart code arrives.
const ResultsChart = lazy(() =>
  import('@wattwise/charts').then((m) => ({ default: m.ResultsChart })),
);

export interface OptimiseResultsProps {
  selected: readonly Scenario[];
  results: RouteResponse<'optimise.scenario.potential'> | undefined;
  isLoading: boolean;
  errorMessage: string | null;
}

/**
 * 'Results' of the selected scenarios (spec analysis §2.3): beside the list from medium widths,
 * in the 'View (n)' bottom sheet on small screens; every figure is the engine's, from the server.
 * A scenario's bar is its yearly saving, the engine's first currency indicator.
 */
export function OptimiseResults({
  selected,
  results,
  isLoading,
  errorMessage,
}: OptimiseResultsProps) {
  const savings = selected.flatMap((s) => {
    const saving = s.indicators.find((i) => i.isCurrency)?.value;
    return saving === undefined ? [] : [{ id: s.id, title: s.title, saving }];
  });
  const data = results
    ? {
        totalSavings: results.totalSavings,
        currentEpcRating: results.currentEpcRating as EpcRating | null,
        potentialEpcRating: results.potentialEpcRating as EpcRating | null,
        kpis: results.kpis.map((kpi) => ({ ...kpi, value: kpi.value ?? 0 })),
      }
    : null;
  return (
    <ResultsPanel
      selectedCount={selected.length}
      results={data}
      isLoading={isLoading}
      errorMessage={errorMessage}
      chart={
        results && savings.length > 0 ? (
          <Suspense fallback={<LoadingDots label={planMessages.loadingData} />}>
            <ResultsChart
              title={planMessages.results}
              scenarios={savings}
              unit={results.totalSavings.currencyCode}
              totalLabel={planMessages.totalPotentialSavings}
              total={results.totalSavings.value}
              emptyMessage={planMessages.noneSelected}
              formatValue={(value, unit) => formatCurrency(value, unit)}
            />
          </Suspense>
        ) : null
      }
    />
  );
}
