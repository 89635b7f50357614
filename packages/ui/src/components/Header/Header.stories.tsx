import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { homeMessages, shellMessages } from '@wattwise/domain';
import { Button } from '../Button/Button';
import { Header } from './Header';

const accountMenu = [
  { id: 'home-group', actions: [{ id: 'home', label: 'Home' }] },
  {
    id: 'account',
    title: shellMessages.menuAccount,
    actions: [
      { id: 'edit', label: shellMessages.editProfile },
      { id: 'password', label: shellMessages.changePassword },
      { id: 'logout', label: shellMessages.logout },
    ],
  },
];

const meta = {
  title: 'Product/Header',
  component: Header,
  args: { productName: 'WattWise', accountMenu, onAccountAction: fn(), onLogoPress: fn() },
} satisfies Meta<typeof Header>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Account menu' }));
    await userEvent.click(
      within(await within(document.body).findByRole('menu')).getByRole('menuitem', {
        name: shellMessages.changePassword,
      }),
    );
    await expect(args.onAccountAction).toHaveBeenCalledWith('password');
  },
};
export const Mobile: Story = { parameters: { viewport: { defaultViewport: 'mobile' } } };

const longName = 'Royal Borough of Kensington and Chelsea Estates Energy Services';
/** A demo user's header: 'Book a consultation' (spec shell §1 "Demo mode"). */
const headerActions = <Button variant="secondary">{homeMessages.bookConsultation}</Button>;
export const LongName: Story = {
  args: { productName: longName, actions: headerActions },
  play: async ({ canvasElement }) => {
    // The account menu stays reachable however long the name.
    await expect(within(canvasElement).getByRole('button', { name: 'Account menu' })).toBeVisible();
  },
};
export const LongNameMobile: Story = {
  ...LongName,
  parameters: { viewport: { defaultViewport: 'mobile' } },
};
