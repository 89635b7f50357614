import type { Meta, StoryObj } from '@storybook/react-vite';
import { chartMessages, formatEnergy } from '@wattwise/domain';
import { expect, userEvent, within } from 'storybook/test';
import { actualSums, expectedSums, potentialSums } from '../fixtures/diagnoseSums';
import { DiagnoseChart } from './DiagnoseChart';

/**
 * Daily sums of sample-0's electricity around a last metering date of 31 Oct 2022. Actual is
 * metered; Expected is a degree-day model fitted on 2021 run on the real November temperatures;
 * Potential is the lowest same-weekday day of the four weeks before (see fixtures/SOURCE.md).
 */
const meta = {
  title: 'Charts/DiagnoseChart',
  component: DiagnoseChart,
  args: {
    title: 'Electricity, daily',
    unit: 'kWh',
    emptyMessage: chartMessages.noRelevantData,
  },
} satisfies Meta<typeof DiagnoseChart>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Actual tab: Actual only (spec analysis §4.5). */
export const ActualTab: Story = {
  args: { actual: actualSums },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('list', { name: 'Legend' })).toHaveTextContent('Actual');
    const total = actualSums.reduce((sum, day) => sum + (day.value ?? 0), 0);
    await expect(canvas.getByRole('img')).toHaveAccessibleDescription(
      new RegExp(`Actual 31 days, total ${formatEnergy(total)}\\.$`),
    );
  },
};

/** Diagnose tab: Actual, Expected and the potential. */
export const DiagnoseTab: Story = {
  args: { actual: actualSums, expected: expectedSums, potential: potentialSums },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const legend = canvas.getByRole('list', { name: 'Legend' });
    await expect(
      within(legend)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Actual', 'Expected', 'Potential']);
    await userEvent.click(canvas.getByText('Show data table'));
    const table = canvas.getByRole('table');
    await expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Day', 'Actual', 'Expected', 'Potential']);
    // 31 actual days + 30 expected days after + potential from 7 days before: 61 distinct days.
    await expect(within(table).getAllByRole('row')).toHaveLength(1 + 61);
    // The days are reachable by keyboard, each announced with its figures.
    const days = canvas.getByRole('application');
    days.focus();
    await userEvent.keyboard('{End}');
    await expect(days).toHaveAccessibleName(
      /Current day: Wed, 30 Nov 2022: Expected [\d.]+ kWh, Potential [\d.]+ kWh\.$/,
    );
    await userEvent.keyboard('{Home}');
    await expect(days).toHaveAccessibleName(/Current day: Sat, 1 Oct 2022: Actual 4\.26 kWh\.$/);
  },
};

/** Potential tab: Potential only. */
export const PotentialTab: Story = {
  args: { potential: potentialSums },
};

/** No daily sums in the period. */
export const Empty: Story = {
  args: { actual: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      chartMessages.noRelevantData,
    );
  },
};

/** Phone width. */
export const Narrow: Story = {
  args: { actual: actualSums, expected: expectedSums, potential: potentialSums, width: 358 },
};
