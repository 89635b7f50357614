export { ComboBox } from './ComboBox';
export type { ComboBoxProps, ComboBoxOption } from './ComboBox';
export { useDebouncedCallback } from './useDebouncedCallback';
