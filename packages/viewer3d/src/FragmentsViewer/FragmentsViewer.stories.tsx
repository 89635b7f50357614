import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { BoxGeometry, Group, Mesh, MeshStandardMaterial } from 'three';
import { canvasCentreColour, nearestColourName } from '../storyHelpers/canvasColour';
import { storyPalette } from '../storyHelpers/storyPalette';
import { FragmentsViewer } from './FragmentsViewer';
import type { FragmentsLoader } from './FragmentsViewer';

/**
 * Stand-in loader for stories: @thatopen/fragments needs its worker and a converted model from
 * the app's server, so stories build a small model (two storeys) in place of a parsed .frag.
 */
const standInLoader: FragmentsLoader = async (_url, signal) => {
  await new Promise((resolve) => setTimeout(resolve, 50));
  signal.throwIfAborted();
  const model = new Group();
  for (const level of [0, 1]) {
    const storey = new Mesh(
      new BoxGeometry(20, 3.6, 12),
      new MeshStandardMaterial({ color: storyPalette.OK }),
    );
    storey.position.y = level * 4 + 1.8;
    model.add(storey);
  }
  return model;
};

const failingLoader: FragmentsLoader = async () => {
  throw new Error('404: no such .frag');
};

/** WebGL canvas: compare with a pixel tolerance or sampled colours, not exact pixels. */
const meta = {
  title: 'Viewer3D/FragmentsViewer',
  component: FragmentsViewer,
  parameters: { layout: 'fullscreen', webgl: true },
  args: {
    fragUrl: '/api/blob/demo/frag/building',
    loadFragments: standInLoader,
    onLoadFailed: fn(),
    preserveDrawingBuffer: true,
  },
  render: (args) => (
    <div style={{ height: 480 }}>
      <FragmentsViewer {...args} />
    </div>
  ),
} satisfies Meta<typeof FragmentsViewer>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A loaded model, framed. */
export const Loaded: Story = {
  play: async ({ canvasElement, args }) => {
    await waitFor(
      () => expect(canvasElement.querySelector('[data-load-state="loaded"]')).not.toBeNull(),
      { timeout: 15_000 },
    );
    await waitFor(
      () => expect(nearestColourName(canvasCentreColour(canvasElement), storyPalette)).toBe('OK'),
      { timeout: 15_000 },
    );
    await expect(args.onLoadFailed).not.toHaveBeenCalled();
  },
};

/** A failed load aborts quietly: no error on screen, the view stays empty. */
export const FailedLoad: Story = {
  args: { loadFragments: failingLoader },
  play: async ({ canvasElement, args }) => {
    await waitFor(() => expect(args.onLoadFailed).toHaveBeenCalledTimes(1), { timeout: 15_000 });
    await expect(canvasElement.querySelector('[data-load-state="aborted"]')).not.toBeNull();
    await expect(within(canvasElement).queryByText(/error|404|failed/i)).toBeNull();
    await waitFor(
      () =>
        expect(nearestColourName(canvasCentreColour(canvasElement), storyPalette)).toBe(
          'background',
        ),
      { timeout: 15_000 },
    );
  },
};
