import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { homeMessages } from '@wattwise/domain';
import { exampleSites } from '../../fixtures/sites';
import { SiteCard } from './SiteCard';

const meta = {
  title: 'Product/SiteCard',
  component: SiteCard,
  args: { site: exampleSites[0]!, buildingTypeLabel: 'Office', onOpen: fn(), onDelete: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 340 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof SiteCard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Paid: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Bloomsbury House' }));
    await expect(args.onOpen).toHaveBeenCalledWith(args.site);
    await expect(canvas.getByText('Cost: High')).toBeVisible();
  },
};
export const FreeTrial: Story = {
  args: { site: exampleSites[1]!, buildingTypeLabel: 'Library' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(homeMessages.freeTrialBadge)).toBeVisible();
  },
};
export const Demo: Story = {
  args: { site: exampleSites[2]! },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(homeMessages.demoBadge)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /Menu for/ })).toBeNull();
  },
};
export const DeleteFromMenu: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: 'Menu for Bloomsbury House' }),
    );
    await userEvent.click(
      within(await within(document.body).findByRole('menu')).getByRole('menuitem', {
        name: homeMessages.deleteSite,
      }),
    );
    await expect(args.onDelete).toHaveBeenCalledWith(args.site);
  },
};
export const OptimiseLongName: Story = {
  args: { site: exampleSites[3]!, buildingTypeLabel: 'Leisure centre' },
};
export const ListLayout: Story = {
  args: { layout: 'list' },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 720 }}>
        <Story />
      </div>
    ),
  ],
};
export const MobileLongName: Story = {
  args: { site: exampleSites[3]!, buildingTypeLabel: 'Leisure centre' },
  parameters: { viewport: { defaultViewport: 'mobile' } },
};
export const MobileFreeTrial: Story = {
  ...FreeTrial,
  parameters: { viewport: { defaultViewport: 'mobile' } },
};

/** Without a logo a site shows its product's default icon (spec shell §8), not a letter. */
export const NoLogoShowsProductIcon: Story = {
  args: { site: exampleSites[3]!, buildingTypeLabel: 'Leisure centre' },
  play: async ({ canvasElement }) => {
    const card = within(canvasElement).getByRole('article');
    await expect(card.querySelector('svg[data-product="OPTIMISE"]')).not.toBeNull();
  },
};

/** A logo that fails to load falls back to the default product icon. */
export const BrokenLogoFallsBack: Story = {
  args: { imageUrl: 'data:image/png;base64,bm90IGFuIGltYWdl' },
  play: async ({ canvasElement }) => {
    const card = within(canvasElement).getByRole('article');
    await waitFor(() => expect(card.querySelector('img')).toBeNull());
    await expect(card.querySelector('svg[data-product="PREDICT"]')).not.toBeNull();
  },
};
