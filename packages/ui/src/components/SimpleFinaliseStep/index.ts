export { SimpleFinaliseStep } from './SimpleFinaliseStep';
export type { SimpleFinaliseStepProps, SimpleFinaliseValues } from './SimpleFinaliseStep';
export { FloorAreaField } from './FloorAreaField';
export type { FloorAreaFieldProps } from './FloorAreaField';
export { BuildingSizeFields } from './BuildingSizeFields';
export type { BuildingSizeFieldsProps, BuildingSizeValues } from './BuildingSizeFields';
