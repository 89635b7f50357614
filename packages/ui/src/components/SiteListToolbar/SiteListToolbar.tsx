import type { Ref } from 'react';
import {
  SITE_SORT_KEYS,
  SORT_DIRECTIONS,
  homeMessages,
  type SiteFilters,
  type SiteSortKey,
  type SortDirection,
} from '@wattwise/domain';
import { NativeSelect } from '../NativeSelect/NativeSelect';
import { SiteFilterPanel } from './SiteFilterPanel';
import * as css from './SiteListToolbar.css';
import { LayoutButtons, ToolbarSearch, ToolbarSwitch } from './toolbarControls';

export type SiteLayout = 'grid' | 'list';

export interface SiteListToolbarProps {
  search: string;
  onSearchChange: (text: string) => void;
  sortKey: SiteSortKey;
  sortDirection: SortDirection;
  onSortChange: (key: SiteSortKey, direction: SortDirection) => void;
  /** The spec's filters (building type, total cost, energy usage, carbon, product type). */
  filters: SiteFilters;
  onFiltersChange: (filters: SiteFilters) => void;
  /** The building types offered in the filter (those of the user's sites). */
  buildingTypes: readonly string[];
  buildingTypeLabel?: (type: string) => string;
  layout: SiteLayout;
  onLayoutChange: (layout: SiteLayout) => void;
  showOnMap: boolean;
  onShowOnMapChange: (show: boolean) => void;
  ref?: Ref<HTMLDivElement>;
}

const sortLabels: Record<SiteSortKey, string> = {
  buildingName: 'Name',
  buildingType: 'Building type',
  totalCost: 'Total cost',
  energyUsage: 'Energy usage',
  carbon: 'Carbon',
};
const directionLabels: Record<SortDirection, string> = { asc: 'Ascending', desc: 'Descending' };

/**
 * Home toolbar (spec shell §2 "Home"): search, sort, the filters, grid/list and 'Show on map'
 * (map forces grid). The app applies them with searchSites, filterSites and sortSites.
 */
export function SiteListToolbar({ ref, ...props }: SiteListToolbarProps) {
  const { layout, showOnMap } = props;
  return (
    <div ref={ref} className={css.toolbar} role="toolbar" aria-label="Sites">
      <div className={css.search}>
        <ToolbarSearch
          label="Search sites"
          placeholder={homeMessages.searchPlaceholder}
          value={props.search}
          onChange={props.onSearchChange}
        />
      </div>
      <div className={css.controls}>
        {/* The browser's own selects: React Aria's Select would load and run its collection
            with the home, which needs none of it until someone changes the order. */}
        <NativeSelect
          label="Sort by"
          options={SITE_SORT_KEYS.map((id) => ({ id, label: sortLabels[id] }))}
          value={props.sortKey}
          onChange={(key) => props.onSortChange(key, props.sortDirection)}
        />
        <NativeSelect
          label="Order"
          options={SORT_DIRECTIONS.map((id) => ({ id, label: directionLabels[id] }))}
          value={props.sortDirection}
          onChange={(direction) => props.onSortChange(props.sortKey, direction)}
        />
        <div className={css.filterButton}>
          <SiteFilterPanel
            filters={props.filters}
            onFiltersChange={props.onFiltersChange}
            buildingTypes={props.buildingTypes}
            buildingTypeLabel={props.buildingTypeLabel}
          />
        </div>
      </div>
      <div className={css.view}>
        <LayoutButtons
          label="Layout"
          options={[
            { id: 'grid', label: 'Grid', icon: 'grid' },
            { id: 'list', label: 'List', icon: 'list', isDisabled: showOnMap },
          ]}
          selected={showOnMap ? 'grid' : layout}
          onChange={props.onLayoutChange}
        />
        <ToolbarSwitch isSelected={showOnMap} onChange={props.onShowOnMapChange}>
          {homeMessages.showOnMap}
        </ToolbarSwitch>
      </div>
    </div>
  );
}
