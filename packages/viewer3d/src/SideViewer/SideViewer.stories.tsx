import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import buildingsFile from '../assets/judd-street-buildings.json';
import type { GlobeBuilding } from '../GlobeViewer/GlobeViewer';
import { storyCesiumBaseUrl } from '../storyHelpers/cesiumBaseUrl';
import { demoBuildingFragUrl, plantRoomPhotoUrl } from '../storyHelpers/storyAssets';
import { TRAFFIC_LIGHTS } from '../viewerSpec';
import { SideViewer } from './SideViewer';

/** 80 real buildings around 123 Judd Street (ODbL); their energy usage is illustrative. */
const buildings: GlobeBuilding[] = (
  buildingsFile as unknown as GeoJSON.FeatureCollection<GeoJSON.Polygon>
).features.map((feature, index) => ({
  id: String(feature.id),
  outline: feature.geometry.coordinates[0]!.map(([lon = 0, lat = 0]) => [lon, lat] as const),
  energyUsage: TRAFFIC_LIGHTS[index % 3],
}));

/** The Optimise side viewer: globe, model and 360 photo behind one toggle (WebGL: no pixel shots). */
const meta = {
  title: 'Viewer3D/SideViewer',
  component: SideViewer,
  parameters: { layout: 'fullscreen', webgl: true },
  args: {
    cesiumBaseUrl: storyCesiumBaseUrl,
    site: { longitude: -0.12605, latitude: 51.52822 },
    buildings,
    fragUrl: demoBuildingFragUrl,
    photoUrl: plantRoomPhotoUrl,
    onModeChange: fn(),
    onAssetFailed: fn(),
    onGlobeReady: fn(),
    preserveDrawingBuffer: true,
  },
  render: (args) => (
    <div style={{ height: 520, width: 480 }}>
      <SideViewer {...args} />
    </div>
  ),
} satisfies Meta<typeof SideViewer>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Starts on the globe; the toggle switches to the model and to the 360 photo. */
export const SwitchModes: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('img', { name: '3D globe of the site' })).toBeVisible();
    await waitFor(() => expect(args.onGlobeReady).toHaveBeenCalled(), { timeout: 45_000 });
    await userEvent.click(canvas.getByRole('radio', { name: 'Model' }));
    await expect(args.onModeChange).toHaveBeenLastCalledWith('ifc');
    await expect(canvas.getByRole('region', { name: 'Building model' })).toBeVisible();
    await waitFor(
      () => expect(canvasElement.querySelector('[data-load-state="loaded"]')).not.toBeNull(),
      { timeout: 50_000 },
    );
    await userEvent.click(canvas.getByRole('radio', { name: '360° photo' }));
    await expect(
      await canvas.findByRole('img', { name: '360° photo of the space' }, { timeout: 30_000 }),
    ).toBeVisible();
    await expect(args.onAssetFailed).not.toHaveBeenCalled();
  },
};

/** A node without a model or photo: only the globe can be chosen. */
export const GlobeOnly: Story = {
  args: { fragUrl: null, photoUrl: null },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    // The picture is compared once the globe has drawn its tiles, not while they stream in.
    await waitFor(() => expect(args.onGlobeReady).toHaveBeenCalled(), { timeout: 45_000 });
    await expect(canvas.getByRole('radio', { name: '3D globe' })).toBeChecked();
    await expect(canvas.getByRole('radio', { name: 'Model' })).toBeDisabled();
    await expect(canvas.getByRole('radio', { name: '360° photo' })).toBeDisabled();
  },
};

/** A photo that answers 404: the viewer returns to the globe quietly and disables the photo. */
export const MissingPhotoFallsBack: Story = {
  args: { photoUrl: '/no-such-photo.jpg' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: '360° photo' }));
    await waitFor(() => expect(args.onAssetFailed).toHaveBeenCalledTimes(1), { timeout: 30_000 });
    await expect(canvas.getByRole('radio', { name: '360° photo' })).toBeDisabled();
    await expect(canvas.getByRole('radio', { name: '3D globe' })).toBeChecked();
    await expect(canvas.getByRole('img', { name: '3D globe of the site' })).toBeVisible();
    await expect(canvas.queryByText(/error|404|failed/i)).toBeNull();
  },
};
