import type { RouteResponse } from '@wattwise/api';
import { diagnoseMessages, parameterMessages } from '@wattwise/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeApi, renderScreen, type FakeAnswers } from '../../testing/renderScreen';
import BuildingParametersScreen from './BuildingParametersScreen';

const siteId = '00000000-0000-4000-8000-000000000001';
const demoSiteId = 'd3m00000-0000-4000-8000-000000000001';
const buildingId = 'b-1';
const waitLong = { timeout: 10_000 };

const groups: RouteResponse<'predict.parameters.get'> = [
  {
    categoryName: 'Fabric',
    description: 'Walls, roof and glazing',
    order: 1,
    parameters: [
      {
        id: 'wallU',
        name: 'Wall U-value',
        type: 'NUMBER',
        targetPath: buildingId,
        value: 1.6,
        defaultValue: 1.6,
        unit: 'W/m2K',
        optional: false,
      },
      {
        id: 'pvArea',
        name: 'Solar PV area',
        type: 'NUMBER',
        targetPath: buildingId,
        value: 12,
        defaultValue: 0,
        unit: 'm2',
        optional: true,
      },
    ],
  },
  {
    categoryName: parameterMessages.floorAreaPercentages,
    description: 'Share of the floor area by use',
    order: 2,
    parameters: [
      {
        id: 'office',
        name: 'Office',
        type: 'NUMBER',
        targetPath: buildingId,
        value: 70,
        defaultValue: 70,
        unit: '%',
        optional: false,
      },
      {
        id: 'circulation',
        name: 'Circulation',
        type: 'NUMBER',
        targetPath: buildingId,
        value: 30,
        defaultValue: 30,
        unit: '%',
        optional: false,
      },
    ],
  },
];

function show(answers: FakeAnswers = {}, site = siteId) {
  const api = fakeApi({
    'predict.parameters.get': groups,
    diagnose: { energyModelRunning: 'FALSE' },
    ...answers,
  });
  renderScreen(<BuildingParametersScreen />, {
    path: `/predict/${site}/${buildingId}/diagnose?editing=true`,
    api,
  });
  return api;
}

async function typeInto(name: string, value: string) {
  const field = await screen.findByRole('textbox', { name }, waitLong);
  await userEvent.clear(field);
  await userEvent.type(field, value);
  await userEvent.tab();
}

/** Whether a button refuses presses (react-aria sets the disabled attribute). */
const disabled = (button: HTMLElement) => (button as HTMLButtonElement).disabled;

describe('BuildingParametersScreen', { timeout: 30_000 }, () => {
  it('shows the groups, saves a change keyed by target path, then leaves for diagnose', async () => {
    const api = show({ 'predict.parameters.save': { errors: {} } });
    expect(await screen.findByRole('group', { name: 'Fabric' }, waitLong)).toBeTruthy();
    await typeInto('Wall U-value', '0.35');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));

    const dialog = await screen.findByRole('dialog', { name: parameterMessages.resultTitle });
    expect(dialog.textContent).toContain(parameterMessages.updateSuccess);
    expect(api.calls.find((c) => c.name === 'predict.parameters.save')?.input).toEqual({
      params: { siteId },
      body: { [buildingId]: { wallU: 0.35 } },
    });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() =>
      expect(screen.getByTestId('location').textContent).toContain(
        `/predict/${siteId}/${buildingId}/diagnose`,
      ),
    );
    expect(screen.getByTestId('location').textContent).not.toContain('editing');
  });

  it('shows the errors by parameter and stays in the editor when the save had errors', async () => {
    show({
      'predict.parameters.save': {
        errors: { wallU: { [buildingId]: 'The value must be between 0.1 and 3.' } },
      },
    });
    await typeInto('Wall U-value', '9');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    const dialog = await screen.findByRole('dialog', { name: parameterMessages.resultTitle });
    expect(dialog.textContent).toContain(parameterMessages.updateErrors);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.getByText('The value must be between 0.1 and 3.')).toBeTruthy();
    expect(screen.getByTestId('location').textContent).toContain('editing=true');
  });

  it("refuses to save when 'Floor Area Percentages' do not total 100", async () => {
    show();
    await typeInto('Office', '60');
    expect(screen.getByText(parameterMessages.totalMustEqual100)).toBeTruthy();
    expect(disabled(screen.getByRole('button', { name: 'Save' }))).toBe(true);
    await typeInto('Circulation', '40');
    expect(screen.queryByText(parameterMessages.totalMustEqual100)).toBeNull();
    expect(disabled(screen.getByRole('button', { name: 'Save' }))).toBe(false);
  });

  it('deletes an optional parameter only after confirmation', async () => {
    const api = show();
    expect(await screen.findByRole('group', { name: 'Fabric' }, waitLong)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Delete Wall U-value' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Delete Solar PV area' }));
    const confirm = await screen.findByRole('alertdialog', { name: parameterMessages.deleteTitle });
    expect(api.calls.some((c) => c.name === 'predict.parameters.delete')).toBe(false);
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(api.calls.find((c) => c.name === 'predict.parameters.delete')?.input).toEqual({
        params: { siteId, parameterId: 'pvArea', path: buildingId },
      }),
    );
  });

  it("shows the spec's refusal on a demonstration site and cannot save", async () => {
    show({}, demoSiteId);
    expect(await screen.findByRole('group', { name: 'Fabric' }, waitLong)).toBeTruthy();
    expect(screen.getAllByText(parameterMessages.demoReadOnly).length).toBeGreaterThan(0);
    expect(disabled(screen.getByRole('button', { name: 'Save' }))).toBe(true);
  });

  it('after a save the new model run shows as recalibrating and Save is hidden', async () => {
    let saved = false;
    show({
      diagnose: () => ({ energyModelRunning: saved ? 'TRUE' : 'FALSE' }),
      'predict.parameters.save': () => {
        saved = true;
        return { errors: {} };
      },
    });
    await typeInto('Wall U-value', '0.35');
    expect(screen.queryByText(diagnoseMessages.recalibrating)).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(diagnoseMessages.recalibrating, {}, waitLong)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
  });

  it('hides Save and says so while the model is recalibrating', async () => {
    show({ diagnose: { energyModelRunning: 'TRUE' } });
    expect(await screen.findByText(diagnoseMessages.recalibrating, {}, waitLong)).toBeTruthy();
    await screen.findByRole('group', { name: 'Fabric' });
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
  });
});
