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

/** A modelled figure with its range at a glance, rounded to what the range allows. */
export const WithRange: Story = {
  args: {
    text: 'Annual energy cost',
    value: 2712,
    range: { low: 2301, high: 3188 },
    rangeBasis: 'model',
    indicator: null,
  },
  play: async ({ canvasElement }) => {
    const card = within(canvasElement).getByRole('article', { name: 'Annual energy cost' });
    await expect(card).toHaveTextContent('£2,700(£2,300–£3,200)');
    await expect(card).toHaveTextContent('Likely between £2,300 and £3,200.');
  },
};

/** The range as a bar with a band, and in words: narrow because calibrated on meter readings. */
export const RangeForms: Story = {
  render: () => (
    <Inline gap="md" align="stretch">
      <div style={{ width: 280 }}>
        <KpiCard
          text="Energy cost (modelled)"
          value={2712}
          isCurrency
          range={{ low: 2301, high: 3188 }}
          rangeBasis="model"
          rangeDisplay="bar"
        />
      </div>
      <div style={{ width: 280 }}>
        <KpiCard
          text="Energy cost (calibrated)"
          value={2712}
          isCurrency
          range={{ low: 2650, high: 2780 }}
          rangeBasis="meter"
          rangeDisplay="words"
        />
      </div>
      <div style={{ width: 280 }}>
        <KpiCard
          text="Energy use"
          value={152_340}
          unit="kWh"
          range={{ low: 131_000, high: 176_500 }}
          rangeDisplay="bar"
        />
      </div>
    </Inline>
  ),
  play: async ({ canvasElement }) => {
    const calibrated = within(canvasElement).getByRole('article', {
      name: 'Energy cost (calibrated)',
    });
    await expect(calibrated).toHaveTextContent(
      "Narrow because the model is calibrated on this building's meter readings.",
    );
    const energy = within(canvasElement).getByRole('article', { name: 'Energy use' });
    await expect(within(energy).getByRole('img')).toHaveAccessibleName(
      '150 MWh. Likely between 130 MWh and 180 MWh.',
    );
  },
};

/**
 * A negative saving is an increase and reads as one: '£213 more per year', not '£213 saved per
 * year' with an arrow.
 */
export const SavingThatIsAnIncrease: Story = {
  args: {
    text: 'Energy cost after the plan',
    value: 2925,
    indicator: null,
    saving: { value: -213, unit: 'GBP', isCurrency: true },
  },
  play: async ({ canvasElement }) => {
    const card = within(canvasElement).getByRole('article', { name: 'Energy cost after the plan' });
    await expect(card).toHaveTextContent('£213 more per year');
    await expect(card).not.toHaveTextContent('saved');
  },
};

/** Loading keeps the range out until the figure is there. */
export const LoadingWithRange: Story = {
  args: { isLoading: true, range: { low: 2301, high: 3188 } },
  play: async ({ canvasElement }) => {
    await expect(canvasElement).not.toHaveTextContent('Likely between');
  },
};

/** At 390 px with a long label, the range words wrap inside the card. */
export const RangeLongTextMobile: Story = {
  args: {
    text: 'Annual energy cost of heating, hot water and lighting across the estate',
    value: 1_482_250,
    range: { low: 1_310_000, high: 1_655_000 },
    rangeBasis: 'bills',
    rangeDisplay: 'words',
    indicator: null,
  },
  parameters: { viewport: { defaultViewport: 'mobile' } },
  play: async ({ canvasElement }) => {
    const card = within(canvasElement).getByRole('article');
    const words = within(card).getByText(/Narrower because/);
    await expect(words.getBoundingClientRect().right).toBeLessThanOrEqual(
      card.getBoundingClientRect().right,
    );
  },
};
