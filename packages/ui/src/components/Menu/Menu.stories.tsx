import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { shellMessages } from '@wattwise/domain';
import { IconButton } from '../IconButton/IconButton';
import { Menu } from './Menu';

const meta = {
  title: 'Primitives/Menu',
  component: Menu,
  args: {
    'aria-label': 'Account',
    trigger: <IconButton icon="user" aria-label="Account menu" />,
    onAction: fn(),
    items: [
      {
        id: 'site',
        title: shellMessages.menuSite,
        actions: [
          { id: 'pdf', label: shellMessages.downloadPdfReport },
          { id: 'events', label: shellMessages.viewEvents },
          { id: 'delete', label: shellMessages.deleteSite, tone: 'critical' },
        ],
      },
      {
        id: 'account',
        title: shellMessages.menuAccount,
        actions: [
          { id: 'profile', label: shellMessages.profile },
          { id: 'logout', label: shellMessages.logout },
        ],
      },
    ],
  },
} satisfies Meta<typeof Menu>;
export default meta;
type Story = StoryObj<typeof meta>;

export const ChooseAction: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Account menu' }));
    const menu = await within(document.body).findByRole('menu');
    await userEvent.click(within(menu).getByRole('menuitem', { name: shellMessages.logout }));
    await expect(args.onAction).toHaveBeenCalledWith('logout');
  },
};
export const Flat: Story = {
  args: {
    items: [
      { id: 'a', label: 'Edit' },
      { id: 'b', label: 'Delete', tone: 'critical' },
    ],
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Account menu' }));
    await expect(await within(document.body).findAllByRole('menuitem')).toHaveLength(2);
  },
};
