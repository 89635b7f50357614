// The cards view is what a diagnose shows first, and its charts with it: they load with the
// screen (the server preloads them with the route), so that the browser takes the server's
// charts over as they are instead of drawing them again once a lazily loaded chunk arrives.
import { BenchmarkBar, UsageBreakdown } from '@wattwise/charts';
import { Fragment } from 'react';
import type { DiagnoseCharts } from './DiagnosePanels';

/** The signed-in diagnose's charts: in the screen's own code, drawn by the server's render too. */
export const chartsWithTheScreen: DiagnoseCharts = {
  UsageBreakdown,
  BenchmarkBar,
  Loading: Fragment,
};
