export { KpiCard } from './KpiCard';
export type { KpiCardProps } from './KpiCard';
