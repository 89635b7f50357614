import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { floorLegend, floorNeedsSpace } from '@wattwise/domain';
import { RoomBreakdownStep } from './RoomBreakdownStep';

const spaceTypes = [
  { id: 'OFFICE', label: 'Office' },
  { id: 'WC', label: 'Toilets' },
];

afterEach(cleanup);

describe('RoomBreakdownStep', () => {
  it('changes the count of one space type on one floor only', async () => {
    const onFloorsChange = vi.fn();
    render(
      <RoomBreakdownStep
        buildingCategory="OFFICE"
        onBuildingCategoryChange={() => {}}
        categories={[{ id: 'OFFICE', label: 'Office' }]}
        spaceTypes={spaceTypes}
        spaceTypesStatus="done"
        floors={[{ OFFICE: 2 }, {}]}
        onFloorsChange={onFloorsChange}
      />,
    );
    const toilets = within(screen.getByRole('group', { name: floorLegend(2) })).getByRole(
      'textbox',
      { name: 'Toilets' },
    );
    await userEvent.clear(toilets);
    await userEvent.type(toilets, '3');
    await userEvent.tab();
    expect(onFloorsChange).toHaveBeenLastCalledWith([{ OFFICE: 2 }, { WC: 3 }]);
  });

  it('ties a floor error to that floor group', () => {
    render(
      <RoomBreakdownStep
        buildingCategory="OFFICE"
        onBuildingCategoryChange={() => {}}
        categories={[{ id: 'OFFICE', label: 'Office' }]}
        spaceTypes={spaceTypes}
        spaceTypesStatus="done"
        floors={[{ OFFICE: 2 }, {}]}
        onFloorsChange={() => {}}
        errors={{ 'floor-2': floorNeedsSpace(2) }}
      />,
    );
    const message = screen.getByText(floorNeedsSpace(2));
    expect(
      screen.getByRole('group', { name: floorLegend(2) }).getAttribute('aria-describedby'),
    ).toBe(message.id);
    expect(
      screen.getByRole('group', { name: floorLegend(1) }).hasAttribute('aria-describedby'),
    ).toBe(false);
  });
});
