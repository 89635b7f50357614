import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { dialogTitles } from '@wattwise/domain';
import { DeleteSiteDialog } from './DeleteSiteDialog';

const meta = {
  title: 'Product/Dialogs/DeleteSiteDialog',
  component: DeleteSiteDialog,
  args: { siteName: 'Bloomsbury House', isOpen: true, onOpenChange: fn(), onDelete: fn() },
} satisfies Meta<typeof DeleteSiteDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

export const TypeNameToEnable: Story = {
  play: async ({ args }) => {
    const dialog = await within(document.body).findByRole('alertdialog', {
      name: dialogTitles.deleteSite,
    });
    const remove = within(dialog).getByRole('button', { name: 'Delete' });
    const input = within(dialog).getByRole('textbox', { name: 'Type Bloomsbury House to confirm' });
    await expect(remove).toBeDisabled();
    await userEvent.type(input, 'bloomsbury house');
    await expect(remove).toBeDisabled();
    await userEvent.clear(input);
    await userEvent.type(input, 'Bloomsbury House');
    await expect(remove).toBeEnabled();
    await userEvent.click(remove);
    await expect(args.onDelete).toHaveBeenCalledOnce();
  },
};
export const Mobile: Story = { parameters: { viewport: { defaultViewport: 'mobile' } } };
