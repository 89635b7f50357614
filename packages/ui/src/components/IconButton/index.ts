export { IconButton } from './IconButton';
export type { IconButtonProps } from './IconButton';
export { Icon, iconNames, type IconName, type IconProps } from './icons';
