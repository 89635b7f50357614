import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { shellMessages } from '@wattwise/domain';
import { NotFound } from './NotFound';

const meta = {
  title: 'Product/NotFound',
  component: NotFound,
  args: { onGoHome: fn() },
} satisfies Meta<typeof NotFound>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { name: shellMessages.notFoundMessage }),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: shellMessages.goHome }));
    await expect(args.onGoHome).toHaveBeenCalledOnce();
  },
};
export const FromQuery: Story = {
  args: { code: 403, message: 'You do not have access to this site' },
};
export const Mobile: Story = { parameters: { viewport: { defaultViewport: 'mobile' } } };
