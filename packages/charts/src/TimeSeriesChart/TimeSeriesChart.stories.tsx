import type { Meta, StoryObj } from '@storybook/react-vite';
import {
  chartMessages,
  defaultWindow,
  granularityOptions,
  GRANULARITIES,
  latestDate,
  noDataForStimulus,
  type Granularity,
} from '@wattwise/domain';
import { ErrorState } from '@wattwise/ui';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { chartColours } from '../shared/chartColours';
import {
  between,
  halfHourlyElectricity2013,
  hourlyElectricity2021,
  hourlyTemperature2021,
  trailingMax,
  trailingMean,
} from '../fixtures/meterReadings';
import { interventions2021 } from '../fixtures/storyInterventions';
import type { StimulusMap, TimeSeries } from '../types';
import { TimeSeriesChart } from './TimeSeriesChart';

const stimulusMap: StimulusMap = {
  ELECTRICITY: { label: 'Electricity', unit: 'kWh' },
  TEMPERATURE: { label: 'Temperature', unit: '°C' },
};

const electricity2021: TimeSeries = {
  id: 'electricity',
  name: 'Electricity',
  color: chartColours.actual,
  stimulus: 'ELECTRICITY',
  data: hourlyElectricity2021,
};
const temperature2021: TimeSeries = {
  id: 'temperature',
  name: 'Outdoor temperature',
  color: chartColours.temperature,
  stimulus: 'TEMPERATURE',
  data: hourlyTemperature2021,
};

/** 17,520 half-hourly readings × 3 series: the size the spec asks to stay smooth. */
const yearOfHalfHours: TimeSeries[] = [
  {
    id: 'half-hourly',
    name: 'Electricity',
    color: chartColours.actual,
    stimulus: 'ELECTRICITY',
    data: halfHourlyElectricity2013,
  },
  {
    id: 'daily-mean',
    name: '24-hour mean',
    color: chartColours.expected,
    stimulus: 'ELECTRICITY',
    data: trailingMean(halfHourlyElectricity2013, 48),
  },
  {
    id: 'weekly-peak',
    name: '7-day peak',
    color: chartColours.potential,
    stimulus: 'ELECTRICITY',
    data: trailingMax(halfHourlyElectricity2013, 48 * 7),
    lineStyle: 'dashed',
  },
];

const utc = (iso: string) => Date.parse(`${iso}Z`);

const meta = {
  title: 'Charts/TimeSeriesChart',
  component: TimeSeriesChart,
  args: {
    title: 'Electricity and outdoor temperature, 2021',
    series: [electricity2021, temperature2021],
    stimulusMap,
    emptyMessage: chartMessages.noRelevantData,
    interventions: interventions2021,
    onRangeChange: fn(),
    onInterventionSelect: fn(),
    onPointDoubleClick: fn(),
  },
} satisfies Meta<typeof TimeSeriesChart>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A year of hourly readings with two units (kWh left, °C right) and intervention markers. */
export const ElectricityAndTemperature: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const points = canvas.getByRole('application');
    points.focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(points).toHaveAccessibleName(
      /Current point: Electricity, 1 Jan 2021, 00:00: 0\.\d\d kWh/,
    );
    await userEvent.keyboard('{End}');
    await expect(points).toHaveAccessibleName(/Current point: Electricity, 31 Dec 2021, 23:00/);
    await userEvent.keyboard('{ArrowDown}');
    await expect(points).toHaveAccessibleName(
      /Current point: Outdoor temperature, 31 Dec 2021, 23:00: [\d.]+ °C/,
    );
    await userEvent.keyboard('{Enter}');
    await expect(args.onPointDoubleClick).toHaveBeenCalledWith(
      new Date(utc('2021-12-31T23:00:00')),
      'temperature',
    );
  },
};

/** 17,520 half-hourly readings in each of 3 series, downsampled with LTTB to the plot's pixels. */
export const YearOfHalfHours: Story = {
  args: {
    title: 'Electricity every half-hour, 2013',
    series: yearOfHalfHours,
    interventions: [],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const figure = canvas.getByRole('figure');
    await expect(figure).toHaveTextContent('Electricity (kWh), 17,520 readings');
    // The global peak of the year (2.994 kWh) survives downsampling and is named in the description.
    await expect(figure).toHaveTextContent(/highest 2\.99 kWh/);
  },
};

