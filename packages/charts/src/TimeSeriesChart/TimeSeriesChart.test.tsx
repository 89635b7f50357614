import { chartMessages } from '@wattwise/domain';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { between, hourlyElectricity2021, hourlyTemperature2021 } from '../fixtures/meterReadings';
import { TimeSeriesChart, type TimeSeriesChartProps } from './TimeSeriesChart';

afterEach(cleanup);

/** Eleven days of real daily-noon readings: 1–11 March 2021 at 12:00. */
const noonReadings = between(
  hourlyElectricity2021,
  '2021-03-01T00:00Z',
  '2021-03-11T23:00Z',
).filter((p) => new Date(p.x as number).getUTCHours() === 12);

function draw(props: Partial<TimeSeriesChartProps> = {}) {
  return render(
    <TimeSeriesChart
      title="Electricity"
      series={[
        { id: 'e', name: 'Electricity', color: '#1d5fbf', stimulus: 'E', data: noonReadings },
      ]}
      stimulusMap={{ E: { label: 'Electricity', unit: 'kWh' } }}
      emptyMessage={chartMessages.noRelevantData}
      width={640}
      {...props}
    />,
  );
}

// Plot geometry at width 640: 56 px left margin, 16 px right, so 568 px for 10 days.
const PLOT_LEFT = 56;
const PLOT_WIDTH = 568;

describe('TimeSeriesChart pointer interaction', () => {
  it('double-click on the plot calls back with the date of the nearest reading', () => {
    const onPointDoubleClick = vi.fn();
    draw({ onPointDoubleClick });
    const layer = screen.getByRole('application');
    // 40 % of the way from 1 Mar 12:00 to 11 Mar 12:00 is 5 Mar 12:00.
    fireEvent.doubleClick(layer, { clientX: PLOT_LEFT + PLOT_WIDTH * 0.41, clientY: 100 });
    expect(onPointDoubleClick).toHaveBeenCalledWith(new Date(Date.UTC(2021, 2, 5, 12)), 'e');
  });

  it('hovering shows a tooltip with the time and the reading', () => {
    draw();
    const layer = screen.getByRole('application');
    fireEvent.pointerMove(layer, { clientX: PLOT_LEFT + PLOT_WIDTH * 0.2, clientY: 100 });
    const reading = noonReadings[2]!;
    const tooltip = screen.getByText('3 Mar 2021, 12:00');
    expect(tooltip.parentElement!.textContent).toContain(
      `Electricity: ${reading.y!.toFixed(2)} kWh`,
    );
  });

  it('draws at most one point per pixel of a year of hourly readings', () => {
    const { container } = draw({
      series: [
        {
          id: 'e',
          name: 'Electricity',
          color: '#1d5fbf',
          stimulus: 'E',
          data: hourlyElectricity2021,
        },
      ],
    });
    const path = container.querySelector('path[stroke="#1d5fbf"]')!.getAttribute('d')!;
    expect(path.match(/[ML]/g)!.length).toBe(640);
  });
});

describe('TimeSeriesChart description', () => {
  it.each([358, 1200])("names the year's highest reading whatever the width (%i px)", (width) => {
    draw({
      width,
      series: [
        {
          id: 't',
          name: 'Outdoor temperature',
          color: '#00703c',
          stimulus: 'T',
          data: hourlyTemperature2021,
        },
      ],
      stimulusMap: { T: { label: 'Temperature', unit: '°C' } },
    });
    // 2021's hottest hour in the fixture: 28.05 °C at 15:00 UTC on 22 July
    const hottest = hourlyTemperature2021.reduce((a, b) => ((b.y ?? -99) > (a.y ?? -99) ? b : a));
    expect([hottest.y, new Date(hottest.x as number).toISOString()]).toEqual([
      28.05,
      '2021-07-22T15:00:00.000Z',
    ]);
    expect(screen.getByText(/^Line chart from/).textContent).toContain(
      'Outdoor temperature (°C), 8,760 readings, highest 28.05 °C at 22 Jul 2021, 15:00',
    );
  });
});

