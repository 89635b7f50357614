import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { registrationMessages } from '@wattwise/domain';
import { MpanConfirmation } from './MpanConfirmation';

const meta = {
  title: 'Product/Wizard steps/MpanConfirmation',
  component: MpanConfirmation,
  args: { partialMpan: '12 •••• •••• 345', onYes: fn(), onNo: fn(), onBack: fn() },
} satisfies Meta<typeof MpanConfirmation>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Answers: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { name: registrationMessages.isThisYourMpan }),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: registrationMessages.no }));
    await expect(args.onNo).toHaveBeenCalledOnce();
    await userEvent.click(canvas.getByRole('button', { name: registrationMessages.yes }));
    await expect(args.onYes).toHaveBeenCalledOnce();
  },
};
export const Mobile: Story = { parameters: { viewport: { defaultViewport: 'mobile' } } };
