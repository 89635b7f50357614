import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { AiNotice } from './AiNotice';

const meta = {
  title: 'Product/AiNotice',
  component: AiNotice,
  args: { methodologyHref: 'https://example.org/methodology' },
} satisfies Meta<typeof AiNotice>;
export default meta;
type Story = StoryObj<typeof meta>;

export const WithoutAccuracy: Story = {};
export const WithAccuracy: Story = {
  args: { accuracyPercent: 92.5 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Model accuracy 92.50%')).toBeVisible();
  },
};
