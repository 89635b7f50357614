import type { Meta, StoryObj } from '@storybook/react-vite';
import { chartMessages, validateMessages } from '@wattwise/domain';
import { expect, fn, userEvent, within } from 'storybook/test';
import { model2021, predictDaily } from '../fixtures/degreeDayModel';
import { between, dailyElectricity } from '../fixtures/meterReadings';
import { ValidateChart } from './ValidateChart';

/** Observed: sample-0's daily electricity, Dec 2021 – Nov 2022. Predicted: the degree-day model fitted on 2021. */
const observed = between(dailyElectricity, '2021-12-01', '2022-11-30');
const predicted = predictDaily(model2021, '2021-12-01', '2022-11-30');

const meta = {
  title: 'Charts/ValidateChart',
  component: ValidateChart,
  args: {
    title: 'Observed and predicted electricity, last 12 months',
    observed,
    predicted,
    unit: 'kWh',
    emptyMessage: chartMessages.noRelevantData,
    computingMessage: validateMessages.computing,
    onPointDoubleClick: fn(),
  },
} satisfies Meta<typeof ValidateChart>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Observed (solid) against predicted (dashed), with CV(RMSE) and NMBE in the description. */
export const ObservedAgainstPredicted: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('figure')).toHaveTextContent(
      /365 matched readings: CV\(RMSE\) \d+\.\d\d %, NMBE -?\d+\.\d\d %/,
    );
    const points = canvas.getByRole('application');
    points.focus();
    // Double-click on a point opens the event dialog for its date (spec analysis §2.5); Enter does the same.
    await userEvent.keyboard('{ArrowRight}{ArrowRight}{Enter}');
    await expect(args.onPointDoubleClick).toHaveBeenCalledWith(
      new Date(Date.UTC(2021, 11, 2)),
      'observed',
    );
  },
};

/** No prediction yet: the spec's computing text, observed data still shown. */
export const Computing: Story = {
  args: { predicted: null },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('figure')).toHaveTextContent(
      validateMessages.computing,
    );
  },
};

/** No observations in the period. */
export const Empty: Story = {
  args: { observed: [], predicted: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      chartMessages.noRelevantData,
    );
  },
};

/** Phone width. */
export const Narrow: Story = { args: { width: 358 } };
