import { useState, type ReactNode, type Ref } from 'react';
import { planMessages, viewResultsButton, type EpcRating, type RangeBasis } from '@wattwise/domain';
import { BottomSheet } from '../BottomSheet/BottomSheet';
import { Button } from '../Button/Button';
import type { RangeDisplay } from '../FigureWithRange/FigureWithRange';
import { KpiCard, type KpiCardProps } from '../KpiCard/KpiCard';
import { LoadingDots } from '../LoadingDots/LoadingDots';
import { EmptyState, ErrorState } from '../StateMessage/StateMessage';
import * as css from './ResultsPanel.css';
import { EpcChange, TotalSavingsFigure, type TotalSavings } from './ResultsTotals';

export interface ResultsData {
  totalSavings: TotalSavings;
  currentEpcRating?: EpcRating | null;
  potentialEpcRating?: EpcRating | null;
  /** The scores behind the bands (SAP for dwellings), shown beside them. */
  currentEpcScore?: number | null;
  potentialEpcScore?: number | null;
  /** Why the band moves as it does, in a sentence (the engine's explanation). */
  epcReason?: string | null;
  /** What the ranges rest on: 'meter' or 'bills' when calibrated (narrow ranges). */
  rangeBasis?: RangeBasis | null;
  kpis?: readonly KpiCardProps[];
}

export interface ResultsPanelProps {
  /** Number of toggled scenarios ('View (n)' on small screens). */
  selectedCount: number;
  results?: ResultsData | null;
  isLoading?: boolean;
  /** The error's message, shown with an icon (spec analysis §8). */
  errorMessage?: string | null;
  /** A chart from @wattwise/charts, composed by the app. */
  chart?: ReactNode;
  title?: string;
  /** How the total's range shows: its ends in brackets, a bar with a band, or words. */
  rangeDisplay?: RangeDisplay;
  /** The panel beside the list (in a content area of two columns; else in a bottom sheet). */
  ref?: Ref<HTMLElement>;
}

function ResultsBody({
  selectedCount,
  results,
  isLoading,
  errorMessage,
  chart,
  rangeDisplay,
}: ResultsPanelProps) {
  if (errorMessage) return <ErrorState message={errorMessage} />;
  if (selectedCount === 0) return <EmptyState message={planMessages.noneSelected} />;
  if (isLoading || !results) return <LoadingDots label={planMessages.loadingData} />;
  const { currentEpcRating, potentialEpcRating } = results;
  return (
    <div className={css.body}>
      <section className={css.total} aria-label={planMessages.totalPotentialSavings}>
        <TotalSavingsFigure
          totalSavings={results.totalSavings}
          rangeBasis={results.rangeBasis}
          rangeDisplay={rangeDisplay}
        />
        {currentEpcRating && potentialEpcRating ? (
          <EpcChange
            current={currentEpcRating}
            potential={potentialEpcRating}
            currentScore={results.currentEpcScore}
            potentialScore={results.potentialEpcScore}
            reason={results.epcReason}
          />
        ) : null}
      </section>
      {results.kpis && results.kpis.length > 0 ? (
        <div className={css.kpis}>
          {results.kpis.map((kpi) => (
            <KpiCard key={kpi.text} {...kpi} />
          ))}
        </div>
      ) : null}
      {chart}
    </div>
  );
}

/**
 * The 'Results' panel of the improvement plan: beside the list where the content area holds two
 * columns (640 px, tokens/breakpoints `area`), else behind a 'View (n)' button in a bottom sheet.
 */
export function ResultsPanel({ ref, ...props }: ResultsPanelProps) {
  const [isOpen, setOpen] = useState(false);
  const title = props.title ?? planMessages.results;
  return (
    <>
      <aside ref={ref} className={css.panel} aria-label={title}>
        <h2 className={css.heading}>{title}</h2>
        <ResultsBody {...props} />
      </aside>
      <div className={css.mobileTrigger}>
        <Button fullWidth onPress={() => setOpen(true)}>
          {viewResultsButton(props.selectedCount)}
        </Button>
      </div>
      <BottomSheet title={title} isOpen={isOpen} onOpenChange={setOpen}>
        <ResultsBody {...props} />
      </BottomSheet>
    </>
  );
}
