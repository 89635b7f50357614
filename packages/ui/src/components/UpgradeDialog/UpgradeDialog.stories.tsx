import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { registrationValidationMessages } from '@wattwise/domain';
import { UpgradeDialog } from './UpgradeDialog';

const meta = {
  title: 'Product/Dialogs/UpgradeDialog',
  component: UpgradeDialog,
  args: { isOpen: true, onOpenChange: fn(), onSubmit: fn() },
} satisfies Meta<typeof UpgradeDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

export const BillingEmail: Story = {
  play: async ({ args }) => {
    const dialog = await within(document.body).findByRole('dialog');
    const pay = within(dialog).getByRole('button', { name: 'Continue to payment' });
    await expect(pay).toBeDisabled();
    const input = within(dialog).getByRole('textbox', { name: 'Billing e-mail' });
    await userEvent.type(input, 'billing@');
    await userEvent.click(pay);
    await expect(dialog).toHaveTextContent(registrationValidationMessages.emailInvalid);
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await userEvent.type(input, 'example.org');
    await userEvent.click(pay);
    await expect(args.onSubmit).toHaveBeenCalledWith('billing@example.org');
  },
};

/** A billing e-mail typed and then cleared says '* required' at once (the button is disabled). */
export const BillingEmailCleared: Story = {
  play: async () => {
    const dialog = await within(document.body).findByRole('dialog');
    const input = within(dialog).getByRole('textbox', { name: 'Billing e-mail' });
    await expect(dialog).not.toHaveTextContent(registrationValidationMessages.required);
    await userEvent.type(input, 'billing@example.org');
    await userEvent.clear(input);
    await expect(dialog).toHaveTextContent(registrationValidationMessages.required);
    await expect(
      within(dialog).getByRole('button', { name: 'Continue to payment' }),
    ).toBeDisabled();
  },
};
export const Mobile: Story = { parameters: { viewport: { defaultViewport: 'mobile' } } };
