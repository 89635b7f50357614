import type { Ref } from 'react';
import { CheckboxGroup, Label } from 'react-aria-components';
import {
  PRODUCT_FILTER_TYPES,
  TRAFFIC_LIGHTS,
  TRAFFIC_LIGHT_LABELS,
  type Product,
  type SiteFilters,
  type TrafficLight,
} from '@wattwise/domain';
import { Button } from '../Button/Button';
import { Checkbox } from '../Checkbox/Checkbox';
import { Popover } from '../Popover/Popover';
import * as css from './SiteListToolbar.css';

/** The home filters of the spec (shell §2 "Home"), in its order; each maps to a SiteFilters key. */
export const SITE_FILTER_KEYS = [
  'buildingTypes',
  'totalCost',
  'energyUsage',
  'carbon',
  'productTypes',
] as const;
export type SiteFilterKey = (typeof SITE_FILTER_KEYS)[number];

const filterLabels: Record<SiteFilterKey, string> = {
  buildingTypes: 'Building type',
  totalCost: 'Total cost',
  energyUsage: 'Energy usage',
  carbon: 'Carbon',
  productTypes: 'Product type',
};

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
  /** The filter popover (rendered only while open). */
  ref?: Ref<HTMLElement>;
}

/**
 * 'Filters' button and its panel: building type, total cost, energy usage, carbon and product
 * type, each a set of checkboxes; the app applies them with filterSites (AND across filters).
 */
export function SiteFilterPanel({
  filters,
  onFiltersChange,
  buildingTypes,
  buildingTypeLabel = humaniseCode,
  ref,
}: SiteFilterPanelProps) {
  const count = activeFilterCount(filters);
  const options: Record<SiteFilterKey, { id: string; label: string }[]> = {
    buildingTypes: buildingTypes.map((id) => ({ id, label: buildingTypeLabel(id) })),
    totalCost: lightOptions,
    energyUsage: lightOptions,
    carbon: lightOptions,
    productTypes: PRODUCT_FILTER_TYPES.map((id) => ({ id, label: humaniseCode(id) })),
  };
  const set = (key: SiteFilterKey, values: string[]) =>
    onFiltersChange({
      ...filters,
      [key]: key === 'buildingTypes' ? values : (values as TrafficLight[] | Product[]),
    });
  return (
    <Popover
      ref={ref}
      aria-label="Filters"
      trigger={<Button variant="secondary">{count > 0 ? `Filters (${count})` : 'Filters'}</Button>}
    >
      <div className={css.filterPanel}>
        {SITE_FILTER_KEYS.map((key) =>
          options[key].length === 0 ? null : (
            <CheckboxGroup
              key={key}
              className={css.filterGroup}
              value={[...(filters[key] ?? [])]}
              onChange={(values) => set(key, values)}
            >
              <Label className={css.filterLabel}>{filterLabels[key]}</Label>
              {options[key].map((o) => (
                <Checkbox key={o.id} value={o.id}>
                  {o.label}
                </Checkbox>
              ))}
            </CheckboxGroup>
          ),
        )}
        <Button
          variant="ghost"
          size="small"
          isDisabled={count === 0}
          onPress={() => onFiltersChange({})}
        >
          Clear filters
        </Button>
      </div>
    </Popover>
  );
}

const lightOptions = TRAFFIC_LIGHTS.map((id) => ({ id, label: TRAFFIC_LIGHT_LABELS[id] }));
