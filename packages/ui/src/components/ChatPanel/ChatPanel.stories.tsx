import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { chatMessages, chatMinSize } from '@wattwise/domain';
import { ChatPanel } from './ChatPanel';

const meta = {
  title: 'Product/ChatPanel',
  component: ChatPanel,
  args: { messages: [], onSend: fn(), placeholder: 'How long does an LED upgrade take?' },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 480 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ChatPanel>;
export default meta;
type Story = StoryObj<typeof meta>;

export const EnterSends: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: chatMessages.title })).toHaveAttribute(
      'data-min-size',
      String(chatMinSize(0)),
    );
    await userEvent.type(
      canvas.getByRole('textbox', { name: 'Message' }),
      'Will it pay back?{Enter}',
    );
    await expect(args.onSend).toHaveBeenCalledWith('Will it pay back?');
    await expect(canvas.getByRole('textbox', { name: 'Message' })).toHaveValue('');
  },
};
export const Conversation: Story = {
  args: {
    messages: [
      { id: '1', sender: 'user', message: 'Will it pay back?' },
      {
        id: '2',
        sender: 'ai',
        message: 'Yes: at £4,200 a year the upgrade pays back in about two and a half years.',
      },
      { id: '3', sender: 'user', message: 'And with a grant?', failed: true },
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(chatMessages.failedToSend)).toBeVisible();
    await expect(canvas.getByRole('region', { name: chatMessages.title })).toHaveAttribute(
      'data-min-size',
      String(chatMinSize(1)),
    );
  },
};
export const Loading: Story = {
  args: { messages: [{ id: '1', sender: 'user', message: 'Will it pay back?' }], isLoading: true },
  parameters: { visual: { skip: true } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Send' })).toBeDisabled();
  },
};
export const SendDisabled: Story = {
  args: { isSendDisabled: true },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox'), 'Is solar worth it?{Enter}');
    await expect(args.onSend).not.toHaveBeenCalled();
  },
};
export const Mobile: Story = {
  args: Conversation.args,
  parameters: { viewport: { defaultViewport: 'mobile' } },
};
