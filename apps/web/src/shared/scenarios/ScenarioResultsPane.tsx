import '@wattwise/charts/style.css';
import type { RouteResponse, Scenario } from '@wattwise/api';
import { formatCurrency, planMessages, type EpcRating } from '@wattwise/domain';
import { LoadingDots, ResultsPanel } from '@wattwise/ui';
import { lazy, Suspense } from 'react';

// The chart is its own chunk: the list shows before the chart code arrives.
const ResultsChart = lazy(() =>
  import('@wattwise/charts').then((m) => ({ default: m.ResultsChart })),
);

/**
 * A scenario's yearly saving in pounds: the engine's first currency indicator ('saved per year',
 * packages/energy-model evaluateScenarios); the capital cost indicator comes after it.
 */
function yearlySaving(scenario: Scenario): number | null {
  return scenario.indicators.find((i) => i.isCurrency)?.value ?? null;
}

export interface ScenarioResultsPaneProps {
  selected: readonly Scenario[];
  /** The product's results call: Predict's improvement potential or Optimise's scenario potential. */
  results:
    | RouteResponse<'predict.improvement.potential'>
    | RouteResponse<'optimise.scenario.potential'>
    | undefined;
  isLoading: boolean;
  errorMessage: string | null;
}

/**
 * 'Results' of the selected scenarios (spec analysis §2.3), on the Predict plan and the Optimise
 * scenarios: total potential savings (£, %, EPC change), KPI cards and the results chart, a bar
 * per scenario of its yearly saving. Beside the list from medium widths, in the 'View (n)' bottom
 * sheet on small screens; every figure is the engine's, from the server.
 */
export function ScenarioResultsPane({
  selected,
  results,
  isLoading,
  errorMessage,
}: ScenarioResultsPaneProps) {
  const savings = selected.flatMap((s) => {
    const saving = yearlySaving(s);
    return saving === null ? [] : [{ id: s.id, title: s.title, saving }];
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
