/** The yearly figures' names, as the engine writes them into its results (one home: the engine). */
export { diagnoseKpiLabels } from '@wattwise/energy-model/bands';
