export { ParameterField } from './ParameterField';
export type { ParameterFieldProps, ParameterValue } from './ParameterField';
