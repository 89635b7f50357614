import { useId, useState, type Ref } from 'react';
import {
  chartMessages,
  DEFAULT_SCENARIO_SORT,
  filterScenarios,
  SCENARIO_SORT_KEYS,
  SORT_DIRECTIONS,
  SORT_DIRECTION_LABELS,
  planMessages,
  selectAll,
  selectAllState,
  sortScenarios,
  toggleScenario,
  type ScenarioFilter,
  type ScenarioSortKey,
  type SortDirection,
} from '@wattwise/domain';
import { visuallyHidden } from '../../css/focusRing.css';
import { Checkbox } from '../Checkbox/Checkbox';
import { IconButton } from '../IconButton/IconButton';
import { LoadingDots } from '../LoadingDots/LoadingDots';
import {
  ScenarioCard,
  type ScenarioAction,
  type ScenarioCardData,
  type ScenarioCardProps,
} from '../ScenarioCard/ScenarioCard';
import { NativeSelect } from '../NativeSelect/NativeSelect';
import { ScenarioFilterPanel } from './ScenarioFilterPanel';
import { EmptyState, ErrorState } from '../StateMessage/StateMessage';
import { Tooltip } from '../Tooltip/Tooltip';
import * as css from './ScenarioList.css';

export interface ScenarioListItem extends ScenarioCardData {
  /** Return on investment in years, for the ROI sort. */
  roi?: number | null;
}

export interface ScenarioListProps {
  scenarios: readonly ScenarioListItem[];
  /** Ids of the toggled scenarios (controlled). */
  selectedIds: readonly string[];
  /** Called with the new selection after the spec's exclusivity rules (packages/domain). */
  onSelectionChange: (ids: string[]) => void;
  /** Predict mode: the card menu with edit, hide, more info, Set ROI, complete, delete. */
  onAction?: (action: ScenarioAction, scenario: ScenarioListItem) => void;
  disabledActions?: ScenarioCardProps['disabledActions'];
  /** The card menu's actions (the Predict menu by default; Optimise passes its own). */
  actions?: ScenarioCardProps['actions'];
  isLoading?: boolean;
  /** The scenarios could not load: the spec's data load failure with the support line. */
  hasError?: boolean;
  supportEmail?: string;
  /** Sort, controlled or not; the spec's default is energy usage, High to Low. */
  sortKey?: ScenarioSortKey;
  sortDirection?: SortDirection;
  onSortChange?: (key: ScenarioSortKey, direction: SortDirection) => void;
  sortKeyLabels?: Partial<Record<ScenarioSortKey, string>>;
  /** Min / max filters (spec analysis §3 "Scenario filter"), controlled or not; none by default. */
  filters?: readonly ScenarioFilter[];
  onFiltersChange?: (filters: ScenarioFilter[]) => void;
  /** Shown when the filters leave no scenario (the spec gives no text). */
  noMatchText?: string;
  selectAllLabel?: string;
  /**
   * The list's section heading, a level-2 heading for screen readers (the cards' titles are
   * level 3 under it, and the page's title is level 1): 'Scenarios' by default.
   */
  heading?: string;
  /** The element shown: the list, or its error, loading or empty state. */
  ref?: Ref<HTMLElement>;
}

const defaultSortLabels: Record<ScenarioSortKey, string> = {
  roi: 'ROI',
  energyUsage: 'Energy usage',
  totalCost: 'Total cost',
  carbon: 'Carbon',
};

/**
 * The improvement scenarios with their toggles: select all (disabled with the spec's tooltip
 * when scenarios are mutually exclusive), sort, and each card's menu. Selection rules come from
 * packages/domain (toggleScenario, selectAll).
 */
