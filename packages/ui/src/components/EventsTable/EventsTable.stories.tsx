import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { eventMessages, eventStatusLabel, eventTypeLabel, planMessages } from '@wattwise/domain';
import { EventsTable, type SiteEvent } from './EventsTable';

const events: SiteEvent[] = [
  {
    id: '1',
    name: 'Model run',
    description: 'Energy model calibrated',
    type: 'ENERGY_MODEL',
    status: 'COMPLETE',
    openDate: '2026-10-02T09:00:00Z',
  },
  {
    id: '2',
    name: 'Data ingestion',
    description: 'Half-hourly readings imported',
    type: 'DATA_INGESTION',
    status: 'FAILED',
    openDate: '2026-11-01T07:30:00Z',
  },
  {
    id: '3',
    name: 'AutoML',
    description: 'Prediction model training',
    type: 'AUTOML_GENERATION',
    status: 'RUNNING',
    openDate: '2026-09-15T12:00:00Z',
  },
];

const meta = {
  title: 'Product/EventsTable',
  component: EventsTable,
  args: { events },
} satisfies Meta<typeof EventsTable>;
export default meta;
type Story = StoryObj<typeof meta>;

export const SortByName: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Newest first until a header is chosen.
    await expect(canvas.getAllByRole('rowheader')[0]).toHaveTextContent('Data ingestion');
    await userEvent.click(canvas.getByRole('columnheader', { name: /Name/ }));
    await expect(canvas.getAllByRole('rowheader')[0]).toHaveTextContent('AutoML');
    await userEvent.click(canvas.getByRole('columnheader', { name: /Name/ }));
    await expect(canvas.getAllByRole('rowheader')[0]).toHaveTextContent('Model run');
    // The picture is of the sorted table, not of a header under the pointer: under load the
    // header's hover and press states were still settling when the screenshot was taken.
    await userEvent.unhover(canvas.getByRole('columnheader', { name: /Name/ }));
  },
};
export const Empty: Story = {
  args: { events: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(eventMessages.empty)).toBeVisible();
  },
};
export const Loading: Story = {
  args: { events: [], isLoading: true },
  // The dots change every 500 ms: no stable picture; the play function checks the state.
  parameters: { visual: { skip: true } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      planMessages.loadingData,
    );
  },
};
export const LongDescription: Story = {
  args: {
    events: [
      ...events,
      {
        id: '4',
        name: 'Data ingestion',
        description:
          'Half-hourly electricity readings for MPAN 1200023456789 imported from the smart meter data provider; 48 readings were missing and were filled from the model estimate for the same half hours.',
        type: 'DATA_INGESTION',
        status: 'OPEN',
        openDate: '2026-11-02T08:00:00Z',
      },
    ],
  },
};
export const Mobile: Story = { parameters: { viewport: { defaultViewport: 'mobile' } } };
/** The jobs name their events by their type's code ('ENERGY_MODEL'): the table reads words. */
export const NamedByTheirCodes: Story = {
  args: { events: events.map((event) => ({ ...event, name: event.type })) },
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('grid');
    await expect(table).toHaveTextContent(eventTypeLabel('ENERGY_MODEL'));
    await expect(table).toHaveTextContent(eventStatusLabel('COMPLETE'));
    await expect(table).not.toHaveTextContent(/ENERGY_MODEL|DATA_INGESTION|COMPLETE/);
  },
};
