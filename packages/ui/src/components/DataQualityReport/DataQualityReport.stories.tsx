import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { DataQualityReport } from './DataQualityReport';
import { clearQuality, foundQuality, gasQuality } from './qualityExample';

const meta = {
  title: 'Product/DataQualityReport',
  component: DataQualityReport,
  args: { quality: foundQuality, choices: {}, onChoiceChange: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 720 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof DataQualityReport>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Gaps, a repeat, a spike, estimated reads and the October clock change, each with its choice. */
export const Found: Story = {
  play: async ({ canvasElement, args }) => {
    const report = within(canvasElement).getByRole('region', { name: 'Data quality' });
    await expect(report).toHaveTextContent('20 Sept 2025 to 31 Oct 2025');
    await expect(report).toHaveTextContent('2 gaps: 54 readings missing.');
    await expect(report).toHaveTextContent(
      '26 Oct 2025: 50 half-hours (the clocks went back), 50 read.',
    );
    await expect(report).toHaveTextContent('No reading is below zero.');
    // The gaps' proposals differ (fill the short one, leave the long one): "as proposed" first.
    const gaps = within(report).getByRole('radiogroup', { name: 'What to do: gaps' });
    await expect(within(gaps).getByRole('radio', { name: 'As proposed for each' })).toBeChecked();
    await userEvent.click(within(gaps).getByText('Fill from the meter’s own pattern'));
    await expect(args.onChoiceChange).toHaveBeenCalledWith('gap', 'fix');
  },
};

/** A file with nothing to report: every check says so in words. */
export const AllClear: Story = {
  args: { quality: clearQuality },
  play: async ({ canvasElement }) => {
    const report = within(canvasElement).getByRole('region', { name: 'Data quality' });
    await expect(report).toHaveTextContent('No gaps');
    // What the file was read as, in words a user knows it by, not the reader's name for it.
    await expect(report).toHaveTextContent(
      'Read asHalf-hourly readings, one column per period (supplier export)',
    );
    await expect(report).toHaveTextContent('No clock change falls in the period.');
    await expect(within(report).queryAllByRole('radiogroup')).toHaveLength(0);
  },
};

/** A gas meter's cubic metres, with the calorific conversion used. */
export const GasInCubicMetres: Story = {
  args: { quality: gasQuality },
  play: async ({ canvasElement }) => {
    const report = within(canvasElement).getByRole('region', { name: 'Data quality' });
    await expect(report).toHaveTextContent('m3, converted to kWh: kWh = m³ × 1.02264');
    await expect(report).toHaveTextContent('39.5 MJ/m³ (calorific value)');
    await expect(report).toHaveTextContent('365 readings, every day');
  },
};
