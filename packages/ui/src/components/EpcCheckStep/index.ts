export { EpcCheckStep } from './EpcCheckStep';
export type { EpcCheckStepProps, EpcDraft, EpcRecord } from './EpcCheckStep';
