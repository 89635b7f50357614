import type { Ref, RefObject } from 'react';
import { CheckboxGroup, Dialog, Label, Popover } from 'react-aria-components';
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
import { dialog, popover } from '../Popover/Popover.css';
import {
  activeFilterCount,
  humaniseCode,
  SITE_FILTER_KEYS,
  type SiteFilterKey,
} from './SiteFilterPanel';
import * as css from './SiteListToolbar.css';

const filterLabels: Record<SiteFilterKey, string> = {
  buildingTypes: 'Building type',
  totalCost: 'Total cost',
  energyUsage: 'Energy usage',
  carbon: 'Carbon',
  productTypes: 'Product type',
};

const lightOptions = TRAFFIC_LIGHTS.map((id) => ({ id, label: TRAFFIC_LIGHT_LABELS[id] }));

export interface SiteFilterPopupProps {
  triggerRef: RefObject<HTMLButtonElement | null>;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  filters: SiteFilters;
  onFiltersChange: (filters: SiteFilters) => void;
  buildingTypes: readonly string[];
  buildingTypeLabel: (type: string) => string;
  dialogRef?: Ref<HTMLElement>;
}

/** The filters' panel under its button (SiteFilterPanel), loaded the first time it is wanted. */
export default function SiteFilterPopup({
  triggerRef,
  isOpen,
  onOpenChange,
  filters,
  onFiltersChange,
  buildingTypes,
  buildingTypeLabel,
  dialogRef,
}: SiteFilterPopupProps) {
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
      className={popover}
      triggerRef={triggerRef}
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      placement="bottom start"
    >
      <Dialog ref={dialogRef} className={dialog} aria-label="Filters">
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
      </Dialog>
    </Popover>
  );
}
