/** One reading of a graph series (spec analysis §3 "Graph": data with x datetime and y). */
export interface TimePoint {
  /** When: a Date, epoch milliseconds, or an ISO 8601 string. */
  readonly x: Date | number | string;
  /** The reading; null for a missing reading (drawn as a gap). */
  readonly y: number | null;
}

/** A line of the time-series chart: one stimulus of one node (spec analysis §3 "Graph"). */
export interface TimeSeries {
  readonly id: string;
  /** Legend and tooltip name, e.g. 'Electricity' or 'Predicted'. */
  readonly name: string;
  /** Stroke colour (any CSS colour). */
  readonly color: string;
  /** Key into the stimulus map, which gives the label and unit (spec analysis §3). */
  readonly stimulus: string;
  readonly data: readonly TimePoint[];
  /** Dashed lines mark modelled rather than metered values (e.g. predicted). */
  readonly lineStyle?: 'solid' | 'dashed';
}

/** Label and unit per stimulus, as GET /api/data/stimulus returns them (spec analysis §7.3). */
export type StimulusMap = Readonly<
  Record<string, { readonly label: string; readonly unit: string }>
>;

/** A user-entered intervention shown as a marker on the time axis (spec analysis §3 "Intervention"). */
export interface Intervention {
  readonly id: string;
  readonly date: Date | number | string;
  readonly title: string;
  readonly description?: string;
  /** Cost in GBP, optional. */
  readonly cost?: number;
  /**
   * The saving measured at the meters since it, in words ('Since “New boiler” on 3 March:
   * 12,400 kWh avoided (±2,100 at 90 %).'), one sentence a fuel; shown with the marker.
   */
  readonly savings?: readonly string[];
}

/** A window of time, both ends inclusive, as epoch milliseconds. */
export interface DateRange {
  readonly from: number;
  readonly to: number;
}

/** Formats a reading with its unit for tooltips, tables and axes. */
export type ValueFormatter = (value: number, unit: string) => string;
