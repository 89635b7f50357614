import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { planMessages } from '@wattwise/domain';
import { Button } from '../Button/Button';
import { Tooltip } from './Tooltip';

const meta = {
  title: 'Primitives/Tooltip',
  component: Tooltip,
  args: {
    content: planMessages.mutuallyExclusive,
    children: <Button variant="secondary">Select all</Button>,
  },
} satisfies Meta<typeof Tooltip>;
export default meta;
type Story = StoryObj<typeof meta>;

export const OnKeyboardFocus: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await expect(within(canvasElement).getByRole('button', { name: 'Select all' })).toHaveFocus();
    await expect(await within(document.body).findByRole('tooltip')).toHaveTextContent(
      planMessages.mutuallyExclusive,
    );
  },
};
