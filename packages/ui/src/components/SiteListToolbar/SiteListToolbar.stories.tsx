import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import {
  DEFAULT_SITE_SORT,
  homeMessages,
  type SiteSortKey,
  type SortDirection,
} from '@wattwise/domain';
import { SiteListToolbar, type ProductFilter, type SiteLayout } from './SiteListToolbar';

function Stateful({ onSearchChange }: { onSearchChange?: (text: string) => void }) {
  const [search, setSearch] = useState('');
  const [sort, setSort] = useState<{ key: SiteSortKey; direction: SortDirection }>(
    DEFAULT_SITE_SORT,
  );
  const [product, setProduct] = useState<ProductFilter>('ALL');
  const [layout, setLayout] = useState<SiteLayout>('grid');
  const [map, setMap] = useState(false);
  return (
    <SiteListToolbar
      search={search}
      onSearchChange={(t) => {
        setSearch(t);
        onSearchChange?.(t);
      }}
      sortKey={sort.key}
      sortDirection={sort.direction}
      onSortChange={(key, direction) => setSort({ key, direction })}
      productFilter={product}
      onProductFilterChange={setProduct}
      layout={layout}
      onLayoutChange={setLayout}
      showOnMap={map}
      onShowOnMapChange={setMap}
    />
  );
}

const meta = {
  title: 'Product/SiteListToolbar',
  component: SiteListToolbar,
  render: (args) => <Stateful onSearchChange={args.onSearchChange} />,
  args: {
    search: '',
    onSearchChange: fn(),
    sortKey: 'energyUsage',
    sortDirection: 'desc',
    onSortChange: fn(),
    productFilter: 'ALL',
    onProductFilterChange: fn(),
    layout: 'grid',
    onLayoutChange: fn(),
    showOnMap: false,
    onShowOnMapChange: fn(),
  },
} satisfies Meta<typeof SiteListToolbar>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.type(within(canvasElement).getByRole('searchbox'), 'Camden');
    await expect(args.onSearchChange).toHaveBeenLastCalledWith('Camden');
  },
};
export const MapForcesGrid: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: 'List' }));
    await userEvent.click(canvas.getByRole('switch', { name: homeMessages.showOnMap }));
    await expect(canvas.getByRole('radio', { name: 'Grid' })).toBeChecked();
    await expect(canvas.getByRole('radio', { name: 'List' })).toBeDisabled();
  },
};
export const Mobile: Story = { parameters: { viewport: { defaultViewport: 'mobile' } } };
