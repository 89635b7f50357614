import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { diagnoseMessages } from '@wattwise/domain';
import { Tabs } from './Tabs';

const meta = {
  title: 'Primitives/Tabs',
  component: Tabs,
  args: { children: null },
  render: (args) => (
    <Tabs {...args}>
      <Tabs.List aria-label="Diagnose views">
        <Tabs.Tab id="actual">{diagnoseMessages.tabActual}</Tabs.Tab>
        <Tabs.Tab id="diagnose">{diagnoseMessages.tabDiagnose}</Tabs.Tab>
        <Tabs.Tab id="potential">{diagnoseMessages.tabPotential}</Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel id="actual">Current usage and your rating.</Tabs.Panel>
      <Tabs.Panel id="diagnose">Comparison with similar buildings.</Tabs.Panel>
      <Tabs.Panel id="potential">The saving still possible.</Tabs.Panel>
    </Tabs>
  ),
} satisfies Meta<typeof Tabs>;
export default meta;
type Story = StoryObj<typeof meta>;

export const KeyboardNavigation: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('tab', { name: diagnoseMessages.tabActual }));
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: diagnoseMessages.tabDiagnose })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent(
      'Comparison with similar buildings.',
    );
  },
};
export const DisabledTab: Story = { args: { disabledKeys: ['potential'] } };
export const Mobile: Story = { parameters: { viewport: { defaultViewport: 'mobile' } } };

const GRAPH_TABS = [
  'Energy usage',
  'Electricity',
  'Gas',
  'Energy cost',
  'Energy CO2',
  'Temperature',
];

/** Six graph tabs in a narrow column (beside the side viewer): they wrap, none is cut off. */
export const ManyTabsWrap: Story = {
  render: (args) => (
    <div style={{ width: 420 }}>
      <Tabs {...args}>
        <Tabs.List aria-label="Graphs">
          {GRAPH_TABS.map((label) => (
            <Tabs.Tab key={label} id={label}>
              {label}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {GRAPH_TABS.map((label) => (
          <Tabs.Panel key={label} id={label}>
            {`${label} over the chosen window.`}
          </Tabs.Panel>
        ))}
      </Tabs>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = canvas.getByRole('tablist', { name: 'Graphs' }).getBoundingClientRect();
    for (const label of GRAPH_TABS) {
      const tab = canvas.getByRole('tab', { name: label }).getBoundingClientRect();
      await expect(tab.right).toBeLessThanOrEqual(list.right + 0.5);
    }
    await userEvent.click(canvas.getByRole('tab', { name: 'Temperature' }));
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent(
      'Temperature over the chosen window.',
    );
  },
};
