import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fireEvent, fn, userEvent, waitFor, within } from 'storybook/test';
import { bloomsburyBuildings, bloomsburyView, illustrativeEnergy } from '../data/storyFixtures';
import type { MapCertificate } from './BuildingPanel';
import { EnergySavingMap } from './EnergySavingMap';
import {
  mapCentreColour,
  mapColourAt,
  nearestColourName,
  parseRgb,
} from '../storyHelpers/canvasColour';
import { storyPalette } from '../storyHelpers/storyPalette';

const energy = illustrativeEnergy(bloomsburyBuildings);
const certificate: MapCertificate = {
  certificateType: 'DEC',
  rating: 'D',
  issuedDate: '2024-03-18',
  floorArea: 6420,
  buildingType: 'Offices and workshop businesses',
};

/** WebGL canvas: compare with a pixel tolerance or sampled colours, not exact pixels. */
const meta = {
  title: 'Maps/EnergySavingMap',
  component: EnergySavingMap,
  parameters: { layout: 'fullscreen', webgl: true },
  args: {
    buildings: bloomsburyBuildings,
    buildingEnergy: energy,
    colourBy: 'epc',
    selectedBuildingId: null,
    onSelectBuilding: fn(),
    onBatchLookup: fn(),
    onFindOutMore: fn(),
    onPredictAccount: fn(),
    initialView: bloomsburyView,
    preserveDrawingBuffer: true,
  },
  render: function Render(args) {
    const [selected, setSelected] = useState(args.selectedBuildingId);
    return (
      <div style={{ height: 640 }}>
        <EnergySavingMap
          {...args}
          selectedBuildingId={selected}
          onSelectBuilding={(id) => {
            setSelected(id);
            args.onSelectBuilding(id);
          }}
        />
      </div>
    );
  },
} satisfies Meta<typeof EnergySavingMap>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Resolves once the buildings of the settled view are drawn: the map asks for their lookup only
 * after their outlines arrive (zoom 16 and above), so the picture is not taken of a bare basemap.
 */
async function buildingsDrawn(args: { onBatchLookup?: unknown }) {
  await waitFor(() => expect(args.onBatchLookup).toHaveBeenCalled(), { timeout: 20_000 });
}

/** The 3,039 Bloomsbury buildings coloured by EPC band (illustrative bands), pitch 45. */
export const ByEpcBand: Story = {
  play: async ({ canvasElement, args }) => {
    await buildingsDrawn(args);
    const canvas = within(canvasElement);
    // The legend reads as the spec's, word for word: 'EPC/DEC A-B low, C-D medium, E-G high, N/A'
    const legend = canvas.getByRole('figure', { name: 'Map legend' });
    await expect(legend.querySelector('figcaption')).toHaveTextContent(/^EPC\/DEC$/);
    const items = within(legend).getAllByRole('listitem');
    await expect(items.map((item) => item.textContent)).toEqual([
      'A-B low',
      'C-D medium',
      'E-G high',
      'N/A',
    ]);
    // each label sits beside the swatch of the colour its buildings are drawn in
    const swatchColours = items.map((item) =>
      nearestColourName(
        parseRgb(getComputedStyle(item.querySelector('span')!).backgroundColor),
        storyPalette,
      ),
    );
    await expect(swatchColours).toEqual(['LOW', 'MEDIUM', 'HIGH', 'NA']);
    await expect(canvas.getByRole('note')).toHaveTextContent(/public data/);
    const slider = canvas.getByRole('slider', { name: 'Zoom' });
    await expect(slider).toHaveAttribute('min', '0');
    await expect(slider).toHaveAttribute('max', '22');
  },
};

/** Above zoom 16 the visible buildings (at most 1,000) are looked up once the map settles. */
export const BatchLookup: Story = {
  args: { initialView: { ...bloomsburyView, zoom: 17.5 } },
  play: async ({ args }) => {
    await waitFor(() => expect(args.onBatchLookup).toHaveBeenCalledTimes(1), { timeout: 10_000 });
    const ids = (args.onBatchLookup as ReturnType<typeof fn>).mock.lastCall![0] as string[];
    await expect(ids.length).toBeGreaterThan(10);
    await expect(ids.length).toBeLessThanOrEqual(1000);
    await expect(new Set(ids).size).toBe(ids.length);
  },
};

