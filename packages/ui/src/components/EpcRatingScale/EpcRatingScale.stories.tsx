import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { EpcRatingScale } from './EpcRatingScale';

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
