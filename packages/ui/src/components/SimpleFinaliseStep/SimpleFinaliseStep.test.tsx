import { useReducer, useState } from 'react';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import {
  floorAreaReducer,
  initialFloorArea,
  registrationMessages,
  simpleFinaliseLabels as l,
} from '@wattwise/domain';
import { SimpleFinaliseStep, type SimpleFinaliseValues } from './SimpleFinaliseStep';

function Harness() {
  const [values, setValues] = useState<SimpleFinaliseValues>({
    buildingType: 'OFFICE',
    buildingIsWholeMesh: true,
    noFloors: 1,
    yearOfConstruction: 2010,
  });
  const [floorArea, dispatch] = useReducer(floorAreaReducer, initialFloorArea(150, 1));
  return (
    <SimpleFinaliseStep
      values={values}
      onChange={setValues}
      buildingTypes={[{ id: 'OFFICE', label: 'Office' }]}
      floorArea={floorArea}
      onFloorAreaEvent={dispatch}
    />
  );
}

async function setNumber(name: string, value: string) {
  const field = screen.getByRole('textbox', { name });
  await userEvent.clear(field);
  await userEvent.type(field, value);
  await userEvent.tab();
  return field;
}

afterEach(cleanup);

describe('SimpleFinaliseStep', () => {
  it('recomputes the estimated floor area from the floors until it is overridden', async () => {
    render(<Harness />);
    const area = screen.getByRole('textbox', { name: l.estimatedFloorArea });
    expect((area as HTMLInputElement).value).toBe('150');
    await setNumber(l.floors, '3');
    expect((area as HTMLInputElement).value).toBe('450');
    expect(
      screen.queryByRole('button', { name: registrationMessages.revertToEstimate }),
    ).toBeNull();
    await setNumber(l.estimatedFloorArea, '400');
    await setNumber(l.floors, '4');
    expect((area as HTMLInputElement).value).toBe('400');
    await userEvent.click(
      screen.getByRole('button', { name: registrationMessages.revertToEstimate }),
    );
    expect((area as HTMLInputElement).value).toBe('600');
  });

  it('asks the total floor area when the highlighted building is not the whole building', async () => {
    render(<Harness />);
    await userEvent.click(screen.getByRole('radio', { name: registrationMessages.no }));
    expect(screen.getByRole('textbox', { name: l.totalFloorArea })).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: l.estimatedFloorArea })).toBeNull();
  });

  it('keeps the answer clicked once straight after typing the year, and the year', async () => {
    render(<Harness />);
    const year = screen.getByRole('textbox', { name: new RegExp(l.yearOfConstruction) });
    await userEvent.clear(year);
    await userEvent.type(year, '1930');
    await userEvent.click(screen.getByText(registrationMessages.no, { exact: true }));
    expect(
      (screen.getByRole('radio', { name: registrationMessages.no }) as HTMLInputElement).checked,
    ).toBe(true);
    expect((year as HTMLInputElement).value).toBe('1930');
  });
});
