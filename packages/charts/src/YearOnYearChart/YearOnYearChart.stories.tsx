import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { YearOnYearChart } from './YearOnYearChart';

const MONTHS = ['Dec', 'Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov'];
/** A heating-led office: winter months high, each month 6 % below the year before. */
const points = MONTHS.map((label, index) => {
  const previous = 40_000 + 25_000 * Math.cos((index * Math.PI) / 6);
  return { label, previous, value: previous * 0.94 };
});

const meta = {
  title: 'Charts/YearOnYearChart',
  component: YearOnYearChart,
  args: {
    title: 'Energy by month',
    points,
    currentLabel: 'Last 12 months',
    previousLabel: 'The 12 months before',
    formatValue: (value: number) => `${Math.round(value).toLocaleString('en-GB')} kWh`,
  },
  decorators: [(Story) => <div style={{ maxWidth: 760 }}>{Story()}</div>],
} satisfies Meta<typeof YearOnYearChart>;
export default meta;
type Story = StoryObj<typeof meta>;

export const TwelveMonths: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('img', { name: /Last 12 months beside/ })).toBeVisible();
    // The figures are in a table for screen readers: one row per month.
    await expect(canvas.getAllByRole('row')).toHaveLength(13);
    await expect(canvas.getByRole('rowheader', { name: 'Dec' })).toBeInTheDocument();
  },
};

/** A new estate: nothing the year before. */
export const NoYearBefore: Story = {
  args: { points: points.map((point) => ({ ...point, previous: 0 })) },
};

/** At a phone's width (390 px, in the page's padding) the bars narrow; the labels stay 12 px. */
export const Narrow: Story = {
  // Its play function measures the drawn labels: run whole in Chromium (apps/docs), rendered only in jsdom.
  tags: ['browser-layout'],
  decorators: [(Story) => <div style={{ maxWidth: 340 }}>{Story()}</div>],
  play: async ({ canvasElement }) => {
    const label = within(canvasElement).getByText('Dec', { selector: 'li' });
    await expect(getComputedStyle(label).fontSize).toBe('12px');
    await expect(label).toBeVisible();
    // Every other month is named, so the names never overlap.
    await expect(within(canvasElement).getByText('Jan', { selector: 'li' })).not.toBeVisible();
  },
};
