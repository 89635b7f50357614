export { ParameterEditor } from './ParameterEditor';
export type { ParameterEditorProps, ParameterGroup, BuildingParameter } from './ParameterEditor';
