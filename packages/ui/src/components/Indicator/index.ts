export { Indicator, indicatorValueText } from './Indicator';
export type { IndicatorData, IndicatorProps } from './Indicator';
export { FigurePill, SavingIndicator } from './SavingIndicator';
export type { FigurePillProps, SavingFigure, SavingIndicatorProps } from './SavingIndicator';
