export { SiteCard } from './SiteCard';
export type { SiteCardProps } from './SiteCard';
