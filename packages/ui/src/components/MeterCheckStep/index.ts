export { MeterCheckStep } from './MeterCheckStep';
export type { MeterCheckStepProps } from './MeterCheckStep';
export { MeterAddressSearch } from './MeterAddressSearch';
export type { MeterAddressSearchProps, MeterSearchQuery } from './MeterAddressSearch';
export type { MeterAddressOption, Supplier } from './meterCheckTypes';
