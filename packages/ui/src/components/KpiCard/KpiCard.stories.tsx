import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Inline } from '../Stack/Stack';
import { KpiCard } from './KpiCard';

const meta = {
  title: 'Product/KpiCard',
  component: KpiCard,
  args: {
    text: 'Annual energy cost',
    value: 48250,
    unit: 'GBP',
    isCurrency: true,
    indicator: { value: 12, unit: '%', text: 'vs last year', variant: 'NEGATIVE', direction: 'UP' },
  },
} satisfies Meta<typeof KpiCard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Currency: Story = {
  play: async ({ canvasElement }) => {
    const card = within(canvasElement).getByRole('article', { name: 'Annual energy cost' });
    await expect(card).toHaveTextContent('£48,250');
    await expect(card).toHaveTextContent('up 12.00 % vs last year');
  },
};
export const Indicators: Story = {
  render: () => (
    <Inline gap="md" align="stretch">
      <KpiCard
        text="Energy usage"
        value={182.5}
        unit="MWh"
        indicator={{ value: 8, unit: '%', variant: 'POSITIVE', direction: 'DOWN' }}
      />
      <KpiCard
        text="Carbon"
        value={38.2}
        unit="t"
        indicator={{ value: 0, unit: '%', variant: 'NEUTRAL' }}
      />
      <KpiCard
        text="Energy cost"
        value={48250}
        isCurrency
        indicator={{ value: 12, unit: '%', variant: 'NEGATIVE', direction: 'UP' }}
      />
    </Inline>
  ),
};
export const Loading: Story = { args: { isLoading: true } };
export const LongTextMobile: Story = {
  args: {
    text: 'Annual energy cost of heating, hot water and lighting across the estate',
    value: 1_482_250,
  },
  parameters: { viewport: { defaultViewport: 'mobile' } },
};