describe('TimeSeriesChart empty states', () => {
  it('with no stimuli says so once, without a period taken from the clock', () => {
    draw({ series: [], emptyMessage: chartMessages.noStimuli });
    expect(screen.getByRole('status').textContent).toBe('No data available.');
    expect(screen.getByText(/^Line chart/).textContent).toBe('Line chart. No data available.');
    expect(screen.queryByLabelText('From')).toBeNull();
  });

  it('with a stimulus that has no readings gives its message as one sentence', () => {
    draw({
      series: [{ id: 'e', name: 'Electricity', color: '#1d5fbf', stimulus: 'E', data: [] }],
      emptyMessage: 'No data available for Electricity',
    });
    expect(screen.getByText(/^Line chart/).textContent).toBe(
      'Line chart. No data available for Electricity.',
    );
  });

  it("keeps the page's window and its date control when that window has no readings", () => {
    draw({
      range: { from: Date.UTC(2030, 0, 1), to: Date.UTC(2030, 0, 2) },
      emptyMessage: chartMessages.noRelevantData,
    });
    expect(screen.getByText(/^Line chart/).textContent).toBe(
      'Line chart from 1 Jan 2030, 00:00 to 2 Jan 2030, 00:00. There is no relevant data for this period.',
    );
    expect((screen.getByLabelText('From') as HTMLInputElement).value).toBe('2030-01-01');
  });
});

describe('TimeSeriesChart date range', () => {
  it('says so when From is typed after To, keeps the shown window, and clears the message once fixed', () => {
    const onRangeChange = vi.fn();
    const range = { from: Date.UTC(2021, 2, 1), to: Date.UTC(2021, 2, 10) };
    draw({ range, onRangeChange });
    const from = screen.getByLabelText('From') as HTMLInputElement;
    fireEvent.change(from, { target: { value: '2021-03-20' } });
    expect(screen.getByRole('alert').textContent).toBe(chartMessages.rangeReversed);
    expect(from.getAttribute('aria-invalid')).toBe('true');
    expect(onRangeChange).not.toHaveBeenCalled();
    fireEvent.blur(from);
    expect(screen.getByRole('alert').textContent).toBe(chartMessages.rangeReversed);
    fireEvent.change(from, { target: { value: '2021-03-05' } });
    expect(screen.queryByRole('alert')).toBeNull();
    expect(onRangeChange).toHaveBeenCalledWith({ from: Date.UTC(2021, 2, 5), to: range.to });
  });
});

describe('TimeSeriesChart intervention markers', () => {
  const interventions = [
    { id: 'a', date: '2021-03-05', title: 'Boiler serviced' },
    { id: 'b', date: '2021-03-05T06:00:00Z', title: 'Timer reset' },
    { id: 'c', date: '2021-03-09', title: 'LED lighting fitted' },
  ];

  it('clusters markers under 20 px apart and opens the cluster with the keyboard', async () => {
    const onInterventionSelect = vi.fn();
    draw({ interventions, onInterventionSelect });
    const markers = within(screen.getByRole('list', { name: 'Interventions' })).getAllByRole(
      'button',
    );
    expect(markers.map((m) => m.getAttribute('aria-label'))).toEqual([
      '2 interventions: Boiler serviced (Fri, 5 Mar 2021); Timer reset (Fri, 5 Mar 2021)',
      'Intervention: LED lighting fitted (Tue, 9 Mar 2021)',
    ]);
    markers[0]!.focus();
    await userEvent.keyboard('{Enter}');
    expect(onInterventionSelect).toHaveBeenCalledWith([interventions[0], interventions[1]]);
  });

  it('leaves out markers outside the window', () => {
    draw({ interventions: [{ id: 'x', date: '2022-01-01', title: 'Later' }] });
    expect(screen.queryByRole('list', { name: 'Interventions' })).toBeNull();
  });
});
