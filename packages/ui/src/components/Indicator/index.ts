export { Indicator, indicatorValueText } from './Indicator';
export type { IndicatorData } from './Indicator';
