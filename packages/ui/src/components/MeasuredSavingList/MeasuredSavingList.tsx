import type { Ref } from 'react';
import { formatFigure, measuredSavingMessages, roundedFigure } from '@wattwise/domain';
import { Card } from '../Card/Card';
import { Heading, Text } from '../Text/Text';
import * as css from './MeasuredSavingList.css';

/** The saving measured since one intervention, for one fuel, as the server states it. */
export interface MeasuredSavingItem {
  id: string;
  /** 'Since “New boiler” on 3 March: 12,400 kWh avoided (±2,100 at 90 %).' */
  sentence: string;
  /** Null when the saving could not be measured (the sentence says why). */
  avoidedCostGbp: number | null;
  uncertaintyCostGbp: number | null;
  avoidedCarbonKg: number | null;
  uncertaintyCarbonKg: number | null;
  /** What the reader should know even so (a reporting period shorter than a year, …). */
  notes: readonly string[];
}

export interface MeasuredSavingListProps {
  savings: readonly MeasuredSavingItem[];
  ref?: Ref<HTMLElement>;
}

/**
 * '£300 (±£150)': a figure and its band, rounded to no more precision than the band allows
 * (domain roundedFigure) and formatted as the KPI cards format them.
 */
function withBand(
  value: number,
  band: number | null,
  unit: { unit?: string; isCurrency?: boolean },
) {
  if (band === null) return formatFigure(value, unit);
  const r = roundedFigure(value, { low: value - band, high: value + band });
  return `${formatFigure(r.value, unit)} (±${formatFigure((r.high - r.low) / 2, unit)})`;
}

/** The avoided cost and carbon under the sentence: 'Worth £1,900 (±£320) · 2,400 kg CO2e (±410 kg)'. */
function figuresOf(s: MeasuredSavingItem): string | null {
  const parts: string[] = [];
  if (s.avoidedCostGbp !== null)
    parts.push(withBand(s.avoidedCostGbp, s.uncertaintyCostGbp, { isCurrency: true }));
  if (s.avoidedCarbonKg !== null)
    parts.push(
      `${withBand(s.avoidedCarbonKg, s.uncertaintyCarbonKg, { unit: 'kg' })} ${measuredSavingMessages.carbon}`,
    );
  return parts.length ? `${measuredSavingMessages.worth} ${parts.join(' · ')}` : null;
}

/**
 * The savings measured at the meters since each intervention: the sentence, the avoided cost and
 * carbon with their 90 % bands, and what the reader should know about each.
 */
export function MeasuredSavingList({ savings, ref }: MeasuredSavingListProps) {
  return (
    <Card ref={ref} as="section" aria-label={measuredSavingMessages.title}>
      <Heading level={2}>{measuredSavingMessages.title}</Heading>
      <ul className={css.list}>
        {savings.map((s) => {
          const figures = figuresOf(s);
          return (
            <li key={s.id} className={css.item}>
              <span className={css.sentence}>{s.sentence}</span>
              {figures ? <span>{figures}</span> : null}
              {s.notes.map((note) => (
                <span key={note} className={css.meta}>
                  {note}
                </span>
              ))}
            </li>
          );
        })}
      </ul>
      <Text tone="muted">{measuredSavingMessages.method}</Text>
    </Card>
  );
}
