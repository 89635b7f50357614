import type { Ref } from 'react';
import { formatNumber } from '@wattwise/domain';
import { categoryColours } from '../shared/chartColours';
import { ChartFrame } from '../shared/ChartFrame';
import { DataTable } from '../shared/DataTable';
import { defaultFormatValue } from '../shared/formatValue';
import type { ValueFormatter } from '../types';
import * as css from './UsageBreakdown.css';

/** One end use of the breakdown, e.g. heating or lighting. */
export interface EndUse {
  readonly id: string;
  readonly label: string;
  readonly value: number;
  /** Optional colour; a colour-blind-safe palette is used otherwise. */
  readonly color?: string;
}

export interface UsageBreakdownProps {
  title: string;
  description?: string;
  endUses: readonly EndUse[];
  /** Unit of the values, e.g. 'kWh' or 'GBP'. */
  unit: string;
  emptyMessage: string;
  formatValue?: ValueFormatter;
  className?: string;
  /** The chart's figure. */
  ref?: Ref<HTMLElement>;
}

/** The usage breakdown of the Actual tab (spec analysis §2.2): end uses as a share of the total. */
export function UsageBreakdown(props: UsageBreakdownProps) {
  const { unit, formatValue = defaultFormatValue } = props;
  const endUses = props.endUses.filter((e) => Number.isFinite(e.value) && e.value > 0);
  const total = endUses.reduce((sum, e) => sum + e.value, 0);
  const colourOf = (e: EndUse, i: number) =>
    e.color ?? categoryColours[i % categoryColours.length]!;
  const share = (e: EndUse) => (100 * e.value) / total;

  const description =
    props.description ??
    (total > 0
      ? `Total ${formatValue(total, unit)}: ${endUses
          .map((e) => `${e.label} ${formatNumber(share(e))} %`)
          .join(', ')}.`
      : props.emptyMessage);

  return (
    <ChartFrame
      ref={props.ref}
      className={props.className}
      title={props.title}
      description={description}
      isEmpty={total <= 0}
      emptyMessage={props.emptyMessage}
      table={() => (
        <DataTable
          caption={`End uses (${unit})`}
          columns={['End use', unit, 'Share']}
          rows={endUses.map((e) => [
            e.label,
            formatValue(e.value, unit),
            `${formatNumber(share(e))} %`,
          ])}
        />
      )}
    >
      {() => (
        <>
          <div className={css.stack} aria-hidden="true">
            {endUses.map((e, i) => (
              <span key={e.id} style={{ width: `${share(e)}%`, background: colourOf(e, i) }} />
            ))}
          </div>
          <ul className={css.list}>
            {endUses.map((e, i) => (
              <li key={e.id} className={css.row}>
                <span className={css.label}>
                  <span
                    className={css.dot}
                    style={{ background: colourOf(e, i) }}
                    aria-hidden="true"
                  />
                  {e.label}
                </span>
                <span className={css.track} aria-hidden="true">
                  <span
                    style={{
                      display: 'block',
                      height: '100%',
                      width: `${share(e)}%`,
                      background: colourOf(e, i),
                    }}
                  />
                </span>
                <span className={css.figure}>
                  {formatValue(e.value, unit)} · {formatNumber(share(e))} %
                </span>
              </li>
            ))}
          </ul>
        </>
      )}
    </ChartFrame>
  );
}
