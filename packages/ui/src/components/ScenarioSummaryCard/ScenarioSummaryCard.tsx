import type { Ref } from 'react';
import { Indicator, type IndicatorData } from '../Indicator/Indicator';
import { ScenarioFigureList, type ScenarioFigures } from '../ScenarioFigures/ScenarioFigures';
import * as css from './ScenarioSummaryCard.css';

export interface ScenarioSummaryCardProps {
  title: string;
  /** Plain text; HTML from the server must be converted by the app. */
  description?: string;
  /** The scenario's indicator badges (savings, energy, carbon, cost). */
  indicators?: readonly IndicatorData[];
  /** The scenario's signed figures in words; shown instead of `indicators` when given. */
  figures?: ScenarioFigures | null;
  /** 'li' when the card is an item of a list (e.g. a Stack as="ul"). */
  as?: 'article' | 'li';
  ref?: Ref<HTMLElement>;
}

/**
 * A scenario as the Optimise improvement view lists it (spec analysis §2.3): title, description
 * and indicator badges, read only (no toggle, no menu; selecting happens on the scenarios screen).
 */
export function ScenarioSummaryCard({
  title,
  description,
  indicators = [],
  figures,
  as: Tag = 'article',
  ref,
}: ScenarioSummaryCardProps) {
  return (
    <Tag ref={ref as Ref<HTMLElement & HTMLLIElement>} className={css.card} aria-label={title}>
      <h3 className={css.title}>{title}</h3>
      {description ? <p className={css.description}>{description}</p> : null}
      {figures ? (
        <ScenarioFigureList figures={figures} aria-label={`${title} figures`} />
      ) : indicators.length > 0 ? (
        <ul className={css.indicators} aria-label={`${title} indicators`}>
          {indicators.map((indicator, i) => (
            <li key={i}>
              <Indicator {...indicator} />
            </li>
          ))}
        </ul>
      ) : null}
    </Tag>
  );
}
