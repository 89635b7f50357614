import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { registrationLoadingMessages } from '@wattwise/domain';
import { RotatingMessages } from './RotatingMessages';

const meta = {
  title: 'Primitives/RotatingMessages',
  component: RotatingMessages,
  args: { messages: registrationLoadingMessages },
} satisfies Meta<typeof RotatingMessages>;
export default meta;
type Story = StoryObj<typeof meta>;

export const FirstMessage: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      registrationLoadingMessages[0],
    );
  },
};
/** The same rotation at a short interval so the test does not wait the spec's 5 s. */
export const Rotates: Story = {
  args: { intervalMs: 200 },
  parameters: { visual: { skip: true } },
  play: async ({ canvasElement }) => {
    const status = within(canvasElement).getByRole('status');
    await waitFor(() => expect(status).toHaveTextContent(registrationLoadingMessages[1]), {
      timeout: 1000,
    });
  },
};
