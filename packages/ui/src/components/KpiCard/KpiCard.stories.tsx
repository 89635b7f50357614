import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Inline } from '../Stack/Stack';
import { KpiCard } from './KpiCard';

const meta = {
  title: 'Product/KpiCard',
  component: KpiCard,
  args: {
    text: 'Annual energy cost',
    value: 48250,
    unit: 'GBP',
    isCurrency: true,
    indicator: { value: 12, unit: '%', text: 'vs last year', variant: 'NEGATIVE', direction: 'UP' },
  },
} satisfies Meta<typeof KpiCard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Currency: Story = {
  play: async ({ canvasElement }) => {
    const card = within(canvasElement).getByRole('article', { name: 'Annual energy cost' });
    await expect(card).toHaveTextContent('£48,250');
    await expect(card).toHaveTextContent('up 12.00 % vs last year');
  },
};
export const Indicators: Story = {
  render: () => (
    <Inline gap="md" align="stretch">
      <KpiCard
        text="Energy usage"
        value={182.5}
        unit="MWh"
        indicator={{ value: 8, unit: '%', variant: 'POSITIVE', direction: 'DOWN' }}
      />
      <KpiCard
        text="Carbon"
        value={38.2}
        unit="t"
        indicator={{ value: 0, unit: '%', variant: 'NEUTRAL' }}
      />
      <KpiCard
        text="Energy cost"
        value={48250}
        isCurrency
        indicator={{ value: 12, unit: '%', variant: 'NEGATIVE', direction: 'UP' }}
      />
    </Inline>
  ),
};
export const Loading: Story = { args: { isLoading: true } };
export const LongTextMobile: Story = {
  args: {
    text: 'Annual energy cost of heating, hot water and lighting across the estate',
    value: 1_482_250,
  },
  parameters: { viewport: { defaultViewport: 'mobile' } },
};

/** Energy in kWh is shown in MWh by the domain rule (spec shell §9). */
export const EnergyInMwh: Story = {
  args: {
    text: 'Annual energy usage',
    value: 152_340,
    unit: 'kWh',
    isCurrency: false,
    indicator: { value: 18_250, unit: 'kWh', variant: 'POSITIVE', direction: 'DOWN' },
  },
  play: async ({ canvasElement }) => {
    const card = within(canvasElement).getByRole('article', { name: 'Annual energy usage' });
    await expect(card).toHaveTextContent('152 MWh');
    await expect(card).toHaveTextContent('down 18.25 MWh');
    await expect(card).not.toHaveTextContent('kWh');
  },
};

/** Two cards a row at 390 px, as in the results sheet: the pills stay inside their cards. */
export const PillsMobile: Story = {
  render: () => (
    <Inline gap="sm" align="stretch">
      {[
        ['Energy usage', 1_482_250, 'kWh', 212_400],
        ['Energy cost', 48_250, null, 9_820],
      ].map(([text, value, unit, change]) => (
        <div key={text as string} style={{ width: 160 }}>
          <KpiCard
            text={text as string}
            value={value as number}
            unit={unit as string | null}
            isCurrency={unit === null}
            indicator={{
              value: change as number,
              unit: unit as string | null,
              isCurrency: unit === null,
              text: 'less than similar buildings',
              variant: 'POSITIVE',
              direction: 'DOWN',
            }}
          />
        </div>
      ))}
    </Inline>
  ),
  parameters: { viewport: { defaultViewport: 'mobile' } },
  play: async ({ canvasElement }) => {
    for (const card of within(canvasElement).getAllByRole('article')) {
      const edge = card.getBoundingClientRect().right;
      const pill = card.querySelector('[data-variant]')!;
      await expect(pill.getBoundingClientRect().right).toBeLessThanOrEqual(edge);
    }
  },
};
