import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { formMessages } from '@wattwise/domain';
import { InterventionDialog } from './InterventionDialog';

const meta = {
  title: 'Product/Dialogs/InterventionDialog',
  component: InterventionDialog,
  args: { isOpen: true, onOpenChange: fn(), onCreate: fn(), defaultDate: '2026-06-14' },
} satisfies Meta<typeof InterventionDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

export const RequiredAfterCreate: Story = {
  play: async ({ args }) => {
    const dialog = await within(document.body).findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    await expect(within(dialog).getAllByText(formMessages.required)).toHaveLength(2);
    await expect(args.onCreate).not.toHaveBeenCalled();
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: 'Title' }),
      'LED lighting fitted',
    );
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: 'Description' }),
      'All floors',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    await expect(args.onCreate).toHaveBeenCalledWith(
      expect.objectContaining({
        title: 'LED lighting fitted',
        description: 'All floors',
        date: '2026-06-14',
      }),
    );
  },
};
/** A cost that is not pounds with 2 decimals says what is wanted; fixing it clears the message. */
export const CostChecked: Story = {
  play: async ({ args }) => {
    const dialog = await within(document.body).findByRole('dialog');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Title' }), 'New boiler');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Description' }), 'Gas');
    const cost = within(dialog).getByRole('textbox', { name: /Cost/ });
    for (const typed of ['abc', '-500', '4500.555']) {
      await userEvent.clear(cost);
      await userEvent.type(cost, typed);
      await userEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
      await expect(dialog).toHaveTextContent(formMessages.costInvalid);
      await expect(dialog).not.toHaveTextContent(formMessages.required);
    }
    await expect(args.onCreate).not.toHaveBeenCalled();
    await userEvent.clear(cost);
    await expect(dialog).not.toHaveTextContent(formMessages.costInvalid);
    await userEvent.type(cost, '4500.50');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    await expect(args.onCreate).toHaveBeenCalledWith(expect.objectContaining({ cost: '4500.50' }));
  },
};
export const Mobile: Story = { parameters: { viewport: { defaultViewport: 'mobile' } } };
