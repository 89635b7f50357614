import {
  diagnoseMessages,
  SCHEDULE_BLOCKS_PER_LANE,
  parameterMessages,
  scheduleMessages,
} from '@wattwise/domain';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeApi, renderScreen, type FakeAnswers } from '../../testing/renderScreen';
import SchedulesScreen from './SchedulesScreen';
import type { Schedule } from './useSchedules';

/** A lane of 24 hourly blocks, all on the first preset. */
const emptyLane = () =>
  Array.from({ length: SCHEDULE_BLOCKS_PER_LANE }, () => ({ presetIndex: 0 }));

const siteId = '00000000-0000-4000-8000-000000000001';
const demoSiteId = 'd3m00000-0000-4000-8000-000000000001';
const buildingId = 'b-1';
const floorId = 'b-1-floor-1';
const spaceId = 'office-1';
const waitLong = { timeout: 10_000 };

const schedule = (title: string, unit: Schedule['unit'], low: number, high: number): Schedule => ({
  title,
  unit,
  presets: [
    { value: low, variant: 'LOW' },
    { value: high, variant: 'HIGH' },
  ],
  weekdays: emptyLane(),
  weekends: emptyLane(),
  holidays: emptyLane(),
});

function show(answers: FakeAnswers = {}, { site = siteId, space = spaceId } = {}) {
  const api = fakeApi({
    'predict.schedules.spaces': [
      { name: 'Office 1', path: `${floorId}/office-1`, type: 'SPACE' },
      { name: 'Kitchen 1', path: `${floorId}/kitchen-1`, type: 'SPACE' },
    ],
    // Unsorted on purpose: the tabs are sorted by title.
    'predict.schedules.get': [
      schedule('Occupancy', 'PERCENT', 0, 100),
      schedule('Heating setpoint', 'CELSIUS', 16, 21),
    ],
    ...answers,
  });
  renderScreen(<SchedulesScreen />, {
    path: `/predict/${site}/${buildingId}/${space === 'DEFAULT' ? 'DEFAULT' : floorId}/${space}/schedules`,
    api,
  });
  return api;
}

/** Whether a button refuses presses (react-aria sets the disabled attribute). */
const disabled = (button: HTMLElement) => (button as HTMLButtonElement).disabled;

describe('SchedulesScreen', { timeout: 30_000 }, () => {
  it("asks for a room when none is chosen, then opens the room's schedules", async () => {
    show({}, { space: 'DEFAULT' });
    expect(await screen.findByText(scheduleMessages.selectRoom, {}, waitLong)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: new RegExp(scheduleMessages.room) }));
    await userEvent.click(await screen.findByRole('option', { name: 'Kitchen 1' }));
    await waitFor(() =>
      expect(screen.getByTestId('location').textContent).toContain(
        `/predict/${siteId}/${buildingId}/${floorId}/kitchen-1/schedules`,
      ),
    );
  });

  it('keeps the room picker disabled, saying so, until the rooms have loaded', async () => {
    let answer = (_rooms: unknown) => {};
    const rooms = new Promise((resolve) => (answer = resolve));
    show({ 'predict.schedules.spaces': () => rooms }, { space: 'DEFAULT' });
    const picker = () => screen.getByRole('button', { name: new RegExp(scheduleMessages.room) });
    await waitFor(() => expect(picker().textContent).toContain(scheduleMessages.loadingRooms));
    expect(disabled(picker())).toBe(true);
    answer([{ name: 'Kitchen 1', path: `${floorId}/kitchen-1`, type: 'SPACE' }]);
    await waitFor(() => expect(disabled(picker())).toBe(false), waitLong);
    expect(picker().textContent).not.toContain(scheduleMessages.loadingRooms);
    await userEvent.click(picker());
    expect(await screen.findByRole('option', { name: 'Kitchen 1' })).toBeTruthy();
  });

  it('shows a tab per schedule sorted by title; painting and Save post the schedules', async () => {
    const api = show({ 'predict.schedules.save': null });
    const tabs = await screen.findAllByRole('tab', {}, waitLong);
    expect(tabs.map((tab) => tab.textContent)).toEqual(['Heating setpoint', 'Occupancy']);
    expect(disabled(screen.getByRole('button', { name: scheduleMessages.save }))).toBe(true);

    await userEvent.click(screen.getByRole('button', { name: '21°C' }));
    await userEvent.click(screen.getByRole('button', { name: /^Weekdays 9 AM:/ }));
    expect(screen.getByRole('button', { name: 'Weekdays 9 AM: 21°C' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Weekdays 10 AM: 16°C' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: scheduleMessages.save }));

    expect(await screen.findByText(scheduleMessages.saved)).toBeTruthy();
    const saved = api.calls.find((c) => c.name === 'predict.schedules.save')?.input as {
      params: { path: string };
      body: Schedule[];
    };
    expect(saved.params.path).toBe(`${floorId}/${spaceId}`);
    expect(saved.body.map((s) => s.title)).toEqual(['Heating setpoint', 'Occupancy']);
    expect(saved.body[0]!.weekdays[9]).toEqual({ presetIndex: 1 });
    expect(saved.body[0]!.weekdays[10]).toEqual({ presetIndex: 0 });
  });

  it('edits a preset inline: Apply keeps the value, Cancel discards it', async () => {
    show();
    await userEvent.click(
      await screen.findByRole('button', { name: 'Edit preset 21°C' }, waitLong),
    );
    const input = screen.getByRole('textbox', { name: 'Preset 2 value' });
    await userEvent.clear(input);
    await userEvent.type(input, '22{Enter}');
    expect(await screen.findByRole('button', { name: '22°C' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Edit preset 22°C' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Preset 2 value' }), '5');
    await userEvent.click(screen.getByRole('button', { name: scheduleMessages.cancel }));
    expect(screen.getByRole('button', { name: '22°C' })).toBeTruthy();
    expect(disabled(screen.getByRole('button', { name: scheduleMessages.save }))).toBe(false);
  });

  it('says so when the schedule cannot be loaded', async () => {
    show({
      'predict.schedules.get': {
        kind: 'server',
        route: 'predict.schedules.get',
        status: 500,
        message: 'boom',
      },
    });
    expect(await screen.findByText(scheduleMessages.loadError, {}, waitLong)).toBeTruthy();
  });

  it("a demonstration site shows the spec's refusal and cannot be saved", async () => {
    show({}, { site: demoSiteId });
    await screen.findAllByRole('tab', {}, waitLong);
    expect(screen.getAllByText(parameterMessages.demoReadOnly).length).toBeGreaterThan(0);
    expect(disabled(screen.getByRole('button', { name: scheduleMessages.save }))).toBe(true);
  });

  it('hides Save and says so while the model is recalibrating', async () => {
    show({ diagnose: { energyModelRunning: 'TRUE' } });
    expect(await screen.findByText(diagnoseMessages.recalibrating, {}, waitLong)).toBeTruthy();
    expect(screen.queryByRole('button', { name: scheduleMessages.save })).toBeNull();
  });

  it('Back returns to the building diagnose', async () => {
    show();
    await userEvent.click(await screen.findByRole('button', { name: scheduleMessages.back }));
    expect(screen.getByTestId('location').textContent).toContain(
      `/predict/${siteId}/${buildingId}/diagnose`,
    );
  });
});
