import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { chartMessages, type TimelineView } from '@wattwise/domain';
import { Timeline, type TimelineItem } from './Timeline';

const at = (h: number, m = 0, day = 2) => new Date(Date.UTC(2026, 10, day, h, m));
const items: TimelineItem[] = [
  { id: 'a', title: 'Pre-heat offices', location: 'Floor 1', start: at(6), end: at(9) },
  { id: 'b', title: 'Night set-back', location: 'Floor 2', start: at(18), end: at(23, 45) },
  { id: 'c', title: 'Lighting schedule', location: 'Floor 1', start: at(8, 7), end: at(17, 53) },
  {
    id: 'e',
    title: 'Boost ventilation',
    text: '12:00–12:45',
    location: 'Floor 2',
    start: at(12),
    end: at(12, 45),
  },
  {
    id: 'f',
    title: 'Lower set point overnight',
    location: 'Floor 1',
    start: at(22, 0, 4),
    end: at(6, 0, 5),
  },
  {
    id: 'd',
    title: 'Weekend shutdown',
    location: 'Floor 2',
    start: at(0, 0, 7),
    end: at(23, 0, 7),
  },
];

function Stateful({ initialView = 'day' }: { initialView?: TimelineView }) {
  const [view, setView] = useState<TimelineView>(initialView);
  const [date, setDate] = useState(at(0));
  const [location, setLocation] = useState<string | null>(null);
  return (
    <Timeline
      view={view}
      onViewChange={setView}
      date={date}
      onDateChange={setDate}
      items={items}
      locations={['Floor 1', 'Floor 2']}
      location={location}
      onLocationChange={setLocation}
    />
  );
}

const meta = {
  title: 'Product/Timeline',
  component: Timeline,
  render: () => <Stateful />,
  args: {
    view: 'day',
    onViewChange: () => {},
    date: at(0),
    onDateChange: () => {},
    items,
    locations: [],
    location: null,
    onLocationChange: () => {},
  },
} satisfies Meta<typeof Timeline>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Day: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTitle('Pre-heat offices (Floor 1)')).toHaveAttribute(
      'data-compact',
      'true',
    );
    await expect(canvas.getByTitle('Lighting schedule (Floor 1)')).not.toHaveAttribute(
      'data-compact',
    );
    // A 45-minute item is compact; its whole title still shows past its short bar.
    await expect(canvas.getByTitle('Boost ventilation, 12:00–12:45 (Floor 2)')).toHaveAttribute(
      'data-compact',
      'true',
    );
    await expect(canvas.getByText('Boost ventilation')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Next day' }));
    await expect(canvas.getByText('2026-11-03')).toBeVisible();
  },
};
/**
 * The week: seven day rows under one hour axis, each row named; the axis reads 0:00 to 21:00 (not
 * '0' at every tick) and a card keeps its day-view width, so its title is not cut to 'Low…'.
 */
export const Week: Story = {
  render: () => <Stateful initialView="week" />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const days = canvas.getAllByRole('group');
    await expect(days).toHaveLength(7);
    await expect(days[0]).toHaveAccessibleName(/^Monday,? 2 November 2026$/);
    await expect(days[6]).toHaveTextContent(/^Sun,? 8 Nov/);
    const ticks = [...canvasElement.querySelectorAll('[aria-hidden="true"] > span')].map(
      (t) => t.textContent,
    );
    await expect(ticks).toEqual([
      '0:00',
      '3:00',
      '6:00',
      '9:00',
      '12:00',
      '15:00',
      '18:00',
      '21:00',
    ]);
    for (const item of canvasElement.querySelectorAll('li:not([data-compact])')) {
      const title = item.firstElementChild as HTMLElement;
      await expect(title.scrollWidth).toBeLessThanOrEqual(title.clientWidth + 1);
    }
    // A night measure is cut at midnight and goes on the next morning.
    const overnight = canvas.getAllByTitle('Lower set point overnight (Floor 1)');
    await expect(overnight).toHaveLength(2);
    await expect(overnight[0]).toHaveAttribute('data-continues-after', 'true');
    await expect(overnight[1]).toHaveAttribute('data-continues-before', 'true');
  },
};

/** The week on a phone: the rows scroll sideways together, titles still whole. */
export const WeekMobile: Story = {
  render: () => <Stateful initialView="week" />,
  parameters: { viewport: { defaultViewport: 'mobile' } },
  play: async ({ canvasElement }) => {
    const scroller = within(canvasElement).getByRole('region', { name: 'Scheduled scenarios' });
    await expect(scroller.scrollWidth).toBeGreaterThan(scroller.clientWidth);
    await expect(within(canvasElement).getAllByRole('group')).toHaveLength(7);
  },
};

/** A week with nothing scheduled says so once, not seven empty rows. */
export const WeekEmpty: Story = {
  render: () => <Stateful initialView="week" />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Next week' }));
    await expect(canvas.getByText('2026-11-09')).toBeVisible();
    await expect(canvas.getByText(chartMessages.noRelevantData)).toBeVisible();
    await expect(canvas.queryAllByRole('group')).toHaveLength(0);
  },
};
export const FilterByLocation: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /Location/ }));
    await userEvent.click(
      within(await within(document.body).findByRole('listbox')).getByRole('option', {
        name: 'Floor 2',
      }),
    );
    await expect(canvas.queryByTitle('Pre-heat offices (Floor 1)')).toBeNull();
    await expect(canvas.getByTitle('Night set-back (Floor 2)')).toBeVisible();
  },
};

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTitle('Pre-heat offices (Floor 1)')).toBeVisible();
    await expect(canvas.queryByText(chartMessages.noRelevantData)).toBeNull();
    // 3 November 2026: nothing is scheduled that day.
    await userEvent.click(canvas.getByRole('button', { name: 'Next day' }));
    await expect(canvas.getByText(chartMessages.noRelevantData)).toBeVisible();
    await expect(canvas.queryByTitle('Pre-heat offices (Floor 1)')).toBeNull();
  },
};
export const Mobile: Story = { parameters: { viewport: { defaultViewport: 'mobile' } } };
