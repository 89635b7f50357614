import '@wattwise/charts/style.css';
import type { Scenario } from '@wattwise/api';
import { planMessages } from '@wattwise/domain';
import { LoadingDots, ResultsPanel } from '@wattwise/ui';
import type { ResultsChart as ResultsChartComponent } from '@wattwise/charts';
import { lazy, Suspense, type ComponentProps, type ComponentType } from 'react';
import { resultsData, savingFigure, yearlySaving, type Results } from './resultsData';

// The chart is its own chunk: the list shows before the chart code arrives.
const LazyResultsChart = lazy(() =>
  import('@wattwise/charts').then((m) => ({ default: m.ResultsChart })),
);

export interface ScenarioResultsPaneProps {
  selected: readonly Scenario[];
  /** The product's results call: Predict's improvement potential or Optimise's scenario potential. */
  results: Results | undefined;
  isLoading: boolean;
  errorMessage: string | null;
  /**
   * The chart, when the screen loads it with its own code: a screen the server renders (the
   * Predict plan) draws it in the first paint, and the browser takes it over as it is. By
   * default it loads lazily, once results are shown.
   */
  Chart?: ComponentType<ComponentProps<typeof ResultsChartComponent>>;
}

/**
 * 'Results' of the selected scenarios (spec analysis §2.3), on the Predict plan and the Optimise
 * scenarios: total potential savings (£, %, its range, the EPC change with scores), KPI cards and
 * the results chart, a bar per scenario of its signed yearly saving (an increase is drawn below
 * zero). Beside the list from medium widths, in the 'View (n)' bottom sheet on small screens;
 * every figure is the engine's, from the server.
 */
export function ScenarioResultsPane({
  selected,
  results,
  isLoading,
  errorMessage,
  Chart = LazyResultsChart,
}: ScenarioResultsPaneProps) {
  const savings = selected.flatMap((s) => {
    const saving = yearlySaving(s);
    return saving === null ? [] : [{ id: s.id, title: s.title, saving }];
  });
  return (
    <ResultsPanel
      selectedCount={selected.length}
      results={results ? resultsData(results) : null}
      isLoading={isLoading}
      errorMessage={errorMessage}
      chart={
        results && savings.length > 0 ? (
          <Suspense fallback={<LoadingDots label={planMessages.loadingData} />}>
            <Chart
              title={planMessages.results}
              scenarios={savings}
              unit={results.totalSavings.currencyCode}
              totalLabel={planMessages.totalPotentialSavings}
              total={results.totalSavings.value}
              emptyMessage={planMessages.noneSelected}
              formatValue={savingFigure}
            />
          </Suspense>
        ) : null
      }
    />
  );
}
