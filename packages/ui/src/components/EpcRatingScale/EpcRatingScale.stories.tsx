import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { EpcRatingScale } from './EpcRatingScale';

/** A sample reason (the product shows the engine's explanation: energy-model diagnoseView/epcChange.ts). */
const reason =
  'The EPC rating follows the modelled cost of running the building, not the energy it uses: a measure that saves energy but uses a dearer fuel can leave the band where it is.';

const meta = {
  title: 'Product/EpcRatingScale',
  component: EpcRatingScale,
  args: { current: 58, potential: 84 },
} satisfies Meta<typeof EpcRatingScale>;
export default meta;
type Story = StoryObj<typeof meta>;

export const CurrentAndPotential: Story = {
  play: async ({ canvasElement }) => {
    const scale = within(canvasElement).getByRole('img');
    await expect(scale).toHaveAccessibleName(
      'Energy rating, bands A, B, C, D, E, F, G. Current: 58 D. Potential: 84 B',
    );
    await expect(scale).toHaveTextContent('Current: 58 D');
  },
};
export const LettersOnly: Story = { args: { current: 'G', potential: 'C' } };
export const NoRating: Story = { args: { current: null, potential: null } };
export const Mobile: Story = { parameters: { viewport: { defaultViewport: 'mobile' } } };

/**
 * A heat pump and three measures cut energy by more than half but leave the band at D: the
 * scores and a sentence say why (the rating follows running cost, not energy).
 */
export const WithReason: Story = {
  args: {
    current: 58,
    potential: 66,
    potentialLabel: 'After',
    reason,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('img')).toHaveTextContent('After: 66 D');
    await expect(canvas.getByText(reason)).toBeVisible();
  },
};

/** The reason wraps under the scale at 390 px. */
export const WithReasonMobile: Story = {
  ...WithReason,
  parameters: { viewport: { defaultViewport: 'mobile' } },
};
