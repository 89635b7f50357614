export { ScenarioEditForm } from './ScenarioEditForm';
export type { ScenarioEditFormProps, ScenarioParameter } from './ScenarioEditForm';
