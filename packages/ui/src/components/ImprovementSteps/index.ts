export { ImprovementSteps } from './ImprovementSteps';
export type { ImprovementStepsProps, ImprovementStep } from './ImprovementSteps';
