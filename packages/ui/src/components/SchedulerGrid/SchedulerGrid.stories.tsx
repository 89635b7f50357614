import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, fn, userEvent, within } from 'storybook/test';
import { SCHEDULE_BLOCKS_PER_LANE, scheduleMessages, type ScheduleLanes } from '@wattwise/domain';
import { SchedulerGrid, type SchedulePreset } from './SchedulerGrid';

/** A lane of 24 hourly blocks, all on the first preset. */
const emptyLane = () =>
  Array.from({ length: SCHEDULE_BLOCKS_PER_LANE }, () => ({ presetIndex: 0 }));

const presets: SchedulePreset[] = [
  { value: 16, variant: 'LOW' },
  { value: 19, variant: 'MED' },
  { value: 21, variant: 'HIGH' },
];
const initial: ScheduleLanes = {
  weekdays: emptyLane(),
  weekends: emptyLane(),
  holidays: emptyLane(),
};

function Stateful({ onPresetChange }: { onPresetChange?: (i: number, v: number) => void }) {
  const [lanes, setLanes] = useState<ScheduleLanes>(initial);
  const [list, setList] = useState(presets);
  return (
    <SchedulerGrid
      presets={list}
      lanes={lanes}
      onLanesChange={setLanes}
      unit="°C"
      onPresetChange={(i, v) => {
        onPresetChange?.(i, v);
        setList((l) => l.map((p, j) => (j === i ? { ...p, value: v } : p)));
      }}
    />
  );
}

const meta = {
  title: 'Product/SchedulerGrid',
  component: SchedulerGrid,
  args: { presets, lanes: initial, onLanesChange: fn(), onPresetChange: fn() },
  render: (args) => <Stateful onPresetChange={args.onPresetChange} />,
} satisfies Meta<typeof SchedulerGrid>;
export default meta;
type Story = StoryObj<typeof meta>;

const cell = (name: string) =>
  within(document.body).getByRole('button', { name: new RegExp(`^${name}:`) });

export const PaintByClick: Story = {
  play: async () => {
    await userEvent.click(within(document.body).getByRole('button', { name: '21°C' }));
    await userEvent.click(cell('Weekdays 9 AM'));
    await expect(cell('Weekdays 9 AM')).toHaveAccessibleName('Weekdays 9 AM: 21°C');
    await expect(cell('Weekdays 10 AM')).toHaveAccessibleName('Weekdays 10 AM: 16°C');
  },
};
export const PaintByDrag: Story = {
  play: async () => {
    await userEvent.click(within(document.body).getByRole('button', { name: '19°C' }));
    // Pointer events as a mouse drag produces them: down on 8 AM, moves across, up on 11 AM.
    await fireEvent.pointerDown(cell('Weekends 8 AM'), { pointerId: 1, buttons: 1 });
    for (const h of ['9 AM', '10 AM', '11 AM'])
      await fireEvent.pointerMove(cell(`Weekends ${h}`), { pointerId: 1, buttons: 1 });
    await fireEvent.pointerUp(cell('Weekends 11 AM'), { pointerId: 1 });
    // Moving after release paints nothing more.
    await fireEvent.pointerMove(cell('Weekends 1 PM'), { pointerId: 1 });
    for (const h of ['8 AM', '9 AM', '10 AM', '11 AM'])
      await expect(cell(`Weekends ${h}`)).toHaveAccessibleName(`Weekends ${h}: 19°C`);
    await expect(cell('Weekends 1 PM')).toHaveAccessibleName('Weekends 1 PM: 16°C');
  },
};
export const PaintByKeyboard: Story = {
  play: async () => {
    await userEvent.click(within(document.body).getByRole('button', { name: '21°C' }));
    cell('Weekdays 12 AM').focus();
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await expect(cell('Holidays 12 AM')).toHaveFocus();
    await userEvent.keyboard(' {Shift>}{ArrowRight}{ArrowRight}{/Shift}');
    for (const h of ['12 AM', '1 AM', '2 AM'])
      await expect(cell(`Holidays ${h}`)).toHaveAccessibleName(`Holidays ${h}: 21°C`);
    await expect(cell('Holidays 3 AM')).toHaveAccessibleName('Holidays 3 AM: 16°C');
  },
};
export const EditPresetApplyOnEnter: Story = {
  play: async ({ args }) => {
    await userEvent.click(within(document.body).getByRole('button', { name: 'Edit preset 19°C' }));
    const input = within(document.body).getByRole('textbox', { name: 'Preset 2 value' });
    await userEvent.clear(input);
    await userEvent.type(input, '20{Enter}');
    await expect(args.onPresetChange).toHaveBeenCalledWith(1, 20);
    await expect(within(document.body).getByRole('button', { name: '20°C' })).toBeVisible();
  },
};
export const EditPresetCancel: Story = {
  play: async ({ args }) => {
    await userEvent.click(within(document.body).getByRole('button', { name: 'Edit preset 19°C' }));
    await userEvent.type(
      within(document.body).getByRole('textbox', { name: 'Preset 2 value' }),
      '5',
    );
    await userEvent.click(
      within(document.body).getByRole('button', { name: scheduleMessages.cancel }),
    );
    await expect(args.onPresetChange).not.toHaveBeenCalled();
    await expect(within(document.body).getByRole('button', { name: '19°C' })).toBeVisible();
  },
};
export const Mobile: Story = { parameters: { viewport: { defaultViewport: 'mobile' } } };
export const ReadOnly: Story = {
  render: (args) => <SchedulerGrid {...args} unit="°C" isReadOnly />,
  play: async ({ args }) => {
    await userEvent.click(cell('Weekdays 8 AM'));
    await expect(args.onLanesChange).not.toHaveBeenCalled();
    await expect(cell('Weekdays 8 AM')).toHaveAccessibleName('Weekdays 8 AM: 16°C');
  },
};
