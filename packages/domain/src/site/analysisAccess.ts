import type { DiagnoseTab } from '../enums/analysisEnums';
import type { DiagnoseSeries } from '../time/diagnoseRanges';

/**
 * Chart series of each diagnose tab (spec analysis §4.5): Actual shows Actual; Diagnose shows
 * Actual, Expected and the free potential; Potential shows Potential.
 */
export const DIAGNOSE_TAB_SERIES: Readonly<Record<DiagnoseTab, readonly DiagnoseSeries[]>> = {
  ACTUAL: ['actual'],
  DIAGNOSE: ['actual', 'expected', 'potential'],
  POTENTIAL: ['potential'],
};