/** A single day: hourly ticks. */
export const DayWindow: Story = {
  args: {
    title: 'Electricity, Monday 8 March 2021',
    granularity: 'DAILY',
    defaultRange: { from: utc('2021-03-08T00:00:00'), to: utc('2021-03-08T23:59:59') },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('06:00')).toBeInTheDocument();
    await expect(canvas.getByText('12:00')).toBeInTheDocument();
  },
};

/** A week: day ticks. */
export const WeekWindow: Story = {
  args: {
    title: 'Electricity, week of 7 June 2021',
    granularity: 'WEEKLY',
    defaultRange: { from: utc('2021-06-07T00:00:00'), to: utc('2021-06-13T23:59:59') },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('9 Jun')).toBeInTheDocument();
  },
};

/** A year with the granularity select: month ticks, the year on January. */
export const YearWithGranularitySelect: Story = {
  args: {
    granularity: 'MONTHLY',
    granularities: GRANULARITIES,
    onGranularityChange: fn(),
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Jan 2021')).toBeInTheDocument();
    await expect(canvas.getByText('Jul')).toBeInTheDocument();
    await userEvent.selectOptions(canvas.getByLabelText('Granularity'), 'Weekly');
    await expect(args.onGranularityChange).toHaveBeenCalledWith('WEEKLY');
  },
};

/** The stories' last metering date for the window rules below. */
const LAST_METERING = new Date(Date.UTC(2021, 8, 15));

/**
 * The page's wiring, with the window rules of @wattwise/domain (spec analysis §9): the latest date
 * is the last metering date plus the granularity's offset, and the window is one granularity unit
 * either side of it. Changing the granularity moves the window.
 */
export const GranularityDrivesWindow: Story = {
  args: { title: 'Electricity and outdoor temperature' },
  render: function Render(args) {
    const [granularity, setGranularity] = useState<Granularity>('MONTHLY');
    const window = defaultWindow(latestDate(LAST_METERING, granularity), granularity);
    const [range, setRange] = useState<{ from: number; to: number } | null>(null);
    return (
      <TimeSeriesChart
        {...args}
        granularity={granularity}
        granularities={granularityOptions('HOURLY')}
        onGranularityChange={(g) => {
          setGranularity(g);
          setRange(null);
        }}
        range={range ?? { from: window.start.getTime(), to: window.end.getTime() }}
        onRangeChange={setRange}
      />
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Monthly: latest date 15 Sep + 14 days = 29 Sep; one month either side.
    await expect(canvas.getByRole('figure')).toHaveTextContent(
      /from 29 Aug 2021, 00:00 to 29 Oct 2021, 00:00/,
    );
    await userEvent.selectOptions(canvas.getByLabelText('Granularity'), 'Weekly');
    // Weekly: latest date 15 Sep + 4 days = 19 Sep; one week either side.
    await expect(canvas.getByRole('figure')).toHaveTextContent(
      /from 12 Sept? 2021, 00:00 to 26 Sept? 2021, 00:00/,
    );
    // The axis now labels days.
    await expect(canvas.getAllByText(/^\d{1,2} Sept?$/).length).toBeGreaterThanOrEqual(3);
  },
};

/** The date range control narrows the window and reports it. */
export const ChangeDateRange: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const from = canvas.getByLabelText('From');
    await userEvent.clear(from);
    await userEvent.type(from, '2021-12-01');
    await waitFor(() =>
      expect(args.onRangeChange).toHaveBeenLastCalledWith({
        from: utc('2021-12-01T00:00:00'),
        to: utc('2021-12-31T23:00:00'),
      }),
    );
    await expect(canvas.getByRole('figure')).toHaveTextContent(
      'from 1 Dec 2021, 00:00 to 31 Dec 2021, 23:00',
    );
  },
};

