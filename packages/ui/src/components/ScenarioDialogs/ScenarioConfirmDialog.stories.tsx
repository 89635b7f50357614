import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { confirmCompleteScenario, confirmDeleteScenario, planMessages } from '@wattwise/domain';
import { ScenarioConfirmDialog } from './ScenarioConfirmDialog';

const meta = {
  title: 'Product/Dialogs/ScenarioConfirmDialog',
  component: ScenarioConfirmDialog,
  args: {
    kind: 'delete',
    scenarioTitle: 'LED lighting upgrade',
    isOpen: true,
    onOpenChange: fn(),
    onConfirm: fn(),
  },
} satisfies Meta<typeof ScenarioConfirmDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

export const DeleteScenario: Story = {
  play: async ({ args }) => {
    const dialog = await within(document.body).findByRole('alertdialog', {
      name: planMessages.deleteScenarioTitle,
    });
    await expect(dialog).toHaveTextContent(confirmDeleteScenario('LED lighting upgrade'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await expect(args.onConfirm).toHaveBeenCalledOnce();
  },
};
export const CompleteScenario: Story = {
  args: { kind: 'complete' },
  play: async () => {
    const dialog = await within(document.body).findByRole('alertdialog', {
      name: planMessages.completeScenarioTitle,
    });
    await expect(dialog).toHaveTextContent(confirmCompleteScenario('LED lighting upgrade'));
    await expect(dialog).toHaveTextContent(planMessages.completeScenarioWarning);
  },
};
export const Mobile: Story = { parameters: { viewport: { defaultViewport: 'mobile' } } };
