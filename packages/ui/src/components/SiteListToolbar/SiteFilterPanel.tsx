import { lazy, Suspense, type Ref } from 'react';
import type { SiteFilters } from '@wattwise/domain';
import { button } from '../Button/Button.css';
import { usePopupButton } from '../Menu/usePopupButton';

/** The home filters of the spec (shell §2 "Home"), in its order; each maps to a SiteFilters key. */
export const SITE_FILTER_KEYS = [
  'buildingTypes',
  'totalCost',
  'energyUsage',
  'carbon',
  'productTypes',
] as const;
export type SiteFilterKey = (typeof SITE_FILTER_KEYS)[number];

/** 'OFFICE' → 'Office', 'SIMPLE_PREDICT' → 'Simple predict'. */
export const humaniseCode = (code: string) =>
  code.charAt(0) + code.slice(1).toLowerCase().replaceAll('_', ' ');

/** How many of the filters restrict the list (an empty choice does not, as in filterSites). */
export function activeFilterCount(filters: SiteFilters): number {
  return SITE_FILTER_KEYS.filter((key) => (filters[key]?.length ?? 0) > 0).length;
}

export interface SiteFilterPanelProps {
  filters: SiteFilters;
  onFiltersChange: (filters: SiteFilters) => void;
  /** The building types the user's sites have (the app collects them). */
  buildingTypes: readonly string[];
  buildingTypeLabel?: (type: string) => string;
  /** The filter panel's dialog (rendered only once opened). */
  ref?: Ref<HTMLElement>;
}

const loadPopup = () => import('./SiteFilterPopup');
const SiteFilterPopup = lazy(loadPopup);

/**
 * 'Filters' button and its panel: building type, total cost, energy usage, carbon and product
 * type, each a set of checkboxes; the app applies them with filterSites (AND across filters). The
 * button is plain HTML; the panel's code (React Aria's popover, dialog and checkboxes) loads when
 * it is first wanted, not with the home.
 */
export function SiteFilterPanel({
  filters,
  onFiltersChange,
  buildingTypes,
  buildingTypeLabel = humaniseCode,
  ref,
}: SiteFilterPanelProps) {
  const count = activeFilterCount(filters);
  const popup = usePopupButton(loadPopup);
  return (
    <>
      <button
        {...popup.triggerProps}
        aria-haspopup="dialog"
        className={button({ variant: 'secondary', size: 'medium', fullWidth: false })}
      >
        {count > 0 ? `Filters (${count})` : 'Filters'}
      </button>
      {popup.wanted ? (
        <Suspense fallback={null}>
          <SiteFilterPopup
            triggerRef={popup.triggerRef}
            isOpen={popup.isOpen}
            onOpenChange={popup.setOpen}
            filters={filters}
            onFiltersChange={onFiltersChange}
            buildingTypes={buildingTypes}
            buildingTypeLabel={buildingTypeLabel}
            dialogRef={ref}
          />
        </Suspense>
      ) : null}
    </>
  );
}
