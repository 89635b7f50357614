import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { measuredSavingMessages } from '@wattwise/domain';
import { MeasuredSavingList } from './MeasuredSavingList';

/**
 * Example statements shaped as the server serves them: the first is what it measures on Castle
 * Primary School's annexe meter with a 15 % cut placed after 1 September 2014 (the server's
 * interventionSavings test); the second, an intervention with no readings after it yet.
 */
const meta = {
  title: 'Product/MeasuredSavingList',
  component: MeasuredSavingList,
  args: {
    savings: [
      {
        id: 'led',
        sentence: 'Since “LED lighting” on 1 September 2014: 1,200 kWh avoided (±630 at 90 %).',
        avoidedCostGbp: 294.7,
        uncertaintyCostGbp: 154.4,
        avoidedCarbonKg: 213.7,
        uncertaintyCarbonKg: 111.9,
        notes: [],
      },
      {
        id: 'roof',
        sentence:
          'Since “Roof insulation” on 20 September 2015: not enough readings yet to measure the saving (there are no readings after the intervention).',
        avoidedCostGbp: null,
        uncertaintyCostGbp: null,
        avoidedCarbonKg: null,
        uncertaintyCarbonKg: null,
        notes: [],
      },
    ],
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 640 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof MeasuredSavingList>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A measured saving with its cost and carbon, and one that cannot be measured yet. */
export const Measured: Story = {
  play: async ({ canvasElement }) => {
    const section = within(canvasElement).getByRole('region', {
      name: measuredSavingMessages.title,
    });
    await expect(within(section).getAllByRole('listitem')).toHaveLength(2);
    await expect(section).toHaveTextContent('1,200 kWh avoided (±630 at 90 %)');
    await expect(section).toHaveTextContent('Worth £300 (±£150)');
  },
};

/** A saving shorter than a year and inside its own uncertainty says so under the sentence. */
export const WithinItsUncertainty: Story = {
  args: {
    savings: [
      {
        id: 'trv',
        sentence: 'Since “Thermostatic valves” on 4 October: 300 kWh avoided (±900 at 90 %).',
        avoidedCostGbp: 21.3,
        uncertaintyCostGbp: 63.9,
        avoidedCarbonKg: 54.9,
        uncertaintyCarbonKg: 164.7,
        notes: [
          'The reporting period covers 120 days, not a whole year: the saving is for those days only.',
          'The saving is within the model’s uncertainty (Guideline 14 asks for an uncertainty under half the saving at 68 % confidence).',
        ],
      },
    ],
  },
  play: async ({ canvasElement }) => {
    await expect(canvasElement).toHaveTextContent('not a whole year');
  },
};
