export { AddressStep } from './AddressStep';
export type { AddressStepProps } from './AddressStep';
