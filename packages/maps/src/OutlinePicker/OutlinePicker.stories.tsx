import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { bloomsburyBuildings } from '../data/storyFixtures';
import type { BuildingOutline } from '../geometry/buildingOutlines';
import { mapCentreColour, nearestColourName } from '../storyHelpers/canvasColour';
import { storyPalette } from '../storyHelpers/storyPalette';
import { OutlinePicker } from './OutlinePicker';

/** 123 Judd Street WC1H 9NP (OpenStreetMap relation/11095199). */
const juddStreet = { longitude: -0.12605, latitude: 51.52822, zoom: 18 };

/** WebGL canvas: compare with a pixel tolerance or sampled colours, not exact pixels. */
const meta = {
  title: 'Maps/OutlinePicker',
  component: OutlinePicker,
  parameters: { layout: 'fullscreen', webgl: true },
  args: {
    outlines: { type: 'geojson', data: bloomsburyBuildings },
    selectedOutlineId: null,
    onSelectOutline: fn(),
    initialView: juddStreet,
    preserveDrawingBuffer: true,
  },
  render: function Render(args) {
    const [selected, setSelected] = useState(args.selectedOutlineId);
    return (
      <div style={{ height: 560 }}>
        <OutlinePicker
          {...args}
          selectedOutlineId={selected}
          onSelectOutline={(outline: BuildingOutline | null) => {
            setSelected(outline?.id ?? null);
            args.onSelectOutline(outline);
          }}
        />
      </div>
    );
  },
} satisfies Meta<typeof OutlinePicker>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Aviation House, 125 Kingsway WC2B 6SE (OpenStreetMap way/102258927), at its centre. */
const aviationHouse = { longitude: -0.120708, latitude: 51.517075, zoom: 18 };

/** Click an outline to select it, click it again to deselect it. */
export const ClickToSelect: Story = {
  args: { initialView: aviationHouse },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const map = await canvas.findByRole('region', { name: 'Map of building outlines' });
    const mapCanvas = await waitFor(() => {
      const element = map.querySelector('canvas');
      if (!element) throw new Error('no canvas yet');
      return element;
    });
    // wait for the outlines to be drawn, then click the middle of the map: Aviation House
    await canvas.findByRole('button', { name: /125 Kingsway/ }, { timeout: 10_000 });
    const box = mapCanvas.getBoundingClientRect();
    const click = () =>
      mapCanvas.dispatchEvent(
        new MouseEvent('click', {
          bubbles: true,
          clientX: box.left + box.width / 2,
          clientY: box.top + box.height / 2,
        }),
      );
    await waitFor(
      async () => {
        click();
        await expect(args.onSelectOutline).toHaveBeenCalled();
      },
      { timeout: 10_000 },
    );
    const picked = (args.onSelectOutline as ReturnType<typeof fn>).mock
      .lastCall![0] as BuildingOutline;
    await expect(picked.id).toBe('way/102258927');
    // a block of about 60 m by 40 m on Kingsway (OpenStreetMap)
    await expect(picked.areaM2).toBeGreaterThan(1500);
    await expect(picked.areaM2).toBeLessThan(3500);
    await expect(picked.centre[0]).toBeCloseTo(aviationHouse.longitude, 3);
    await expect(picked.centre[1]).toBeCloseTo(aviationHouse.latitude, 3);
    await expect(picked.polygon.type).toBe('Polygon');
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: /125 Kingsway/ })).toHaveAttribute(
        'aria-pressed',
        'true',
      ),
    );
    click();
    await expect(args.onSelectOutline).toHaveBeenLastCalledWith(null);
  },
};

/** The keyboard alternative: the list of nearby outlines. */
export const KeyboardList: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const list = await canvas.findByRole('navigation', { name: 'Nearby building outlines' });
    const first = within(list).getAllByRole('button')[0]!;
    await expect(first).toHaveTextContent('123 Judd Street');
    first.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSelectOutline).toHaveBeenLastCalledWith(
      expect.objectContaining({ id: 'relation/11095199' }),
    );
    await waitFor(() =>
      expect(canvas.getByRole('status')).toHaveTextContent(
        /Selected BT Openreach, 123 Judd Street/,
      ),
    );
    await userEvent.keyboard('{Enter}');
    await expect(args.onSelectOutline).toHaveBeenLastCalledWith(null);
  },
};

/** An outline already picked, highlighted purple. */
export const Selected: Story = {
  args: { selectedOutlineId: 'way/102258927', initialView: aviationHouse },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: /125 Kingsway/ })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await waitFor(
      () =>
        expect(nearestColourName(mapCentreColour(canvasElement), storyPalette)).toBe('selected'),
      {
        timeout: 10_000,
      },
    );
  },
};
