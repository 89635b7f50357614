import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { formMessages, sendDiagnoseMessages } from '@wattwise/domain';
import { SendDiagnoseEmailDialog } from './SendDiagnoseEmailDialog';

const meta = {
  title: 'Product/Dialogs/SendDiagnoseEmailDialog',
  component: SendDiagnoseEmailDialog,
  args: { isOpen: true, onOpenChange: fn(), onSubmit: fn() },
} satisfies Meta<typeof SendDiagnoseEmailDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

/** 'Required' appears after a submit with the field empty; nothing is sent until it is filled. */
export const AddressRequired: Story = {
  play: async ({ args }) => {
    const dialog = await within(document.body).findByRole('dialog');
    await expect(dialog).not.toHaveTextContent(formMessages.required);
    const send = within(dialog).getByRole('button', { name: sendDiagnoseMessages.send });
    await userEvent.click(send);
    await expect(dialog).toHaveTextContent(formMessages.required);
    await expect(args.onSubmit).not.toHaveBeenCalled();
    const input = within(dialog).getByRole('textbox', { name: sendDiagnoseMessages.emailLabel });
    await userEvent.type(input, 'owner@example.org');
    await userEvent.click(send);
    await expect(args.onSubmit).toHaveBeenCalledWith('owner@example.org');
  },
};
/** An address without its '@' and domain is refused in the dialog's words, and not sent. */
export const AddressMalformed: Story = {
  play: async ({ args }) => {
    const dialog = await within(document.body).findByRole('dialog');
    const input = within(dialog).getByRole('textbox', { name: sendDiagnoseMessages.emailLabel });
    await userEvent.type(input, 'notanemail');
    await userEvent.click(within(dialog).getByRole('button', { name: sendDiagnoseMessages.send }));
    await expect(dialog).toHaveTextContent(sendDiagnoseMessages.emailInvalid);
    await expect(dialog).not.toHaveTextContent('Invalid query');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};
export const Sent: Story = { args: { sentMessage: sendDiagnoseMessages.sent } };
export const TooMany: Story = {
  args: { errorMessage: 'Too many e-mails to this address. Try again in 60 minutes.' },
};
export const Mobile: Story = { parameters: { viewport: { defaultViewport: 'mobile' } } };
