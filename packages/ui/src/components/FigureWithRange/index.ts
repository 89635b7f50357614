export { FigureRange, FigureWithRange, rangeDisplays } from './FigureWithRange';
export type { FigureRangeProps, FigureWithRangeProps, RangeDisplay } from './FigureWithRange';
