import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { planMessages, viewResultsButton } from '@wattwise/domain';
import { Button } from '../Button/Button';
import { Text } from '../Text/Text';
import { BottomSheet } from './BottomSheet';

function SheetDemo({ onOpenChange }: { onOpenChange?: (isOpen: boolean) => void }) {
  const [isOpen, setOpen] = useState(false);
  const change = (open: boolean) => {
    setOpen(open);
    onOpenChange?.(open);
  };
  return (
    <>
      <Button onPress={() => change(true)}>{viewResultsButton(2)}</Button>
      <BottomSheet title={planMessages.results} isOpen={isOpen} onOpenChange={change}>
        <Text>Total savings £15,300 a year (31.7%), EPC D to B.</Text>
      </BottomSheet>
    </>
  );
}

const meta = {
  title: 'Primitives/BottomSheet',
  component: BottomSheet,
  args: { title: planMessages.results, isOpen: true, onOpenChange: fn(), children: null },
  render: (args) => <SheetDemo onOpenChange={args.onOpenChange} />,
  parameters: { viewport: { defaultViewport: 'mobile' } },
} satisfies Meta<typeof BottomSheet>;
export default meta;
type Story = StoryObj<typeof meta>;

export const OpenAndClose: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'View (2)' }));
    const sheet = await within(document.body).findByRole('dialog', { name: planMessages.results });
    await expect(sheet).toHaveTextContent('£15,300');
    await userEvent.click(within(sheet).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull());
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
  },
};

export const Open: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'View (2)' }));
    await expect(await within(document.body).findByRole('dialog')).toBeVisible();
  },
};

export const EscapeCloses: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'View (2)' }));
    await within(document.body).findByRole('dialog');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull());
  },
};
