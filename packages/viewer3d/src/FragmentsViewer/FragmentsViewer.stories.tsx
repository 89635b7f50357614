import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { canvasCentreColour, nearestColourName } from '../storyHelpers/canvasColour';
import { demoBuildingFragUrl } from '../storyHelpers/storyAssets';
import { FragmentsViewer } from './FragmentsViewer';

/** What the demo building is drawn in (scripts/make-frag.mjs), and the viewer's background. */
const modelPalette = {
  brick: '#a85438',
  concrete: '#c7c4bd',
  background: '#eef0f2',
} as const;

/**
 * The real loader: @thatopen/fragments and its worker, opening the demo building's `.frag`
 * (converted offline from an IFC4 file by scripts/make-frag.mjs). WebGL canvas: compare with a
 * pixel tolerance or sampled colours, not exact pixels.
 */
const meta = {
  title: 'Viewer3D/FragmentsViewer',
  component: FragmentsViewer,
  parameters: { layout: 'fullscreen', webgl: true },
  args: {
    fragUrl: demoBuildingFragUrl,
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

/** The demo building's three storeys (slabs and brick walls), framed. */
export const Loaded: Story = {
  play: async ({ canvasElement, args }) => {
    await waitFor(
      () => expect(canvasElement.querySelector('[data-load-state="loaded"]')).not.toBeNull(),
      { timeout: 50_000 },
    );
    await waitFor(
      () =>
        expect(nearestColourName(canvasCentreColour(canvasElement), modelPalette)).not.toBe(
          'background',
        ),
      { timeout: 50_000 },
    );
    await expect(args.onLoadFailed).not.toHaveBeenCalled();
  },
};

/** A missing file (404) aborts quietly: no error on screen, the view stays empty. */
export const FailedLoad: Story = {
  args: { fragUrl: '/no-such-building.frag' },
  play: async ({ canvasElement, args }) => {
    await waitFor(() => expect(args.onLoadFailed).toHaveBeenCalledTimes(1), { timeout: 50_000 });
    await expect(args.onLoadFailed).toHaveBeenCalledWith(
      expect.objectContaining({ message: expect.stringMatching(/responded with 404/) }),
    );
    await expect(canvasElement.querySelector('[data-load-state="aborted"]')).not.toBeNull();
    await expect(within(canvasElement).queryByText(/error|404|failed/i)).toBeNull();
    await waitFor(
      () =>
        expect(nearestColourName(canvasCentreColour(canvasElement), modelPalette)).toBe(
          'background',
        ),
      { timeout: 15_000 },
    );
  },
};
