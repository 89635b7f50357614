export { TariffCard } from './TariffCard';
export type { TariffCardProps, Tariff } from './TariffCard';
