import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { dialogTitles, planMessages } from '@wattwise/domain';
import { Button } from '../Button/Button';
import { AlertDialog, Dialog } from './Dialog';

function DialogDemo({ alert = false }: { alert?: boolean }) {
  const [isOpen, setOpen] = useState(true);
  const Component = alert ? AlertDialog : Dialog;
  return (
    <>
      <Button onPress={() => setOpen(true)}>Open</Button>
      <Component
        title={alert ? planMessages.deleteScenarioTitle : dialogTitles.connectSmartMeter}
        isOpen={isOpen}
        onOpenChange={setOpen}
        footer={
          <>
            <Button variant="secondary" onPress={() => setOpen(false)}>
              Cancel
            </Button>
            <Button variant={alert ? 'destructive' : 'primary'} onPress={() => setOpen(false)}>
              {alert ? 'Delete' : 'Submit'}
            </Button>
          </>
        }
      >
        <p>Dialog content goes here.</p>
      </Component>
    </>
  );
}

const meta = {
  title: 'Primitives/Dialog',
  component: Dialog,
  args: { title: 'Dialog', isOpen: true, onOpenChange: () => {}, children: null },
  render: () => <DialogDemo />,
} satisfies Meta<typeof Dialog>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {};
export const EscapeCloses: Story = {
  play: async () => {
    const dialog = await within(document.body).findByRole('dialog');
    await expect(dialog).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull());
  },
};
export const Alert: Story = {
  render: () => <DialogDemo alert />,
  play: async () => {
    const dialog = await within(document.body).findByRole('alertdialog');
    await userEvent.keyboard('{Escape}');
    await expect(dialog).toBeVisible();
  },
};
export const Mobile: Story = { parameters: { viewport: { defaultViewport: 'mobile' } } };
