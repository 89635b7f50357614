import { useState, type ReactNode, type Ref } from 'react';
import {
  formatCurrency,
  formatNumber,
  planMessages,
  viewResultsButton,
  type EpcRating,
} from '@wattwise/domain';
import { BottomSheet } from '../BottomSheet/BottomSheet';
import { Button } from '../Button/Button';
import { Icon } from '../IconButton/icons';
import { KpiCard, type KpiCardProps } from '../KpiCard/KpiCard';
import { LoadingDots } from '../LoadingDots/LoadingDots';
import { EmptyState, ErrorState } from '../StateMessage/StateMessage';
import * as css from './ResultsPanel.css';

export interface ResultsData {
  totalSavings: { value: number; currencyCode?: string; percentage?: number | null };
  currentEpcRating?: EpcRating | null;
  potentialEpcRating?: EpcRating | null;
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
  /** The panel beside the list (from 500 px up; the bottom sheet holds the same on a phone). */
  ref?: Ref<HTMLElement>;
}

function ResultsBody({
  selectedCount,
  results,
  isLoading,
  errorMessage,
  chart,
}: ResultsPanelProps) {
  if (errorMessage) return <ErrorState message={errorMessage} />;
  if (selectedCount === 0) return <EmptyState message={planMessages.noneSelected} />;
  if (isLoading || !results) return <LoadingDots label={planMessages.loadingData} />;
  const { totalSavings, currentEpcRating, potentialEpcRating } = results;
  return (
    <div className={css.body}>
      <section className={css.total} aria-label={planMessages.totalPotentialSavings}>
        <span className={css.totalLabel}>{planMessages.totalPotentialSavings}</span>
        <span className={css.totalValue}>
          {formatCurrency(totalSavings.value, totalSavings.currencyCode)}
        </span>
        {totalSavings.percentage !== null && totalSavings.percentage !== undefined ? (
          <span className={css.totalPercent}>{`${formatNumber(totalSavings.percentage)}%`}</span>
        ) : null}
        {currentEpcRating && potentialEpcRating ? (
          <span className={css.epcChange}>
            <span className={css.epcBadge({ band: currentEpcRating })}>{currentEpcRating}</span>
            <Icon name="arrowRight" size={16} />
            <span className={css.epcBadge({ band: potentialEpcRating })}>{potentialEpcRating}</span>
            <span
              className={css.epcText}
            >{`EPC ${currentEpcRating} to ${potentialEpcRating}`}</span>
          </span>
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
 * The 'Results' panel of the improvement plan: beside the list from 500 px up, and behind a
 * 'View (n)' button in a bottom sheet on mobile.
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
