import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import buildingsFile from '../assets/judd-street-buildings.json';
import { canvasCentreColour, nearestColourName } from '../storyHelpers/canvasColour';
import { storyCesiumBaseUrl } from '../storyHelpers/cesiumBaseUrl';
import { storyPalette } from '../storyHelpers/storyPalette';
import { globeMessages } from '@wattwise/domain';
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

/**
 * One building of the site coloured by its energy use, the 79 around it in grey from their
 * outlines, on the base map's land; the note says what an offline globe does not draw.
 */
export const SiteAmongItsNeighbours: Story = {
  args: {
    buildings: buildings.slice(0, 1),
    neighbours: buildings.slice(1).map(({ id, outline }) => ({ id, outline, heightM: 12 })),
    land: [
      [
        [-6, 50],
        [2, 50],
        [2, 56],
        [-6, 56],
        [-6, 50],
      ],
    ],
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('img', { name: '3D globe of the site' })).toBeVisible();
    await expect(canvas.getByText(globeMessages.offline)).toBeVisible();
    await waitFor(() => expect(args.onReady).toHaveBeenCalled(), { timeout: 45_000 });
  },
};

/** Without neighbouring outlines (a site outside the bundled extract): the note says so. */
export const NoNeighboursKnown: Story = {
  args: { buildings: buildings.slice(0, 1), neighbours: [] },
  play: async ({ canvasElement, args }) => {
    await expect(
      within(canvasElement).getByText(new RegExp(globeMessages.noNeighbours)),
    ).toBeVisible();
    await waitFor(() => expect(args.onReady).toHaveBeenCalled(), { timeout: 45_000 });
  },
};
