import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { bloomsburySites } from '../data/storyFixtures';
import { SiteMap } from './SiteMap';

/** WebGL canvas: compare with a pixel tolerance or sampled colours, not exact pixels. */
const meta = {
  title: 'Maps/SiteMap',
  component: SiteMap,
  parameters: { layout: 'fullscreen', webgl: true },
  args: {
    sites: bloomsburySites,
    selectedSiteId: null,
    onSelectSite: fn(),
    preserveDrawingBuffer: true,
  },
  render: function Render(args) {
    const [selected, setSelected] = useState(args.selectedSiteId);
    return (
      <div style={{ height: 640 }}>
        <SiteMap
          {...args}
          selectedSiteId={selected}
          onSelectSite={(id) => {
            setSelected(id);
            args.onSelectSite(id);
          }}
        />
      </div>
    );
  },
} satisfies Meta<typeof SiteMap>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The default view: near the UK at zoom 5.5, the demo sites in London. */
export const UnitedKingdom: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const pin = await canvas.findByRole(
      'button',
      { name: /Helen Graham House: energy usage High/ },
      { timeout: 10_000 },
    );
    await expect(pin).toHaveTextContent('High');
  },
};

/** Sites in Bloomsbury; a pin opens the site card, closing it clears the selection. */
export const Bloomsbury: Story = {
  args: { initialView: { longitude: -0.1262, latitude: 51.5235, zoom: 14.5 } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    for (const label of ['High', 'OK', 'Low']) {
      await expect(
        (
          await canvas.findAllByRole(
            'button',
            { name: new RegExp(`energy usage ${label}$`) },
            { timeout: 10_000 },
          )
        ).length,
      ).toBeGreaterThan(0);
    }
    await userEvent.click(canvas.getByRole('button', { name: /October Gallery/ }));
    await expect(args.onSelectSite).toHaveBeenLastCalledWith('node/1156568777');
    const card = await canvas.findByRole('region', { name: 'Site October Gallery' });
    await expect(card).toHaveTextContent('24 Old Gloucester Street WC1N 3AL');
    await expect(card).toHaveTextContent('Energy usage: OK');
    await userEvent.click(canvas.getByRole('button', { name: /close popup/i }));
    await expect(args.onSelectSite).toHaveBeenLastCalledWith(null);
    await waitFor(() =>
      expect(canvas.queryByRole('region', { name: 'Site October Gallery' })).toBeNull(),
    );
  },
};

/** A site already selected: its card is open. */
export const SelectedSite: Story = {
  args: {
    selectedSiteId: 'node/1999939632',
    initialView: { longitude: -0.1262, latitude: 51.5235, zoom: 14.5 },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const card = await canvas.findByRole(
      'region',
      { name: /Site UCL Centre/ },
      { timeout: 10_000 },
    );
    await expect(card).toHaveTextContent('Energy usage: High');
  },
};

/**
 * On a phone the same view leaves the selected site's pin off the map: the map centres on it,
 * so its card is on screen.
 */
export const SelectedSiteOnPhone: Story = {
  ...SelectedSite,
  decorators: [
    (Story) => (
      <div style={{ width: 358 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const map = canvas.getByRole('region', { name: 'Map of your sites' });
    const card = await canvas.findByRole(
      'region',
      { name: /Site UCL Centre/ },
      { timeout: 10_000 },
    );
    await waitFor(
      () => {
        const frame = map.getBoundingClientRect();
        const box = card.getBoundingClientRect();
        expect(box.left).toBeGreaterThanOrEqual(frame.left);
        expect(box.right).toBeLessThanOrEqual(frame.right);
        expect(box.top).toBeGreaterThanOrEqual(frame.top);
        expect(box.bottom).toBeLessThanOrEqual(frame.bottom);
      },
      { timeout: 10_000 },
    );
  },
};
