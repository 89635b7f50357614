export { FieldLabel, FieldFooter } from './FieldParts';
export * as fieldStyles from './field.css';
