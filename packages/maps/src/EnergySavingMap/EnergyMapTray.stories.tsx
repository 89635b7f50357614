import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { EnergyMapTray } from './EnergyMapTray';
import type { ColourMode } from './buildingColours';

const conwayHall = {
  id: '0',
  label: 'Conway Hall',
  detail: 'Conway Hall, 25 Red Lion Square, London WC1R 4RL',
};

const meta = {
  title: 'Maps/EnergyMapTray',
  component: EnergyMapTray,
  parameters: { layout: 'fullscreen' },
  args: {
    addressOptions: [],
    onSearch: fn(),
    onSelectAddress: fn(),
    hasAddress: false,
    colourBy: 'epc',
    onColourByChange: fn(),
    demoHref: '/predict/demo?lon=-0.1183&lat=51.5199',
  },
  render: function Render(args) {
    const [colourBy, setColourBy] = useState<ColourMode>(args.colourBy);
    return (
      <div style={{ paddingTop: 260 }}>
        <EnergyMapTray
          {...args}
          colourBy={colourBy}
          onColourByChange={(mode) => {
            setColourBy(mode);
            args.onColourByChange(mode);
          }}
        />
      </div>
    );
  },
} satisfies Meta<typeof EnergyMapTray>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Before any address: the spec's prompt under the search box, colouring by certificate. */
export const NoAddress: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByText(
        'Please enter an address or postcode ... below to start your energy saving journey!',
      ),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('radio', { name: 'Estimated performance' }));
    await expect(args.onColourByChange).toHaveBeenCalledWith('performance');
    const demo = canvas.getByRole('link', { name: 'Try a demo registration' });
    await expect(demo).toHaveAttribute('target', '_blank');
  },
};

/** A search with no result says 'No results found'; the search waits for typing to pause. */
export const NoResults: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('combobox'), 'ZZ99 9ZZ');
    await waitFor(() => expect(args.onSearch).toHaveBeenCalledWith('ZZ99 9ZZ'), {
      timeout: 3000,
    });
    await expect(args.onSearch).toHaveBeenCalledTimes(1);
    await expect(await within(document.body).findByText('No results found')).toBeVisible();
    // close the list so the rest of the page is no longer hidden from assistive technology
    await userEvent.keyboard('{Escape}');
  },
};

/** Addresses found: picking one hands its id back, and the prompt has gone. */
export const WithAddress: Story = {
  args: { addressOptions: [conwayHall], hasAddress: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByText(/start your energy saving journey/)).toBeNull();
    await userEvent.type(canvas.getByRole('combobox'), 'WC1R');
    await userEvent.click(
      await within(document.body).findByRole('option', { name: /Conway Hall/ }),
    );
    await expect(args.onSelectAddress).toHaveBeenCalledWith('0');
  },
};

/** On a phone the colouring and demo link go under the search. */
export const OnPhone: Story = {
  args: { hasAddress: false },
  parameters: { viewport: { defaultViewport: 'mobile' } },
};
