export { ScenarioConfirmDialog } from './ScenarioConfirmDialog';
export type { ScenarioConfirmDialogProps } from './ScenarioConfirmDialog';
