import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { homeMessages } from '@wattwise/domain';
import { Table, type TableColumn } from './Table';

/** Invented buildings of a small estate, for the stories. */
interface Building {
  id: string;
  name: string;
  type: string;
  floorArea: number | null;
  epc: string;
}
const buildings: Building[] = [
  { id: 'b1', name: 'Camden Library', type: 'Library', floorArea: 1200, epc: 'C' },
  { id: 'b2', name: 'Bloomsbury House', type: 'Office', floorArea: 3400, epc: 'B' },
  { id: 'b3', name: 'Acton Depot', type: 'Warehouse', floorArea: 95, epc: 'E' },
  { id: 'b4', name: 'Barnet Pavilion', type: 'Leisure', floorArea: null, epc: 'D' },
];
const columns: TableColumn<Building>[] = [
  { id: 'name', label: 'Building', render: (b) => b.name, sortValue: (b) => b.name },
  { id: 'type', label: 'Type', render: (b) => b.type, sortValue: (b) => b.type },
  {
    id: 'floorArea',
    label: 'Floor area (m²)',
    align: 'end',
    render: (b) => (b.floorArea === null ? '–' : b.floorArea.toLocaleString('en-GB')),
    sortValue: (b) => b.floorArea,
  },
  { id: 'epc', label: 'EPC', render: (b) => b.epc },
];

const meta = {
  title: 'Primitives/Table',
  component: Table<Building>,
  args: {
    'aria-label': 'Buildings',
    columns,
    rows: buildings,
    emptyMessage: homeMessages.empty,
    onSortChange: fn(),
  },
} satisfies Meta<typeof Table<Building>>;
export default meta;
type Story = StoryObj<typeof meta>;

const names = (canvas: ReturnType<typeof within>) =>
  canvas.getAllByRole('rowheader').map((cell: HTMLElement) => cell.textContent);

export const SortByClick: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const area = canvas.getByRole('columnheader', { name: /Floor area/ });
    await userEvent.click(area);
    await expect(area).toHaveAttribute('aria-sort', 'ascending');
    // Rows without a floor area go last.
    await expect(names(canvas)).toEqual([
      'Acton Depot',
      'Camden Library',
      'Bloomsbury House',
      'Barnet Pavilion',
    ]);
    await userEvent.click(area);
    await expect(area).toHaveAttribute('aria-sort', 'descending');
    await expect(names(canvas)[0]).toBe('Bloomsbury House');
    await expect(args.onSortChange).toHaveBeenLastCalledWith({
      column: 'floorArea',
      direction: 'descending',
    });
    // Screen readers hear the new order.
    await expect(canvas.getByRole('grid', { name: 'Buildings' })).toHaveAccessibleDescription(
      'sorted by column Floor area (m²) in descending order',
    );
    // A column without a sort value does not sort.
    await expect(canvas.getByRole('columnheader', { name: 'EPC' })).not.toHaveAttribute(
      'aria-sort',
    );
  },
};

export const Empty: Story = {
  args: { rows: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(homeMessages.empty)).toBeVisible();
    // The headers stay so the reader knows what would be listed.
    await expect(canvas.getAllByRole('columnheader')).toHaveLength(4);
  },
};

export const Loading: Story = {
  args: { isLoading: true, loadingLabel: homeMessages.loading },
  // The dots change every 500 ms: no stable picture; the play function checks the state.
  parameters: { visual: { skip: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent(homeMessages.loading);
    await expect(canvas.queryByText('Camden Library')).toBeNull();
  },
};

export const Mobile: Story = {
  args: { minWidth: 520 },
  parameters: { viewport: { defaultViewport: 'mobile' } },
};

export const SortByKeyboard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await userEvent.keyboard('{ArrowUp}');
    const building = canvas.getByRole('columnheader', { name: /Building/ });
    await waitFor(() => expect(building).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await expect(building).toHaveAttribute('aria-sort', 'ascending');
    await expect(names(canvas)[0]).toBe('Acton Depot');
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('columnheader', { name: /Type/ })).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(names(canvas)).toEqual([
      'Barnet Pavilion',
      'Camden Library',
      'Bloomsbury House',
      'Acton Depot',
    ]);
  },
};

/** A long table shows its first rows, sorted over all of them, and more on request. */
export const ShowMore: Story = {
  args: {
    rows: Array.from({ length: 7 }, (_, index) => ({
      id: `s${index}`,
      name: `Site ${String(index + 1).padStart(2, '0')}`,
      type: 'Office',
      floorArea: 100 * (index + 1),
      epc: 'C',
    })),
    pageSize: 3,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(names(canvas)).toEqual(['Site 01', 'Site 02', 'Site 03']);
    // Sorting reaches every row, not only those shown.
    await userEvent.click(canvas.getByRole('columnheader', { name: /Floor area/ }));
    await userEvent.click(canvas.getByRole('columnheader', { name: /Floor area/ }));
    await expect(names(canvas)).toEqual(['Site 07', 'Site 06', 'Site 05']);
    await userEvent.click(canvas.getByRole('button', { name: 'Show 3 more of 7' }));
    await expect(names(canvas)).toHaveLength(6);
    await userEvent.click(canvas.getByRole('button', { name: 'Show 1 more of 7' }));
    await expect(names(canvas)).toHaveLength(7);
    await expect(canvas.queryByRole('button', { name: /Show/ })).toBeNull();
  },
};
