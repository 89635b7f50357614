export { SiteListToolbar } from './SiteListToolbar';
export type { SiteListToolbarProps, SiteLayout, ProductFilter } from './SiteListToolbar';
