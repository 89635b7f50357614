export { Menu } from './Menu';
export type { MenuProps, MenuAction, MenuGroup } from './Menu';
