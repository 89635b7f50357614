import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Inline } from '../Stack/Stack';
import { Indicator } from './Indicator';

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
