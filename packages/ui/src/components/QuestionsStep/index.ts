export { QuestionsStep } from './QuestionsStep';
export type { QuestionsStepProps, QuestionsValues } from './QuestionsStep';
