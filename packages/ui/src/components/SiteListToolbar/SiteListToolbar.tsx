import type { Ref } from 'react';
import { ToggleButton, ToggleButtonGroup } from 'react-aria-components';
import {
  SITE_SORT_KEYS,
  SORT_DIRECTIONS,
  homeMessages,
  type SiteFilters,
  type SiteSortKey,
  type SortDirection,
} from '@wattwise/domain';
import { Icon } from '../IconButton/icons';
import { SearchField } from '../SearchField/SearchField';
import { Select } from '../Select/Select';
import { Switch } from '../Switch/Switch';
import { SiteFilterPanel } from './SiteFilterPanel';
import * as css from './SiteListToolbar.css';

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
        <SearchField
          aria-label="Search sites"
          placeholder={homeMessages.searchPlaceholder}
          value={props.search}
          onChange={props.onSearchChange}
        />
      </div>
      <div className={css.controls}>
        <Select
          label="Sort by"
          options={SITE_SORT_KEYS.map((id) => ({ id, label: sortLabels[id] }))}
          selectedKey={props.sortKey}
          onSelectionChange={(k) => props.onSortChange(k as SiteSortKey, props.sortDirection)}
        />
        <Select
          label="Order"
          options={SORT_DIRECTIONS.map((id) => ({ id, label: directionLabels[id] }))}
          selectedKey={props.sortDirection}
          onSelectionChange={(d) => props.onSortChange(props.sortKey, d as SortDirection)}
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
        <ToggleButtonGroup
          aria-label="Layout"
          selectionMode="single"
          disallowEmptySelection
          selectedKeys={[showOnMap ? 'grid' : layout]}
          onSelectionChange={(keys) => props.onLayoutChange([...keys][0] as SiteLayout)}
          className={css.segmented}
        >
          <ToggleButton id="grid" className={css.segment} aria-label="Grid">
            <Icon name="grid" size={18} />
          </ToggleButton>
          <ToggleButton id="list" className={css.segment} aria-label="List" isDisabled={showOnMap}>
            <Icon name="list" size={18} />
          </ToggleButton>
        </ToggleButtonGroup>
        <Switch isSelected={showOnMap} onChange={props.onShowOnMapChange}>
          {homeMessages.showOnMap}
        </Switch>
      </div>
    </div>
  );
}
