import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { canvasCentreColour, nearestColourName } from '../storyHelpers/canvasColour';
import { demoBuildingNodes } from '../storyHelpers/storyAssets';
import { storyPalette } from '../storyHelpers/storyPalette';
import { ModelViewer } from './ModelViewer';

/** WebGL canvas: compare with a pixel tolerance or sampled colours, not exact pixels. */
const meta = {
  title: 'Viewer3D/ModelViewer',
  component: ModelViewer,
  parameters: { layout: 'fullscreen', webgl: true },
  args: {
    nodes: demoBuildingNodes,
    selectedPath: null,
    onSelectNode: fn(),
    preserveDrawingBuffer: true,
  },
  render: function Render(args) {
    const [selected, setSelected] = useState(args.selectedPath);
    return (
      <div style={{ height: 520 }}>
        <ModelViewer
          {...args}
          selectedPath={selected}
          onSelectNode={(path) => {
            setSelected(path);
            args.onSelectNode(path);
          }}
        />
      </div>
    );
  },
} satisfies Meta<typeof ModelViewer>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Three floors, 4 m per level, framed, coloured HIGH red, OK orange, LOW green. */
export const ColouredByEnergyUsage: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Ground floor High' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Second floor Low' })).toBeVisible();
    // framed: the building fills the middle of the view, in one of the energy colours
    await waitFor(
      () =>
        expect(['HIGH', 'OK', 'LOW']).toContain(
          nearestColourName(canvasCentreColour(canvasElement), storyPalette),
        ),
      {
        timeout: 15_000,
      },
    );
  },
};

/** Clicking a node in the 3D view calls back with its path. */
export const ClickANode: Story = {
  play: async ({ canvasElement, args }) => {
    await waitFor(
      () =>
        expect(['HIGH', 'OK', 'LOW']).toContain(
          nearestColourName(canvasCentreColour(canvasElement), storyPalette),
        ),
      {
        timeout: 28_000,
      },
    );
    const webgl = canvasElement.querySelector('canvas')!;
    const box = webgl.getBoundingClientRect();
    const coords = { clientX: box.left + box.width / 2, clientY: box.top + box.height / 2 };
    await userEvent.pointer([
      { keys: '[MouseLeft>]', target: webgl, coords },
      { keys: '[/MouseLeft]', target: webgl, coords },
    ]);
    await waitFor(() => expect(args.onSelectNode).toHaveBeenCalled());
    const path = (args.onSelectNode as ReturnType<typeof fn>).mock.lastCall![0] as string;
    await expect(demoBuildingNodes.map((node) => node.path)).toContain(path);
  },
};

/** The list of parts is the keyboard alternative; the selected part is tinted purple. */
export const SelectFromList: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const firstFloor = canvas.getByRole('button', { name: 'First floor OK' });
    firstFloor.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSelectNode).toHaveBeenCalledWith('first-floor');
    await expect(firstFloor).toHaveAttribute('aria-pressed', 'true');
  },
};
