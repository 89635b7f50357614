import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Inline } from '../Stack/Stack';
import { capitalCostText, paybackText } from '@wattwise/domain';
import { Indicator } from './Indicator';
import { FigurePill, SavingIndicator } from './SavingIndicator';

const meta = {
  title: 'Product/Indicator',
  component: Indicator,
  args: {
    value: 4200,
    unit: 'GBP',
    isCurrency: true,
    text: 'per year',
    variant: 'POSITIVE',
    direction: 'DOWN',
  },
} satisfies Meta<typeof Indicator>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Saving: Story = {
  play: async ({ canvasElement }) => {
    await expect(canvasElement).toHaveTextContent('down £4,200 per year');
  },
};
export const Variants: Story = {
  render: () => (
    <Inline>
      <Indicator value={18.4} unit="MWh" variant="POSITIVE" direction="DOWN" />
      <Indicator value={3} unit="%" text="comfort" variant="NEGATIVE" direction="DOWN" />
      <Indicator value={0} unit="t" variant="NEUTRAL" />
    </Inline>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/comfort/)).toBeVisible();
  },
};

/**
 * Signed savings: a negative saving is an increase and says so ('£213 more per year'), never
 * '£213 saved per year' with an arrow; nothing to install and no payback are said in words.
 */
export const SignedSavings: Story = {
  render: () => (
    <Inline>
      <SavingIndicator value={1200} unit="GBP" isCurrency />
      <SavingIndicator value={-213} unit="GBP" isCurrency />
      <SavingIndicator value={-1654} unit="kWh" />
      <SavingIndicator value={0} unit="kgCO2e" />
      <FigurePill {...capitalCostText(0)} />
      <FigurePill {...paybackText(31, { lifetimeYears: 20, costGbp: 9000 })} />
    </Inline>
  ),
  play: async ({ canvasElement }) => {
    const pills = [...canvasElement.querySelectorAll('[data-variant]')].map((p) => p.textContent);
    await expect(pills).toEqual([
      '£1,200 saved per year',
      '£213 more per year',
      '1.65 MWh more per year',
      'No change per year',
      'No installation cost',
      'Does not pay back within its 20-year life',
    ]);
  },
};
