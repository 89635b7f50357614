import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import {
  DEFAULT_SITE_SORT,
  filterSites,
  homeMessages,
  searchSites,
  sortSites,
  type SiteFilters,
  type SiteSortKey,
  type SortDirection,
} from '@wattwise/domain';
import { exampleSites } from '../../fixtures/sites';
import { SiteListToolbar, type SiteLayout } from './SiteListToolbar';

const buildingTypes = [...new Set(exampleSites.map((s) => s.buildingType ?? ''))]
  .filter(Boolean)
  .sort();

/** The toolbar over a plain list of names, filtered as the home screen does (packages/domain). */
function Stateful({ onSearchChange }: { onSearchChange?: (text: string) => void }) {
  const [search, setSearch] = useState('');
  const [sort, setSort] = useState<{ key: SiteSortKey; direction: SortDirection }>(
    DEFAULT_SITE_SORT,
  );
  const [filters, setFilters] = useState<SiteFilters>({});
  const [layout, setLayout] = useState<SiteLayout>('grid');
  const [map, setMap] = useState(false);
  const found = searchSites(exampleSites, search);
  const shown = sortSites(filterSites(found.matches, filters), sort.key, sort.direction);
  return (
    <>
      <SiteListToolbar
        search={search}
        onSearchChange={(t) => {
          setSearch(t);
          onSearchChange?.(t);
        }}
        sortKey={sort.key}
        sortDirection={sort.direction}
        onSortChange={(key, direction) => setSort({ key, direction })}
        filters={filters}
        onFiltersChange={setFilters}
        buildingTypes={buildingTypes}
        layout={layout}
        onLayoutChange={setLayout}
        showOnMap={map}
        onShowOnMapChange={setMap}
      />
      <ul aria-label="Sites shown">
        {shown.map((s) => (
          <li key={s.siteId}>{s.buildingName}</li>
        ))}
      </ul>
      {shown.length === 0 ? <p>{homeMessages.noMatch}</p> : null}
    </>
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
    filters: {},
    onFiltersChange: fn(),
    buildingTypes,
    layout: 'grid',
    onLayoutChange: fn(),
    showOnMap: false,
    onShowOnMapChange: fn(),
  },
} satisfies Meta<typeof SiteListToolbar>;
export default meta;
type Story = StoryObj<typeof meta>;

const shownNames = (canvas: ReturnType<typeof within>) =>
  within(canvas.getByRole('list', { name: 'Sites shown' }))
    .queryAllByRole('listitem')
    .map((li: HTMLElement) => li.textContent);

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('searchbox'), 'camden');
    await expect(args.onSearchChange).toHaveBeenLastCalledWith('camden');
    // Case-insensitive substring of the building name.
    await expect(shownNames(canvas)).toEqual(['Camden Library']);
  },
};

export const SearchBySiteId: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // A 36-character site id selects that site directly (spec shell §5 "Site search").
    await userEvent.type(canvas.getByRole('searchbox'), '0b6e4f00-0000-4000-8000-000000000004');
    await expect(shownNames(canvas)).toEqual([
      'Estate: The Very Long Name Of A Municipal Leisure Centre And Swimming Pool',
    ]);
  },
};

export const FiltersCombineWithAnd: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Filters' }));
    const panel = await within(document.body).findByRole('dialog', { name: 'Filters' });
    // Exactly the spec's filters, in its order.
    for (const name of ['Building type', 'Total cost', 'Energy usage', 'Carbon', 'Product type']) {
      await expect(within(panel).getByRole('group', { name })).toBeVisible();
    }
    await expect(within(panel).getAllByRole('group')).toHaveLength(5);
    const group = (name: string) => within(within(panel).getByRole('group', { name }));
    await userEvent.click(group('Building type').getByRole('checkbox', { name: 'Office' }));
    // Office: Bloomsbury House and Gower Street Demo.
    await expect(shownNames(canvas)).toHaveLength(2);
    await userEvent.click(group('Total cost').getByRole('checkbox', { name: 'High' }));
    // AND: only the office with a high total cost is left.
    await expect(shownNames(canvas)).toEqual(['Bloomsbury House']);
    await userEvent.click(group('Product type').getByRole('checkbox', { name: 'Optimise' }));
    await expect(shownNames(canvas)).toEqual([]);
    await expect(canvas.getByText(homeMessages.noMatch)).toBeVisible();
    await userEvent.click(within(panel).getByRole('button', { name: 'Clear filters' }));
    await expect(shownNames(canvas)).toHaveLength(exampleSites.length);
  },
};

export const FiltersOpen: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Filters' }));
    const panel = await within(document.body).findByRole('dialog', { name: 'Filters' });
    await userEvent.click(within(panel).getByRole('checkbox', { name: 'Predict' }));
    await userEvent.keyboard('{Escape}');
    await expect(canvas.getByRole('button', { name: 'Filters (1)' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Filters (1)' }));
    await within(document.body).findByRole('dialog', { name: 'Filters' });
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
export const Narrow: Story = { parameters: { viewport: { defaultViewport: 'narrow' } } };

/**
 * 'Show on map' reached by keyboard shows the design system's focus ring round its switch (3 px,
 * the focus colour), the same ring as every other control, not the browser's faint outline.
 */
export const ShowOnMapKeyboardFocus: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const toggle = canvas.getByRole('switch', { name: homeMessages.showOnMap });
    const list = canvas.getByRole('radio', { name: 'List' });
    list.focus();
    await userEvent.tab();
    await expect(toggle).toHaveFocus();
    const track = toggle.closest('label')!.querySelector('span[aria-hidden="true"]')!;
    const ring = getComputedStyle(track);
    await expect(ring.outlineStyle).toBe('solid');
    await expect(ring.outlineWidth).toBe('3px');
  },
};