/** Below zoom 16 nothing is looked up; the slider zooms the map. */
export const ZoomSlider: Story = {
  args: { initialView: { ...bloomsburyView, zoom: 15 } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const slider = await canvas.findByRole('slider', { name: 'Zoom' });
    await expect(slider).toHaveValue('15');
    fireEvent.change(slider, { target: { value: '17.5' } });
    await waitFor(() => expect(slider).toHaveValue('17.5'));
    await waitFor(() => expect(args.onBatchLookup).toHaveBeenCalled(), { timeout: 10_000 });
  },
};

/** Coloured by estimated performance instead of the certificate. */
export const ByPerformance: Story = {
  args: { colourBy: 'performance' },
  play: async ({ args }) => buildingsDrawn(args),
};

/** A selected building with a certificate: the building panel. */
export const BuildingWithCertificate: Story = {
  args: {
    selectedBuildingId: 'relation/11095199',
    certificate,
    initialView: { longitude: -0.12605, latitude: 51.52822, zoom: 18, pitch: 45 },
  },
  play: async ({ canvasElement, args }) => {
    await buildingsDrawn(args);
    const canvas = within(canvasElement);
    const panel = canvas.getByRole('region', { name: 'Selected building' });
    for (const text of [
      'BT Openreach, 123 Judd Street',
      'DEC',
      'D',
      '18 March 2024',
      '6,420 m²',
      'Offices and workshop businesses',
    ]) {
      await expect(panel).toHaveTextContent(text);
    }
    await userEvent.click(within(panel).getByRole('button', { name: 'Find out more' }));
    await expect(args.onFindOutMore).toHaveBeenCalledWith(certificate);
    await userEvent.click(within(panel).getByRole('button', { name: 'Close building panel' }));
    await expect(args.onSelectBuilding).toHaveBeenLastCalledWith(null);
  },
};

/** A selected building without a certificate offers a Predict account. */
export const BuildingWithoutCertificate: Story = {
  args: {
    selectedBuildingId: 'way/102258927',
    certificate: null,
    initialView: { longitude: -0.120708, latitude: 51.517075, zoom: 18, pitch: 45 },
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    // Aviation House, 125 Kingsway, fills the middle of the map in the selected purple
    await waitFor(
      () =>
        expect(nearestColourName(mapCentreColour(canvasElement), storyPalette)).toBe('selected'),
      {
        timeout: 10_000,
      },
    );
    const panel = canvas.getByRole('region', { name: 'Selected building' });
    await expect(panel).toHaveTextContent("We can't locate an EPC/DEC for this building...");
    await userEvent.click(within(panel).getByRole('button', { name: /Predict account/ }));
    await expect(args.onPredictAccount).toHaveBeenCalled();
  },
};

/** The default public view: the whole UK at zoom 5.5; buildings appear from zoom 12. */
export const UnitedKingdom: Story = {
  args: { initialView: undefined },
  play: async ({ canvasElement }) => {
    const slider = within(canvasElement).getByRole('slider', { name: 'Zoom' });
    await expect(slider).toHaveValue('5.5');
  },
};

/**
 * On a phone (390 px) the banner, the legend, the zoom slider and the building panel all fit
 * without covering one another.
 */
