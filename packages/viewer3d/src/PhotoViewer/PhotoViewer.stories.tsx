import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { canvasCentreColour } from '../storyHelpers/canvasColour';
import { plantRoomPhotoUrl } from '../storyHelpers/storyAssets';
import { PhotoViewer } from './PhotoViewer';

/** WebGL canvas: compare with a pixel tolerance or sampled colours, not exact pixels. */
const meta = {
  title: 'Viewer3D/PhotoViewer',
  component: PhotoViewer,
  parameters: { layout: 'fullscreen', webgl: true },
  args: { photoUrl: plantRoomPhotoUrl, preserveDrawingBuffer: true },
  render: (args) => (
    <div style={{ height: 480 }}>
      <PhotoViewer {...args} />
    </div>
  ),
} satisfies Meta<typeof PhotoViewer>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Facing the photo's centre: the wall with the window. */
export const PlantRoom: Story = {
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('img', { name: '360° photo of the space' }),
    ).toBeVisible();
    // the photo is drawn: the centre shows the wall panels (light beige), not the empty canvas
    await waitFor(
      () => {
        const [r, g, b] = canvasCentreColour(canvasElement);
        expect(r + g + b).toBeGreaterThan(300);
        expect(r).toBeGreaterThan(b);
      },
      { timeout: 15_000 },
    );
  },
};

/** Turned 82° right, to the red boiler (at 73% across the photo). */
export const FacingTheBoiler: Story = {
  args: { initialYawDegrees: 82 },
  play: async ({ canvasElement }) => {
    await waitFor(
      () => {
        const [r, g, b] = canvasCentreColour(canvasElement);
        expect(r).toBeGreaterThan(150);
        expect(g).toBeLessThan(80);
        expect(b).toBeLessThan(80);
      },
      { timeout: 15_000 },
    );
  },
};
