import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Inline } from '../Stack/Stack';
import { IconButton } from './IconButton';
import { iconNames } from './icons';

const meta = {
  title: 'Primitives/IconButton',
  component: IconButton,
  args: { icon: 'menu', 'aria-label': 'Open menu', onPress: fn() },
} satisfies Meta<typeof IconButton>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Menu: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Open menu' }));
    await expect(args.onPress).toHaveBeenCalledOnce();
  },
};
export const Disabled: Story = { args: { isDisabled: true } };
export const EveryIcon: Story = {
  render: () => (
    <Inline>
      {iconNames.map((name) => (
        <IconButton key={name} icon={name} aria-label={name} />
      ))}
    </Inline>
  ),
};
