import { chartMessages, type Granularity } from '@wattwise/domain';
import { useId, useState } from 'react';
import { MS_PER_DAY, fromDateInputValue, startOfUtcDay, toDateInputValue } from '../shared/time';
import type { DateRange } from '../types';
import * as css from './TimeSeriesChart.css';

export interface DateRangeControlProps {
  range: DateRange;
  /** The earliest and latest dates the data allows. */
  bounds: DateRange;
  onChange: (range: DateRange) => void;
  granularity?: Granularity | undefined;
  granularities?: readonly Granularity[] | undefined;
  onGranularityChange?: ((granularity: Granularity) => void) | undefined;
}

/**
 * The date range picker of a graph (spec analysis §2.7): two dates, whole UTC days, the end day
 * included; and a granularity select when the caller offers one.
 */
export function DateRangeControl(props: DateRangeControlProps) {
  const fromId = useId();
  const toId = useId();
  const granularityId = useId();
  const min = toDateInputValue(startOfUtcDay(props.bounds.from));
  const max = toDateInputValue(startOfUtcDay(props.bounds.to));
  const fromDay = toDateInputValue(startOfUtcDay(props.range.from));
  const toDay = toDateInputValue(startOfUtcDay(props.range.to));
  // What the user is typing, kept while the field has focus so a half-typed date is not reset.
  const [fromDraft, setFromDraft] = useState<string | null>(null);
  const [toDraft, setToDraft] = useState<string | null>(null);
  // A From typed after To (or a To before From) is not applied, and says why until it is fixed.
  const draftFrom = fromDraft === null ? null : fromDateInputValue(fromDraft);
  const draftTo = toDraft === null ? null : fromDateInputValue(toDraft);
  const fromReversed = draftFrom !== null && draftFrom > props.range.to;
  const toReversed = draftTo !== null && draftTo < startOfUtcDay(props.range.from);
  const errorId = useId();

  return (
    <div className={css.controls} role="group" aria-label="Date range">
      <label className={css.field} htmlFor={fromId}>
        From
        <input
          id={fromId}
          className={css.input}
          type="date"
          value={fromDraft ?? fromDay}
          min={min}
          max={toDay}
          aria-invalid={fromReversed || undefined}
          aria-describedby={fromReversed ? errorId : undefined}
          onBlur={() => fromReversed || setFromDraft(null)}
          onChange={(event) => {
            setFromDraft(event.currentTarget.value);
            const from = fromDateInputValue(event.currentTarget.value);
            if (from !== null && from <= props.range.to)
              props.onChange({ from, to: props.range.to });
          }}
        />
      </label>
      <label className={css.field} htmlFor={toId}>
        To
        <input
          id={toId}
          className={css.input}
          type="date"
          value={toDraft ?? toDay}
          min={fromDay}
          max={max}
          aria-invalid={toReversed || undefined}
          aria-describedby={toReversed ? errorId : undefined}
          onBlur={() => toReversed || setToDraft(null)}
          onChange={(event) => {
            setToDraft(event.currentTarget.value);
            const day = fromDateInputValue(event.currentTarget.value);
            if (day !== null && day >= startOfUtcDay(props.range.from)) {
              props.onChange({ from: props.range.from, to: day + MS_PER_DAY - 1 });
            }
          }}
        />
      </label>
      {fromReversed || toReversed ? (
        <p id={errorId} role="alert" className={css.rangeError}>
          {chartMessages.rangeReversed}
        </p>
      ) : null}
      {props.onGranularityChange && props.granularities ? (
        <label className={css.field} htmlFor={granularityId}>
          Granularity
          <select
            id={granularityId}
            className={css.input}
            value={props.granularity}
            onChange={(event) => {
              const value = event.currentTarget.value;
              const chosen = props.granularities?.find((g) => g === value);
              if (chosen) props.onGranularityChange?.(chosen);
            }}
          >
            {props.granularities.map((g) => (
              <option key={g} value={g}>
                {g.charAt(0) + g.slice(1).toLowerCase()}
              </option>
            ))}
          </select>
        </label>
      ) : null}
    </div>
  );
}
