import type { Meta, StoryObj } from '@storybook/react-vite';
import { chartMessages, formatMoney, planMessages } from '@wattwise/domain';
import { expect, userEvent, within } from 'storybook/test';
import {
  HDD_BASE_C,
  endUses2021,
  fitDegreeDayModel,
  model2021,
  predictDaily,
} from '../fixtures/degreeDayModel';
import { ResultsChart } from './ResultsChart';

/** Default electricity unit rate, 27.03 p/kWh (spec shell §9 energy defaults). */
const POUNDS_PER_KWH = 27.03 / 100;
const split = endUses2021();
const heatingAt = (base: number) =>
  predictDaily(
    { baseKWhPerDay: 0, kWhPerDegreeDay: model2021.kWhPerDegreeDay },
    '2021-01-01',
    '2021-12-31',
    base,
  ).reduce((sum, p) => sum + (p.y ?? 0), 0);
// A summer-only refit shows how much of the base load is not weather-driven; used for the timer scenario.
const summer = fitDegreeDayModel('2021-06-01', '2021-08-31');

/** Savings per year from sample-0's 2021 readings, priced at the spec's default unit rate. */
const scenarios = [
  {
    id: 'always-on',
    title: 'Cut always-on load by a quarter',
    saving: 0.25 * split.alwaysOn * POUNDS_PER_KWH,
  },
  {
    id: 'setpoint',
    title: 'Lower the heating set-point by 1 °C',
    saving: (heatingAt(HDD_BASE_C) - heatingAt(HDD_BASE_C - 1)) * POUNDS_PER_KWH,
  },
  {
    id: 'summer-base',
    title: 'Run the whole year at the summer base load',
    saving: (model2021.baseKWhPerDay - summer.baseKWhPerDay) * 365 * POUNDS_PER_KWH,
  },
];

const meta = {
  title: 'Charts/ResultsChart',
  component: ResultsChart,
  args: {
    title: planMessages.results,
    unit: 'GBP',
    totalLabel: planMessages.totalPotentialSavings,
    emptyMessage: chartMessages.noRelevantData,
    scenarios,
  },
} satisfies Meta<typeof ResultsChart>;
export default meta;
type Story = StoryObj<typeof meta>;

export const SelectedScenarios: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('listitem')).toHaveLength(scenarios.length);
    const total = scenarios.reduce((sum, s) => sum + s.saving, 0);
    await expect(canvas.getByRole('figure')).toHaveTextContent(
      `${planMessages.totalPotentialSavings}${formatMoney(total)}`,
    );
    await userEvent.click(canvas.getByText('Show data table'));
    await expect(within(canvas.getByRole('table')).getAllByRole('row')).toHaveLength(
      1 + scenarios.length + 1,
    );
  },
};

export const OneScenario: Story = { args: { scenarios: scenarios.slice(0, 1) } };

export const NoneSelected: Story = {
  args: { scenarios: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      chartMessages.noRelevantData,
    );
  },
};

export const Narrow: Story = {
  decorators: [(Story) => <div style={{ width: 358 }}>{Story()}</div>],
};
