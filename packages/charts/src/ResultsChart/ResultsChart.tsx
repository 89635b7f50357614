import type { Ref } from 'react';
import { chartColours } from '../shared/chartColours';
import { ChartFrame } from '../shared/ChartFrame';
import { DataTable } from '../shared/DataTable';
import { defaultFormatValue } from '../shared/formatValue';
import type { ValueFormatter } from '../types';
import * as css from './ResultsChart.css';

/** The saving of one selected scenario. */
export interface ScenarioSaving {
  readonly id: string;
  readonly title: string;
  /** Saving per year; negative when the scenario costs more than it saves. */
  readonly saving: number;
}

export interface ResultsChartProps {
  title: string;
  description?: string;
  /** The selected scenarios, in the order the list shows them. */
  scenarios: readonly ScenarioSaving[];
  /** Unit of the savings, e.g. 'GBP' or 'kWh'. */
  unit: string;
  /** Label of the total row, e.g. 'Total potential savings' from @wattwise/domain. */
  totalLabel: string;
  /** The total from the results call; the sum of the scenarios when omitted. */
  total?: number;
  emptyMessage: string;
  formatValue?: ValueFormatter;
  className?: string;
  /** The chart's figure. */
  ref?: Ref<HTMLElement>;
}

/** Savings of the selected scenarios as bars from a zero line (results panel, spec analysis §2.3). */
export function ResultsChart(props: ResultsChartProps) {
  const { scenarios, unit, formatValue = defaultFormatValue } = props;
  const total = props.total ?? scenarios.reduce((sum, s) => sum + s.saving, 0);
  const most = Math.max(0, ...scenarios.map((s) => s.saving));
  const least = Math.min(0, ...scenarios.map((s) => s.saving));
  const span = most - least || 1;
  const zeroAt = (-least / span) * 100;

  const description =
    props.description ??
    (scenarios.length === 0
      ? props.emptyMessage
      : `${props.totalLabel}: ${formatValue(total, unit)} from ${scenarios.length} selected ${
          scenarios.length === 1 ? 'scenario' : 'scenarios'
        }.`);

  return (
    <ChartFrame
      ref={props.ref}
      className={props.className}
      title={props.title}
      description={description}
      isEmpty={scenarios.length === 0}
      emptyMessage={props.emptyMessage}
      table={() => (
        <DataTable
          caption={`Savings per scenario (${unit})`}
          columns={['Scenario', 'Saving']}
          rows={[
            ...scenarios.map((s) => [s.title, formatValue(s.saving, unit)] as const),
            [props.totalLabel, formatValue(total, unit)] as const,
          ]}
        />
      )}
    >
      {() => (
        <>
          <ul className={css.list}>
            {scenarios.map((s) => {
              const left = s.saving >= 0 ? zeroAt : zeroAt - (-s.saving / span) * 100;
              const width = (Math.abs(s.saving) / span) * 100;
              return (
                <li key={s.id} className={css.row}>
                  <span className={css.name}>{s.title}</span>
                  <span className={css.track} aria-hidden="true">
                    <span className={css.zero} style={{ left: `${zeroAt}%` }} />
                    <span
                      className={css.bar}
                      style={{
                        left: `${left}%`,
                        width: `${width}%`,
                        background: s.saving >= 0 ? chartColours.actual : chartColours.potential,
                      }}
                    />
                  </span>
                  <span className={css.figure}>{formatValue(s.saving, unit)}</span>
                </li>
              );
            })}
          </ul>
          <div className={css.total}>
            <span>{props.totalLabel}</span>
            <span>{formatValue(total, unit)}</span>
          </div>
        </>
      )}
    </ChartFrame>
  );
}
