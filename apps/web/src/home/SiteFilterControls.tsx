import { PRODUCT_FILTER_TYPES, homeMessages, type SiteFilters } from '@wattwise/domain';
import { useId } from 'react';

export interface SiteFilterControlsProps {
  filters: SiteFilters;
  /** Building types to offer: key and label. */
  buildingTypes: readonly (readonly [key: string, label: string])[];
  onChange: (filters: SiteFilters) => void;
}

const productLabels: Record<(typeof PRODUCT_FILTER_TYPES)[number], string> = {
  PREDICT: homeMessages.newSitePredict,
  OPTIMISE: homeMessages.newSiteOptimise,
};

/** Building type and product filters of the home list (spec shell §2 "Filters"); 'All' lifts a filter. */
export function SiteFilterControls({ filters, buildingTypes, onChange }: SiteFilterControlsProps) {
  const typeId = useId();
  const productId = useId();
  const product = filters.productTypes?.[0] ?? '';
  const buildingType = filters.buildingTypes?.[0] ?? '';
  return (
    <>
      <div className="field">
        <label htmlFor={typeId}>Building type</label>
        <select
          id={typeId}
          value={buildingType}
          onChange={(event) =>
            onChange({ ...filters, buildingTypes: event.target.value ? [event.target.value] : [] })
          }
        >
          <option value="">All</option>
          {buildingTypes.map(([key, label]) => (
            <option key={key} value={key}>
              {label}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor={productId}>Product</label>
        <select
          id={productId}
          value={product}
          onChange={(event) => {
            const chosen = PRODUCT_FILTER_TYPES.find((value) => value === event.target.value);
            onChange({ ...filters, productTypes: chosen ? [chosen] : [] });
          }}
        >
          <option value="">All</option>
          {PRODUCT_FILTER_TYPES.map((value) => (
            <option key={value} value={value}>
              {productLabels[value]}
            </option>
          ))}
        </select>
      </div>
    </>
  );
}