export function ScenarioList({
  scenarios,
  selectedIds,
  onSelectionChange,
  onAction,
  disabledActions,
  actions,
  isLoading = false,
  hasError = false,
  supportEmail,
  sortKey,
  sortDirection,
  onSortChange,
  sortKeyLabels,
  filters,
  onFiltersChange,
  noMatchText = 'No scenarios match the filters.',
  selectAllLabel = 'Select all',
  heading = 'Scenarios',
  ref,
}: ScenarioListProps) {
  const headingId = useId();
  const [ownFilters, setOwnFilters] = useState<readonly ScenarioFilter[]>([]);
  const activeFilters = filters ?? ownFilters;
  const setFilters = (next: ScenarioFilter[]) => {
    setOwnFilters(next);
    onFiltersChange?.(next);
  };
  const [ownSort, setOwnSort] = useState<{ key: ScenarioSortKey; direction: SortDirection }>(
    DEFAULT_SCENARIO_SORT,
  );
  const key = sortKey ?? ownSort.key;
  const direction = sortDirection ?? ownSort.direction;
  const setSort = (next: { key: ScenarioSortKey; direction: SortDirection }) => {
    setOwnSort(next);
    onSortChange?.(next.key, next.direction);
  };
  const labels = { ...defaultSortLabels, ...sortKeyLabels };

  if (hasError)
    return (
      <ErrorState
        ref={ref as Ref<HTMLDivElement>}
        message={chartMessages.loadError}
        supportEmail={supportEmail}
      />
    );
  if (isLoading)
    return <LoadingDots ref={ref as Ref<HTMLSpanElement>} label={planMessages.loadingData} />;
  if (scenarios.length === 0)
    return <EmptyState ref={ref as Ref<HTMLDivElement>} message={planMessages.stillComputing} />;

  const allState = selectAllState(scenarios);
  const allIds = selectAll(scenarios);
  const allSelected =
    !allState.disabled && allIds.length > 0 && allIds.every((id) => selectedIds.includes(id));
  const someSelected = selectedIds.length > 0 && !allSelected;
  const sorted = filterScenarios(sortScenarios(scenarios, key, direction), activeFilters);

  return (
    <section ref={ref} className={css.list} aria-labelledby={headingId}>
      <h2 id={headingId} className={visuallyHidden}>
        {heading}
      </h2>
      <div className={css.toolbar}>
        <div className={css.selectAll}>
          <Checkbox
            isSelected={allSelected}
            isIndeterminate={someSelected}
            isDisabled={allState.disabled}
            onChange={(checked) => onSelectionChange(checked ? allIds : [])}
          >
            {selectAllLabel}
          </Checkbox>
          {allState.tooltip ? (
            <Tooltip content={allState.tooltip}>
              <IconButton icon="info" aria-label={allState.tooltip} />
            </Tooltip>
          ) : null}
        </div>
        <div className={css.sort}>
          <NativeSelect
            label="Sort by"
            options={SCENARIO_SORT_KEYS.map((id) => ({ id, label: labels[id] }))}
            value={key}
            onChange={(k) => setSort({ key: k, direction })}
          />
          <NativeSelect
            label="Order"
            options={SORT_DIRECTIONS.map((id) => ({ id, label: SORT_DIRECTION_LABELS[id] }))}
            value={direction}
            onChange={(d) => setSort({ key, direction: d })}
          />
          <ScenarioFilterPanel filters={activeFilters} onFiltersChange={setFilters} />
        </div>
      </div>
      {sorted.length === 0 ? <p className={css.noMatch}>{noMatchText}</p> : null}
      <ul className={css.items}>
        {sorted.map((scenario) => (
          <li key={scenario.id}>
            <ScenarioCard
              scenario={scenario}
              isSelected={selectedIds.includes(scenario.id)}
              onToggle={(s) => onSelectionChange(toggleScenario(selectedIds, s, scenarios))}
              onAction={onAction ? (action) => onAction(action, scenario) : undefined}
              disabledActions={disabledActions}
              actions={actions}
            />
          </li>
        ))}
      </ul>
    </section>
  );
}
