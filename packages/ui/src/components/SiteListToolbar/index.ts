export { SiteListToolbar } from './SiteListToolbar';
export type { SiteListToolbarProps, SiteLayout } from './SiteListToolbar';
export {
  SiteFilterPanel,
  SITE_FILTER_KEYS,
  activeFilterCount,
  humaniseCode,
} from './SiteFilterPanel';
export type { SiteFilterKey, SiteFilterPanelProps } from './SiteFilterPanel';
