import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { eventMessages } from '@wattwise/domain';
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
    await userEvent.click(canvas.getByRole('columnheader', { name: /Name/ }));
    const first = canvas.getAllByRole('rowheader')[0]!;
    await expect(first).toHaveTextContent('AutoML');
  },
};
export const Empty: Story = {
  args: { events: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(eventMessages.empty)).toBeVisible();
  },
};
export const Mobile: Story = { parameters: { viewport: { defaultViewport: 'mobile' } } };
