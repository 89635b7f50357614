import type { Meta, StoryObj } from '@storybook/react-vite';
import { DATA_BAR_COLOURS } from '@wattwise/ui';
import { expect, within } from 'storybook/test';
import { endUses2021 } from '../fixtures/degreeDayModel';
import { BenchmarkBar } from './BenchmarkBar';

const split = endUses2021();
/** Share of sample-0's 2021 electricity that is not always-on, as a barPercentage. */
const flexibleShare = (100 * (split.total - split.alwaysOn)) / split.total;

const meta = {
  title: 'Charts/BenchmarkBar',
  component: BenchmarkBar,
  args: {
    label: 'Electricity',
    barPercentage: flexibleShare,
    caption: 'Share of 2021 use above the overnight minimum',
  },
  decorators: [(Story) => <div style={{ maxWidth: 420 }}>{Story()}</div>],
} satisfies Meta<typeof BenchmarkBar>;
export default meta;
type Story = StoryObj<typeof meta>;

export const FromMeter: Story = {
  play: async ({ canvasElement }) => {
    const meter = within(canvasElement).getByRole('meter', { name: 'Electricity' });
    await expect(Number(meter.getAttribute('aria-valuenow'))).toBeCloseTo(flexibleShare, 6);
    await expect(meter).toHaveAccessibleDescription(
      'Share of 2021 use above the overnight minimum',
    );
  },
};

/** One bar in each step of the spec's thresholds 20, 40, 60, 80: colour and words change together. */
export const EveryThreshold: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 12 }}>
      {[10, 20, 45, 60, 95].map((p) => (
        <BenchmarkBar key={p} label={`Metric at ${p} %`} barPercentage={p} hideScale />
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    const meters = within(canvasElement).getAllByRole('meter');
    await expect(meters.map((m) => m.getAttribute('aria-valuetext'))).toEqual([
      '10.00 %, very poor',
      '20.00 %, poor',
      '45.00 %, fair',
      '60.00 %, good',
      '95.00 %, very good',
    ]);
    const fills = meters.map((m) => (m.firstElementChild as HTMLElement).style.background);
    await expect(new Set(fills).size).toBe(DATA_BAR_COLOURS.length);
  },
};

export const Full: Story = { args: { barPercentage: 100, caption: undefined } };

/** The engine's reasons for water and damp and mould with nothing entered (benchmarks/usageMetrics.ts). */
const NO_WATER =
  "No water meter reading or bill has been entered, so water use is not compared. The model's 158 m³ a year is the typical use of a building like this, not a measurement.";
const NO_DAMP_SURVEY =
  'No damp survey or humidity readings have been entered, and no benchmark scheme gives a damp-and-mould figure, so it is not scored. From the walls, ventilation and heating the model assumed, the risk of damp and mould is medium.';

/**
 * Metrics with no data beside one that is compared: words instead of a bar, never '0 %, very
 * poor' or '100 %, very good'.
 */
export const NoData: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 16 }}>
      <BenchmarkBar
        label="Gas"
        barPercentage={72}
        caption="Save 28% (2,800 kWh) to meet the benchmark"
      />
      <BenchmarkBar label="Water" state="NO_DATA" barPercentage={0} caption={NO_WATER} />
      <BenchmarkBar
        label="Damp and mould"
        state="NO_DATA"
        barPercentage={0}
        caption={NO_DAMP_SURVEY}
      />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('meter')).toHaveLength(1);
    const water = canvas.getByRole('group', { name: 'Water' });
    await expect(water).toHaveTextContent(`Waterno data${NO_WATER}`);
    await expect(canvas.getByRole('group', { name: 'Damp and mould' })).toHaveTextContent(
      NO_DAMP_SURVEY,
    );
    await expect(canvasElement).not.toHaveTextContent(/0\.00 %|very poor/);
  },
};
