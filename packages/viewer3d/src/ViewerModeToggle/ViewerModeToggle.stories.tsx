import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ViewerModeToggle } from './ViewerModeToggle';

const meta = {
  title: 'Viewer3D/ViewerModeToggle',
  component: ViewerModeToggle,
  args: { mode: 'cesium', onModeChange: fn() },
  render: function Render(args) {
    const [mode, setMode] = useState(args.mode);
    return (
      <ViewerModeToggle
        {...args}
        mode={mode}
        onModeChange={(next) => {
          setMode(next);
          args.onModeChange(next);
        }}
      />
    );
  },
} satisfies Meta<typeof ViewerModeToggle>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Switches across cesium, ifc and photo, by pointer or arrow keys. */
export const SwitchModes: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radio', { name: '3D globe' })).toBeChecked();
    await userEvent.click(canvas.getByRole('radio', { name: 'Model' }));
    await expect(args.onModeChange).toHaveBeenLastCalledWith('ifc');
    await userEvent.keyboard('{ArrowRight}');
    await expect(args.onModeChange).toHaveBeenLastCalledWith('photo');
    await expect(canvas.getByRole('radio', { name: '360° photo' })).toBeChecked();
  },
};

/** A node without a photo: that mode cannot be chosen. */
export const PhotoUnavailable: Story = {
  args: { disabledModes: ['photo'] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('radio', { name: '360° photo' })).toBeDisabled();
  },
};
