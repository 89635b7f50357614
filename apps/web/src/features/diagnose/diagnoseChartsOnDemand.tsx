import { Suspense, lazy, type ReactNode } from 'react';
import type { DiagnoseCharts } from './DiagnosePanels';

// Charts load with the panel that shows them, not with the screen.
const UsageBreakdown = lazy(() =>
  import('@wattwise/charts').then((m) => ({ default: m.UsageBreakdown })),
);
const BenchmarkBar = lazy(() =>
  import('@wattwise/charts').then((m) => ({ default: m.BenchmarkBar })),
);

/** Nothing in the charts' place until their code has arrived. */
function Loading({ children }: { children: ReactNode }) {
  return <Suspense fallback={null}>{children}</Suspense>;
}

/** The simple diagnose's charts: fetched when the panel that shows them first renders. */
export const chartsOnDemand: DiagnoseCharts = { UsageBreakdown, BenchmarkBar, Loading };
