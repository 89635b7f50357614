import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { homeMessages } from '@wattwise/domain';
import { MenuButton } from './MenuButton';

const meta = {
  title: 'Primitives/MenuButton',
  component: MenuButton,
  args: {
    'aria-label': homeMessages.newSite,
    children: homeMessages.newSite,
    variant: 'primary',
    items: [
      { id: 'predict', label: homeMessages.newSitePredict },
      { id: 'optimise', label: homeMessages.newSiteOptimise, isDisabled: true },
    ],
    onAction: fn(),
  },
  render: (args) => (
    <div style={{ display: 'flex', justifyContent: 'flex-end', width: 320 }}>
      <MenuButton {...args} />
    </div>
  ),
} satisfies Meta<typeof MenuButton>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A plain button; its menu's code loads when first opened, then it is React Aria's menu. */
export const OpensOnPress: Story = {
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: homeMessages.newSite });
    await expect(button).toHaveAttribute('aria-haspopup', 'menu');
    await userEvent.click(button);
    const body = within(canvasElement.ownerDocument.body);
    const predict = await body.findByRole('menuitem', { name: homeMessages.newSitePredict });
    await waitFor(() => expect(predict).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await expect(args.onAction).toHaveBeenCalledWith('predict');
    await waitFor(() => expect(body.queryByRole('menu')).toBeNull());
    await waitFor(() => expect(button).toHaveFocus());
  },
};

/** The account menu's icon button, opened from the keyboard with Arrow Up: the last item. */
export const IconFromTheKeyboard: Story = {
  args: {
    'aria-label': 'Account',
    icon: 'user',
    buttonLabel: 'Account menu',
    children: undefined,
    items: [
      { id: 'profile', label: 'Profile' },
      { id: 'logout', label: 'Logout' },
    ],
  },
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    const button = within(canvasElement).getByRole('button', { name: 'Account menu' });
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}');
    const body = within(canvasElement.ownerDocument.body);
    const logout = await body.findByRole('menuitem', { name: 'Logout' });
    await waitFor(() => expect(logout).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(button).toHaveFocus());
  },
};
