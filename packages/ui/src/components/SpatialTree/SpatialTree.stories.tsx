import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { exampleTree } from '../../fixtures/tree';
import { SpatialTree } from './SpatialTree';

const meta = {
  title: 'Primitives/SpatialTree',
  component: SpatialTree,
  args: { nodes: exampleTree, onSelect: fn(), defaultExpandedPaths: ['main-hall'] },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 272 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof SpatialTree>;
export default meta;
type Story = StoryObj<typeof meta>;

export const SortedByName: Story = {
  play: async ({ canvasElement }) => {
    const rows = within(canvasElement)
      .getAllByRole('row')
      .map((r) => r.getAttribute('aria-label') ?? r.textContent);
    await expect(rows.slice(0, 4)).toEqual([
      expect.stringContaining('Annexe'),
      expect.stringContaining('Main Hall'),
      expect.stringContaining('Floor 1'),
      expect.stringContaining('Floor 2'),
    ]);
  },
};
export const SelectNode: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByText('Floor 1'));
    await expect(args.onSelect).toHaveBeenCalledWith('main-hall/floor-1');
  },
};
export const Selected: Story = {
  args: {
    selectedPath: 'main-hall/floor-2',
    defaultExpandedPaths: ['main-hall', 'main-hall/floor-2'],
  },
};
export const LongNames: Story = {
  args: {
    nodes: [
      {
        name: 'Municipal Leisure Centre and Swimming Pool (Main Building)',
        path: 'leisure',
        type: 'BUILDING',
        energyUsage: 'HIGH',
        children: [
          {
            name: 'Ground Floor Changing Rooms and Plant Room',
            path: 'leisure/ground',
            type: 'FLOOR',
            energyUsage: 'OK',
          },
        ],
      },
    ],
    defaultExpandedPaths: ['leisure'],
  },
  play: async ({ canvasElement }) => {
    // Long names stay readable inside the 272 px sidebar.
    await expect(
      within(canvasElement).getByText('Ground Floor Changing Rooms and Plant Room'),
    ).toBeVisible();
  },
};
