export { ProductIcon } from './ProductIcon';
export type { ProductIconProps } from './ProductIcon';
