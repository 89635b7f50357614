export { Menu } from './Menu';
export type { MenuProps, MenuAction, MenuGroup } from './Menu';
export { MenuButton } from './MenuButton';
export type { MenuButtonProps } from './MenuButton';
