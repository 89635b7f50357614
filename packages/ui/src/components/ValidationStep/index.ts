export { ValidationStep } from './ValidationStep';
export type { ValidationStepProps } from './ValidationStep';
