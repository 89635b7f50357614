export { Tabs } from './Tabs';
export type { TabsProps } from './Tabs';
