export { NativeSelect } from './NativeSelect';
export type { NativeSelectOption, NativeSelectProps } from './NativeSelect';
