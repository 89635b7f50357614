export { lttbIndices } from './lttb';
export type {
  TimePoint,
  TimeSeries,
  StimulusMap,
  Intervention,
  DateRange,
  ValueFormatter,
} from './types';
export { TimeSeriesChart, type TimeSeriesChartProps } from './TimeSeriesChart/TimeSeriesChart';
export {
  DiagnoseChart,
  DIAGNOSE_SERIES,
  DIAGNOSE_SERIES_STYLE,
  type DiagnoseChartProps,
  type DailySum,
  type DiagnoseSeries,
} from './DiagnoseChart/DiagnoseChart';
export { ValidateChart, type ValidateChartProps } from './ValidateChart/ValidateChart';
export { fitStatistics, type FitStatistics } from './ValidateChart/fitStatistics';
export {
  UsageBreakdown,
  type UsageBreakdownProps,
  type EndUse,
} from './UsageBreakdown/UsageBreakdown';
export {
  ResultsChart,
  type ResultsChartProps,
  type ScenarioSaving,
} from './ResultsChart/ResultsChart';
export { BenchmarkBar, type BenchmarkBarProps } from './BenchmarkBar/BenchmarkBar';
export { chartColours, categoryColours } from './shared/chartColours';
export { defaultFormatValue } from './shared/formatValue';
export {
  YearOnYearChart,
  type YearOnYearChartProps,
  type YearOnYearPoint,
} from './YearOnYearChart/YearOnYearChart';
