import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { energyMapDefaultView } from '../EnergySavingMap/EnergySavingMap';
import { StaticBaseMap } from './StaticBaseMap';

/**
 * The public map's first view before MapLibre has loaded (docs/adr/0026): the offline base map
 * drawn as SVG at the map's initial view, tilted as MapLibre's camera tilts it. MapLibre's canvas
 * covers it once drawn; it is hidden from assistive technology (the map region names the map).
 */
const meta = {
  title: 'Maps/StaticBaseMap',
  component: StaticBaseMap,
  parameters: { layout: 'fullscreen' },
  args: { view: energyMapDefaultView },
  render: (args) => (
    <div style={{ position: 'relative', height: 560 }}>
      <StaticBaseMap {...args} />
    </div>
  ),
} satisfies Meta<typeof StaticBaseMap>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The energy map's default view: Great Britain and Ireland at zoom 5.5, pitched 45°. */
export const EnergyMapStart: Story = {
  play: async ({ canvasElement }) => {
    const land = canvasElement.querySelector('[data-static-map] path');
    await expect(land?.getAttribute('d')?.length).toBeGreaterThan(1000);
  },
};

/** Flat, on a phone's width. */
export const FlatOnPhone: Story = {
  args: { view: { ...energyMapDefaultView, pitch: 0 } },
  parameters: { viewport: { defaultViewport: 'mobile' } },
};
