import {
  SITE_SORT_KEYS,
  SORT_DIRECTIONS,
  type SiteSortKey,
  type SortDirection,
} from '@wattwise/domain';
import { useId } from 'react';

/** Labels of the home sort keys (spec shell §2 "Home" names the keys; labels ours). */
const sortKeyLabels: Record<SiteSortKey, string> = {
  buildingName: 'Building name',
  buildingType: 'Building type',
  totalCost: 'Total cost',
  energyUsage: 'Energy usage',
  carbon: 'Carbon',
};

const directionLabels: Record<SortDirection, string> = {
  asc: 'Ascending',
  desc: 'Descending',
};

export interface SortControlsProps {
  sortKey: SiteSortKey;
  direction: SortDirection;
  onSortKeyChange: (key: SiteSortKey) => void;
  onDirectionChange: (direction: SortDirection) => void;
}

function isSortKey(value: string): value is SiteSortKey {
  return (SITE_SORT_KEYS as readonly string[]).includes(value);
}

function isDirection(value: string): value is SortDirection {
  return (SORT_DIRECTIONS as readonly string[]).includes(value);
}

/** Sort key and direction of the home list. */
export function SortControls({
  sortKey,
  direction,
  onSortKeyChange,
  onDirectionChange,
}: SortControlsProps) {
  const keyId = useId();
  const directionId = useId();
  return (
    <>
      <div className="field">
        <label htmlFor={keyId}>Sort by</label>
        <select
          id={keyId}
          value={sortKey}
          onChange={(event) => {
            if (isSortKey(event.target.value)) onSortKeyChange(event.target.value);
          }}
        >
          {SITE_SORT_KEYS.map((key) => (
            <option key={key} value={key}>
              {sortKeyLabels[key]}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor={directionId}>Order</label>
        <select
          id={directionId}
          value={direction}
          onChange={(event) => {
            if (isDirection(event.target.value)) onDirectionChange(event.target.value);
          }}
        >
          {SORT_DIRECTIONS.map((value) => (
            <option key={value} value={value}>
              {directionLabels[value]}
            </option>
          ))}
        </select>
      </div>
    </>
  );
}
