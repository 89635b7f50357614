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

/**
 * The default view: near the UK at zoom 5.5. The demo sites are all in London, so their pins would
 * lie on one another: one pin counts them, and its list opens on press.
 */
export const UnitedKingdom: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const group = await canvas.findByRole(
      'button',
      { name: /^6 sites here, energy usage 2 High, 2 OK, 2 Low/ },
      { timeout: 10_000 },
    );
    await expect(group).toHaveTextContent('6 sites');
    await userEvent.click(group);
    const list = await canvas.findByRole('region', { name: 'Sites here' });
    await userEvent.click(
      within(list).getByRole('button', { name: 'Helen Graham House: energy usage High' }),
    );
    const helenGraham = bloomsburySites.find((s) => s.name === 'Helen Graham House')!;
    await expect(args.onSelectSite).toHaveBeenLastCalledWith(helenGraham.id);
    await expect(
      await canvas.findByRole('region', { name: 'Site Helen Graham House' }),
    ).toBeVisible();
  },
};

/** Seven sites at one address: one pin with their count, and a list reached by keyboard. */
export const SameAddress: Story = {
  args: {
    sites: Array.from({ length: 7 }, (_, i) => ({
      ...bloomsburySites[i % bloomsburySites.length]!,
      id: `gower-${i}`,
      name: `Gower Street unit ${i + 1}`,
      longitude: -0.1319,
      latitude: 51.5226,
    })),
    initialView: { longitude: -0.1319, latitude: 51.5226, zoom: 16 },
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const group = await canvas.findByRole('button', { name: /^7 sites here/ }, { timeout: 10_000 });
    group.focus();
    await userEvent.keyboard('{Enter}');
    await expect(group).toHaveAttribute('aria-expanded', 'true');
    const list = await canvas.findByRole('region', { name: 'Sites here' });
    const items = within(list).getAllByRole('button', { name: /Gower Street unit/ });
    await expect(items).toHaveLength(7);
    // Focus moves into the list; Tab walks it; Enter opens the site's card.
    await waitFor(() => expect(items[0]).toHaveFocus());
    await userEvent.tab();
    await expect(items[1]).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSelectSite).toHaveBeenLastCalledWith('gower-1');
    await expect(
      await canvas.findByRole('region', { name: 'Site Gower Street unit 2' }),
    ).toBeVisible();
  },
};

/** Escape closes a group's list and gives focus back to its pin. */
export const GroupListClosesWithEscape: Story = {
  ...SameAddress,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const group = await canvas.findByRole('button', { name: /^7 sites here/ }, { timeout: 10_000 });
    await userEvent.click(group);
    const list = await canvas.findByRole('region', { name: 'Sites here' });
    await waitFor(() => expect(within(list).getAllByRole('button')[0]).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(canvas.queryByRole('region', { name: 'Sites here' })).toBeNull());
    await expect(group).toHaveFocus();
    await expect(group).toHaveAttribute('aria-expanded', 'false');
  },
};

/** The map and its pins show the design system's focus ring when reached by keyboard. */
export const KeyboardFocus: Story = {
  args: { initialView: { longitude: -0.1262, latitude: 51.5235, zoom: 14.5 } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const pin = await canvas.findByRole('button', { name: /October Gallery/ }, { timeout: 10_000 });
    const ring = (el: Element) => getComputedStyle(el);
    const mapCanvas = canvasElement.querySelector('canvas')!;
    mapCanvas.focus();
    await userEvent.tab({ shift: true });
    await userEvent.tab();
    await expect(mapCanvas).toHaveFocus();
    await expect(ring(mapCanvas).outlineWidth).toBe('3px');
    await expect(ring(mapCanvas).outlineStyle).toBe('solid');
    const ringColour = ring(mapCanvas).outlineColor;
    pin.focus();
    await userEvent.tab({ shift: true });
    await userEvent.tab();
    await expect(pin).toHaveFocus();
    await expect(ring(pin).outlineWidth).toBe('3px');
    await expect(ring(pin).outlineColor).toBe(ringColour);
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

/** No sites yet: the map of the UK with no pins and nothing grouped. */
export const NoSites: Story = {
  args: { sites: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: 'Map of your sites' })).toBeVisible();
    // The base map's sources have loaded once their attribution shows.
    await canvas.findByText(/Natural Earth/, {}, { timeout: 10_000 });
    await expect(canvas.queryAllByRole('button', { name: /energy usage|sites here/ })).toHaveLength(
      0,
    );
  },
};
