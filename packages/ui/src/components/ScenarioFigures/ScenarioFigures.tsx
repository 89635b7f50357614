import type { Ref } from 'react';
import {
  capitalCostText,
  paybackText,
  rangeBasisMessages,
  savingWithRangeText,
  type FigureText,
  type RangeBasis,
  type ValueRange,
} from '@wattwise/domain';
import { FigurePill } from '../Indicator/SavingIndicator';
import * as css from './ScenarioFigures.css';

/**
 * A scenario's figures as the engine gives them, signed: a saving is positive when the yearly
 * figure falls and negative when it rises (an increase is then said as one).
 */
export interface ScenarioFigures {
  /** Yearly running-cost saving in £; negative when the scenario costs more to run. */
  savingGbp?: number | null;
  savingRange?: ValueRange | null;
  /** Yearly energy saving in kWh; negative when the scenario uses more. */
  energySavingKwh?: number | null;
  energySavingRange?: ValueRange | null;
  /** Yearly carbon saving in kgCO2e; negative when it emits more. */
  carbonSavingKg?: number | null;
  carbonSavingRange?: ValueRange | null;
  /** What it costs to install, £ (0: 'No installation cost'). */
  capitalCostGbp?: number | null;
  /** Simple payback in years; null when it saves no money. */
  paybackYears?: number | null;
  /** The measures' life: a payback beyond it reads 'Does not pay back within its n-year life'. */
  lifetimeYears?: number | null;
  /** What the ranges rest on; 'meter' or 'bills' adds the sentence that says why they are narrow. */
  rangeBasis?: RangeBasis | null;
}

/** The figures in the order a reader weighs them: money, energy, carbon, cost, payback. */
export function scenarioFigureTexts(figures: ScenarioFigures): FigureText[] {
  const texts: FigureText[] = [];
  const { savingGbp, energySavingKwh, carbonSavingKg, capitalCostGbp, paybackYears } = figures;
  if (savingGbp !== null && savingGbp !== undefined)
    texts.push(
      savingWithRangeText(savingGbp, figures.savingRange, { unit: 'GBP', isCurrency: true }),
    );
  if (energySavingKwh !== null && energySavingKwh !== undefined)
    texts.push(savingWithRangeText(energySavingKwh, figures.energySavingRange, { unit: 'kWh' }));
  if (carbonSavingKg !== null && carbonSavingKg !== undefined)
    texts.push(savingWithRangeText(carbonSavingKg, figures.carbonSavingRange, { unit: 'kgCO2e' }));
  if (capitalCostGbp !== null && capitalCostGbp !== undefined)
    texts.push(capitalCostText(capitalCostGbp));
  if (paybackYears !== undefined && (savingGbp !== undefined || paybackYears !== null))
    texts.push(
      paybackText(paybackYears, { lifetimeYears: figures.lifetimeYears, costGbp: capitalCostGbp }),
    );
  return texts;
}

export interface ScenarioFigureListProps {
  figures: ScenarioFigures;
  /** Names the list, e.g. '{title} figures'. */
  'aria-label'?: string;
  ref?: Ref<HTMLUListElement>;
}

/** A scenario's figures as pills in words, with the reason its ranges are narrow when calibrated. */
export function ScenarioFigureList({ figures, ref, ...aria }: ScenarioFigureListProps) {
  const hasRange = Boolean(
    figures.savingRange || figures.energySavingRange || figures.carbonSavingRange,
  );
  const basis = hasRange && figures.rangeBasis && figures.rangeBasis !== 'model';
  return (
    <ul ref={ref} className={css.list} aria-label={aria['aria-label']}>
      {scenarioFigureTexts(figures).map((figure) => (
        <li key={figure.text}>
          <FigurePill {...figure} />
        </li>
      ))}
      {basis ? <li className={css.basis}>{rangeBasisMessages[figures.rangeBasis!]}</li> : null}
    </ul>
  );
}
