import type { ReactNode, Ref } from 'react';
import {
  Tab as AriaTab,
  TabList as AriaTabList,
  TabPanel as AriaTabPanel,
  Tabs as AriaTabs,
  type TabListProps,
  type TabPanelProps,
  type TabProps,
  type TabsProps as AriaTabsProps,
} from 'react-aria-components';
import { panel, tab, tabList, tabs } from './Tabs.css';

export interface TabsProps extends Omit<AriaTabsProps, 'className' | 'style'> {
  children: ReactNode;
  ref?: Ref<HTMLDivElement>;
}

/** Tabs with keyboard arrows; compose with Tabs.List, Tabs.Tab and Tabs.Panel. */
export function Tabs(props: TabsProps) {
  return <AriaTabs {...props} className={tabs} />;
}

function List<T extends object>(
  props: Omit<TabListProps<T>, 'className' | 'style'> & { ref?: Ref<HTMLDivElement> },
) {
  return <AriaTabList {...props} className={tabList} />;
}
function Tab(props: Omit<TabProps, 'className' | 'style'> & { ref?: Ref<HTMLDivElement> }) {
  return <AriaTab {...props} className={tab} />;
}
function Panel(props: Omit<TabPanelProps, 'className' | 'style'> & { ref?: Ref<HTMLDivElement> }) {
  return <AriaTabPanel {...props} className={panel} />;
}

Tabs.List = List;
Tabs.Tab = Tab;
Tabs.Panel = Panel;
