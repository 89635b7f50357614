import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen } from 'storybook/test';
import { shellMessages } from '@wattwise/domain';
import { PendingOverlay } from './PendingOverlay';

const meta = {
  title: 'Product/PendingOverlay',
  component: PendingOverlay,
  args: { isOpen: true, message: shellMessages.preparingReport },
} satisfies Meta<typeof PendingOverlay>;
export default meta;
type Story = StoryObj<typeof meta>;

export const PreparingReport: Story = {
  play: async () => {
    await expect(await screen.findByRole('status')).toHaveTextContent(
      shellMessages.preparingReport,
    );
  },
};
export const Closed: Story = { args: { isOpen: false } };