/** Two interventions three days apart sit under 20 px apart at this width: one cluster of 2. */
export const ClusteredInterventions: Story = {
  args: { width: 600, series: [electricity2021] },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const cluster = canvas.getByRole('button', { name: /^2 interventions: LED lighting fitted/ });
    await userEvent.click(cluster);
    await expect(args.onInterventionSelect).toHaveBeenCalledWith([
      interventions2021[1],
      interventions2021[2],
    ]);
    await expect(
      canvas.getByRole('button', { name: /^Intervention: Heating timer reset/ }),
    ).toBeInTheDocument();
  },
};

/** Zoomed into June the same two interventions are far apart: no cluster. */
export const InterventionsApartWhenZoomed: Story = {
  args: {
    width: 600,
    series: [electricity2021],
    defaultRange: { from: utc('2021-06-10T00:00:00'), to: utc('2021-06-20T23:00:00') },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('button', { name: /^Intervention: LED lighting fitted/ }),
    ).toBeInTheDocument();
    await expect(
      canvas.getByRole('button', { name: /^Intervention: Occupancy sensors added/ }),
    ).toBeInTheDocument();
  },
};

/** The data-table alternative opens on demand. */
export const DataTableAlternative: Story = {
  args: {
    series: [electricity2021],
    defaultRange: { from: utc('2021-03-08T00:00:00'), to: utc('2021-03-08T05:00:00') },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByText('Show data table'));
    const table = canvas.getByRole('table');
    await expect(table).toHaveTextContent('8 Mar 2021, 03:00');
    await expect(canvas.getAllByRole('row').length).toBeGreaterThan(4);
  },
};

/** No reading in the window: the spec's text for the stimulus. */
export const NoDataForStimulus: Story = {
  args: {
    title: 'Electricity',
    series: [
      { ...electricity2021, data: between(hourlyElectricity2021, '2030-01-01', '2030-01-02') },
    ],
    emptyMessage: noDataForStimulus('Electricity'),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('No data available for Electricity');
  },
};

/** No stimuli at all. */
export const NoStimuli: Story = {
  args: { series: [], interventions: [], emptyMessage: chartMessages.noStimuli },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('No data available.');
  },
};

/**
 * The series of the chosen window could not load: the page's error state stands in for the plot,
 * and the date range and granularity stay, so the user can try another window (no dead end).
 */
export const LoadFailed: Story = {
  args: {
    series: [],
    interventions: [],
    range: { from: utc('2021-01-01T00:00:00'), to: utc('2021-12-31T23:00:00') },
    granularity: 'MONTHLY',
    granularities: GRANULARITIES,
    onGranularityChange: fn(),
    failure: (
      <ErrorState message={chartMessages.loadError} supportEmail="support@wattwise.example" />
    ),
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(chartMessages.loadError);
    await expect(canvas.queryByRole('status')).toBeNull();
    await userEvent.selectOptions(canvas.getByLabelText('Granularity'), 'Weekly');
    await expect(args.onGranularityChange).toHaveBeenCalledWith('WEEKLY');
    const from = canvas.getByLabelText('From');
    await userEvent.clear(from);
    await userEvent.type(from, '2021-06-01');
    await waitFor(() => expect(args.onRangeChange).toHaveBeenCalled());
  },
};

/** A phone-width chart (390 px). */
export const Narrow: Story = {
  args: { width: 358 },
  globals: { viewport: { value: 'mobile', isRotated: false } },
};

/**
 * An intervention with the saving measured at the meters since it: the sentence follows its name
 * and shows under the title while the marker has focus (example figures, not from the data).
 */
export const InterventionWithMeasuredSaving: Story = {
  args: {
    width: 720,
    series: [electricity2021],
    interventions: [
      {
        ...interventions2021[0]!,
        savings: ['Since “Heating timer reset” on 8 March: 1,900 kWh avoided (±640 at 90 %).'],
      },
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const marker = canvas.getByRole('button', {
      name: /^Intervention: Heating timer reset \(Mon, 8 Mar 2021\)\. Since “Heating timer reset” on 8 March: 1,900 kWh avoided/,
    });
    await userEvent.hover(marker);
    await waitFor(() =>
      expect(canvas.getByRole('figure')).toHaveTextContent('1,900 kWh avoided (±640 at 90 %)'),
    );
  },
};