export const OnPhone: Story = {
  ...BuildingWithCertificate,
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement, args }) => {
    await expect(window.innerWidth).toBe(390);
    await buildingsDrawn(args);
    const canvas = within(canvasElement);
    const map = canvas.getByRole('region', { name: 'Buildings coloured by energy performance' });
    const boxes = {
      banner: canvas.getByRole('note'),
      legend: canvas.getByRole('figure', { name: 'Map legend' }),
      slider: canvas.getByText('Zoom', { selector: 'label' }).parentElement!,
      panel: canvas.getByRole('region', { name: 'Selected building' }),
    };
    const frame = map.getBoundingClientRect();
    const rects = Object.entries(boxes).map(([name, element]) => ({
      name,
      rect: element.getBoundingClientRect(),
    }));
    for (const { name, rect } of rects) {
      // each overlay lies wholly on the map
      await expect({ name, inside: rect.left >= frame.left && rect.right <= frame.right }).toEqual({
        name,
        inside: true,
      });
      await expect({ name, inside: rect.top >= frame.top && rect.bottom <= frame.bottom }).toEqual({
        name,
        inside: true,
      });
    }
    for (const [i, a] of rects.entries()) {
      for (const b of rects.slice(i + 1)) {
        const overlap =
          a.rect.left < b.rect.right &&
          b.rect.left < a.rect.right &&
          a.rect.top < b.rect.bottom &&
          b.rect.top < a.rect.bottom;
        await expect(`${a.name} and ${b.name} overlap: ${overlap}`).toBe(
          `${a.name} and ${b.name} overlap: false`,
        );
      }
    }
  },
};

/** Aviation House, 125 Kingsway, in the middle of the map at zoom 17. */
const aviationHouse = { longitude: -0.120708, latitude: 51.517075, zoom: 17, pitch: 45 };

/**
 * Clicks the middle of the map (the building there) until the map has reported a selection: the
 * first clicks may land before the buildings are drawn.
 */
async function selectMapCentre(canvasElement: HTMLElement, onSelect: unknown) {
  const spy = onSelect as ReturnType<typeof fn>;
  const canvas = canvasElement.querySelector<HTMLCanvasElement>('canvas.maplibregl-canvas')!;
  const box = canvas.getBoundingClientRect();
  await waitFor(
    async () => {
      if (spy.mock.calls.length === 0) {
        canvas.dispatchEvent(
          new MouseEvent('click', {
            bubbles: true,
            clientX: box.left + box.width / 2,
            clientY: box.top + box.height / 2,
          }),
        );
      }
      await expect(spy).toHaveBeenCalled();
    },
    { timeout: 10_000 },
  );
  await expect(spy).toHaveBeenLastCalledWith('way/102258927');
}

/** Clicking a building selects it (purple) and zooms to 18 (analysis §9). */
export const SelectZoomsTo18: Story = {
  args: { initialView: aviationHouse },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const slider = canvas.getByRole('slider', { name: 'Zoom' });
    await waitFor(() =>
      expect(canvasElement.querySelector('canvas.maplibregl-canvas')).not.toBeNull(),
    );
    // wait until the buildings are drawn, then click the one in the middle
    await waitFor(
      () =>
        expect(nearestColourName(mapCentreColour(canvasElement), storyPalette)).not.toBe('land'),
      { timeout: 10_000 },
    );
    await selectMapCentre(canvasElement, args.onSelectBuilding);
    await waitFor(() => expect(slider).toHaveValue('18'), { timeout: 10_000 });
    await waitFor(
      () =>
        expect(nearestColourName(mapCentreColour(canvasElement), storyPalette)).toBe('selected'),
      { timeout: 10_000 },
    );
  },
};

/**
 * On a phone a click zooms to 16.5, and the building lands a third of the way down the map,
 * above the building panel, not under it.
 */
export const SelectOnPhone: Story = {
  args: { initialView: aviationHouse },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const slider = canvas.getByRole('slider', { name: 'Zoom' });
    await waitFor(
      () =>
        expect(nearestColourName(mapCentreColour(canvasElement), storyPalette)).not.toBe('land'),
      { timeout: 10_000 },
    );
    await selectMapCentre(canvasElement, args.onSelectBuilding);
    await waitFor(() => expect(slider).toHaveValue('16.5'), { timeout: 10_000 });
    const panel = await canvas.findByRole('region', { name: 'Selected building' });
    const map = canvasElement.querySelector<HTMLCanvasElement>('canvas.maplibregl-canvas')!;
    const frame = map.getBoundingClientRect();
    // the building's point is above the panel, and drawn there in the selected purple
    await expect(panel.getBoundingClientRect().top).toBeGreaterThan(frame.top + frame.height / 3);
    await waitFor(
      () =>
        expect(nearestColourName(mapColourAt(canvasElement, 0.5, 1 / 3), storyPalette)).toBe(
          'selected',
        ),
      { timeout: 10_000 },
    );
  },
};
