import type { Meta, StoryObj } from '@storybook/react-vite';
import { chartMessages } from '@wattwise/domain';
import { expect, userEvent, within } from 'storybook/test';
import { endUses2021 } from '../fixtures/degreeDayModel';
import { UsageBreakdown } from './UsageBreakdown';

/** Sample-0's 2021 electricity split into always-on, weather-dependent and other use (fixtures/SOURCE.md). */
const split = endUses2021();

const meta = {
  title: 'Charts/UsageBreakdown',
  component: UsageBreakdown,
  args: {
    title: 'Usage breakdown, 2021',
    unit: 'kWh',
    emptyMessage: chartMessages.noRelevantData,
    endUses: [
      { id: 'always-on', label: 'Always-on (overnight minimum)', value: split.alwaysOn },
      { id: 'heating', label: 'Weather-dependent (heating)', value: split.heating },
      { id: 'other', label: 'Daytime and other use', value: split.other },
    ],
  },
} satisfies Meta<typeof UsageBreakdown>;
export default meta;
type Story = StoryObj<typeof meta>;

export const EndUses: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const rows = canvas.getAllByRole('listitem');
    await expect(rows).toHaveLength(3);
    // Shares add up to the whole year.
    const shares = rows.map((row) => Number(/([\d.]+) %$/.exec(row.textContent ?? '')?.[1]));
    await expect(shares.reduce((a, b) => a + b, 0)).toBeCloseTo(100, 0);
    await expect(canvas.getByRole('figure')).toHaveTextContent(/Total 1\.40 MWh/);
    await userEvent.click(canvas.getByText('Show data table'));
    await expect(canvas.getByRole('table')).toHaveTextContent('Weather-dependent (heating)');
  },
};

export const Empty: Story = {
  args: { endUses: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      chartMessages.noRelevantData,
    );
  },
};

export const Narrow: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  decorators: [(Story) => <div style={{ width: 358 }}>{Story()}</div>],
};
