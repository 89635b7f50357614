import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import buildingsFile from '../assets/judd-street-buildings.json';
import { canvasCentreColour, nearestColourName } from '../storyHelpers/canvasColour';
import { storyCesiumBaseUrl } from '../storyHelpers/cesiumBaseUrl';
import { storyPalette } from '../storyHelpers/storyPalette';
import { TRAFFIC_LIGHTS } from '../viewerSpec';
import { GlobeViewer } from './GlobeViewer';
import type { GlobeBuilding } from './GlobeViewer';

/** 80 real buildings around 123 Judd Street (ODbL); their energy usage is illustrative. */
const buildings: GlobeBuilding[] = (
  buildingsFile as unknown as GeoJSON.FeatureCollection<GeoJSON.Polygon>
).features.map((feature, index) => ({
  id: String(feature.id),
  outline: feature.geometry.coordinates[0]!.map(([lon = 0, lat = 0]) => [lon, lat] as const),
  energyUsage: TRAFFIC_LIGHTS[index % 3],
}));

/** WebGL canvas: compare with a pixel tolerance or sampled colours, not exact pixels. */
const meta = {
  title: 'Viewer3D/GlobeViewer',
  component: GlobeViewer,
  parameters: { layout: 'fullscreen', webgl: true },
  args: {
    cesiumBaseUrl: storyCesiumBaseUrl,
    site: { longitude: -0.12605, latitude: 51.52822 },
    buildings,
    onReady: fn(),
    preserveDrawingBuffer: true,
  },
  render: (args) => (
    <div style={{ height: 480 }}>
      <GlobeViewer {...args} />
    </div>
  ),
} satisfies Meta<typeof GlobeViewer>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The site's buildings extruded 16 m, seen from the south, with no network and no Ion token. */
export const JuddStreet: Story = {
  play: async ({ canvasElement, args }) => {
    await expect(
      within(canvasElement).getByRole('img', { name: '3D globe of the site' }),
    ).toBeVisible();
    await waitFor(() => expect(args.onReady).toHaveBeenCalled(), { timeout: 45_000 });
    // the globe fills the viewer (Cesium sizes its canvas to the host)
    await expect(
      canvasElement.querySelector('canvas')!.getBoundingClientRect().height,
    ).toBeGreaterThan(400);
    await waitFor(
      () =>
        expect(['HIGH', 'OK', 'LOW']).toContain(
          nearestColourName(canvasCentreColour(canvasElement), storyPalette),
        ),
      {
        timeout: 45_000,
      },
    );
  },
};
