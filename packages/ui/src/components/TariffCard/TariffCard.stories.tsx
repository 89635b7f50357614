import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { TariffCard } from './TariffCard';

const tariff = {
  supplierName: 'Octopus Energy',
  name: 'Business Fixed 12M',
  fuelType: 'DUAL' as const,
  term: '12 months',
  headlineElecRate: 24.5,
  headlineGasRate: 6.1,
  savings: 1850,
  total: 38200,
  detailsLink: 'https://example.org/tariff',
};

const meta = {
  title: 'Product/TariffCard',
  component: TariffCard,
  args: { tariff },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 360 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof TariffCard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Collapsed: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const toggle = canvas.getByRole('button', { name: /Octopus Energy/ });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByText('24.50 p/kWh')).toBeVisible();
  },
};
export const Expanded: Story = { args: { defaultExpanded: true } };
/** The period the prices apply to, on the card before it is opened. */
export const WithPricePeriod: Story = {
  args: { tariff: { ...tariff, pricesFrom: '2025-10-01', pricesTo: '2025-12-31' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Prices for 1 Oct 2025 to 31 Dec 2025')).toBeVisible();
    // Collapsed: the rates wait behind the button.
    await expect(canvas.getByText('Total per year')).not.toBeVisible();
  },
};
export const Loading: Story = { args: { isLoading: true, tariff: undefined } };
export const Mobile: Story = {
  args: { defaultExpanded: true },
  parameters: { viewport: { defaultViewport: 'mobile' } },
};
