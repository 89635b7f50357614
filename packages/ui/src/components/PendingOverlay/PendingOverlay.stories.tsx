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
    // The overlay and its loading dots are both live regions; the message is announced.
    const statuses = await screen.findAllByRole('status');
    await expect(
      statuses.some(
        (status) =>
          status.textContent?.includes(shellMessages.preparingReport) ||
          status.getAttribute('aria-label') === shellMessages.preparingReport,
      ),
    ).toBe(true);
  },
};
export const Closed: Story = { args: { isOpen: false } };
