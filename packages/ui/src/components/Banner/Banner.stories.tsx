import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { premiumMessages } from '@wattwise/domain';
import { Banner } from './Banner';

const meta = {
  title: 'Product/Banner',
  component: Banner,
  args: {
    'aria-label': 'Beta',
    children: 'WattWise is in beta.',
    action: { href: 'mailto:support@example.org', label: 'Contact support' },
  },
} satisfies Meta<typeof Banner>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Beta: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('complementary', { name: 'Beta' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: /Contact support/ })).toBeVisible();
  },
};
export const TariffPartner: Story = {
  args: {
    'aria-label': 'Tariff partner',
    tone: 'brand',
    children: premiumMessages.tariffPartnerClaim,
    action: undefined,
  },
};
export const LongTextOnAPhone: Story = {
  args: { children: 'A long notice that wraps onto several lines on a narrow screen. '.repeat(3) },
  parameters: { viewport: { defaultViewport: 'mobile1' } },
};
