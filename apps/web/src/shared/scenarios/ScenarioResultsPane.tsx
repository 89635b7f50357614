import '@wattwise/charts/style.css';
import type { Scenario } from '@wattwise/api';
import { planMessages } from '@wattwise/domain';
import { LoadingDots, ResultsPanel } from '@wattwise/ui';
import { lazy, Suspense } from 'react';
import { resultsData, savingFigure, yearlySaving, type Results } from './resultsData';

// The chart is its own chunk: the list shows before the chart code arrives.
const ResultsChart = lazy(() =>
  import('@wattwise/charts').then((m) => ({ default: m.ResultsChart })),
);

export interface ScenarioResultsPaneProps {
  selected: readonly Scenario[];
  /** The product's results call: Predict's improvement potential or Optimise's scenario potential. */
  results: Results | undefined;
  isLoading: boolean;
  errorMessage: string | null;
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
            <ResultsChart
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
