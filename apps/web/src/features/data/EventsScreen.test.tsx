import { eventMessages, eventStatusLabel, eventTypeLabel } from '@wattwise/domain';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeApi, renderScreen } from '../../testing/renderScreen';
import EventsScreen from './EventsScreen';

const siteId = '00000000-0000-4000-8000-000000000001';
const events = [
  {
    name: 'ENERGY_MODEL',
    description: "Modelling the building's energy use",
    type: 'ENERGY_MODEL',
    status: 'COMPLETE',
    openDate: '2026-11-01T09:00:00Z',
  },
  {
    name: 'DATA_INGESTION',
    description: 'Storing meter readings',
    type: 'DATA_INGESTION',
    status: 'FAILED',
    openDate: '2026-11-02T09:00:00Z',
  },
];

/** The server's answer: its events, of one type when ?type= is sent. */
function answer(input: unknown) {
  const type = (input as { query?: { type?: string } }).query?.type;
  return events.filter((event) => !type || event.type === type);
}

function show(list: (input: unknown) => unknown = answer) {
  const api = fakeApi({ 'events.list': list });
  renderScreen(<EventsScreen />, {
    api,
    path: `/optimise/${siteId}/events`,
    route: '/optimise/:siteId/events',
  });
  return api;
}

describe('events screen', { timeout: 30_000 }, () => {
  it('lists the events newest first with their status', async () => {
    show();
    const table = await screen.findByRole('grid', { name: eventMessages.title });
    await within(table).findByText('Storing meter readings');
    const rows = within(table).getAllByRole('row').slice(1);
    // In words, not the jobs' codes: the name and type of a meter-data import, and its status.
    expect(rows[0]?.textContent).toContain(eventTypeLabel('DATA_INGESTION'));
    expect(rows[0]?.textContent).toContain(eventStatusLabel('FAILED'));
    expect(rows[1]?.textContent).toContain(eventTypeLabel('ENERGY_MODEL'));
    expect(table.textContent).not.toMatch(/ENERGY_MODEL|DATA_INGESTION|COMPLETE/);
  });

  it('asks the server for one type when the filter is set', async () => {
    const api = show();
    const table = await screen.findByRole('grid', { name: eventMessages.title });
    await within(table).findByText('Storing meter readings');
    await userEvent.click(
      screen.getByRole('button', { name: new RegExp(eventMessages.typeFilter) }),
    );
    await userEvent.click(
      await screen.findByRole('option', { name: eventTypeLabel('ENERGY_MODEL') }),
    );
    await within(table).findByText("Modelling the building's energy use");
    expect(within(table).queryByText('Storing meter readings')).toBeNull();
    expect(api.calls.at(-1)?.input).toMatchObject({
      params: { siteId },
      query: { type: 'ENERGY_MODEL' },
    });
  });

  it("says 'There are no events for this site' when there are none", async () => {
    show(() => []);
    expect(await screen.findByText(eventMessages.empty)).toBeTruthy();
  });
});
