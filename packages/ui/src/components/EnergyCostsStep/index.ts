export { EnergyCostsStep } from './EnergyCostsStep';
export type { EnergyCostsStepProps } from './EnergyCostsStep';
export { UsageFields } from './UsageFields';
export type { UsageFieldsProps, EnergyDraft, Fuel } from './UsageFields';
