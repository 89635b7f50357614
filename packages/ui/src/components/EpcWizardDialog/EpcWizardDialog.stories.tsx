import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { planMessages } from '@wattwise/domain';
import { EpcWizardDialog } from './EpcWizardDialog';

const meta = {
  title: 'Product/Dialogs/EpcWizardDialog',
  component: EpcWizardDialog,
  args: { isOpen: true, onOpenChange: fn(), onApply: fn(), currentRating: 'D' },
} satisfies Meta<typeof EpcWizardDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

export const ChooseTarget: Story = {
  play: async ({ args }) => {
    const dialog = await within(document.body).findByRole('dialog', {
      name: planMessages.epcWizard,
    });
    await expect(within(dialog).getByRole('radio', { name: 'D' })).toBeDisabled();
    await expect(within(dialog).getByRole('radio', { name: 'E' })).toBeDisabled();
    await userEvent.click(within(dialog).getByRole('radio', { name: 'B' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Apply' }));
    await expect(args.onApply).toHaveBeenCalledWith('B');
  },
};
export const Demo: Story = {
  args: { isDemo: true },
  play: async () => {
    await expect(
      await within(document.body).findByText(planMessages.demoWizardUnavailable),
    ).toBeVisible();
  },
};
export const Mobile: Story = { parameters: { viewport: { defaultViewport: 'mobile' } } };
