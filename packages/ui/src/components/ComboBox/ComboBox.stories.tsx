import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { registrationMessages, registrationValidationMessages } from '@wattwise/domain';
import { ComboBox, type ComboBoxOption } from './ComboBox';

const addresses: ComboBoxOption[] = [
  { id: '1', label: '10 Gower Street', detail: '10 Gower Street, London WC1E 6HJ' },
  { id: '2', label: '12 Gower Street', detail: '12 Gower Street, London WC1E 6DP' },
  { id: '3', label: '1 Bedford Square', detail: '1 Bedford Square, London WC1B 3RA' },
];

/** The app owns fetching: this stand-in filters a fixed list when the debounced search fires. */
function AddressSearch({
  onSearch,
  debounceMs = 100,
}: {
  onSearch?: (text: string) => void;
  debounceMs?: number;
}) {
  const [options, setOptions] = useState<ComboBoxOption[]>([]);
  return (
    <ComboBox
      label="Address"
      placeholder="Start typing an address"
      options={options}
      debounceMs={debounceMs}
      onSearch={(text) => {
        onSearch?.(text);
        setOptions(addresses.filter((a) => a.label.toLowerCase().includes(text.toLowerCase())));
      }}
    />
  );
}

const meta = {
  title: 'Primitives/ComboBox',
  component: ComboBox,
  args: { label: 'Address', options: addresses },
} satisfies Meta<typeof ComboBox>;
export default meta;
type Story = StoryObj<typeof meta>;

export const DebouncedSearch: Story = {
  render: () => <AddressSearch />,
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('combobox', { name: 'Address' });
    await userEvent.type(input, 'Gower');
    const listbox = await within(document.body).findByRole('listbox');
    await waitFor(() => expect(within(listbox).getAllByRole('option')).toHaveLength(2));
  },
};
export const SearchesOnceTypingPauses: Story = {
  args: { onSearch: fn(), debounceMs: 200 },
  render: (args) => <AddressSearch onSearch={args.onSearch} debounceMs={args.debounceMs} />,
  play: async ({ args, canvasElement }) => {
    await userEvent.type(
      within(canvasElement).getByRole('combobox', { name: 'Address' }),
      'Bedford',
    );
    await waitFor(() => expect(args.onSearch).toHaveBeenCalledTimes(1));
    await expect(args.onSearch).toHaveBeenCalledWith('Bedford');
  },
};
export const NoResultsFound: Story = {
  render: () => <AddressSearch />,
  play: async ({ canvasElement }) => {
    await userEvent.type(
      within(canvasElement).getByRole('combobox', { name: 'Address' }),
      'Nowhere',
    );
    await expect(
      await within(document.body).findByText(registrationMessages.noResultsFound),
    ).toBeVisible();
  },
};
export const Invalid: Story = {
  args: { isInvalid: true, errorMessage: registrationValidationMessages.enterAddress },
};
